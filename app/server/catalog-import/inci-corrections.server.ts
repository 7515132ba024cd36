import { compactKey } from "./cosing-index.server";

/**
 * Reviewed corrections: a misspelling seen in a source file → the CosIng INCI name it stands
 * for. Only typos the exact, synonym and fuzzy steps cannot resolve belong here (a unit test
 * holds every entry to that and to its target being in CosIng). Each entry was read in its
 * list, in the file named beside it, and the target checked against the product's other
 * ingredients and the CosIng CSV before it was added (docs/catalogue.md, "Ingredient names and
 * CosIng").
 */
export const inciCorrectionEntries: readonly (readonly [typo: string, inciName: string])[] = [
  ["Paonia Flbiflora Root Extract", "PAEONIA ALBIFLORA ROOT EXTRACT"], // skincareapi 2017
  ["Hydrogenated Lechitin", "HYDROGENATED LECITHIN"], // sociolla 2025
  ["Lechitin", "LECITHIN"], // sociolla 2025, skincareapi 2017
  ["Lycerin", "GLYCERIN"], // skincareapi 2017, Soko Glam 2020 and 2022: the G lost
  ["Gliceryn", "GLYCERIN"], // skincareapi 2017
  ["Glyserine", "GLYCERIN"], // sociolla 2025
  ["Propaneaiof", "PROPANEDIOL"], // sociolla 2025: "f" read for "l" throughout that list
  ["Rosemarinum Officinalis Extract", "ROSMARINUS OFFICINALIS EXTRACT"], // skincareapi 2017
  ["Aleurites Moluccana Seed Oil", "ALEURITES MOLUCCANUS SEED OIL"], // skincareapi 2017, sephora 2017
  ["Aleurites Moluccana Extract", "ALEURITES MOLUCCANUS EXTRACT"], // sociolla 2025
  ["Melaleuca Altemifolia Leaf Extract", "MELALEUCA ALTERNIFOLIA LEAF EXTRACT"], // sociolla 2025, skincareapi 2017: "m" for "rn"
  ["Acrylate/C10-30 Alkyl Acrylate Crosspolymer", "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER"], // sociolla 2025, skincareapi 2017
  // Sociolla 2025 (five lists): the polymer's name without its last word; no other name begins so.
  ["Acrylates/C10-30 Alkyl Acrylate", "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER"],
  // LookFantastic's cleaned lists drop what stands before a slash: "Caprylic/Capric Triglyceride".
  ["Capric Triglyceride", "CAPRYLIC/CAPRIC TRIGLYCERIDE"],
  // Skinsort 2023 (Goodal's Waterest Lasting Water Oil): the locant's "1," lost.
  ["2-Hexanediol", "1,2-HEXANEDIOL"],
];

/** The corrections keyed by `compactKey` of the misspelling. */
export const inciCorrections: ReadonlyMap<string, string> = new Map(
  inciCorrectionEntries.map(([typo, inciName]) => [compactKey(typo), inciName]),
);
