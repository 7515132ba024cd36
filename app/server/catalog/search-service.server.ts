import type { Kysely } from "kysely";
import type { Page, ProductCardView } from "~/domain/catalog-views";
import { activeFilterCount, type ListFilters, noListFilters } from "~/domain/list-filters";
import type { ResultSort } from "~/domain/list-sort";
import type { Market } from "~/domain/markets";
import type { MatchProfile } from "~/domain/match-score";
import { type ProductType, productTypes as allProductTypes } from "~/domain/product-types";
import {
  correctWords,
  hasFacets,
  type ParsedQuery,
  parseSearchQuery,
  type SearchVocabulary,
  searchVocabulary,
} from "~/domain/search-query";
import {
  type IngredientCandidate,
  ingredientSuggestionLimit,
  minSuggestionLength,
  productSuggestionLimit,
  productTypesStartingWith,
  rankIngredientSuggestions,
} from "~/domain/search-suggestions";
import { searchWords } from "~/domain/search-text";
import { catalogueVersionSource } from "../db/catalogue-version.server";
import type { Database } from "../db/schema.server";
import { CatalogRepository, type PricedScope, type ProductFilter, pricedScope } from "./catalog-repository.server";
import { type CatalogService, type PageRequest, rankedByMatch } from "./catalog-service.server";
import { createCatalogueCache } from "./catalogue-cache.server";
import { type SearchCriteria, SearchRepository } from "./search-repository.server";

/** How a query was read, best first (docs/search.md, "Ranking"). */
export type SearchReading = "words" | "meaning" | "some-words" | "none";

export interface SearchResult {
  /** The words searched for after spelling correction, when a word was corrected: "cosrx snail". */
  correctedQuery: string | null;
  reading: SearchReading;
  /** The page of products, the list filters applied; `total` counts them all. */
  products: Page<ProductCardView>;
  /**
   * Every product the query finds before the list filters, as a list: the filter counts are
   * counted over it, and its size says whether the query found anything at all.
   */
  matching: Extract<ProductFilter, { kind: "ids" }>;
  /** Ingredient pages whose name the query names, at most `ingredientResultLimit`. */
  ingredients: { id: string; name: string }[];
  /** Product types the query names ("pelembap" → moisturizer). */
  productTypes: ProductType[];
}

/** What the header's field suggests for what was typed so far (docs/search.md, "Suggestions"). */
export interface Suggestions {
  /** The most popular products found, at most `productSuggestionLimit`. */
  products: { id: string; brand: string; name: string }[];
  ingredients: { id: string; name: string }[];
  productTypes: ProductType[];
}

export interface SearchService {
  /**
   * The results page: products found, narrowed by the list filters (none by default), in the
   * order asked: relevance by default, or one of the lists' orders (docs/rules.md, "Sorting").
   */
  search(
    query: string,
    market: Market,
    page: PageRequest,
    viewer: MatchProfile | null,
    filters?: ListFilters,
    sort?: ResultSort,
  ): Promise<SearchResult>;
  /** Suggestions for a query being typed; nothing under `minSuggestionLength` characters. */
  suggest(query: string, market: Market): Promise<Suggestions>;
}

export const ingredientResultLimit = 6;

interface SearchCache {
  vocabulary: SearchVocabulary;
  /** Each product's search words, for telling an exact name from a partial one. */
  wordsById: Map<string, ReadonlySet<string>>;
  ingredients: Omit<IngredientCandidate, "meant">[];
}

const noFacets: Omit<SearchCriteria, "words"> = { productTypes: [], skinTypes: [], aspects: [], ingredientIds: [] };

export function createSearchService(db: Kysely<Database>, catalog: CatalogService): SearchService {
  const repository = new SearchRepository(db);
  const catalogRepository = new CatalogRepository(db);
  // Read again only after an import changed the catalogue, once however many searches ask meanwhile.
  const caches = createCatalogueCache<SearchCache>(catalogueVersionSource(db), { capacity: 1 });

  /** The vocabulary and ingredient names of the catalogue's current version. */
  function current(): Promise<SearchCache> {
    return caches.get("catalogue", async () => {
      const [texts, ingredients, uses] = await Promise.all([
        repository.searchTextsById(),
        repository.ingredientNames(),
        repository.ingredientUses(),
      ]);
      return {
        vocabulary: searchVocabulary(texts.map((row) => row.searchText)),
        wordsById: new Map(texts.map((row) => [row.id, new Set(row.searchText.split(" "))])),
        ingredients: ingredients.map((ingredient) => ({
          ...ingredient,
          words: searchWords(ingredient.name),
          uses: uses.get(ingredient.id) ?? 0,
        })),
      };
    });
  }

  function criteriaOf(parsed: ParsedQuery, words: string[], known: SearchCache): SearchCriteria {
    const ingredientIds = known.ingredients
      .filter((ingredient) => parsed.facets.ingredients.some((pattern) => pattern.test(ingredient.id)))
      .map((ingredient) => ingredient.id);
    return {
      words,
      productTypes: parsed.facets.productTypes,
      skinTypes: parsed.facets.skinTypes,
      aspects: parsed.facets.aspects,
      ingredientIds,
    };
  }

  /** Ingredients whose name has a word starting with each query word, or that a common name stands for. */
  function ingredientCandidates(parsed: ParsedQuery, words: string[], known: SearchCache): IngredientCandidate[] {
    if (words.length === 0) return [];
    const found = new Map<string, IngredientCandidate>();
    for (const ingredient of known.ingredients) {
      const meant = parsed.facets.ingredients.some((pattern) => pattern.test(ingredient.id));
      if (meant || words.every((word) => ingredient.words.some((own) => own.startsWith(word)))) {
        found.set(ingredient.id, { ...ingredient, meant });
      }
    }
    return [...found.values()];
  }

  function matchingIngredients(parsed: ParsedQuery, words: string[], known: SearchCache) {
    return ingredientCandidates(parsed, words, known)
      .sort((a, b) => a.words.length - b.words.length || a.name.localeCompare(b.name))
      .slice(0, ingredientResultLimit)
      .map(({ id, name }) => ({ id, name }));
  }

  async function search(
    query: string,
    market: Market,
    page: PageRequest,
    viewer: MatchProfile | null,
    filters: ListFilters = noListFilters,
    sort: ResultSort = "relevance",
  ): Promise<SearchResult> {
    const scope = pricedScope(market, catalog.today());
    const parsed = parseSearchQuery(query);
    const empty: SearchResult = {
      correctedQuery: null,
      reading: "none",
      products: { items: [], total: 0, offset: page.offset, limit: page.limit },
      matching: { kind: "ids", ids: [] },
      ingredients: [],
      productTypes: [],
    };
    if (parsed.words.length === 0 && !hasFacets(parsed.facets)) return empty;
    const known = await current();
    const literal = correctWords(parsed.words, known.vocabulary);
    const rest = correctWords(parsed.rest, known.vocabulary);

    // The query's words as the product's own words first; then what the words mean (a type, a
    // concern, an ingredient) with the words left over; only when both find nothing, most words.
    const byWords =
      literal.words.length > 0 ? await repository.searchProducts({ words: literal.words, ...noFacets }, scope) : [];
    const byMeaning = hasFacets(parsed.facets)
      ? await repository.searchProducts(criteriaOf(parsed, rest.words, known), scope)
      : [];
    let groups = [byWords, byMeaning];
    let reading: SearchReading = byWords.length > 0 ? "words" : byMeaning.length > 0 ? "meaning" : "none";
    if (reading === "none" && literal.words.length > 1) {
      groups = await someWords(literal.words, scope);
      reading = groups.length > 0 ? "some-words" : "none";
    }

    const queryWords = new Set(literal.words);
    const exact = (id: string) => {
      const own = known.wordsById.get(id);
      return own !== undefined && [...own].every((word) => queryWords.has(word));
    };
    const seen = new Set<string>();
    const ordered: { id: string; rank: number; group: number; exact: boolean }[] = [];
    groups.forEach((rows, group) => {
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        ordered.push({ ...row, group, exact: exact(row.id) });
      }
    });
    const relevance = sort === "relevance";
    const ranked = viewer && relevance ? await byMatch(ordered, viewer, scope) : ordered;
    ranked.sort((a, b) => Number(b.exact) - Number(a.exact) || a.group - b.group);
    const found = ranked.map((row) => row.id);
    const corrected = literal.corrected ? literal.words.join(" ") : null;
    return {
      correctedQuery: corrected,
      reading,
      // In another order, what the query found is a list like the others, filtered and sorted as they are.
      products: relevance
        ? await relevantPage(found, scope, page, filters)
        : await catalog.listProducts({ kind: "ids", ids: found }, market, page, { viewer, filters, sort }),
      matching: { kind: "ids", ids: found },
      ingredients: matchingIngredients(parsed, literal.words, known),
      productTypes: parsed.facets.productTypes,
    };
  }

  /** A page of what the query found in relevance order; the filters narrow it, never changing how the query was read. */
  async function relevantPage(
    found: string[],
    scope: PricedScope,
    page: PageRequest,
    filters: ListFilters,
  ): Promise<Page<ProductCardView>> {
    const kept = activeFilterCount(filters) > 0 ? await repository.refinedIds(found, scope, filters) : null;
    const shown = kept === null ? found : found.filter((id) => kept.has(id));
    const ids = shown.slice(page.offset, page.offset + page.limit);
    return {
      items: await catalog.productsByIds(ids, scope.market),
      total: shown.length,
      offset: page.offset,
      limit: page.limit,
    };
  }

  /** Products with at least half of the words, most words first (one group per count). */
  async function someWords(words: string[], scope: PricedScope): Promise<{ id: string; rank: number }[][]> {
    const hits = await Promise.all(
      words.map((word) => repository.searchProducts({ words: [word], ...noFacets }, scope)),
    );
    const counts = new Map<string, { id: string; rank: number; count: number }>();
    for (const rows of hits) {
      for (const row of rows) {
        const known = counts.get(row.id);
        if (known) known.count += 1;
        else counts.set(row.id, { ...row, count: 1 });
      }
    }
    const needed = Math.ceil(words.length / 2);
    const groups: { id: string; rank: number }[][] = [];
    for (let count = words.length; count >= needed; count -= 1) {
      const group = [...counts.values()]
        .filter((row) => row.count === count)
        .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1));
      if (group.length > 0) groups.push(group);
    }
    return groups;
  }

  /** Within each group, the signed-in viewer's match first (a stable sort keeps the groups' order for now). */
  async function byMatch<T extends { id: string; rank: number }>(
    rows: T[],
    viewer: MatchProfile,
    scope: PricedScope,
  ): Promise<T[]> {
    const facts = await catalogRepository.rankingRows({ kind: "ids", ids: rows.map((row) => row.id) }, scope);
    const order = new Map(rankedByMatch(viewer, facts, scope.market).map((row, index) => [row.id, index]));
    return [...rows].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }

  /**
   * The most popular products found by the query's words (misspelt ones corrected; the last one
   * can be half typed, since every word matches word beginnings), then by what the words mean or
   * the product type they start to name; the ingredients they name, common ones first; the types
   * they name or start to name. A few indexed queries, no card building: it answers every pause
   * in typing.
   */
  async function suggest(query: string, market: Market): Promise<Suggestions> {
    const parsed = parseSearchQuery(query);
    if (query.trim().length < minSuggestionLength || (parsed.words.length === 0 && !hasFacets(parsed.facets))) {
      return { products: [], ingredients: [], productTypes: [] };
    }
    const scope = pricedScope(market, catalog.today());
    const known = await current();
    const literal = correctWords(parsed.words, known.vocabulary);
    const products =
      literal.words.length > 0
        ? await repository.suggestProducts({ words: literal.words, ...noFacets }, scope, productSuggestionLimit)
        : [];
    const completed = productTypesStartingWith(parsed.words);
    // Then what the words mean, or the types they start to name ("pelem" → moisturizers).
    const meanings = [
      ...(hasFacets(parsed.facets)
        ? [criteriaOf(parsed, correctWords(parsed.rest, known.vocabulary).words, known)]
        : []),
      ...(completed.length > 0 ? [{ ...noFacets, words: [], productTypes: completed }] : []),
    ];
    for (const criteria of meanings) {
      if (products.length >= productSuggestionLimit) break;
      const shown = new Set(products.map((product) => product.id));
      const more = await repository.suggestProducts(criteria, scope, productSuggestionLimit);
      products.push(...more.filter((product) => !shown.has(product.id)));
    }
    const productTypes = new Set([...parsed.facets.productTypes, ...completed]);
    return {
      products: products.slice(0, productSuggestionLimit),
      ingredients: rankIngredientSuggestions(
        ingredientCandidates(parsed, literal.words, known),
        literal.words,
        ingredientSuggestionLimit,
      ),
      productTypes: allProductTypes.filter((type) => productTypes.has(type)),
    };
  }

  return { search, suggest };
}
