import { z } from "zod";
import type { Language } from "./language";
import { type ProductType, productTypes } from "./product-types";
import { productTypeWords } from "./search-synonyms";
import { searchWords } from "./search-text";

/**
 * Suggestions as the visitor types in the header's search field (docs/search.md, "Suggestions"):
 * a few products, ingredients and product types, then the search itself.
 */
export const productSuggestionLimit = 5;
export const ingredientSuggestionLimit = 3;
/** Shortest query that gets suggestions: one letter starts too many words to suggest anything useful. */
export const minSuggestionLength = 2;

/**
 * The product types one of whose names starts with what was typed, in the ritual's order:
 * "tabir" → SPF ("tabir surya"), "pelem" → moisturizer ("pelembap"), "eye" → eye cream. The
 * names are the type's own and the words shoppers use for it (search-synonyms.ts).
 */
export function productTypesStartingWith(words: readonly string[]): ProductType[] {
  const typed = words.join(" ");
  if (typed.length < minSuggestionLength) return [];
  return productTypes.filter((type) =>
    [searchWords(type).join(" "), ...productTypeWords[type]].some((phrase) => phrase.startsWith(typed)),
  );
}

export interface IngredientCandidate {
  id: string;
  name: string;
  /** The name's search words. */
  words: readonly string[];
  /** How many products list it. */
  uses: number;
  /** Whether a common name in the query stands for it ("cica" → centella asiatica extract). */
  meant: boolean;
}

/** Whether the name's first words start with the query's words, in order: "niacin" for niacinamide. */
function nameStartsWith(candidate: IngredientCandidate, queryWords: readonly string[]): boolean {
  return queryWords.every((word, index) => candidate.words[index]?.startsWith(word) === true);
}

/**
 * The ingredients to suggest, best first: those the query means or whose name begins with it
 * before those with the query's words further into their name ("co" suggests collagen before a
 * copolymer); then the ones more products list, since a shopper rarely means a rare one.
 */
export function rankIngredientSuggestions(
  candidates: readonly IngredientCandidate[],
  queryWords: readonly string[],
  limit = ingredientSuggestionLimit,
): { id: string; name: string }[] {
  const direct = (candidate: IngredientCandidate) => candidate.meant || nameStartsWith(candidate, queryWords);
  return [...candidates]
    .sort(
      (a, b) =>
        Number(direct(b)) - Number(direct(a)) ||
        b.uses - a.uses ||
        a.words.length - b.words.length ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ id, name }) => ({ id, name }));
}

/** Where the header's field asks for suggestions (`app/routes/search-suggestions.ts`). */
export const searchSuggestionsPath = (language: Language, query: string) =>
  `/${language}/search/suggestions?${new URLSearchParams({ q: query }).toString()}`;

/** A page of this site: one leading slash, never `//host`, so a suggestion cannot lead elsewhere. */
const sitePath = z.string().regex(/^\/(?![/\\])/);

/**
 * The suggestions of `GET /{lang}/search/suggestions?q=` as the header's field receives them:
 * each with its label in the visitor's language and the page it leads to.
 */
export const suggestionListSchema = z.object({
  products: z.array(z.object({ brand: z.string(), name: z.string(), path: sitePath })),
  ingredients: z.array(z.object({ name: z.string(), path: sitePath })),
  productTypes: z.array(z.object({ title: z.string(), path: sitePath })),
});

export type SuggestionList = z.infer<typeof suggestionListSchema>;
