import { type AppLoadContext, data } from "react-router";
import type { Language } from "~/domain/language";
import { isProductType, type ProductType, productTypeKey, productTypes } from "~/domain/product-types";
import { productTypePath, skinTypePath } from "~/domain/product-url";
import { isSkinType, type SkinType } from "~/domain/skin-types";
import { translator } from "~/i18n/translate.server";
import type { ProductFilter } from "~/server/catalog/catalog-service.server";
import { type CatalogListTexts, loadCatalogList } from "./list-page.server";
import { languageParam } from "./route-params.server";

type Translate = ReturnType<typeof translator>;

/** One kind of list a URL names by a type: how the URL's segment names it, its path, filter and texts. */
interface TypeList<T> {
  typeOf(segment: string): T | undefined;
  filter(type: T): ProductFilter;
  path(language: Language, type: T): string;
  texts(t: Translate, type: T): CatalogListTexts;
}

/** The type a URL segment names: exact slug, any case, underscores or `+` for spaces. */
function productTypeOf(segment: string): ProductType | undefined {
  if (isProductType(segment)) return segment;
  const relaxed = segment.trim().toLowerCase().replace(/[_+]/g, " ").replace(/\s+/g, " ");
  if (isProductType(relaxed)) return relaxed;
  return productTypes.find((type) => productTypeKey(type) === productTypeKey(relaxed as ProductType));
}

const productTypeList: TypeList<ProductType> = {
  typeOf: productTypeOf,
  filter: (productType) => ({ kind: "productType", productType }),
  path: productTypePath,
  texts: (t, productType) => {
    const key = productTypeKey(productType);
    const title = t(`catalog:productTypes.${key}.title`);
    const description = t(`catalog:productTypes.${key}.description`);
    const seo = { title: t("catalog:meta.productTypeTitle", { type: title }), description };
    return { title, description, eyebrow: t("catalog:list.productTypeEyebrow"), seo };
  },
};

const skinTypeList: TypeList<SkinType> = {
  typeOf: (segment) => {
    const skinType = segment.trim().toLowerCase();
    return isSkinType(skinType) ? skinType : undefined;
  },
  filter: (skinType) => ({ kind: "skinType", skinType }),
  path: skinTypePath,
  texts: (t, skinType) => {
    const name = t(`catalog:skinTypes.${skinType}.title`);
    const description = t(`catalog:skinTypes.${skinType}.description`);
    const seo = { title: t("catalog:meta.skinTypeTitle", { skinType: name }), description };
    const title = t("catalog:list.skinTypeHeading", { skinType: name });
    return { title, description, eyebrow: t("catalog:list.skinTypeEyebrow"), seo };
  },
};

interface TypeListArgs {
  params: { lang?: string; productType?: string; skinType?: string };
  request: Request;
  context: AppLoadContext;
}

/**
 * The loader data of the list of one product type (`/producttype/…`) or one skin type
 * (`/skintype/…`), named by the route's parameter of that name: a name it does not know is a 404,
 * and other spellings of a name it knows (the landing page's `/{lang}/productType/…` among them)
 * redirect to the one canonical path; the router itself matches case-insensitively.
 */
export function loadTypeList(args: TypeListArgs, by: "productType" | "skinType") {
  return by === "productType"
    ? loadListOf(args, productTypeList, args.params.productType)
    : loadListOf(args, skinTypeList, args.params.skinType);
}

async function loadListOf<T>({ params, request, context }: TypeListArgs, list: TypeList<T>, segment = "") {
  const language = languageParam(params.lang);
  const type = list.typeOf(segment);
  if (type === undefined) throw data(null, { status: 404 });
  return loadCatalogList(
    {
      request,
      context,
      language,
      filter: list.filter(type),
      canonicalPath: list.path(language, type),
      redirectToCanonical: true,
    },
    list.texts(translator(language), type),
  );
}
