import { type AppLoadContext, redirect } from "react-router";
import { listPageSize, type ProductCardView } from "~/domain/catalog-views";
import type { Language } from "~/domain/language";
import { pathAfterLanguage } from "~/domain/language-path";
import { type ListFilters, parseListFilters } from "~/domain/list-filters";
import { type ListSort, parseSort } from "~/domain/list-sort";
import { marketFor } from "~/domain/markets";
import { type MatchState, matchStateFor, profileOf, type Viewer } from "~/domain/match-state";
import type { ProductFilter } from "~/server/catalog/catalog-service.server";
import { filterPanel } from "./list-filter-panel.server";
import { listLinks } from "./list-links.server";
import { pageParam } from "./route-params.server";
import { viewerOf } from "./viewer.server";

// The list pages, the landing page, compare and the product page read the visitor from here with
// their lists; a page without lists (the check page) imports `viewer.server` alone.
export { viewerAndUserOf, viewerOf } from "./viewer.server";

export interface ListPageData {
  items: { product: ProductCardView; match: MatchState }[];
  total: number;
  /** The page shown: the first `page` × 10 products. */
  page: number;
}

/** The first `page` × 10 products of a list in the visitor's market, in the order asked, each with its match line. */
async function loadListPage(
  context: AppLoadContext,
  viewer: Viewer,
  filter: ProductFilter,
  language: Language,
  page: number,
  filters: ListFilters,
  sort: ListSort,
): Promise<ListPageData> {
  const result = await context.services.catalog.listProducts(
    filter,
    language,
    { offset: 0, limit: page * listPageSize },
    { viewer: profileOf(viewer), filters, sort },
  );
  const shownPage = Math.max(1, Math.min(page, Math.ceil(result.total / listPageSize)));
  return {
    items: result.items.map((product) => ({ product, match: matchStateFor(viewer, product) })),
    total: result.total,
    page: shownPage,
  };
}

export interface CatalogListRequest {
  request: Request;
  context: AppLoadContext;
  language: Language;
  filter: ProductFilter;
  /** The list's own path: the canonical link, and where other spellings of it are redirected. */
  canonicalPath: string;
  /** Whether a request under another spelling of the path is redirected there (301, query kept). */
  redirectToCanonical: boolean;
}

/** What a catalogue list page shows above its cards, and what its `<head>` says. */
export interface CatalogListTexts {
  title: string;
  eyebrow?: string;
  description?: string;
  seo: { title: string; description: string };
}

/**
 * A catalogue list page's loader data (product type, skin type, ingredient): its texts, its
 * head with the canonical path, its filters and sort control, and its products up to `?page=`
 * in the order asked, with their match lines.
 */
export async function loadCatalogList(list: CatalogListRequest, texts: CatalogListTexts) {
  const url = new URL(list.request.url);
  if (list.redirectToCanonical && url.pathname !== list.canonicalPath) {
    throw redirect(`${list.canonicalPath}${url.search}`, 301);
  }
  const filters = parseListFilters(url.searchParams, marketFor(list.language).currency);
  const viewer = await viewerOf(list.request, list.context);
  const sortContext = { hasProfile: profileOf(viewer) !== null, search: false } as const;
  const sort = parseSort(url.searchParams, sortContext);
  // A filtered list (or one in an order everyone gets alike) is a page of its own, its fields in one order.
  const links = listLinks(list.canonicalPath, { filters, sort, context: sortContext });
  const [page, filterData] = await Promise.all([
    loadListPage(list.context, viewer, list.filter, list.language, pageParam(url), filters, sort),
    filterPanel(list.context, list.filter, list.language, filters, links.withoutFilter),
  ]);
  return {
    ...texts,
    language: list.language,
    seo: { ...texts.seo, pathAfterLanguage: pathAfterLanguage(links.canonical) },
    ...page,
    filters: { ...filterData, action: list.canonicalPath, clear: links.clearFilters },
    sort: links.sort,
  };
}
