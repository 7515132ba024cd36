import { data, redirect } from "react-router";
import { decodeProductId, productPath } from "~/domain/product-url";
import { languageParam } from "~/server/catalog/list-page.server";
import type { Route } from "./+types/product-alias";

/** `/{lang}/product/{id}` (the other reading of spec §2) → the canonical product path. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const product = await context.services.catalog.productRef(decodeProductId(params.productId));
  if (!product) throw data(null, { status: 404 });
  return redirect(productPath(language, product), 301);
}
