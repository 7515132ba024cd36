import { parse, serialize } from "cookie";
import { isLanguage, type Language } from "~/domain/language";

/** The i18next cookie of spec §9 (language detection caches the choice there). */
export const languageCookieName = "i18next";

export function languageFromCookie(cookieHeader: string | null): Language | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[languageCookieName];
  return isLanguage(value) ? value : undefined;
}

export function languageCookie(language: Language): string {
  return serialize(languageCookieName, language, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
}
