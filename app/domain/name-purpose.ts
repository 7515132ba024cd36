import type { Aspect } from "./aspects";
import { opensWithLiquidBase } from "./list-bases";
import type { ProductType } from "./product-types";

/**
 * Spot treatments by name: "Spot", "Pimple", and the blemish "Eraser" (Neogen's A-Clear Pink
 * Eraser); a "Dark Spot" or "Age Spot" product goes over the whole face, and so does a "Spot
 * Serum" that states no breakout purpose (`spotThenFaceProduct`).
 */
const spotName = /(?<!(dark|age)\s)\bspot\b|pimple|\beraser\b/i;
/** A spot corrector for pigment, not blemishes ("Blanc Spot Eraser", "Age Spot Brightening Pen"). */
const pigmentName = /\b(dark|age)\s?spots?\b|\bbright\w*|\bwhiten\w*|\bblanc\b/i;

/**
 * A name that states a breakout purpose: "Anti-Blemish", "Acne", "Pimple", "Breakout", the
 * Korean-English "Trouble" ("AC Trouble Care"), and a brand's acne line. Not a "Blemish Balm" (a
 * BB cream, which covers rather than treats).
 */
const breakoutWords = /\bacne\b|\bblemish(es)?\b(?!\s(balm|cover))|\bpimples?\b|\bbreakouts?\b|\btrouble\b/i;
/**
 * The brands' own short names for acne lines, in their own capitals: COSRX's and Holika Holika's
 * "AC", Isoi's "Acni" (the fourteenth review); and in any capitals where a source wrote the name
 * in title case, Mediheal's "AC-Dressing" and Muldream's "AC Tea Tree" (Skinsort's "P D F Ac
 * Dressing Ampoule Mask", the nineteenth review).
 */
const acneLineNames = /\bAC\b|\bAcni\b|\bACNI\b/;
const titleCasedAcneLines = /\bac[\s-](dressing|tea\s?tree)\b/i;
export function statesBreakoutPurpose(name: string, inciNames: readonly string[]): boolean {
  return (
    (breakoutWords.test(name) || acneLineNames.test(name) || titleCasedAcneLines.test(name)) &&
    !blemishMeansDarkSpots(name, inciNames)
  );
}

/** Actives that fade dark spots, and where in a list they work (docs/catalogue.md, "Texts"). */
const pigmentActive = /^(alpha-)?arbutin$|^tranexamic acid$|^ascorbic acid$|^ascorbyl glucoside$|^glutathione\b/i;
const pigmentActiveWithin = 10;
/** Actives that work on breakouts, anywhere in the list. */
const acneActive = /^salicylic acid$|^betaine salicylate$|^sulfur$|^benzoyl peroxide$|^azelaic acid$|alternifolia/i;
/** The breakout words that are never about dark spots. */
const plainBreakoutWords = /\banti[\s-]?blemish|\bacne\b|\bpimples?\b|\bbreakouts?\b|\btrouble\b/i;

/**
 * Korean-English "blemish" (잡티) often means a dark spot. A name whose only breakout word is
 * "Blemish", over a list with an active that fades dark spots among its first ten entries and no
 * active for breakouts anywhere, names a dark-spot product (Isoi's Blemish Care line: arbutin 4th
 * or 5th, sold to fade dark spots; the seventeenth and eighteenth reviews).
 */
function blemishMeansDarkSpots(name: string, inciNames: readonly string[]): boolean {
  if (!/\bblemish/i.test(name) || plainBreakoutWords.test(name) || acneLineNames.test(name)) return false;
  const entries = inciNames.map((inciName) => inciName.trim().replace(/\.$/, ""));
  return (
    entries.slice(0, pigmentActiveWithin).some((entry) => pigmentActive.test(entry)) &&
    !entries.some((entry) => acneActive.test(entry))
  );
}

/** Calamine, the pink powder of a drying lotion, and where it sits in one. */
const calamine = /^calamine$/i;
const calamineWithin = 4;

/**
 * A calamine drying lotion, whatever its name ("Don't Worry Bee Care Pink Powder": SD alcohol
 * 40-B, then calamine; the eighteenth review): a powder settled under water or alcohol, dabbed
 * onto single spots.
 */
function isCalamineDryingLotion(inciNames: readonly string[]): boolean {
  return (
    opensWithLiquidBase(inciNames) &&
    inciNames.slice(0, calamineWithin).some((inciName) => calamine.test(inciName.trim()))
  );
}

/**
 * A treatment dabbed onto single blemishes rather than spread over the face (docs/catalogue.md,
 * "Texts"; docs/ingredient-flags.md, "Skin types"). The texts open and instruct as that, and its
 * concerns are the maker's: breakouts, not fine lines. A brightening spot corrector is not one,
 * unless its name also states a breakout purpose.
 */
export function isSpotTreatment(productType: ProductType, name: string, inciNames: readonly string[]): boolean {
  if (productType !== "treatment") return false;
  if (!spotName.test(name)) return isCalamineDryingLotion(inciNames);
  const breakouts = statesBreakoutPurpose(name, inciNames);
  // "Spot Saver Mugwort Ampoule" (Isntree's line, sold as a 50 ml face ampoule), "Spot Correcting &
  // Firming Ampoule", Laneige's vitamin C "Radian-C Spot Serum": a serum, ampoule or essence up to
  // a few words after "Spot" goes over the face, unless the name states a breakout purpose
  // ("Blemish Spot Clearing Serum", "Clarifying Spot Care Ampoule", innisfree's zinc-oxide "Jeju
  // Bija Anti-trouble Spot Essence", the twenty-seventh review).
  if (spotThenFaceProduct.test(name) && !breakouts && !/\bclarifying\b/i.test(name)) return false;
  if (blemishMeansDarkSpots(name, inciNames)) return false;
  return !pigmentName.test(name) || breakouts;
}

/** "Spot", then up to three words, then a serum, ampoule or essence. */
const spotThenFaceProduct = /\bspot\b(?:\s+[\w&'-]+){0,3}?\s+(serum|ampoules?|essence)\b/i;

/**
 * The concerns a product's name states, a maker's statement read like a source's stated concerns:
 * breakouts, for a spot treatment or a name that says it is for blemishes or acne. The list is
 * read too, for the names it explains: a "Blemish" over a dark-spot active, a drying lotion.
 */
export function nameStatedAspects(productType: ProductType, name: string, inciNames: readonly string[]): Aspect[] {
  return isSpotTreatment(productType, name, inciNames) || statesBreakoutPurpose(name, inciNames) ? ["acne"] : [];
}

/**
 * "Night", "Overnight", "Sleep", "Sleeping", "Malam", and Dr. Jart+'s coined "Sleepair" (sold "for
 * the skin you get after a good night's sleep"): a name that says the product is for the night.
 */
const nightName = /\b(night|overnight|sleep|sleeping|sleepair|malam)\b/i;

/**
 * Whether a product's name keeps it to the evening ("Night Repair Ampoule", "Sleep Mask Serum"):
 * its texts, like a retinoid product's, never suggest using it by day.
 */
export function isNightProduct(name: string): boolean {
  return nightName.test(name);
}

/** "Neck Cream", "Krim Leher", "Décolleté": a name that says the product is for the neck. */
const neckName = /\b(neck|leher|d[ée]collet[ée]?)\b/i;

/**
 * Whether a product is made for the neck rather than the face ("Line Revolution Firming Neck
 * Crème"); an eye-and-neck cream is an eye product first.
 */
export function isNeckProduct(productType: ProductType, name: string): boolean {
  return productType !== "eye-cream" && neckName.test(name);
}

/**
 * The concerns a product's name rules out: a spot treatment, dabbed onto single blemishes, is no
 * fine-lines product, whatever acid or retinyl palmitate it holds; a neck cream is no product for
 * breakouts or pores, the face's concerns.
 */
export function nameRuledOutAspects(productType: ProductType, name: string, inciNames: readonly string[]): Aspect[] {
  if (isNeckProduct(productType, name)) return ["acne", "pores"];
  return isSpotTreatment(productType, name, inciNames) ? ["wrinkles"] : [];
}
