/**
 * What a product physically is, beside its type (docs/catalogue.md, "Types and forms"): a toner
 * can be a liquid, a pad or a mist, and each is used and pictured differently. `liquid` is the
 * default for watery products (toners, essences, serums, micellar water); `wash-off` is a mask or
 * scrub rinsed off after use, `sleeping` a mask left on overnight. `unstated` is a mask whose
 * format no source states (no format word, shop shelf, size or telling list): it may be a sheet, a
 * jar or a tube, and nothing shown about it may assume one.
 */
export const productForms = [
  "liquid",
  "lotion",
  "cream",
  "gel",
  "balm",
  "oil",
  "foam",
  "powder",
  "stick",
  "mist",
  "pad",
  "sheet",
  "wash-off",
  "sleeping",
  "unstated",
] as const;

export type ProductForm = (typeof productForms)[number];

export function isProductForm(value: string): value is ProductForm {
  return (productForms as readonly string[]).includes(value);
}
