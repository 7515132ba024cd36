import { useEffect } from "react";
import type { Language } from "~/domain/language";
import { languageCookieName } from "./language-cookie-name";

/** The i18next cookie that remembers a language for a year (docs/rules.md, "Markets and languages"). */
export function rememberedLanguageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Max-Age=31536000; Path=/; SameSite=Lax`;
}

/**
 * Remembers the page's language in the browser, as i18next's detector caches it, so that `/`
 * opens in it next time. The server never sets it: an anonymous page answers with no Set-Cookie,
 * which lets a CDN share it (docs/performance.md, "The page cache").
 */
export function useRememberedLanguage(language: Language): void {
  useEffect(() => {
    document.cookie = rememberedLanguageCookie(language);
  }, [language]);
}
