import type { Language } from "~/domain/language";
import { type PageNamespace, pageNamespaces, type TextNamespace, type TranslationTree } from "./namespaces";
import { pluralRules } from "~/domain/intl-formatters";
import type { OpenTextKey, QualifiedTextKey, TextKey } from "./text-keys";

/** Values for a text's `{{name}}` placeholders; `count` also picks the plural form (`key_one`, `key_other`). */
export interface TranslateOptions {
  count?: number;
  /** What to show when the key has no text (a key built from data, such as a new product type). */
  defaultValue?: string;
  /** The namespace to look in instead of the translator's own. */
  ns?: PageNamespace;
  [placeholder: string]: string | number | undefined;
}

/**
 * A text by key: `"key.path"` in the translator's namespaces, `"namespace:key.path"`, or
 * `"key.path"` with `{ ns }`. Keys are typed from the English files (docs/decisions/0002), so a
 * misspelt or missing key fails the type check. The texts keep i18next's file format
 * (docs/decisions/0015), so the files, the tests over them and other clients of `/locales/` stay
 * as they were.
 */
export interface Translate<Namespaces extends TextNamespace = never> {
  (key: TextKey<Namespaces> | QualifiedTextKey, options?: TranslateOptions & { ns?: undefined }): string;
  <Other extends PageNamespace>(key: TextKey<Other>, options: TranslateOptions & { ns: Other }): string;
  (key: OpenTextKey, options: TranslateOptions & { defaultValue: string }): string;
}

/**
 * A translator asked only for keys with their namespace (`catalog:card.compare`): what a helper
 * shared by pages of different namespaces takes, so any page's `t` can be passed to it.
 */
export type QualifiedTranslate = (key: QualifiedTextKey, options?: TranslateOptions & { ns?: undefined }) => string;

const namespaceSeparator = ":";

function isPageNamespace(value: string): value is PageNamespace {
  return (pageNamespaces as readonly string[]).includes(value);
}

function lookUp(tree: TranslationTree | undefined, path: string): string | undefined {
  let node: TranslationTree | string | undefined = tree;
  for (const segment of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[segment];
  }
  return typeof node === "string" ? node : undefined;
}

/** Fills `{{name}}` placeholders; one without a value stays as written, as i18next leaves it. */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * A translator over a language's texts. `namespaces` are searched in order for a key without a
 * namespace, as `useTranslation(["profile", "catalog"])` did; a key with no text gives
 * `defaultValue`, else the key itself.
 */
export function createTranslate<Namespaces extends TextNamespace>(
  language: Language,
  resources: Partial<Record<TextNamespace, TranslationTree>>,
  namespaces: readonly Namespaces[],
): Translate<Namespaces> {
  const plurals = pluralRules(language);
  const translate = (key: string, options?: TranslateOptions): string => {
    const separator = key.indexOf(namespaceSeparator);
    const prefix = separator > 0 ? key.slice(0, separator) : "";
    const named = isPageNamespace(prefix);
    const path = named ? key.slice(separator + 1) : key;
    const searched: readonly TextNamespace[] = named ? [prefix] : options?.ns ? [options.ns] : namespaces;
    const candidates =
      options?.count === undefined ? [path] : [`${path}_${plurals.select(options.count)}`, `${path}_other`, path];
    for (const namespace of searched) {
      for (const candidate of candidates) {
        const text = lookUp(resources[namespace], candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    return options?.defaultValue === undefined ? path : interpolate(options.defaultValue, options);
  };
  // The overloads check callers' keys; the lookup itself works on any string.
  return translate as Translate<Namespaces>;
}
