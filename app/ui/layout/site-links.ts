import type { TFunction } from "i18next";
import type { Language } from "~/domain/language";
import { productTypeKey, productTypes } from "~/domain/product-types";
import { productTypePath } from "~/domain/product-url";

export interface ProductTypeLink {
  type: string;
  href: string;
  title: string;
}

/** Fallback while a title is missing from `catalog.json`: the slug, readable. */
function readableSlug(type: string): string {
  const words = type.replace(/-/g, " ");
  return words === "spf" ? "SPF" : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The ten product types of the menu and footer, in ritual order, with translated titles. */
export function productTypeLinks(t: TFunction, language: Language): ProductTypeLink[] {
  return productTypes.map((type) => ({
    type,
    href: productTypePath(language, type),
    title: t(`catalog:productTypes.${productTypeKey(type)}.title`, { defaultValue: readableSlug(type) }),
  }));
}
