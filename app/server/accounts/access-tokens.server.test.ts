import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.server";
import { createAccessTokenVerifier } from "./access-tokens.server";

const issuer = "https://kulit.test";
const audience = "https://kulit.test/graphql";
const logger = createLogger("error");

interface SigningKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "EdDSA" } };
}

function token(
  key: SigningKey,
  claims: { sub?: string; email?: string; sid?: string; iss?: string; aud?: string; exp?: number },
) {
  const iat = Math.floor(Date.now() / 1000);
  const payload = {
    ...(claims.email === undefined ? {} : { email: claims.email }),
    ...(claims.sid === undefined ? {} : { sid: claims.sid }),
  };
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: "EdDSA", kid: key.jwk.kid })
    .setIssuedAt(iat)
    .setIssuer(claims.iss ?? issuer)
    .setAudience(claims.aud ?? audience)
    .setExpirationTime(claims.exp ?? iat + 3600);
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  return jwt.sign(key.privateKey);
}

let current: SigningKey;
let other: SigningKey;

beforeAll(async () => {
  current = await signingKey("current");
  other = await signingKey("other");
});

describe("access token verifier", () => {
  const verifierWith = (keys: () => JWK[], now?: () => number) =>
    createAccessTokenVerifier({ loadKeys: () => Promise.resolve({ keys: keys() }), issuer, audience, logger, now });

  it("accepts a token signed by a current key and names its user", async () => {
    const verify = verifierWith(() => [current.jwk]);
    expect(await verify(await token(current, { sub: "user-1", email: "a@example.com", sid: "session-1" }))).toEqual({
      ok: true,
      userId: "user-1",
      email: "a@example.com",
      sessionId: "session-1",
    });
  });

  it("says expired once the token's lifetime has passed, so the client knows to refresh", async () => {
    const verify = verifierWith(
      () => [current.jwk],
      () => Date.now() + 3601_000,
    );
    expect(await verify(await token(current, { sub: "user-1", email: "a@example.com", sid: "session-1" }))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it.each([
    ["another issuer", { iss: "https://evil.test" }],
    ["another audience", { aud: "https://kulit.test/other" }],
    ["no subject", { sub: undefined }],
    ["no email", { email: undefined }],
    ["no session", { sid: undefined }],
  ])("refuses a token with %s", async (_label, claims) => {
    const verify = verifierWith(() => [current.jwk]);
    const base = { sub: "user-1", email: "a@example.com", sid: "session-1" };
    expect(await verify(await token(current, { ...base, ...claims }))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a token signed by a key it does not know, and garbage", async () => {
    const verify = verifierWith(() => [current.jwk]);
    expect(await verify(await token(other, { sub: "user-1", email: "a@example.com", sid: "session-1" }))).toEqual({
      ok: false,
      reason: "invalid",
    });
    for (const garbage of ["", "abc", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."]) {
      expect(await verify(garbage)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("refuses a token whose claims were altered after signing", async () => {
    const verify = verifierWith(() => [current.jwk]);
    const [header, , signature] = (
      await token(current, { sub: "user-1", email: "a@example.com", sid: "session-1" })
    ).split(".");
    const claims = Buffer.from(JSON.stringify({ sub: "user-2", email: "b@example.com" })).toString("base64url");
    expect(await verify(`${header}.${claims}.${signature}`)).toEqual({ ok: false, reason: "invalid" });
  });

  it("learns a rotated key by fetching the key set again, but not more than once per interval", async () => {
    let keys = [current.jwk];
    let loads = 0;
    let clock = Date.now();
    const verify = createAccessTokenVerifier({
      loadKeys: () => {
        loads += 1;
        return Promise.resolve({ keys });
      },
      issuer,
      audience,
      logger,
      now: () => clock,
    });
    expect((await verify(await token(current, { sub: "u", email: "u@example.com", sid: "s" }))).ok).toBe(true);
    keys = [current.jwk, other.jwk];
    const rotated = await token(other, { sub: "u", email: "u@example.com", sid: "s" });
    expect((await verify(rotated)).ok).toBe(false);
    clock += 11_000;
    expect((await verify(rotated)).ok).toBe(true);
    expect(loads).toBe(2);
  });
});
