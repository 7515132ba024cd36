import { expect, it } from "vitest";
import { isKeyIngredientsOnly, lacksTheOpeningOf } from "./key-ingredient-lists.server";

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

// Sulwhasoo's Gentle Cleansing Foam: Sociolla 2025's list and Sephora 2025's, which lacks its
// first two entries and swaps two later ones.
const wholeFoam = [
  "water",
  "potassium-cocoyl-glycinate",
  "disodium-cocoamphodiacetate",
  "cocamidopropyl-betaine",
  "isostearic-acid",
  "parfum",
  "limonene",
];
const foamWithoutItsOpening = [
  "disodium-cocoamphodiacetate",
  "cocamidopropyl-betaine",
  "parfum",
  "isostearic-acid",
  "limonene",
];

it("knows a list that lacks the opening entries of another of the product's lists", () => {
  expect(lacksTheOpeningOf(foamWithoutItsOpening, wholeFoam)).toBe(true);
  expect(lacksTheOpeningOf(wholeFoam, foamWithoutItsOpening)).toBe(false);
  expect(lacksTheOpeningOf(wholeFoam, wholeFoam)).toBe(false);
  // Lacking an entry further down is not lacking the opening.
  expect(lacksTheOpeningOf(["water", "potassium-cocoyl-glycinate", "parfum"], wholeFoam)).toBe(false);
  // A list with a substance the other lacks is another list, not a cut one.
  expect(lacksTheOpeningOf([...foamWithoutItsOpening, "glycerin"], wholeFoam)).toBe(false);
});
