import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";
import { repeatedWords } from "../../tests/support/repeated-words";

const localesDir = path.resolve(import.meta.dirname, "../../public/locales");

/** Every string of a translation file (arrays too: the legal texts' paragraphs and lists), with its key. */
function stringsOf(tree: unknown, key = ""): [string, string][] {
  if (typeof tree === "string") return [[key, tree]];
  if (typeof tree !== "object" || tree === null) return [];
  return Object.entries(tree).flatMap(([name, value]) => stringsOf(value, key === "" ? name : `${key}.${name}`));
}

/**
 * The text as far as the file decides it: a placeholder becomes a break, since what fills it
 * stands between its neighbours ("the {{type}} the" is no repetition), and a markup tag
 * (`<email>…</email>`) goes, since its content is read inline.
 */
function readable(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, "\n").replace(/<\/?[a-z0-9]+>/gi, "");
}

describe("no word twice in a row", () => {
  it("the check finds a repetition in either language, and nothing else", () => {
    expect(repeatedWords("Find the the right toner")).toEqual(["the the"]);
    expect(repeatedWords("Produk untuk Untuk kulitmu")).toEqual(["untuk Untuk"]);
    expect(repeatedWords("pori-pori, 2 2 ml, Toner\nToner, toner, bahan-bahan")).toEqual([]);
  });

  for (const language of languages) {
    it.each(readdirSync(path.join(localesDir, language)).sort())(`${language}/%s`, (file) => {
      const tree: unknown = JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8"));
      const found = stringsOf(tree).flatMap(([key, text]) =>
        repeatedWords(readable(text)).map((words) => `${key}: “${words}”`),
      );
      expect(found).toEqual([]);
    });
  }
});
