/** The 21 ingredient-function chips of docs/rules.md. */
export const ingredientFunctions = [
  "moisturizing",
  "humectant",
  "occlusive",
  "cleansing",
  "exfoliating",
  "anti-sebum",
  "antimicrobial",
  "astringent",
  "antioxidant",
  "skin-conditioning",
  "skin-protecting",
  "soothing",
  "uv-absorber",
  "uv-filter",
  "keratolytic",
  "abrasive",
  "absorbent",
  "skin-conditioning-emollient",
  "skin-conditioning-humectant",
  "skin-conditioning-miscellaneous",
  "skin-conditioning-occlusive",
] as const;

export type IngredientFunction = (typeof ingredientFunctions)[number];

export function isIngredientFunction(value: string): value is IngredientFunction {
  return (ingredientFunctions as readonly string[]).includes(value);
}
