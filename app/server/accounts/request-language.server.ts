import { defaultLanguage, type Language } from "~/domain/language";
import { languageFromCookie } from "~/i18n/language-cookie";

/** The visitor's language for mails: the i18next cookie, else the first supported Accept-Language, else English. */
export function requestLanguage(headers: Headers | undefined): Language {
  if (!headers) return defaultLanguage;
  const fromCookie = languageFromCookie(headers.get("cookie"));
  if (fromCookie) return fromCookie;
  const accepted = (headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return accepted.find((tag): tag is Language => tag === "en" || tag === "id") ?? defaultLanguage;
}
