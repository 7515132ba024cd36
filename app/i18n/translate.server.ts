import { languages, type Language } from "~/domain/language";
import { pageResources } from "./resources.server";
import { createTranslate, type Translate } from "./translate";

const translators = Object.fromEntries(
  languages.map((language) => [language, createTranslate(language, pageResources(language), ["common"])]),
) as Record<Language, Translate>;

/** A `t` for loaders and meta (titles, descriptions), over the same files and rules as the pages. */
export function translator(language: Language): Translate {
  return translators[language];
}
