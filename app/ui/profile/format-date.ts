import { intlLocaleOf, type Language } from "~/domain/language";
import { dateTimeFormat } from "~/domain/intl-formatters";

/** `12 Mar 2025` / `12 Mar 2025` (id), in UTC so the server and the browser agree. */
export function formatDate(iso: string, language: Language): string {
  return dateTimeFormat(intlLocaleOf(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
