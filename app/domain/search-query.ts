import type { Aspect } from "./aspects";
import { editDistance } from "./edit-distance";
import type { ProductType } from "./product-types";
import { searchWords } from "./search-text";
import { aspectWords, ingredientWords, productTypeWords, skinTypeWords, stopWords } from "./search-synonyms";
import type { SkinType } from "./skin-types";

/** What a query names besides words of product names (docs/search.md, "Words search understands"). */
export interface SearchFacets {
  productTypes: ProductType[];
  skinTypes: SkinType[];
  aspects: Aspect[];
  /** Patterns on ingredient ids: "vitamin c" → /ascorb/. */
  ingredients: RegExp[];
}

export interface ParsedQuery {
  /** Every meaningful word, for the literal reading: all of them in a product's brand, name or aliases. */
  words: string[];
  /** The words no facet phrase took, for the interpreted reading. */
  rest: string[];
  facets: SearchFacets;
}

/** The longest phrase of any table, in words: "kulit berminyak", "pori pori", "sun screen". */
const longestPhrase = 3;

type Facet =
  | { kind: "productType"; value: ProductType }
  | { kind: "skinType"; value: SkinType }
  | { kind: "aspect"; value: Aspect }
  | { kind: "ingredient"; value: RegExp };

const facetOfPhrase = new Map<string, Facet[]>();
function addPhrases(phrases: readonly string[], facet: Facet): void {
  for (const phrase of phrases) facetOfPhrase.set(phrase, [...(facetOfPhrase.get(phrase) ?? []), facet]);
}
for (const [value, phrases] of Object.entries(productTypeWords)) {
  addPhrases(phrases, { kind: "productType", value: value as ProductType });
}
for (const [value, phrases] of Object.entries(skinTypeWords))
  addPhrases(phrases, { kind: "skinType", value: value as SkinType });
for (const [value, phrases] of Object.entries(aspectWords))
  addPhrases(phrases, { kind: "aspect", value: value as Aspect });
for (const entry of ingredientWords) addPhrases(entry.words, { kind: "ingredient", value: entry.ids });

function pushOnce<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

/**
 * Reads a query two ways: its words as they are (for brand and name), and with the phrases that
 * name a type, a skin type, a concern or an ingredient taken out as facets, longest phrase first.
 */
export function parseSearchQuery(raw: string): ParsedQuery {
  const tokens = searchWords(raw).slice(0, 12);
  const facets: SearchFacets = { productTypes: [], skinTypes: [], aspects: [], ingredients: [] };
  const rest: string[] = [];
  for (let index = 0; index < tokens.length;) {
    let taken = 0;
    for (let size = Math.min(longestPhrase, tokens.length - index); size > 0 && taken === 0; size -= 1) {
      const found = facetOfPhrase.get(tokens.slice(index, index + size).join(" "));
      if (!found) continue;
      taken = size;
      for (const facet of found) {
        if (facet.kind === "productType") pushOnce(facets.productTypes, facet.value);
        else if (facet.kind === "skinType") pushOnce(facets.skinTypes, facet.value);
        else if (facet.kind === "aspect") pushOnce(facets.aspects, facet.value);
        else pushOnce(facets.ingredients, facet.value);
      }
    }
    if (taken === 0) {
      const word = tokens[index] ?? "";
      if (!stopWords.has(word)) rest.push(word);
      taken = 1;
    }
    index += taken;
  }
  return { words: tokens.filter((word) => !stopWords.has(word)), rest, facets };
}

export function hasFacets(facets: SearchFacets): boolean {
  return facets.productTypes.length + facets.skinTypes.length + facets.aspects.length + facets.ingredients.length > 0;
}

/** The words of the catalogue's search texts, sorted, for spelling correction and prefix checks. */
export interface SearchVocabulary {
  sorted: readonly string[];
  /** How many products use each word: a correction prefers the word more products use. */
  uses: ReadonlyMap<string, number>;
}

export function searchVocabulary(searchTexts: readonly string[]): SearchVocabulary {
  const uses = new Map<string, number>();
  for (const text of searchTexts) {
    for (const word of new Set(text.split(" "))) if (word !== "") uses.set(word, (uses.get(word) ?? 0) + 1);
  }
  return { sorted: [...uses.keys()].sort(), uses };
}

/** Whether some word of the vocabulary starts with `prefix` (a query word matches word starts). */
function startsSomeWord(prefix: string, vocabulary: SearchVocabulary): boolean {
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? "") < prefix) low = middle + 1;
    else high = middle;
  }
  return (sorted[low] ?? "").startsWith(prefix);
}

/** Edits a misspelt word may have: none under 4 letters (too many words are that close), one to 6, two from 7. */
function editsAllowed(word: string): number {
  if (word.length < 4 || /^\d+$/.test(word)) return 0;
  return word.length < 7 ? 1 : 2;
}

/**
 * Each word the catalogue has no word starting with, replaced by the closest catalogue word
 * ("snial" → "snail", "joseon" stays): the fewest edits, then the word more products use.
 */
export function correctWords(
  words: readonly string[],
  vocabulary: SearchVocabulary,
): { words: string[]; corrected: boolean } {
  let corrected = false;
  const result = words.map((word) => {
    if (startsSomeWord(word, vocabulary)) return word;
    const limit = editsAllowed(word);
    let best: { word: string; distance: number; uses: number } | undefined;
    if (limit > 0) {
      for (const candidate of vocabulary.sorted) {
        const distance = editDistance(word, candidate, limit);
        if (distance > limit) continue;
        const uses = vocabulary.uses.get(candidate) ?? 0;
        if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
          best = { word: candidate, distance, uses };
        }
      }
    }
    if (!best) return word;
    corrected = true;
    return best.word;
  });
  return { words: result, corrected };
}
