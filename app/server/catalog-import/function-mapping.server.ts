import type { IngredientFunction } from "~/domain/ingredient-functions";

/**
 * CosIng function name (as CosIng spells it) → the app's ingredient-function chip (docs/catalogue.md).
 * CosIng functions without a chip (Perfuming, Solvent, Viscosity Controlling, …) map to none.
 */
export const cosingFunctionChips: Readonly<Record<string, IngredientFunction>> = {
  Moisturising: "moisturizing",
  Refatting: "moisturizing",
  Humectant: "humectant",
  Occlusive: "occlusive",
  Cleansing: "cleansing",
  "Surfactant - Cleansing": "cleansing",
  Exfoliating: "exfoliating",
  "Anti-Sebum": "anti-sebum",
  "Anti-Seborrheic": "anti-sebum",
  Antimicrobial: "antimicrobial",
  Astringent: "astringent",
  Antioxidant: "antioxidant",
  "Skin Conditioning": "skin-conditioning",
  Smoothing: "skin-conditioning",
  "Skin Protecting": "skin-protecting",
  Soothing: "soothing",
  "Uv Absorber": "uv-absorber",
  "Uv Filter": "uv-filter",
  Keratolytic: "keratolytic",
  Abrasive: "abrasive",
  Absorbent: "absorbent",
  "Skin Conditioning - Emollient": "skin-conditioning-emollient",
  "Skin Conditioning - Humectant": "skin-conditioning-humectant",
  "Skin Conditioning - Miscellaneous": "skin-conditioning-miscellaneous",
  "Skin Conditioning - Occlusive": "skin-conditioning-occlusive",
};

export function chipsOfCosingFunctions(functions: readonly string[]): IngredientFunction[] {
  const chips = new Set<IngredientFunction>();
  for (const name of functions) {
    const chip = cosingFunctionChips[name];
    if (chip) chips.add(chip);
  }
  return [...chips];
}
