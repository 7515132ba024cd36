import { defaultLanguage, isLanguage, type Language } from "~/domain/language";
import { languageFromCookie } from "~/i18n/language-cookie";

/**
 * The language of the page a form was sent from, which the site's own pages pass with their
 * account requests: a visitor without JavaScript has no language cookie (the browser writes it),
 * and the page they are on says best which language their mail should be in.
 */
export const pageLanguageHeader = "x-kulit-page-language";

/** A copy of the browser's headers that names the page's language for the account mails. */
export function withPageLanguage(headers: Headers, language: Language): Headers {
  const copy = new Headers(headers);
  copy.set(pageLanguageHeader, language);
  return copy;
}

/**
 * The visitor's language for mails: the page's, then the i18next cookie, then the first supported
 * Accept-Language, else English.
 */
export function requestLanguage(headers: Headers | undefined): Language {
  if (!headers) return defaultLanguage;
  const fromPage = headers.get(pageLanguageHeader) ?? undefined;
  if (isLanguage(fromPage)) return fromPage;
  const fromCookie = languageFromCookie(headers.get("cookie"));
  if (fromCookie) return fromCookie;
  const accepted = (headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return accepted.find((tag): tag is Language => tag === "en" || tag === "id") ?? defaultLanguage;
}
