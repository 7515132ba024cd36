import type { SortPanelData } from "~/domain/catalog-views";
import { type ListFilters, listFilterQuery } from "~/domain/list-filters";
import { canonicalSortParam, type ResultSort, sortChoices, type SortContext, sortParam } from "~/domain/list-sort";

/** A URL's query as ordered pairs (`URLSearchParams` keeps the order). */
const pairsOf = (query: string): [string, string][] => [...new URLSearchParams(query)];

function hrefOf(path: string, pairs: [string, string][]): string {
  return pairs.length === 0 ? path : `${path}?${new URLSearchParams(pairs).toString()}`;
}

/** What a list is showing: the search's query (none on the lists), its filters and its order. */
export interface ListState {
  query?: string;
  filters: ListFilters;
  sort: ResultSort;
  context: SortContext;
}

/**
 * The links of a list page, each with its fields in one order: the search's query, the filters,
 * then the sort (docs/rules.md, "Filters" and "Sorting"). The sort control, where "Clear filters"
 * and each filter chip go (the order kept), and the canonical URL.
 */
export function listLinks(path: string, state: ListState) {
  const queryPairs = pairsOf(state.query === undefined ? "" : new URLSearchParams({ q: state.query }).toString());
  const filterPairs = pairsOf(listFilterQuery(state.filters));
  const sortPairs = (sort: ResultSort) => pairsOf(sortParam(sort, state.context));
  const sort: SortPanelData = {
    current: state.sort,
    options: sortChoices(state.context).map((value) => ({
      value,
      href: hrefOf(path, [...queryPairs, ...filterPairs, ...sortPairs(value)]),
    })),
    action: path,
    keep: [...queryPairs, ...filterPairs],
    sortField: sortPairs(state.sort)[0]?.[1] ?? null,
  };
  return {
    sort,
    clearFilters: hrefOf(path, [...queryPairs, ...sortPairs(state.sort)]),
    /** The list without one chosen filter option, the rest and the order kept. */
    withoutFilter: (name: string, value: string) =>
      hrefOf(path, [
        ...queryPairs,
        ...filterPairs.filter(([field, chosen]) => field !== name || chosen !== value),
        ...sortPairs(state.sort),
      ]),
    canonical: hrefOf(path, [...queryPairs, ...filterPairs, ...pairsOf(canonicalSortParam(state.sort))]),
  };
}
