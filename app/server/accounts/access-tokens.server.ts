import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from "jose";
import type { Logger } from "../logger.server";

/** Whether an access token (a JWT from `/api/auth/token`) lets its bearer act as a user. */
export type AccessTokenCheck =
  { ok: true; userId: string; email: string; sessionId: string } | { ok: false; reason: "expired" | "invalid" };

export interface AccessTokenVerifierOptions {
  /** The public keys better-auth signs with (its JWKS endpoint's answer). */
  loadKeys(): Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  logger: Logger;
  now?: () => number;
}

/** How long a key set fetched for an unknown key id is trusted to be current (stops refetch floods). */
const keyRefreshIntervalMs = 10_000;

/**
 * Verifies access tokens against better-auth's keys: signature, issuer, audience and expiry,
 * locally (the caller checks that the token's session is still active). The keys are cached and refetched when a token
 * names a key id not yet known (after a key rotation), at most once per interval.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions) {
  const now = options.now ?? Date.now;
  let keys: { set: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | undefined;

  async function keySet(forceRefresh: boolean) {
    if (keys === undefined || (forceRefresh && now() - keys.fetchedAt > keyRefreshIntervalMs)) {
      keys = { set: createLocalJWKSet(await options.loadKeys()), fetchedAt: now() };
    }
    return keys.set;
  }

  async function verifyWith(token: string, forceRefresh: boolean) {
    return jwtVerify(token, await keySet(forceRefresh), {
      issuer: options.issuer,
      audience: options.audience,
      currentDate: new Date(now()),
      requiredClaims: ["sub", "exp", "iat"],
    });
  }

  return async function verify(token: string): Promise<AccessTokenCheck> {
    try {
      let result;
      try {
        result = await verifyWith(token, false);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        result = await verifyWith(token, true);
      }
      const { sub, email, sid } = result.payload;
      if (typeof sub !== "string" || typeof email !== "string" || typeof sid !== "string") {
        return { ok: false, reason: "invalid" };
      }
      return { ok: true, userId: sub, email, sessionId: sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
      if (error instanceof errors.JOSEError) return { ok: false, reason: "invalid" };
      options.logger.error("access token could not be checked", { error });
      throw error;
    }
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
