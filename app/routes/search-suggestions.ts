import { isLanguage } from "~/domain/language";
import { productTypeKey } from "~/domain/product-types";
import { ingredientPath, productPath, productTypePath } from "~/domain/product-url";
import { searchQueryOf } from "~/domain/search-text";
import type { SuggestionList } from "~/domain/search-suggestions";
import { translator } from "~/i18n/translate.server";
import type { Route } from "./+types/search-suggestions";

/**
 * `GET /{lang}/search/suggestions?q=`: what the header's search field suggests as the visitor
 * types (docs/search.md, "Suggestions"), as JSON. The answer depends only on the query, the
 * language and the catalogue, which changes only when an import runs, so browsers and proxies
 * may keep it for a few minutes.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) return Response.json({ error: "unknown language" }, { status: 404 });
  const language = params.lang;
  const query = searchQueryOf(new URL(request.url).searchParams.get("q"));
  const found = await context.services.search.suggest(query, language);
  const t = translator(language);
  const body: SuggestionList = {
    products: found.products.map((product) => ({
      brand: product.brand,
      name: product.name,
      path: productPath(language, product),
    })),
    ingredients: found.ingredients.map((ingredient) => ({
      name: ingredient.name,
      path: ingredientPath(language, ingredient.id),
    })),
    productTypes: found.productTypes.map((type) => ({
      title: t(`catalog:productTypes.${productTypeKey(type)}.title`),
      path: productTypePath(language, type),
    })),
  };
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=300" } });
}
