import { createHash } from "node:crypto";
import { signedTokens } from "../signed-token.server";

/**
 * The `nextToken` of the API's lists: a signed token (`signedTokens`, a JWS with HS256). The
 * payload holds a digest of the query the token belongs to and the keyset position (the sort
 * key of the last record served). The signature makes the token tamper-checked; the digest
 * makes it useless with another filter or operation, whose order or rows differ.
 */

/** The sort key of the last record of a page (rank and id for products; id for ingredients). */
export type PagePosition = readonly (string | number)[];

export interface PageTokens {
  /** The token of the page after `position` in the list that `query` (canonical text) describes. */
  issue(query: string, position: PagePosition): Promise<string>;
  /** The position in a token that we issued for this same query; null for any other text. */
  read(query: string, token: string): Promise<PagePosition | null>;
}

/** Our tokens stay far below this. */
export const maxPageTokenLength = 2048;

const keyLabel = "kulit graphql page token v1";
const maxPositionParts = 4;
const maxPositionTextLength = 512;

interface Payload {
  q: string;
  p: PagePosition;
}

function queryDigest(query: string): string {
  return createHash("sha256").update(query).digest("base64url");
}

function isPositionPart(part: unknown): part is string | number {
  return (
    (typeof part === "string" && part.length <= maxPositionTextLength) ||
    (typeof part === "number" && Number.isFinite(part))
  );
}

function parsePayload(value: unknown): Payload | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { q, p } = value as Record<string, unknown>;
  if (typeof q !== "string" || !Array.isArray(p)) return null;
  if (p.length === 0 || p.length > maxPositionParts || !p.every(isPositionPart)) return null;
  return { q, p };
}

export function createPageTokens(secret: string): PageTokens {
  const tokens = signedTokens(secret, keyLabel, maxPageTokenLength);

  function issue(query: string, position: PagePosition): Promise<string> {
    const payload: Payload = { q: queryDigest(query), p: position };
    return tokens.seal(payload);
  }

  async function read(query: string, token: string): Promise<PagePosition | null> {
    const payload = parsePayload(await tokens.open(token));
    if (payload === null || payload.q !== queryDigest(query)) return null;
    return payload.p;
  }

  return { issue, read };
}
