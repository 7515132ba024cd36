import type { IngredientFlagKey } from "./ingredient-flags";
import { type ListedIngredient, normaliseInci } from "./inci-names";
import type { SkinType } from "./skin-types";

/**
 * What a product's list and flags rule out about the skin types it suits (docs/ingredient-flags.md,
 * "Skin types"). The skin types a source states, or the known ingredients suggest, are evidence;
 * these readings of the list overrule them. The description composer and the claim checker read
 * the same rules, so a text never recommends what the list contradicts.
 */

/**
 * The flags that contradict recommending a product for dry or sensitive skin, or for every skin
 * type: each can dry out or irritate a skin whose barrier is already weak.
 */
export const dryOrSensitiveContradictions = [
  "drying-alcohol",
  "essential-oils",
  "retinoids",
  "exfoliating-acids",
] as const satisfies readonly IngredientFlagKey[];

/** The raised flags that rule out recommending the product for dry or sensitive skin. */
export function dryOrSensitiveContradictionsIn(flags: readonly IngredientFlagKey[]): IngredientFlagKey[] {
  return dryOrSensitiveContradictions.filter((flag) => flags.includes(flag));
}

/**
 * Occlusives and butters that make a heavy film: petrolatum, mineral oil, lanolin, waxes and
 * plant butters. Among the main ingredients of a product left on the skin, too rich for oily skin.
 */
const richOcclusives =
  /^(PETROLATUM|MINERAL OIL|PARAFFINUM LIQUIDUM|PARAFFIN|LANOLIN|CERA ALBA|BEESWAX|MICROCRYSTALLINE WAX|OZOKERITE|CERESIN)$| BUTTER$/;
/** The main ingredients: the first five entries, as for drying alcohol. */
const richOcclusiveWithin = 5;

/** The list's own names of the rich occlusives among its main ingredients, in list order. */
export function richOcclusivesAtTop(ingredients: readonly ListedIngredient[]): string[] {
  return ingredients
    .filter((entry) => entry.position <= richOcclusiveWithin && richOcclusives.test(normaliseInci(entry.inciName)))
    .sort((a, b) => a.position - b.position)
    .map((entry) => entry.inciName);
}

export interface SkinTypeExclusion {
  skinType: SkinType;
  /** What in the list rules it out: a flag, or the rich occlusives at the top. */
  because: IngredientFlagKey | "rich-occlusives";
}

/**
 * The skin types a product does not suit, by the derivation table of docs/ingredient-flags.md:
 * dry skin when a flag contradicts it; oily skin when rich occlusives are among the main
 * ingredients of a product left on the skin. Normal and combination skin are never ruled out.
 */
export function excludedSkinTypes(
  flags: readonly IngredientFlagKey[],
  ingredients: readonly ListedIngredient[],
  leaveOn: boolean,
): SkinTypeExclusion[] {
  const exclusions: SkinTypeExclusion[] = dryOrSensitiveContradictionsIn(flags).map((flag) => ({
    skinType: "dry",
    because: flag,
  }));
  if (leaveOn && richOcclusivesAtTop(ingredients).length > 0)
    exclusions.push({ skinType: "oily", because: "rich-occlusives" });
  return exclusions;
}
