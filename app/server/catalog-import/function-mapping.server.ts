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

/**
 * CosIng functions that build a formula's texture. CosIng gives "Surfactant - Cleansing" to
 * thickeners and fatty alcohols that have them too (Xanthan Gum, Cetearyl Alcohol: their 2010
 * entries list every surfactant role), where it names the substance class, not a cleansing
 * role: with one of these, only CosIng's own "Cleansing" function gives the Cleansing chip.
 */
const textureFunctions = new Set([
  "Viscosity Controlling",
  "Emulsion Stabilising",
  "Gel Forming",
  "Binding",
  "Opacifying",
]);

export function chipsOfCosingFunctions(functions: readonly string[]): IngredientFunction[] {
  const texture = functions.some((name) => textureFunctions.has(name));
  const chips = new Set<IngredientFunction>();
  for (const name of functions) {
    if (name === "Surfactant - Cleansing" && texture) continue;
    const chip = cosingFunctionChips[name];
    if (chip) chips.add(chip);
  }
  return [...chips];
}
