import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The envelope of the site's signed tokens (the API's page tokens, the analysis result tokens):
 * base64url(JSON payload) "." base64url(HMAC-SHA256). Each kind signs with a key of its own,
 * derived from the secret and its label, so that a token's signature is never valid as any other
 * use of the secret. What the payload means, and whether it holds, is the caller's to check.
 */
export interface SignedTokens {
  seal(payload: unknown): string;
  /** The payload of a token this signer sealed (parsed JSON, not yet checked); null for any other text. */
  open(token: string): unknown;
}

const macLength = 32;

/** Base64url without padding, in the one spelling Buffer writes (Buffer's decoder ignores stray bits). */
function decodeStrictBase64Url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}

/** `label` names the kind and its version, so that a future format is never mistaken for this one. */
export function signedTokens(secret: string, label: string, maxLength: number): SignedTokens {
  const key = createHmac("sha256", secret).update(label).digest();
  const sign = (encoded: string) => createHmac("sha256", key).update(encoded).digest();
  return {
    seal(payload) {
      const encoded = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
      return `${encoded}.${sign(encoded).toString("base64url")}`;
    },
    open(token) {
      // Longer input is refused before any decoding.
      if (token.length > maxLength) return null;
      const parts = token.split(".");
      if (parts.length !== 2) return null;
      const [encoded = "", encodedMac = ""] = parts;
      const payloadBytes = decodeStrictBase64Url(encoded);
      const mac = decodeStrictBase64Url(encodedMac);
      if (payloadBytes === null || mac === null || mac.length !== macLength) return null;
      if (!timingSafeEqual(mac, sign(encoded))) return null;
      try {
        return JSON.parse(payloadBytes.toString("utf8")) as unknown;
      } catch {
        return null;
      }
    },
  };
}
