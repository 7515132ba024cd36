/**
 * The orders of a product list (docs/rules.md, "Sorting"), as the URL's `sort` carries them:
 * the visitor's match, the catalogue's rank (popularity), the market's price and price per 10 ml
 * (low to high) and the name (A–Z).
 */
export const listSorts = ["match", "popularity", "price", "per10", "name"] as const;
export type ListSort = (typeof listSorts)[number];

/** Search results have one more, their own: how well each product answers the query (docs/search.md). */
export type ResultSort = ListSort | "relevance";

/** What decides the orders a page offers. */
export interface SortContext {
  /** A signed-in visitor with a skin profile: only they have a match to sort by. */
  hasProfile: boolean;
  /** The search results, whose default is relevance. */
  search: boolean;
}

/** The orders offered, the default first: relevance on search, else match with a profile, else popularity. */
export function sortChoices(context: SortContext): ResultSort[] {
  const lists = listSorts.filter((sort) => sort !== "match" || context.hasProfile);
  return context.search ? ["relevance", ...lists] : lists;
}

export function defaultSort(context: SortContext): ResultSort {
  return context.search ? "relevance" : context.hasProfile ? "match" : "popularity";
}

/** The order a URL asks for; one unknown, or not offered to this visitor (match without a profile), is ignored. */
export function parseSort(params: URLSearchParams, context: SortContext & { search: false }): ListSort;
export function parseSort(params: URLSearchParams, context: SortContext): ResultSort;
export function parseSort(params: URLSearchParams, context: SortContext): ResultSort {
  const asked = params.get("sort");
  return sortChoices(context).find((sort) => sort === asked) ?? defaultSort(context);
}

/** The `sort` parameter as the page's links carry it (`sort=price`); none for the default order. */
export function sortParam(sort: ResultSort, context: SortContext): string {
  return sort === defaultSort(context) ? "" : new URLSearchParams({ sort }).toString();
}

/**
 * The `sort` parameter of the canonical URL: only for the orders every visitor gets alike
 * (price, per 10 ml, name). Match is one visitor's, and popularity and relevance are what the URL
 * without a parameter shows a search engine.
 */
export function canonicalSortParam(sort: ResultSort): string {
  return sort === "price" || sort === "per10" || sort === "name" ? new URLSearchParams({ sort }).toString() : "";
}

/** Whether products whose price (or, per 10 ml, size) is not known come last, which the page then says. */
export function putsUnpricedLast(sort: ResultSort): sort is "price" | "per10" {
  return sort === "price" || sort === "per10";
}

/** Query-string parts joined in the order given (the filters, then the sort), leaving out empty ones. */
export function joinQuery(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("&");
}
