import { data, redirect } from "react-router";
import { decodeProductId, productPath } from "~/domain/product-url";
import { languageParam } from "~/adapters/web/route-params.server";
import type { Route } from "./+types/product-alias";

/** `/{lang}/product/{id}` (an older form of the link, docs/rules.md "Routes") → the canonical product path. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const id = decodeProductId(params.productId);
  const product = id === null ? null : await context.services.catalog.productRef(id);
  if (!product) throw data(null, { status: 404 });
  return redirect(productPath(language, product), 301);
}
