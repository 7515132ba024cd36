/**
 * INCI names as the claim checker, the ingredient flags and the routine checks read them: one
 * normal form, and the names of the classes of actives they share (docs/ingredient-flags.md,
 * "Active classes").
 */

export interface ListedIngredient {
  /** 1-based position in the product's list. */
  position: number;
  /** CosIng INCI name (or the list's own spelling when CosIng does not know it). */
  inciName: string;
  /** The amount the label prints beside the entry, in percent, when it prints one. */
  statedPercent?: number | null;
}

/** Upper case, no parenthesised common names, single spaces: "Salix Alba (Willow) Bark Extract" → "SALIX ALBA BARK EXTRACT". */
export function normaliseInci(name: string): string {
  let normalised = normalisedInciNames.get(name);
  if (normalised === undefined) {
    normalised = name
      .toUpperCase()
      .replace(/\([^)]*\)/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    normalisedInciNames.set(name, normalised);
  }
  return normalised;
}

/** Remembered per name: the import's rules ask for the same few thousand names millions of times. */
const normalisedInciNames = new Map<string, string>();

/**
 * INCI names by class of active. Capryloyl salicylic acid (LHA) is a BHA here, though texts call
 * only salicylic acid and betaine salicylate "BHA".
 */
export const retinoidNames = /^(RETINOL|RETINAL|RETINYL [A-Z]+|HYDROXYPINACOLONE RETINOATE)$/;
export const ahaNames = /^(GLYCOLIC|LACTIC|MANDELIC|MALIC|TARTARIC|CITRIC) ACID$/;
export const bhaNames = /^(SALICYLIC ACID|BETAINE SALICYLATE|CAPRYLOYL SALICYLIC ACID)$/;
export const phaNames = /^(GLUCONOLACTONE|LACTOBIONIC ACID)$/;
