import type { QualifiedTranslate } from "~/i18n/translate";
import type { Language } from "~/domain/language";
import { productTypeKey, productTypes } from "~/domain/product-types";
import { productTypePath, skinTypePath } from "~/domain/product-url";
import { skinTypes } from "~/domain/skin-types";

/** A link to a list of the catalogue: a product type's or a skin type's. */
export interface ProductTypeLink {
  /** The type the list is of. */
  type: string;
  href: string;
  title: string;
}

/** The ten product types of the menu and footer, in ritual order, with translated titles. */
export function productTypeLinks(t: QualifiedTranslate, language: Language): ProductTypeLink[] {
  return productTypes.map((type) => ({
    type,
    href: productTypePath(language, type),
    title: t(`catalog:productTypes.${productTypeKey(type)}.title`),
  }));
}

/** The four skin-type lists of the menu and footer, with translated titles. */
export function skinTypeLinks(t: QualifiedTranslate, language: Language): ProductTypeLink[] {
  return skinTypes.map((skinType) => ({
    type: skinType,
    href: skinTypePath(language, skinType),
    title: t(`catalog:skinTypes.${skinType}.title`),
  }));
}
