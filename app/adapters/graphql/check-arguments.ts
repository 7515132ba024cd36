import { z } from "zod";
import { maxPastedCharacters, maxPastedEntries, type PastedListProblem } from "~/domain/pasted-ingredient-list";
import { type ProductType, productTypeKey, productTypes } from "~/domain/product-types";

/**
 * `checkIngredients`'s arguments and refusals (docs/api.md, "checkIngredients"): the same limits
 * and refusals as the check page (`pastedListProblem`, docs/check.md), worded for a developer.
 */

/** A product type as a GraphQL enum value: `oil-based cleanser` is `OIL_BASED_CLEANSER`. */
export function productTypeEnumValue(type: ProductType): string {
  return productTypeKey(type).toUpperCase();
}

/** The `ProductType` enum's values and the product type each stands for (the schema's enum resolver). */
export const productTypeEnum: Readonly<Record<string, ProductType>> = Object.fromEntries(
  productTypes.map((type) => [productTypeEnumValue(type), type]),
);

/** The arguments once GraphQL has checked their types; the enum resolver has turned the type into ours. */
export const checkIngredientsArguments = z.object({
  text: z.string(),
  productType: z
    .enum(productTypes)
    .nullish()
    .transform((type) => type ?? null),
});

export type CheckIngredientsArguments = z.infer<typeof checkIngredientsArguments>;

const refusalMessages: Record<PastedListProblem, string> = {
  empty: "text: is empty; send an ingredient list, its names separated by commas",
  "too-long": `text: is longer than ${maxPastedCharacters.toLocaleString("en")} characters (a line break counts once); send one product's ingredient list only`,
  "control-characters":
    "text: holds a control character (NUL or another, other than a line break or a tab), which no ingredient list has",
  "korean-only":
    "text: is in Korean script only; kulit reads INCI names, so send the English list printed beside the Korean one",
  "too-many-entries": `text: has more than ${maxPastedEntries} entries once split; send one product's ingredient list at a time`,
  "none-recognised":
    "text: holds no ingredient name (only punctuation once split); send the list itself, e.g. Water, Glycerin, Niacinamide",
};

/** The message of a refused text: the argument, what is wrong, what to send. */
export function checkRefusalMessage(problem: PastedListProblem): string {
  return refusalMessages[problem];
}
