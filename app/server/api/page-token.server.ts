import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The `nextToken` of the API's lists: base64url(JSON payload) "." base64url(HMAC-SHA256). The
 * payload holds a digest of the query the token belongs to and the keyset position (the sort
 * key of the last record served). The signature makes the token tamper-checked; the digest
 * makes it useless with another filter or operation, whose order or rows differ.
 */

/** The sort key of the last record of a page (rank and id for products; id for ingredients). */
export type PagePosition = readonly (string | number)[];

export interface PageTokens {
  /** The token of the page after `position` in the list that `query` (canonical text) describes. */
  issue(query: string, position: PagePosition): string;
  /** The position in a token that we issued for this same query; null for any other text. */
  read(query: string, token: string): PagePosition | null;
}

/** Our tokens stay far below this; longer input is refused before any decoding. */
export const maxPageTokenLength = 2048;

/** Versioned, so that a future token format cannot be mistaken for this one. */
const keyLabel = "kulit graphql page token v1";
const macLength = 32;
const maxPositionParts = 4;
const maxPositionTextLength = 512;

interface Payload {
  q: string;
  p: PagePosition;
}

function queryDigest(query: string): string {
  return createHash("sha256").update(query).digest("base64url");
}

/** Base64url without padding, in the one spelling Buffer writes (Buffer's decoder ignores stray bits). */
function decodeStrictBase64Url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}

function isPositionPart(part: unknown): part is string | number {
  return (
    (typeof part === "string" && part.length <= maxPositionTextLength) ||
    (typeof part === "number" && Number.isFinite(part))
  );
}

function parsePayload(bytes: Buffer): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { q, p } = value as Record<string, unknown>;
  if (typeof q !== "string" || !Array.isArray(p)) return null;
  if (p.length === 0 || p.length > maxPositionParts || !p.every(isPositionPart)) return null;
  return { q, p };
}

export function createPageTokens(secret: string): PageTokens {
  // A key of its own, so that a token's signature is never valid as any other use of the secret.
  const key = createHmac("sha256", secret).update(keyLabel).digest();
  const sign = (encodedPayload: string) => createHmac("sha256", key).update(encodedPayload).digest();

  function issue(query: string, position: PagePosition): string {
    const payload: Payload = { q: queryDigest(query), p: position };
    const encoded = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
    return `${encoded}.${sign(encoded).toString("base64url")}`;
  }

  function read(query: string, token: string): PagePosition | null {
    if (token.length > maxPageTokenLength) return null;
    const parts = token.split(".");
    if (parts.length !== 2) return null;
    const [encoded = "", encodedMac = ""] = parts;
    const payloadBytes = decodeStrictBase64Url(encoded);
    const mac = decodeStrictBase64Url(encodedMac);
    if (payloadBytes === null || mac === null || mac.length !== macLength) return null;
    if (!timingSafeEqual(mac, sign(encoded))) return null;
    const payload = parsePayload(payloadBytes);
    if (payload === null || payload.q !== queryDigest(query)) return null;
    return payload.p;
  }

  return { issue, read };
}
