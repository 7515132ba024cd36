import { data } from "react-router";
import { isProductType, type ProductType, productTypeKey, productTypes } from "~/domain/product-types";
import { productTypePath } from "~/domain/product-url";
import { translator } from "~/i18n/translate.server";
import { loadCatalogList } from "~/adapters/web/list-page.server";
import { languageParam } from "~/adapters/web/route-params.server";
import { CatalogListPage } from "~/ui/product/catalog-list-page";
import { loaderSeoMeta } from "~/ui/seo";
import type { Route } from "./+types/product-type-list";

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
  const t = translator(language);
  const key = productTypeKey(productType);
  const title = t(`catalog:productTypes.${key}.title`);
  const description = t(`catalog:productTypes.${key}.description`);
  // `/{lang}/productType/…` (the landing page's spelling) and other spellings of the type
  // redirect to the one canonical path; the router itself matches case-insensitively.
  return loadCatalogList(
    {
      request,
      context,
      language,
      filter: { kind: "productType", productType },
      canonicalPath: productTypePath(language, productType),
      redirectToCanonical: true,
    },
    {
      title,
      description,
      eyebrow: t("catalog:list.productTypeEyebrow"),
      seo: { title: t("catalog:meta.productTypeTitle", { type: title }), description },
    },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderSeoMeta(loaderData, matches[0]?.data?.settings.publicUrl);
}

export default function ProductTypeList({ loaderData }: Route.ComponentProps) {
  return <CatalogListPage {...loaderData} />;
}
