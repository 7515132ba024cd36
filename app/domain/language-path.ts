import { isLanguage, type Language, languages } from "./language";

/**
 * The same page in another language: replaces the first path segment when it is a
 * language (`/en/producttype/toner?x=1` → `/id/producttype/toner?x=1`); any other path
 * leads to the other language's home page. The query is kept as it is.
 */
export function switchLanguagePath(pathname: string, search: string, to: Language): string {
  const query = search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`;
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (!match || !isLanguage(first)) return `/${to}${query}`;
  return `/${to}${match[2] ?? ""}${query}`;
}

/** The path after the language segment (`/en/privacy-policy` → `/privacy-policy`, `/en` → ``). */
export function pathAfterLanguage(pathname: string): string {
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  if (!match || !languages.some((language) => language === match[1])) return "";
  const rest = match[2] ?? "";
  return rest === "/" ? "" : rest;
}

/**
 * A form's "back to where I was" path, when it is one of this site's pages in the language:
 * `/en/producttype/toner?page=2`. Anything else (another site, `//host`, a backslash trick, another
 * language) is null, so a posted value can never send a visitor away from kulit.
 */
export function ownPagePath(value: string, language: Language): string | null {
  if (value.length > 2000 || /[\\\s]|\/\//.test(value)) return null;
  return new RegExp(`^/${language}(?:[/?#]|$)`).test(value) ? value : null;
}
