import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";

/** The pages' locale files, served, and the server's own (docs/decisions/0031-one-text-system.md). */
const localeFolders = ["public/locales", "app/server/locales"].map((folder) =>
  path.resolve(import.meta.dirname, "../..", folder),
);

/** Every key of a translation file, as dotted paths, with its value's kind. */
function keysOf(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null || Array.isArray(tree)) return [`${prefix}: ${typeof tree}`];
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}: ${Array.isArray(value) ? "array" : typeof value}`],
  );
}

const pluralSuffix = /_(zero|one|two|few|many|other)(?=:)/;

/** The keys with plural forms folded into one, since languages have different plural forms. */
function baseKeys(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.replace(pluralSuffix, "")))].sort();
}

/** The plural keys a language lacks: each needs every form its plural rules use (English one/other, Indonesian other). */
function missingPluralForms(language: string, keys: string[]): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plurals = new Set(keys.filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, "")));
  return [...plurals].flatMap((key) => {
    const [name, kind] = key.split(": ");
    return categories.map((category) => `${name}_${category}: ${kind}`).filter((wanted) => !keys.includes(wanted));
  });
}

function read(localesDir: string, language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8"));
}

describe.each(localeFolders)("translation files in %s", (localesDir) => {
  const files = readdirSync(path.join(localesDir, "en")).sort();

  it("exist with the same names in every language", () => {
    for (const language of languages) expect(readdirSync(path.join(localesDir, language)).sort()).toEqual(files);
  });

  it.each(files)("%s has the same keys in every language, none empty", (file) => {
    const english = baseKeys(keysOf(read(localesDir, "en", file)));
    for (const language of languages) {
      const tree = read(localesDir, language, file);
      const keys = keysOf(tree);
      expect(baseKeys(keys), `${language}/${file}`).toEqual(english);
      expect(missingPluralForms(language, keys), `${language}/${file}`).toEqual([]);
      expect(JSON.stringify(tree), `${language}/${file}`).not.toMatch(/:""/);
    }
  });
});
