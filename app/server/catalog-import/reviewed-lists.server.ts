import type { PlausibilityGate } from "./list-plausibility.server";

/**
 * Source rows a reader passed through a plausibility gate they fail (docs/catalogue.md,
 * "Plausibility gates"): the list is the product's own, and the gate's rule does not fit it.
 * Each row was read with its whole list; `name` repeats the row's name, so a changed source row
 * is checked again instead of passed. A hero-gate entry names the one hero the list may lack.
 */
export interface ReviewedList {
  file: string;
  line: number;
  name: string;
  gate: PlausibilityGate;
  hero?: string;
  why: string;
}

export const reviewedLists: readonly ReviewedList[] = [
  ...[["products_skinsort_subset_2023.csv", 3839, "Aha Bha Pha 30 Days Miracle Serum"]].map(
    ([file, line, name]): ReviewedList => ({
      file: String(file),
      line: Number(line),
      name: String(name),
      gate: "hero-ingredient",
      hero: "BHA",
      why: "Skinsort gives this list (Soko Glam's, which listed water six times, are refused as raw-material breakdowns), with its AHAs (glycolic, malic, lactic, tartaric acid) and PHA (lactobionic acid); the BHA the name counts is its wintergreen (Gaultheria Procumbens) extract, a natural source of methyl salicylate.",
    }),
  ),
  {
    file: "products_skinsort_subset_2023.csv",
    line: 2556,
    name: "Aha Bha Pha 30 Days Miracle Cleansing Bar",
    gate: "hero-ingredient",
    hero: "AHA",
    why: "A soap bar holds no free acid; its BHA is willow bark, its PHA lactobionic acid, and the AHA the name counts are its apple, lemon and orange extracts, as in the brand's other 30 Days products.",
  },
  ...[
    ["products_kbeauty_sokoglam_2020.csv", 239],
    ["products_skinsort_subset_2023.csv", 1914],
  ].map(([file, line]): ReviewedList => ({
    file: String(file),
    line: Number(line),
    name: "Ultimate Moisturizing Honey Overnight Mask",
    gate: "hero-ingredient",
    hero: "honey",
    why: "The reformulation: the 2017 list ended in Honey, Soko Glam 2020 and Skinsort 2023 give the same later list without it; the mask is named for its first ingredient, propolis, a bee product.",
  })),
  {
    file: "products_kbeauty_sokoglam_2022.csv",
    line: 453,
    name: "Time Stop Collagen Ampoule",
    gate: "hero-ingredient",
    hero: "collagen",
    why: "The brand's own list, with its percentages: the line's plant 'collagen' is lion's mane and snow mushroom extract (Hericium Erinaceum 76.53 %, Tremella Fuciformis), no animal collagen.",
  },
  {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 507,
    name: "Real Vegan Collagen Cream",
    gate: "hero-ingredient",
    hero: "collagen",
    why: "'Vegan collagen' says there is no collagen: a full cream list of plant oils, niacinamide and panthenol.",
  },
  {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2159,
    name: "Daily Green Mask-Natto Collagen",
    gate: "hero-ingredient",
    hero: "collagen",
    why: "The 'natto collagen' is natto gum, third in the list; a plant line with no animal collagen.",
  },
  {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 1076,
    name: "Vitamin C Green Tea Enzyme Brightening Serum",
    gate: "hero-ingredient",
    hero: "green tea",
    why: "The green tea enzyme of the name is the brand's probiotic fermented from green tea, listed as Lactobacillus Ferment Lysate (9th); the vitamin C (3-O-ethyl ascorbic acid, 5th) and the rest are the serum's.",
  },
  {
    file: "products_sephora_kaggle_cosmetics.csv",
    line: 519,
    name: "Pore Cleaner Bubble Foam",
    gate: "foam-surfactant",
    why: "Its bubbles come from a gas, not a lather: methyl perfluorobutyl and perfluoroisobutyl ether (5th and 6th) fizz on the skin.",
  },
  {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1196,
    name: "2 Step Multi Bubble & Peeling Cleanser",
    gate: "foam-surfactant",
    why: "Its bubbles come from a gas, not a lather: methyl perfluoroisobutyl ether (6th) fizzes on the skin; coco-glucoside (14th) is its only surfactant.",
  },
];
