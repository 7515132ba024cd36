import type { IngredientReading } from "~/domain/ingredient-reading";
import type { IngredientFlagKey } from "~/domain/ingredient-flags";
import type { ProductType } from "~/domain/product-types";

/**
 * `checkIngredients`'s answer (docs/api.md, "IngredientReading"): the check page's reading
 * (`services.check.read`) as the API's record, field for field what the page shows.
 */

export interface ReadIngredientRecord {
  position: number;
  name: string;
  inciName: string;
  listedAs: string;
  statedPercent: number | null;
  functions: string[];
  kulitFunctions: string[];
  active: boolean;
  ingredientId: string | null;
}

export interface IngredientFlagRecord {
  flag: IngredientFlagKey;
  ingredients: string[];
  uncertain: boolean;
  source: string;
}

export interface IngredientReadingRecord {
  productType: ProductType | null;
  ingredients: ReadIngredientRecord[];
  unrecognised: { name: string; suggestions: { name: string; ingredientId: string | null }[] }[];
  recognisedCount: number;
  entryCount: number;
  flags: IngredientFlagRecord[];
  freeOf: { flag: IngredientFlagKey; source: string }[];
  keyActives: string[];
  cutShortAt: string | null;
}

/** The most items each of the record's lists answers (the operation cost counts them: operation-cost.ts). */
export const readingListBounds = {
  ingredients: 200,
  unrecognised: 200,
  suggestions: 3,
  flags: 7,
  freeOf: 4,
} as const;

/**
 * The record of a reading; `sourceOf` gives a flag's source as the product page cites it (the
 * English `catalog:flags.flag.{flag}.source` text, so the API and the pages cite one text).
 */
export function ingredientReadingRecord(
  reading: IngredientReading,
  productType: ProductType | null,
  sourceOf: (flag: IngredientFlagKey) => string,
): IngredientReadingRecord {
  return {
    productType,
    ingredients: reading.ingredients.map((ingredient) => ({
      position: ingredient.position,
      name: ingredient.name,
      inciName: ingredient.inciName,
      listedAs: ingredient.rawName,
      statedPercent: ingredient.statedPercent,
      functions: ingredient.functions,
      kulitFunctions: ingredient.kulitFunctions,
      active: ingredient.active,
      ingredientId: ingredient.ingredientId,
    })),
    unrecognised: reading.unrecognised,
    recognisedCount: reading.ingredients.length,
    entryCount: reading.ingredients.length + reading.unrecognised.length,
    flags: reading.flags.flags.map((flag) => ({
      flag: flag.flag,
      ingredients: flag.ingredients,
      uncertain: flag.uncertain === true,
      source: sourceOf(flag.flag),
    })),
    freeOf: reading.flags.freeOf.map((flag) => ({ flag, source: sourceOf(flag) })),
    keyActives: reading.keyActives,
    cutShortAt: reading.cutShortAt,
  };
}
