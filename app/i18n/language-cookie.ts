import { parse, serialize } from "cookie";
import { isLanguage, type Language } from "~/domain/language";

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
