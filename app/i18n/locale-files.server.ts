import { z } from "zod";
import type { Language } from "~/domain/language";

/**
 * Every translation file of every language (`public/locales/{lng}/{ns}.json`), bundled into the
 * server: a new language's folder is found without a list of imports to extend.
 */
const files = import.meta.glob<unknown>("../../public/locales/*/*.json", { eager: true, import: "default" });

/** One translation file, parsed: a missing or malformed file is an error that names its path. */
export function localeFile<T>(language: Language, namespace: string, schema: z.ZodType<T>): T {
  const path = `public/locales/${language}/${namespace}.json`;
  const contents = files[`../../${path}`];
  if (contents === undefined) throw new Error(`Missing translation file ${path}`);
  const parsed = schema.safeParse(contents);
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
