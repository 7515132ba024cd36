import type { IngredientFlagKey } from "./ingredient-flags";
import { type ListedIngredient, normaliseInci } from "./inci-names";
import { isLeaveOn } from "./leave-on";
import type { ProductForm } from "./product-forms";
import type { ProductType } from "./product-types";
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

/**
 * Alkyl and alkyl ether sulfates, the strongest-degreasing foaming surfactants: sodium lauryl
 * sulfate, sodium laureth sulfate, ammonium lauryl sulfate, TEA-lauryl sulfate, sodium coco-sulfate.
 * Not the milder sulfonates, isethionates and amino-acid surfactants, nor inorganic sulfates
 * (sodium, magnesium sulfate).
 */
const sulfateSurfactants =
  /^(SODIUM|AMMONIUM|MAGNESIUM|TEA|MEA|DEA|MIPA)[ -]?(LAURYL|LAURETH(-\d+)?|COCO|MYRISTYL|MYRETH(-\d+)?|TRIDECETH(-\d+)?|PARETH(-\d+)?|C\d+-\d+ (ALKYL|PARETH(-\d+)?))[ -]SULFATE$/;
/** Soap listed as made: the sodium or potassium salts of fatty acids and of plant oils' and fats' acids. */
const soapSalts =
  /^(SODIUM|POTASSIUM) (COCOATE|PALMATE|PALM KERNELATE|TALLOWATE|OLIVATE|LAURATE|MYRISTATE|PALMITATE|STEARATE|OLEATE|CASTORATE|RICINOLEATE|SHEA BUTTERATE|SUNFLOWERSEEDATE|RAPESEEDATE|SAFFLOWERATE|AVOCADOATE|SWEET ALMONDATE)$/;
/** Soap listed as its makings: a free fatty acid with the alkali that turns it into soap in the product. */
const soapFattyAcids = /^(LAURIC|MYRISTIC|PALMITIC|STEARIC|OLEIC|COCONUT) ACID$/;
const soapAlkalis = /^(POTASSIUM|SODIUM) HYDROXIDE$/;
/** A cleanser's cleansing base is in its upper list, the entries taken to be above 1 %. */
const cleansingBaseWithin = 10;

/**
 * The list's own names of a cleanser's harsh cleansing base (docs/ingredient-flags.md, "Skin
 * types"): a sulfate surfactant or a soap in its upper list, the soap as a salt or as a fatty
 * acid with potassium or sodium hydroxide. Both strip the lipids a dry or reactive skin lacks,
 * soap at a high pH, and glycerin in the same wash does not undo that. Only cleansers and other
 * products rinsed off (a bubble mask on sodium laureth sulfate, a soap pack: `isLeaveOn`, when
 * the form is known): a cream's stearic acid with a little alkali is its emulsifier, not its base.
 */
export function harshCleansingBase(
  ingredients: readonly ListedIngredient[],
  productType?: ProductType,
  form?: ProductForm,
): string[] {
  const cleanser = productType === "water-based cleanser" || productType === "oil-based cleanser";
  if (!cleanser && (form === undefined || isLeaveOn(productType, form))) return [];
  const upper = ingredients
    .filter((entry) => entry.position <= cleansingBaseWithin)
    .sort((a, b) => a.position - b.position)
    .map((entry) => ({ name: entry.inciName, inci: normaliseInci(entry.inciName) }));
  const madeInProduct =
    upper.some((entry) => soapAlkalis.test(entry.inci)) && upper.some((entry) => soapFattyAcids.test(entry.inci));
  return upper
    .filter(
      ({ inci }) =>
        sulfateSurfactants.test(inci) ||
        soapSalts.test(inci) ||
        (madeInProduct && (soapAlkalis.test(inci) || soapFattyAcids.test(inci))),
    )
    .map((entry) => entry.name);
}

/**
 * Pure L-ascorbic acid works only at a low pH (about 3.5 or below), and at a high strength it
 * stings and reddens reactive skin. It counts as strong among the main ingredients (the first five
 * entries, as for drying alcohol), or anywhere in the list when the name states a vitamin C
 * strength of 10 % or more ("The Vitamin C 23 Serum"). Its derivatives (ascorbyl glucoside, ethyl
 * ascorbic acid, sodium ascorbyl phosphate) work at a skin-friendly pH and do not count.
 */
const strongAscorbicWithin = 5;
const strongAscorbicStrength = 10;
const statedVitaminCStrength =
  /\bvita(?:min)?[\s-]?c\b\D{0,12}?(\d{1,2}(?:[.,]\d+)?)(?!\d)\s?%?(?!\s?(?:ml|g|gr|ea|pcs|oz)\b)/i;

/** The list's own name of its pure ascorbic acid when it is strong (see above), else undefined. */
export function strongAscorbicAcid(ingredients: readonly ListedIngredient[], productName = ""): string | undefined {
  const entry = ingredients.find((ingredient) => normaliseInci(ingredient.inciName) === "ASCORBIC ACID");
  if (!entry) return undefined;
  const stated = statedVitaminCStrength.exec(productName)?.[1];
  const strongByName = stated !== undefined && Number(stated.replace(",", ".")) >= strongAscorbicStrength;
  return entry.position <= strongAscorbicWithin || strongByName ? entry.inciName : undefined;
}

/**
 * What rules out recommending a product for dry or sensitive skin: a flag, a harsh cleansing base,
 * or strong pure ascorbic acid.
 */
export type DryOrSensitiveContradiction =
  (typeof dryOrSensitiveContradictions)[number] | "harsh-cleansing-base" | "strong-ascorbic-acid";

/**
 * What in a product's list rules out recommending it for dry or sensitive skin: the raised flags
 * that do, a cleanser's harsh cleansing base (`harshCleansingBase`) and strong pure ascorbic acid
 * (`strongAscorbicAcid`, which reads the name's stated strength). The profile, the texts and the
 * claim checker all ask this.
 */
export function dryOrSensitiveContradictionsIn(
  flags: readonly IngredientFlagKey[],
  ingredients: readonly ListedIngredient[],
  productType?: ProductType,
  productName?: string,
  form?: ProductForm,
): DryOrSensitiveContradiction[] {
  const found: DryOrSensitiveContradiction[] = dryOrSensitiveContradictions.filter((flag) => flags.includes(flag));
  if (harshCleansingBase(ingredients, productType, form).length > 0) found.push("harsh-cleansing-base");
  if (strongAscorbicAcid(ingredients, productName)) found.push("strong-ascorbic-acid");
  return found;
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
  /** What in the list rules it out: a flag, a harsh cleansing base, or the rich occlusives at the top. */
  because: DryOrSensitiveContradiction | "rich-occlusives";
}

/**
 * The skin types a product does not suit, by the derivation table of docs/ingredient-flags.md:
 * dry skin when a flag or a harsh cleansing base contradicts it; oily skin when rich occlusives are
 * among the main ingredients of a product left on the skin (`isLeaveOn`). Normal and combination
 * skin are never ruled out.
 */
export function excludedSkinTypes(
  flags: readonly IngredientFlagKey[],
  ingredients: readonly ListedIngredient[],
  productType?: ProductType,
  form?: ProductForm,
  productName?: string,
): SkinTypeExclusion[] {
  const exclusions: SkinTypeExclusion[] = dryOrSensitiveContradictionsIn(
    flags,
    ingredients,
    productType,
    productName,
    form,
  ).map((reason) => ({ skinType: "dry", because: reason }));
  if (isLeaveOn(productType, form) && richOcclusivesAtTop(ingredients).length > 0)
    exclusions.push({ skinType: "oily", because: "rich-occlusives" });
  return exclusions;
}
