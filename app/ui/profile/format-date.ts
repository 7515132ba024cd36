import { intlLocaleOf, type Language } from "~/domain/language";

/** `12 Mar 2025` / `12 Mar 2025` (id), in UTC so the server and the browser agree. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
