import { parse, serialize } from "cookie";
import { defaultLanguage, isLanguage, type Language } from "~/domain/language";

/** The i18next cookie, where language detection keeps the choice (docs/rules.md, "Markets and languages"). */
export const languageCookieName = "i18next";

export function languageFromCookie(cookieHeader: string | null): Language | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[languageCookieName];
  return isLanguage(value) ? value : undefined;
}

export function languageCookie(language: Language): string {
  return serialize(languageCookieName, language, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
}

/**
 * A page's language: the path's first segment when it is one, else the one remembered in the
 * cookie, else English (docs/rules.md, "Routes"). The path always wins.
 */
export function pageLanguage(pathSegment: string | undefined, cookieHeader: string | null): Language {
  return isLanguage(pathSegment) ? pathSegment : (languageFromCookie(cookieHeader) ?? defaultLanguage);
}
