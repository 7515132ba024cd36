import { data, redirect } from "react-router";
import { z } from "zod";
import {
  compareIngredients,
  keyActives,
  maxCompared,
  parseCompareIds,
  withCompared,
  withoutCompared,
} from "~/domain/compare";
import { ownPagePath } from "~/domain/language-path";
import { matchStateFor } from "~/domain/match-state";
import { formatSize } from "~/domain/product-size";
import { comparePath } from "~/domain/site-paths";
import { translator } from "~/i18n/translate.server";
import { compareCookie, comparedFromCookie } from "~/adapters/web/compare-cookie";
import { viewerOf } from "~/adapters/web/list-page.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { ComparePage } from "~/ui/compare/compare-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/compare";

/**
 * `/{lang}/compare?ids=` (docs/screens.md, "Compare"): the products side by side. The ids in the
 * URL win, so a shared link shows what its sender saw; without them the visitor's own picks
 * (the compare cookie) are shown under their shareable URL.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const url = new URL(request.url);
  // Picks and links made before a merge name the surviving product (docs/catalogue.md, "One product, one page").
  const picks = await context.services.catalog.currentProductIds(comparedFromCookie(request.headers.get("Cookie")));
  if (!url.searchParams.has("ids") && picks.length > 0) throw redirect(comparePath(language, picks));
  const ids = await context.services.catalog.currentProductIds(parseCompareIds(url.searchParams.get("ids")));
  const found = await Promise.all(ids.map((id) => context.services.catalog.productDetail(id, language)));
  const products = found.filter((product) => product !== null);
  const viewer = await viewerOf(request, context);
  const ingredients = compareIngredients(
    products.map((product) => ({ productId: product.id, ingredients: product.ingredients })),
  );
  const t = translator(language);
  return {
    language,
    missing: ids.length - products.length,
    max: maxCompared,
    shared: ingredients.shared,
    columns: products.map((product) => ({
      product: {
        id: product.id,
        name: product.name,
        brand: product.brand,
        image: product.image,
        price: product.price,
        lastSeen: product.lastSeen,
        size: product.size,
        flags: product.flags,
      },
      match: matchStateFor(viewer, product),
      size: product.size === null ? null : formatSize(product.size),
      keyActives: keyActives(product.ingredients),
      onlyHere: ingredients.onlyIn[product.id] ?? [],
    })),
    seo: {
      title: t("compare:meta.title"),
      description: t("compare:meta.description"),
      pathAfterLanguage: comparePath(
        language,
        products.map((product) => product.id),
      ).slice(language.length + 1),
    },
  };
}

const compareForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: z.string().max(200), returnTo: z.string().max(2000).optional() }),
  z.object({ intent: z.literal("remove"), productId: z.string().max(200), returnTo: z.string().max(2000).optional() }),
  z.object({ intent: z.literal("clear"), returnTo: z.string().max(2000).optional() }),
]);

/**
 * A compare button (a card, the product page, the compare page): changes the picks in the
 * cookie and goes back to the page it was pressed on. A plain form post, so it works without
 * JavaScript; with it, the root loader revalidates and the header's count follows.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageParam(params.lang);
  const parsed = compareForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const picks = await context.services.catalog.currentProductIds(comparedFromCookie(request.headers.get("Cookie")));
  const next =
    form.intent === "clear"
      ? []
      : form.intent === "add"
        ? withCompared(picks, form.productId)
        : withoutCompared(picks, form.productId);
  const back = ownPagePath(form.returnTo ?? "", language);
  // Back on the compare page itself, its URL follows the picks rather than the old list.
  const onComparePage = back === null || new URL(back, "http://kulit").pathname === comparePath(language);
  throw redirect(onComparePage ? comparePath(language, next) : back, {
    headers: { "Set-Cookie": compareCookie(next) },
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage {...loaderData} />;
}
