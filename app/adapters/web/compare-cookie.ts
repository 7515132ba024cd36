import { parse, serialize } from "cookie";
import { parseCompareIds } from "~/domain/compare";

/**
 * The products picked for comparing (docs/screens.md, "Compare"): a cookie rather than browser
 * storage, so the picks work without JavaScript and the header's "Compare (n)" is rendered by the
 * server. It holds product ids only, nothing about the visitor.
 */
const compareCookieName = "kulit_compare";

/** Picks are for a shopping trip, not forever. */
const maxAgeSeconds = 30 * 24 * 60 * 60;

export function comparedFromCookie(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  return parseCompareIds(parse(cookieHeader)[compareCookieName]);
}

export function compareCookie(ids: readonly string[]): string {
  return ids.length === 0
    ? serialize(compareCookieName, "", { path: "/", maxAge: 0, sameSite: "lax", httpOnly: true })
    : serialize(compareCookieName, ids.join(","), {
        path: "/",
        maxAge: maxAgeSeconds,
        sameSite: "lax",
        httpOnly: true,
      });
}
