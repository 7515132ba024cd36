import { languages, type Language } from "~/domain/language";
import { pageResources } from "./resources.server";
import { createTranslate, type Translate } from "./translate";

const translators = new Map(
  languages.map((language) => [language, createTranslate(language, pageResources(language), ["common"] as const)]),
);

/** A `t` for loaders and meta (titles, descriptions), over the same files and rules as the pages. */
export function translator(language: Language): Translate<"common"> {
  const translate = translators.get(language);
  if (translate === undefined) throw new Error(`no texts for language ${language}`);
  return translate;
}
