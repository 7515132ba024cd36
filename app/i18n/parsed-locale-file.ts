import { z } from "zod";

/**
 * A locale file's contents, parsed: a missing or malformed file is an error that names its path.
 * Shared by `localeFile` and the catalogue import's composer texts, which the import reads without
 * a bundler (docs/decisions/0031-one-text-system.md).
 */
export function parsedLocaleFile<T>(path: string, contents: unknown, schema: z.ZodType<T>): T {
  if (contents === undefined) throw new Error(`Missing translation file ${path}`);
  const parsed = schema.safeParse(contents);
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
