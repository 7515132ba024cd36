export const languages = ["en", "id"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/**
 * The `Intl` locale of each language: dates, numbers and prices are written the British way in
 * English and the Indonesian way in Bahasa Indonesia (docs/rules.md, "Markets and languages").
 */
const intlLocales: Record<Language, string> = { en: "en-GB", id: "id-ID" };

export function intlLocaleOf(language: Language): string {
  return intlLocales[language];
}

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly (string | undefined)[]).includes(value);
}
