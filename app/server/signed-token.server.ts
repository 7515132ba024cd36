import { hkdfSync } from "node:crypto";
import { CompactSign, compactVerify, errors } from "jose";

/**
 * The envelope of the site's signed tokens (the API's page tokens, the analysis result tokens): a
 * JWS in compact serialisation, HS256 over the JSON payload, signed and checked by jose. Each
 * kind signs with a key of its own, derived from the secret and its label with HKDF-SHA-256, so
 * that a token's signature is never valid as any other use of the secret. What the payload
 * means, and whether it holds, is the caller's to check.
 */
export interface SignedTokens {
  seal(payload: unknown): Promise<string>;
  /** The payload of a token this signer sealed (parsed JSON, not yet checked); null for any other text. */
  open(token: string): Promise<unknown>;
}

/** The key of one kind of token: HKDF-SHA-256 of the secret, with the kind's label as its info. */
function tokenKey(secret: string, label: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, new Uint8Array(0), label, 32));
}

/**
 * Base64url without padding in the one spelling that decodes to its bytes: a decoder ignores the
 * spare bits of the last character, so without this a token would have several spellings.
 */
function isCanonicalBase64Url(text: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, "base64url").toString("base64url") === text;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** `label` names the kind and its version, so that a future format is never mistaken for this one. */
export function signedTokens(secret: string, label: string, maxLength: number): SignedTokens {
  const key = tokenKey(secret, label);
  return {
    seal(payload) {
      return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: "HS256" })
        .sign(key);
    },
    async open(token) {
      // Longer input is refused before any decoding.
      if (token.length > maxLength) return null;
      const parts = token.split(".");
      if (parts.length !== 3 || !parts.every(isCanonicalBase64Url)) return null;
      let payload: Uint8Array;
      try {
        ({ payload } = await compactVerify(token, key, { algorithms: ["HS256"] }));
      } catch (error) {
        // jose's refusal: not a token of ours. Anything else is a fault to report.
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
      try {
        return JSON.parse(strictUtf8.decode(payload)) as unknown;
      } catch {
        // Signed with our key but not the UTF-8 JSON `seal` writes: no payload of ours either.
        return null;
      }
    },
  };
}
