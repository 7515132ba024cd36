import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Language } from "~/domain/language";

/**
 * A text of the site's translation files (public/locales/{language}/{namespace}.json) by its
 * dotted key, so that a scenario checks the words a visitor of that language is shown.
 */
export function siteText(language: Language, namespace: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, "utf8"));
  for (const part of key.split(".")) value = z.record(z.string(), z.unknown()).parse(value)[part];
  return z.string().parse(value);
}
