import { listPageSize } from "~/domain/catalog-views";
import { pathAfterLanguage } from "~/domain/language-path";
import { noListFilters, parseListFilters } from "~/domain/list-filters";
import { parseSort } from "~/domain/list-sort";
import { marketFor } from "~/domain/markets";
import { matchStateFor, profileOf } from "~/domain/match-state";
import { productTypeKey } from "~/domain/product-types";
import { searchQueryOf } from "~/domain/search-text";
import { searchPath } from "~/domain/site-paths";
import { translator } from "~/i18n/translate.server";
import { filterPanel } from "~/adapters/web/list-filter-panel.server";
import { listLinks } from "~/adapters/web/list-links.server";
import { viewerOf } from "~/adapters/web/list-page.server";
import { languageParam, pageParam } from "~/adapters/web/route-params.server";
import { SearchResultsPage } from "~/ui/search/search-results-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/search";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const url = new URL(request.url);
  const query = searchQueryOf(url.searchParams.get("q"));
  // The lists' filters, with the same URL parameters (docs/rules.md, "Filters").
  const filters = parseListFilters(url.searchParams, marketFor(language).currency);
  const page = pageParam(url);
  const t = translator(language);
  const viewer = await viewerOf(request, context);
  const sortContext = { hasProfile: profileOf(viewer) !== null, search: true };
  const sort = parseSort(url.searchParams, sortContext);
  const result = await context.services.search.search(
    query,
    language,
    { offset: 0, limit: page * listPageSize },
    profileOf(viewer),
    filters,
    sort,
  );
  const found = result.matching.ids.length;
  // Without a query there is nothing to filter or sort: the page is the one that asks for a query.
  const links = listLinks(searchPath(language), {
    query: query === "" ? undefined : query,
    filters: query === "" ? noListFilters : filters,
    sort: query === "" ? "relevance" : sort,
    context: sortContext,
  });
  // The filters narrow what the query found, so they are counted over it; nothing found, nothing to narrow.
  const panel = found > 0 ? await filterPanel(context, result.matching, language, filters, links.withoutFilter) : null;
  const shownPage = Math.max(1, Math.min(page, Math.ceil(result.products.total / listPageSize)));
  const title = query === "" ? t("catalog:search.title") : t("catalog:search.resultsTitle", { query });
  const queryPath = searchPath(language, query);
  return {
    language,
    query,
    correctedQuery: result.correctedQuery,
    reading: result.reading,
    items: result.products.items.map((product) => ({ product, match: matchStateFor(viewer, product) })),
    total: result.products.total,
    found,
    page: shownPage,
    ingredients: result.ingredients,
    productTypes: result.productTypes.map((type) => ({
      type,
      title: t(`catalog:productTypes.${productTypeKey(type)}.title`),
    })),
    filters: panel === null ? null : { ...panel, action: queryPath, clear: links.clearFilters },
    sort: links.sort,
    seo: {
      title: t("catalog:meta.searchTitle", { title }),
      description: t("catalog:meta.searchDescription"),
      // A filtered search is a page of its own: the query, then the filters in their one order, then the sort.
      pathAfterLanguage: pathAfterLanguage(links.canonical),
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage {...loaderData} />;
}
