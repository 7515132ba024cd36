import type { ProductForm } from "./product-forms";
import type { ProductType } from "./product-types";

/**
 * Whether a product stays on the skin after use (docs/ingredient-flags.md, "Leave-on and
 * rinse-off"): the one reading of type and form that the flags, the skin types and the texts
 * share. Cleansers are rinsed or wiped off; so are wash-off masks and scrubs, lathers, the
 * powders that are washes or rinse-off masks, and mask sticks. Everything else stays on, sheet
 * masks and sleeping masks included. Without a type a product is read as left on; without a form,
 * by its type.
 */
export function isLeaveOn(productType: ProductType | undefined, form?: ProductForm): boolean {
  if (productType === "oil-based cleanser" || productType === "water-based cleanser") return false;
  if (form === "wash-off" || form === "foam") return false;
  // A mask stick is a clay stick, rinsed off as its how-to-use says (the twenty-sixth review).
  if (productType === "mask" && form === "stick") return false;
  return !(form === "powder" && (productType === "exfoliant" || productType === "mask"));
}
