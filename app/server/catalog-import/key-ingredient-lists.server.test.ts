import { expect, it } from "vitest";
import { isKeyIngredientsOnly } from "./key-ingredient-lists.server";

// Benton's Air Fit UV Defense Sun Cream: Sociolla 2025's seven entries and Skinsort 2023's list
// of the same cream, as the CosIng ids the import resolves them to.
const sociolla2025 = new Set([
  "diethylamino-hydroxybenzoyl-hexyl-benzoate",
  "niacinamide",
  "centella-asiatica-extract",
  "panthenol",
  "tocopherol",
  "dipotassium-glycyrrhizate",
  "adenosine",
]);
const skinsort2023 = new Set([
  "water",
  "dibutyl-adipate",
  "propanediol",
  "diethylamino-hydroxybenzoyl-hexyl-benzoate",
  "polymethylsilsesquioxane",
  "ethylhexyl-triazone",
  "niacinamide",
  "methylene-bis-benzotriazolyl-tetramethylbutylphenol",
  "coco-caprylate-caprate",
  "caprylyl-methicone",
  "diethylhexyl-butamido-triazone",
  "glycerin",
  "1-2-hexanediol",
  "butylene-glycol",
  "pentylene-glycol",
  "centella-asiatica-extract",
  "behenyl-alcohol",
  "poly-c10-30-alkyl-acrylate",
  "polyglyceryl-3-methylglucose-distearate",
  "decyl-glucoside",
  "melia-azadirachta-leaf-extract",
  "melia-azadirachta-flower-extract",
  "acrylates-c10-30-alkyl-acrylate-crosspolymer",
  "panthenol",
  "tocopherol",
  "dipotassium-glycyrrhizate",
  "madecassoside",
  "madecassic-acid",
  "asiaticoside",
  "asiatic-acid",
  "tromethamine",
  "carbomer",
  "sodium-stearoyl-glutamate",
  "polyacrylate-crosspolymer-6",
  "ethylhexylglycerin",
  "adenosine",
  "rosmarinus-officinalis-leaf-oil",
  "xanthan-gum",
  "alcohol",
]);

it("reads a short list held whole in another list of the product, twice its length, as key ingredients only", () => {
  expect(isKeyIngredientsOnly(sociolla2025, [sociolla2025, skinsort2023])).toBe(true);
  expect(isKeyIngredientsOnly(skinsort2023, [sociolla2025, skinsort2023])).toBe(false);
});

it("keeps a short list that is not the longer one's part (a new formula), or the only list", () => {
  const otherFormula = new Set([...skinsort2023].filter((substance) => !sociolla2025.has(substance)));
  expect(isKeyIngredientsOnly(sociolla2025, [otherFormula])).toBe(false);
  expect(isKeyIngredientsOnly(sociolla2025, [sociolla2025])).toBe(false);
});
