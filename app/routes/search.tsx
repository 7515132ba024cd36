import { listPageSize } from "~/domain/catalog-views";
import { matchStateFor, profileOf } from "~/domain/match-state";
import { productTypeKey } from "~/domain/product-types";
import { searchPath } from "~/domain/site-paths";
import { translator } from "~/i18n/translate.server";
import { viewerOf } from "~/adapters/web/list-page.server";
import { languageParam, pageParam } from "~/adapters/web/route-params.server";
import { SearchResultsPage } from "~/ui/search/search-results-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/search";

/** Longest query kept: beyond it a query is no longer a search (and the URL stays short). */
const maxQueryLength = 100;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, maxQueryLength);
  const page = pageParam(url);
  const t = translator(language);
  const viewer = await viewerOf(request, context);
  const result = await context.services.search.search(
    query,
    language,
    { offset: 0, limit: page * listPageSize },
    profileOf(viewer),
  );
  const shownPage = Math.max(1, Math.min(page, Math.ceil(result.products.total / listPageSize)));
  const title = query === "" ? t("catalog:search.title") : t("catalog:search.resultsTitle", { query });
  return {
    language,
    query,
    correctedQuery: result.correctedQuery,
    reading: result.reading,
    items: result.products.items.map((product) => ({ product, match: matchStateFor(viewer, product) })),
    total: result.products.total,
    page: shownPage,
    ingredients: result.ingredients,
    productTypes: result.productTypes.map((type) => ({
      type,
      title: t(`catalog:productTypes.${productTypeKey(type)}.title`),
    })),
    seo: {
      title: t("catalog:meta.searchTitle", { title }),
      description: t("catalog:meta.searchDescription"),
      pathAfterLanguage: searchPath(language, query).slice(language.length + 1),
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage {...loaderData} />;
}
