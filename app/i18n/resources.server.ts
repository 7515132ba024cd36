import { z } from "zod";
import { type Language, languages } from "~/domain/language";
import { localeFile } from "./locale-files.server";
import { type PageNamespace, type PageResources, pageNamespaces, type TranslationTree } from "./namespaces";

const translationTree: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationTree])),
);

/** The page namespaces of a language, parsed once: a malformed file stops start-up, naming the file. */
function parsedResources(language: Language): PageResources {
  return Object.fromEntries(
    pageNamespaces.map((namespace) => [namespace, localeFile(language, namespace, translationTree)]),
  ) as PageResources;
}

const resources = Object.fromEntries(languages.map((language) => [language, parsedResources(language)])) as Record<
  Language,
  PageResources
>;

export function pageResources(language: Language): PageResources {
  return resources[language];
}

/** Some of a language's namespaces: what one page renders with. */
export function someResources(language: Language, namespaces: readonly PageNamespace[]): Partial<PageResources> {
  const all = resources[language];
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}
