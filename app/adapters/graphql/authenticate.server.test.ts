import { describe, expect, it } from "vitest";
import type { AccessTokenCheck } from "~/server/accounts/access-tokens.server";
import { createAuthenticator } from "./authenticate.server";

const key = "test-api-key-0123456789abcdef";
const tokens: Record<string, AccessTokenCheck> = {
  good: { ok: true, userId: "user-1", email: "ayu@example.com", sessionId: "session-1" },
  old: { ok: false, reason: "expired" },
};
const authenticate = createAuthenticator({
  apiKeys: [key],
  accounts: { verifyAccessToken: async (token) => tokens[token] ?? { ok: false, reason: "invalid" } },
});

describe("authentication", () => {
  it("makes a user of a valid bearer token", async () => {
    expect(await authenticate({ authorization: "Bearer good", apiKey: undefined })).toEqual({
      ok: true,
      viewer: { kind: "user", userId: "user-1", email: "ayu@example.com", sessionId: "session-1" },
    });
    expect((await authenticate({ authorization: "bearer  good ", apiKey: undefined })).ok).toBe(true);
  });

  it("tells an expired token from an invalid one", async () => {
    expect(await authenticate({ authorization: "Bearer old", apiKey: key })).toEqual({
      ok: false,
      failure: "token-expired",
    });
    expect(await authenticate({ authorization: "Bearer forged", apiKey: key })).toEqual({
      ok: false,
      failure: "token-invalid",
    });
  });

  it("checks whatever follows Bearer as a token, and refuses other schemes, even with a good key", async () => {
    for (const authorization of ["Bearer", "Bearer   ", "Bearer a b", "Bearer !!"]) {
      expect(await authenticate({ authorization, apiKey: key })).toEqual({ ok: false, failure: "token-invalid" });
    }
    for (const authorization of ["Basic dXNlcjpwYXNz", "good", "", "Bearergood"]) {
      expect(await authenticate({ authorization, apiKey: key })).toEqual({ ok: false, failure: "not-bearer" });
    }
  });

  it("makes a public viewer of a configured key, identified by a digest", async () => {
    const result = await authenticate({ authorization: undefined, apiKey: key });
    expect(result).toEqual({
      ok: true,
      viewer: { kind: "public", apiKeyDigest: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(JSON.stringify(result)).not.toContain(key);
  });

  it("refuses a missing or wrong key", async () => {
    for (const apiKey of [undefined, "", `${key}x`, key.slice(1)]) {
      expect(await authenticate({ authorization: undefined, apiKey })).toEqual({ ok: false, failure: "unauthorized" });
    }
  });
});
