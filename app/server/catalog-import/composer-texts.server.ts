import { z } from "zod";
import { parsedLocaleFile } from "~/i18n/parsed-locale-file";
import type { EnglishTexts } from "~/i18n/text-keys";
import englishFile from "../locales/en/composer.json";
import indonesianFile from "../locales/id/composer.json";

/** An English and an Indonesian text that say the same thing. */
export type Pair = readonly [en: string, id: string];

/** The composer's texts by key: a sentence, or a list of options that say the same thing in turn. */
type ComposerTree = { [key: string]: string | string[] | ComposerTree };

const composerTree: z.ZodType<ComposerTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.array(z.string()), composerTree])),
);

/** The dotted keys of `Tree` whose texts are `Leaf`: a sentence (`string`) or a list of options. */
type KeysTo<Tree, Leaf, Prefix extends string = ""> = {
  [Key in keyof Tree & string]: Tree[Key] extends Leaf
    ? `${Prefix}${Key}`
    : Tree[Key] extends string | readonly unknown[]
      ? never
      : KeysTo<Tree[Key], Leaf, `${Prefix}${Key}.`>;
}[keyof Tree & string];

export type ComposerSentenceKey = KeysTo<EnglishTexts["composer"], string>;
export type ComposerOptionsKey = KeysTo<EnglishTexts["composer"], readonly string[]>;

/**
 * The composer's texts by key, typed from the English file as the pages' are, so a misspelt key
 * fails tsc and `scripts/check-unused-texts.ts` sees each use: a sentence as its pair, a list
 * as its pairs in the file's order (the composer picks among them by a stable hash, so the order
 * is part of every product's text).
 */
export interface ComposerText {
  (key: ComposerSentenceKey): Pair;
  (key: ComposerOptionsKey): readonly Pair[];
}

/**
 * Both languages' texts zipped into pairs, each built once: the composer tells some sentences
 * apart by identity (`claimEvidence`). The import runs without a bundler (`tsx`), so the two
 * files are imported by name rather than found by `localeFile`'s glob.
 */
function pairsByKey(): Map<string, Pair | readonly Pair[]> {
  const folder = "app/server/locales";
  const en = parsedLocaleFile(`${folder}/en/composer.json`, englishFile, composerTree);
  const id = parsedLocaleFile(`${folder}/id/composer.json`, indonesianFile, composerTree);
  const pairs = new Map<string, Pair | readonly Pair[]>();
  const zip = (english: ComposerTree, indonesian: ComposerTree, prefix: string) => {
    for (const [key, text] of Object.entries(english)) {
      const path = `${prefix}${key}`;
      const other = indonesian[key];
      if (typeof text === "string" && typeof other === "string") pairs.set(path, [text, other]);
      else if (Array.isArray(text) && Array.isArray(other) && text.length === other.length)
        pairs.set(
          path,
          text.map((option, index): Pair => [option, other[index] ?? ""]),
        );
      else if (typeof text === "object" && !Array.isArray(text) && typeof other === "object" && !Array.isArray(other))
        zip(text, other, `${path}.`);
      else throw new Error(`${folder}/id/composer.json: ${path} does not match the English file's`);
    }
  };
  zip(en, id, "");
  return pairs;
}

const pairs = pairsByKey();

export const composerText = ((key: string) => {
  const found = pairs.get(key);
  if (found === undefined) throw new Error(`no composer text ${key}`);
  return found;
  // The overloads check callers' keys; the lookup itself works on any string.
}) as ComposerText;
