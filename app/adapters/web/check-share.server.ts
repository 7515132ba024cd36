import { deflateRawSync, inflateRawSync } from "node:zlib";
import { z } from "zod";
import { hasControlCharacter } from "~/domain/control-characters";
import { maxPastedCharacters, maxPastedEntries } from "~/domain/pasted-ingredient-list";
import type { PastedList } from "~/domain/ingredient-reading";

/**
 * A checked list in its share link (docs/check.md, "Sharing"; ADR 0032): the split entries as
 * JSON, deflated (raw) and base64url-encoded, after the version: `1.` + the text. Nothing is
 * stored; the link is the list.
 */
const version = "1.";

/** The most bytes a share link's query may have (`list` and `type` together). */
export const maxShareQueryBytes = 2048;

const entry = z
  .string()
  .min(1)
  .max(maxPastedCharacters)
  .refine((text) => !hasControlCharacter(text));

const payload = z
  .object({
    /** Entries, from the first, that are a "Drug Facts" label's actives. */
    a: z.number().int().min(0).max(maxPastedEntries),
    /** The entries in list order. */
    e: z.array(entry).min(1).max(maxPastedEntries),
    /** Entries the split set aside as retailer prose. */
    x: z.array(entry).max(maxPastedEntries),
  })
  .strict()
  .refine((list) => list.a <= list.e.length)
  .refine((list) => [...list.e, ...list.x].join("").length <= maxPastedCharacters);

/** What a link's list may inflate to at most: the limits' characters, each up to 4 bytes, and JSON's quoting. */
const maxInflatedBytes = 8 * maxPastedCharacters;

export function encodeSharedList(list: PastedList): string {
  const json = JSON.stringify({ a: list.activeCount, e: list.entries, x: list.notNames });
  return `${version}${deflateRawSync(Buffer.from(json, "utf8"), { level: 9 }).toString("base64url")}`;
}

/** The list a link carries, or null for one that is forged, cut or corrupt (never an exception). */
export function decodeSharedList(value: string): PastedList | null {
  if (!value.startsWith(version) || value.length > maxShareQueryBytes) return null;
  const encoded = value.slice(version.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  let json: unknown;
  try {
    const bytes = inflateRawSync(Buffer.from(encoded, "base64url"), { maxOutputLength: maxInflatedBytes });
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const parsed = payload.safeParse(json);
  return parsed.success ? { entries: parsed.data.e, activeCount: parsed.data.a, notNames: parsed.data.x } : null;
}
