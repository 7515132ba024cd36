import { data, redirect } from "react-router";
import { isProductType, type ProductType, productTypeKey, productTypes } from "~/domain/product-types";
import { productTypePath } from "~/domain/product-url";
import { translator } from "~/i18n/translate.server";
import { loadListPage } from "~/adapters/web/list-page.server";
import { languageParam, pageParam } from "~/adapters/web/route-params.server";
import { CatalogListPage } from "~/ui/product/catalog-list-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/product-type-list";
import { pathAfterLanguage } from "~/domain/language-path";

/** The type a URL segment names: exact slug, any case, underscores or `+` for spaces. */
function productTypeOf(segment: string): ProductType | undefined {
  if (isProductType(segment)) return segment;
  const relaxed = segment.trim().toLowerCase().replace(/[_+]/g, " ").replace(/\s+/g, " ");
  if (isProductType(relaxed)) return relaxed;
  return productTypes.find((type) => productTypeKey(type) === productTypeKey(relaxed as ProductType));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageParam(params.lang);
  const productType = productTypeOf(params.productType);
  if (!productType) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const canonical = productTypePath(language, productType);
  // `/{lang}/productType/…` (the landing page's spelling) and other spellings of the type
  // redirect to the one canonical path; the router itself matches case-insensitively.
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const t = translator(language);
  const key = productTypeKey(productType);
  const page = pageParam(url);
  const list = await loadListPage(context, request, { kind: "productType", productType }, language, page);
  const title = t(`catalog:productTypes.${key}.title`);
  const description = t(`catalog:productTypes.${key}.description`);
  return {
    language,
    title,
    description,
    eyebrow: t("catalog:list.productTypeEyebrow"),
    seo: {
      title: t("catalog:meta.productTypeTitle", { type: title }),
      description,
      pathAfterLanguage: pathAfterLanguage(canonical),
    },
    ...list,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function ProductTypeList({ loaderData }: Route.ComponentProps) {
  return <CatalogListPage {...loaderData} />;
}
