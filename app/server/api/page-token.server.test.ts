import { createHash, hkdfSync } from "node:crypto";
import { CompactSign } from "jose";
import { describe, expect, it } from "vitest";
import { createPageTokens, maxPageTokenLength } from "./page-token.server";

const secret = "a-test-secret-of-reasonable-length";
const tokens = createPageTokens(secret);
const query = '{"filter":{"productType":{"eq":"toner"}},"operation":"listProducts"}';
const position = [12, "cosrx-advanced-snail-96-mucin-power-essence"] as const;

/** A token signed with the documented key derivation, for payloads that `issue` never writes. */
function signedWithOurKey(payload: string): Promise<string> {
  const key = new Uint8Array(hkdfSync("sha256", secret, new Uint8Array(0), "kulit graphql page token v1", 32));
  return new CompactSign(new TextEncoder().encode(payload)).setProtectedHeader({ alg: "HS256" }).sign(key);
}

/** The query digest a payload carries (SHA-256 of the query text). */
function digestOf(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

describe("page tokens", () => {
  it("give back the position for the same query", async () => {
    const token = await tokens.issue(query, position);
    expect(await tokens.read(query, token)).toEqual(position);
    expect(await createPageTokens(secret).read(query, token)).toEqual(position);
  });

  it("are opaque, URL-safe and short", async () => {
    const token = await tokens.issue(query, position);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain("toner");
    expect(token.length).toBeLessThan(400);
  });

  it("are refused for another query", async () => {
    const token = await tokens.issue(query, position);
    expect(await tokens.read(query.replace("toner", "serum"), token)).toBeNull();
    expect(await tokens.read("", token)).toBeNull();
  });

  it("are refused when signed with another secret", async () => {
    const token = await createPageTokens("another-secret").issue(query, position);
    expect(await tokens.read(query, token)).toBeNull();
  });

  it("are refused after any one character changes", async () => {
    const token = await tokens.issue(query, position);
    for (let index = 0; index < token.length; index += 1) {
      for (const replacement of ["A", "b", "_", "."]) {
        if (token[index] === replacement) continue;
        const changed = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(await tokens.read(query, changed), `${index} ${replacement}`).toBeNull();
      }
    }
  });

  it("are refused truncated, extended, reversed or swapped", async () => {
    const token = await tokens.issue(query, position);
    const [header = "", payload = "", mac = ""] = token.split(".");
    for (const bad of [
      token.slice(0, -1),
      token.slice(1),
      `${token}A`,
      `${token}.`,
      `${header}.${payload}.${mac}.${mac}`,
      `${header}.${mac}.${payload}`,
      `${payload}.${header}.${mac}`,
      token.split("").reverse().join(""),
      `${header}.${payload}`,
      `${header}.${payload}.`,
      `.${payload}.${mac}`,
      `${header}.${payload}=.${mac}`,
      // Unsigned: the algorithm "none" is never taken.
      `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`,
    ]) {
      expect(await tokens.read(query, bad), bad).toBeNull();
    }
  });

  it("are refused as garbage of any kind", async () => {
    for (const bad of ["", ".", "..", "garbage", "a.b", "null", "{}", "💥.💥", "\u0000", "A".repeat(50_000)]) {
      expect(await tokens.read(query, bad), bad.slice(0, 20)).toBeNull();
    }
  });

  it("are refused over the length bound before any decoding", async () => {
    const long = await signedWithOurKey(JSON.stringify({ q: digestOf(query), p: ["x".repeat(maxPageTokenLength)] }));
    expect(long.length).toBeGreaterThan(maxPageTokenLength);
    expect(await tokens.read(query, long)).toBeNull();
  });

  it("are refused when a correctly signed payload has the wrong shape", async () => {
    const q = digestOf(query);
    for (const payload of [
      "not json",
      "null",
      "[]",
      JSON.stringify({ q }),
      JSON.stringify({ q, p: [] }),
      JSON.stringify({ q, p: {} }),
      JSON.stringify({ q, p: [null] }),
      JSON.stringify({ q, p: [{ rank: 1 }] }),
      JSON.stringify({ q, p: [1, 2, 3, 4, 5] }),
      JSON.stringify({ q: 5, p: [1] }),
    ]) {
      expect(await tokens.read(query, await signedWithOurKey(payload)), payload).toBeNull();
    }
    expect(await tokens.read(query, await signedWithOurKey(JSON.stringify({ q, p: ["id-1"] })))).toEqual(["id-1"]);
  });
});
