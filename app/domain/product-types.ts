/** The ten product types of docs/rules.md, in the order of the skincare ritual. */
export const productTypes = [
  "oil-based cleanser",
  "water-based cleanser",
  "exfoliant",
  "toner",
  "essence",
  "treatment",
  "mask",
  "eye-cream",
  "moisturizer",
  "spf",
] as const;

export type ProductType = (typeof productTypes)[number];

export function isProductType(value: string): value is ProductType {
  return (productTypes as readonly string[]).includes(value);
}

/** Key of a product type in translation files (`productTypes.{key}.title`), typed so the texts' keys are. */
export type ProductTypeKey = ReplaceSeparators<ProductType>;

type ReplaceSeparators<Text extends string> = Text extends `${infer Head} ${infer Tail}`
  ? `${ReplaceSeparators<Head>}_${ReplaceSeparators<Tail>}`
  : Text extends `${infer Head}-${infer Tail}`
    ? `${ReplaceSeparators<Head>}_${ReplaceSeparators<Tail>}`
    : Text;

/** Key of a product type in translation files (`productTypes.{key}.title`). */
export function productTypeKey(type: ProductType): ProductTypeKey {
  return type.replace(/[\s-]+/g, "_") as ProductTypeKey;
}
