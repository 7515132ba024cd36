import { type Language, languages } from "~/domain/language";
import { localeFile } from "./locale-files.server";
import { translationTree } from "./translation-tree.server";
import { type PageNamespace, type PageResources, pageNamespaces, type TranslationTree } from "./namespaces";
import { isInTextGroup, partsOfTextGroup, type TextGroup } from "./path-text-groups";

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

/** The texts of some groups of a language: what one page renders with (docs/decisions/0002). */
export function resourcesOfGroups(language: Language, groups: readonly TextGroup[]): Partial<PageResources> {
  const all = resources[language];
  const picked: Partial<Record<PageNamespace, TranslationTree>> = {};
  const whole = new Set(groups.filter((group) => !group.includes(":")));
  for (const group of groups) {
    const { namespace, top } = partsOfTextGroup(group);
    if (top === undefined || whole.has(namespace)) {
      picked[namespace] = all[namespace];
      continue;
    }
    const target = (picked[namespace] ??= {});
    for (const [key, text] of Object.entries(all[namespace])) if (isInTextGroup(key, top)) target[key] = text;
  }
  return picked;
}
