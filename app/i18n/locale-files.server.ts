import type { z } from "zod";
import type { Language } from "~/domain/language";
import { localeFolderOf, type TextNamespace } from "./namespaces";
import { parsedLocaleFile } from "./parsed-locale-file";

/**
 * Every translation file of every language, bundled into the server: the pages' namespaces
 * (`public/locales/{lng}/{ns}.json`, also served to the browser) and the server's own
 * (`app/server/locales/{lng}/{ns}.json`, never served; docs/decisions/0031-one-text-system.md).
 * A new language's folder is found without a list of imports to extend.
 */
const files = import.meta.glob<unknown>(["../../public/locales/*/*.json", "../server/locales/*/*.json"], {
  eager: true,
  import: "default",
});

/** One translation file, parsed: a missing or malformed file is an error that names its path. */
export function localeFile<T>(language: Language, namespace: TextNamespace | "legal", schema: z.ZodType<T>): T {
  const path = `${localeFolderOf(namespace)}/${language}/${namespace}.json`;
  // The glob's keys are relative to this module, in app/i18n.
  const key = path.startsWith("app/") ? `../${path.slice("app/".length)}` : `../../${path}`;
  return parsedLocaleFile(path, files[key], schema);
}
