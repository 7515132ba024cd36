import { createHash } from "node:crypto";
import { createApiKeyCheck } from "~/server/api/api-keys.server";
import type { AppServices } from "~/server/services.server";

/** Who is calling: an API client with a key (public reads) or a signed-in user (an access token). */
export type Viewer =
  | { kind: "public"; apiKeyDigest: string }
  /** `sessionId`: the session the access token was minted from (live updates stop when it ends). */
  | { kind: "user"; userId: string; email: string; sessionId: string };

/** Why a request was refused before any GraphQL ran. */
export type AuthFailure =
  /** No `x-api-key` (and no `Authorization`), or a key that is not configured. */
  | "unauthorized"
  | "token-expired"
  | "token-invalid"
  /** An `Authorization` header that is not `Bearer <token>`. */
  | "not-bearer";

/** The two credentials, as sent in HTTP headers or in a WebSocket's connection parameters. */
export interface Credentials {
  authorization: string | undefined;
  apiKey: string | undefined;
}

export type Authentication = { ok: true; viewer: Viewer } | { ok: false; failure: AuthFailure };

export type Authenticator = (credentials: Credentials) => Promise<Authentication>;

/** The scheme decides: "Bearer" with anything after it is a token to check, however malformed. */
const bearerPattern = /^Bearer(?:\s+(.*))?$/is;

/**
 * Decides the viewer (docs/api.md, "Authentication"): an `Authorization` header, when present,
 * must carry a valid access token and wins over a key; otherwise the `x-api-key` must be a
 * configured key. Errors of the token check other than "expired" and "invalid" propagate (they
 * are ours).
 */
export function createAuthenticator(options: {
  apiKeys: readonly string[];
  accounts: Pick<AppServices["accounts"], "verifyAccessToken">;
}): Authenticator {
  const isApiKey = createApiKeyCheck(options.apiKeys);
  return async ({ authorization, apiKey }) => {
    if (authorization !== undefined) {
      const match = bearerPattern.exec(authorization.trim());
      if (match === null) return { ok: false, failure: "not-bearer" };
      const token = match[1]?.trim() ?? "";
      if (token === "") return { ok: false, failure: "token-invalid" };
      const check = await options.accounts.verifyAccessToken(token);
      if (!check.ok) return { ok: false, failure: check.reason === "expired" ? "token-expired" : "token-invalid" };
      return {
        ok: true,
        viewer: { kind: "user", userId: check.userId, email: check.email, sessionId: check.sessionId },
      };
    }
    if (apiKey === undefined || !isApiKey(apiKey)) return { ok: false, failure: "unauthorized" };
    // Rate limits count per key; a digest keeps the key itself out of the limiter's memory.
    return { ok: true, viewer: { kind: "public", apiKeyDigest: createHash("sha256").update(apiKey).digest("hex") } };
  };
}
