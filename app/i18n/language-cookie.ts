import { parse } from "cookie";
import { defaultLanguage, isLanguage, type Language } from "~/domain/language";
import { languageCookieName } from "./language-cookie-name";

export function languageFromCookie(cookieHeader: string | null): Language | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[languageCookieName];
  return isLanguage(value) ? value : undefined;
}

/**
 * A page's language: the path's first segment when it is one, else the one remembered in the
 * cookie, else English (docs/rules.md, "Routes"). The path always wins.
 */
export function pageLanguage(pathSegment: string | undefined, cookieHeader: string | null): Language {
  return isLanguage(pathSegment) ? pathSegment : (languageFromCookie(cookieHeader) ?? defaultLanguage);
}
