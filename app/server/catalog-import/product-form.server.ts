import { harshCleansingBase } from "~/domain/skin-type-fit";
import {
  foamsByItself,
  hasCastGelBase,
  hasClayBase,
  hasPeelingGelBase,
  hasPeelOffFilm,
  holdsASheetEssence,
  isClay,
  opensWithLiquidBase,
  opensWithMicellarBase,
  opensWithOilOrEster,
  opensWithPowderBase,
} from "~/domain/list-bases";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import type { PrintedSize } from "./source-row.server";

/**
 * The form of a product (docs/catalogue.md, "Types and forms"), from its name, type, the
 * source's labels and its ingredient list (CosIng INCI names, in list order). The name's format
 * words come first (a pad, a sheet, a mist is said so on the pack), then the label, then the base
 * the list opens with, then what the type usually is.
 */

/** A cleanser that is a liquid rather than a lather: micellar and cleansing waters. */
const cleansingWater = /micellar|cleansing\s+water|\bwater\s+cleanser\b/i;

const gelToWater = /\bgel\s+to\s+water\b/i;

/** Format words that decide the form whatever the type, in this order. */
const formatWords: readonly { form: ProductForm; pattern: RegExp; types?: readonly ProductType[] }[] = [
  { form: "pad", pattern: /\b(pads?|wipes?|tissues?|gauzes?)\b|\b(cleansing|remov\w*|oil)\ssheets?\b/i },
  {
    form: "sheet",
    pattern:
      /\b(sheets?|dermask|hydro[\s-]?gel|bio[\s-]?cellulose|eye\s?patch(es)?|patch(es)?|mask\s?pack|box\sof\s\d+|\d+\s?(ea|sheets|pcs))\b/i,
    types: ["mask", "eye-cream"],
  },
  { form: "mist", pattern: /\b(mist|spray|sunspray)\b/i },
  { form: "stick", pattern: /\b(stick|sticks|sunstick)\b/i },
  // Etude House's "Baking Powder" line names foams and creams, not powders.
  { form: "powder", pattern: /(?<!baking\s)\bpowder\b/i },
  // Dr. Jart+'s "Sleepair" is its coined word for a sleeping mask.
  { form: "sleeping", pattern: /\b(sleep|sleeping|sleepair|overnight|night\smask)\b/i, types: ["mask", "eye-cream"] },
  // Only words that say how the mask comes off; a texture ("Egg Cream Mask" is a sheet soaked in
  // a cream) or a "pack" does not.
  {
    form: "wash-off",
    pattern:
      /\b(clay|claymask|waterclay|mud|wash[\s-]?off|peel[\s-]?off|rinse|bubble|charcoal|volcanic|volcano|scrub|massage|cleansing)\b/i,
    types: ["mask"],
  },
  {
    form: "wash-off",
    pattern:
      /\b(scrub|scrubble|polish|gommage|massage|peel(ing)?\s(gel|cream|vita|foam|jam)|facial\speeling|exfoliating\sgel|sugar)\b/i,
    types: ["exfoliant"],
  },
];

/**
 * Texture words; the last one in the name is its texture ("Foaming Gel Cleanser" is a gel). An
 * ointment or salve is a waxy semi-solid, a balm (Missha's Spot Ointment: behenyl alcohol and
 * carnauba wax 3rd and 4th).
 */
const textureWords: readonly { form: ProductForm; pattern: RegExp }[] = [
  { form: "balm", pattern: /\b(balm|sherbet|clean\sit\szero|ointments?|salves?)\b/gi },
  { form: "oil", pattern: /\boils?\b(?![\s-]?(free|control|balanc|clear|cut|buster))/gi },
  // "Bubble Free" says the cleanser does not foam.
  { form: "foam", pattern: /\b(foam|foaming|whip|mousse|bubble|lather|soap|bar|wash)\b(?![\s-]?free)/gi },
  { form: "gel", pattern: /\b(gel|jelly)\b/gi },
  { form: "cream", pattern: /\b(creams?|crema|cr[eè]?me|butter)\b/gi },
  { form: "lotion", pattern: /\b(lotion|emulsion|milk|fluid)\b/gi },
  { form: "liquid", pattern: /\b(water|toner|tonic|essence|serum|ampoules?|ampules?|liquid|drops?|solution)\b/gi },
];

/** Words that say what a wash-off mask is made of, rather than how it comes off. */
const maskMaterial = /\b(clay|claymask|waterclay|mud|charcoal|volcanic|volcano)\b/i;
const howItComesOff = /\b(wash[\s-]?off|peel[\s-]?off|rinse|bubble|scrub|massage|cleansing)\b/i;
/** Where a mask's clay or charcoal must sit to be its base rather than a pinch in a sheet's essence. */
const materialWithin = 10;

/**
 * Whether a mask's name says only what it is made of ("Charcoal Mineral Mask") while its list,
 * when known, holds no clay or charcoal among its first ten entries: then the name is the
 * sheet's selling word (Mediheal's W.H.P. charcoal sheet mask, charcoal powder 22nd: the
 * twelfth review), not a wash-off mask's base.
 */
function namesOnlyAMaterial(words: string, inciNames: readonly string[]): boolean {
  if (!maskMaterial.test(words) || howItComesOff.test(words) || inciNames.length === 0) return false;
  return !inciNames.slice(0, materialWithin).some((inciName) => isClay(inciName) || /charcoal|carbon/i.test(inciName));
}

/**
 * The name's last texture word, of those `allowed` (every one when not given): a moisturiser's
 * "Hydration Gel Water Tube" is a gel, its "Water" being no form a moisturiser comes in (Abib's,
 * the twenty-second review).
 */
function lastTexture(name: string, allowed?: readonly ProductForm[]): ProductForm | undefined {
  let last: { form: ProductForm; index: number } | undefined;
  for (const { form, pattern } of textureWords) {
    if (allowed && !allowed.includes(form)) continue;
    for (const match of name.matchAll(pattern)) {
      if (!last || match.index >= last.index) last = { form, index: match.index };
    }
  }
  return last?.form;
}

/** Labels that state a form (Sociolla sub-categories, Soko Glam 2022 sub-categories, Skinsort types). */
const labelForms: Record<string, ProductForm> = {
  "sheet mask": "sheet",
  "sheet masks": "sheet",
  "face mist": "mist",
  "cleansing wipes": "pad",
  "cleansing powder": "powder",
  "wash off mask": "wash-off",
  "wash-off masks": "wash-off",
  "clay mask": "wash-off",
  "peel off mask": "wash-off",
  "wet mask": "wash-off",
  scrub: "wash-off",
  "physical exfoliators": "wash-off",
  "sleeping mask": "sleeping",
  "sleeping masks": "sleeping",
  "overnight mask": "sleeping",
  "cleansing balm": "balm",
  "cleansing balms": "balm",
  "cleansing oil": "oil",
  "oil cleansers": "oil",
  "face oil": "oil",
  "face oils": "oil",
  "cleansing gel": "gel",
  "face gel": "gel",
  "cleansing cream": "cream",
  "micellar water": "liquid",
};

/**
 * A mask the name calls a "pack" (not a "mask pack", Korean for a sheet), a capsule, a gel or a
 * jelly comes in a jar or tube, not as a sheet; nothing in it says whether it is rinsed off or
 * left on, so its form is only its texture and its how-to-use leaves that to the pack.
 */
const jarMaskTexture: readonly { form: ProductForm; pattern: RegExp }[] = [
  { form: "gel", pattern: /\b(gel|jelly|jella)\b/i },
  { form: "cream", pattern: /\b(capsules?|(?<!mask\s|\d\s?)pack)\b/i },
];

/** What each type is when nothing says otherwise. */
const usualForms: Record<ProductType, ProductForm> = {
  "oil-based cleanser": "oil",
  "water-based cleanser": "foam",
  exfoliant: "liquid",
  toner: "liquid",
  essence: "liquid",
  treatment: "liquid",
  // Two in three Korean masks sold without a format word are sheets, but the rest are jars and
  // tubes: a guess would tell a jar's buyer to unfold it (docs/catalogue.md, "Types and forms").
  mask: "unstated",
  "eye-cream": "cream",
  moisturizer: "cream",
  spf: "cream",
};

/** Texture words a type can take; others are read as ingredients or marketing ("Oil Control Toner"). */
const typeTextures: Record<ProductType, readonly ProductForm[]> = {
  "oil-based cleanser": ["balm", "oil", "gel", "cream", "lotion", "liquid"],
  "water-based cleanser": ["foam", "gel", "cream", "lotion", "liquid", "oil"],
  exfoliant: ["liquid", "gel", "cream", "lotion", "foam"],
  toner: ["liquid"],
  essence: ["liquid"],
  treatment: ["liquid", "gel", "cream", "oil", "balm"],
  mask: [],
  "eye-cream": ["cream", "gel", "liquid", "balm"],
  moisturizer: ["cream", "gel", "lotion", "oil", "balm"],
  spf: ["cream", "gel", "lotion", "liquid"],
};

/**
 * The form the top of the list gives where name and label say nothing: a mask made of clay or of
 * a peel-off film, or a bubble mask whose gas foams it, is rinsed or peeled off, not a sheet; a
 * mask cast as a hydrogel is a sheet lifted off its film; a cleanser or exfoliant opening with a
 * dry base is a powder wash; an exfoliant on a peeling gel's base is rubbed and rinsed off.
 */
function formFromList(name: string, productType: ProductType, inciNames: readonly string[]): ProductForm | undefined {
  if (productType === "mask" && (hasPeelOffFilm(inciNames) || hasClayBase(inciNames) || foamsByItself(name, inciNames)))
    return "wash-off";
  // A hydrogel is cast from carrageenan, potassium chloride and a gum: nothing else is.
  if (productType === "mask" && hasCastGelBase(inciNames)) return "sheet";
  if ((productType === "water-based cleanser" || productType === "exfoliant") && opensWithPowderBase(inciNames))
    return "powder";
  if (productType === "exfoliant" && hasPeelingGelBase(inciNames)) return "wash-off";
  return undefined;
}

export function deriveProductForm(
  name: string,
  productType: ProductType,
  labels: readonly string[],
  inciNames: readonly string[] = [],
): ProductForm {
  // Words after "with" name ingredients ("Serum with Samphira Oil"), not the product.
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\swith\s.*$/i, "");
  // A shop's "Sheet Mask" shelf outweighs a texture in the name ("Vita Genic Jelly Mask" is a
  // sheet), not a name that says how the mask is used (sleeping, clay, wash-off).
  if (
    productType === "mask" &&
    labels.some((label) => /\bsheet\s?masks?\b/i.test(label)) &&
    !/\b(sleeping|overnight|night\smask|clay|mud|wash[\s-]?off|peel[\s-]?off|rinse|scrub)\b/i.test(words)
  )
    return "sheet";
  // "Mask Pack" is Korean for a sheet mask, but a tub a shop shelves as a wash-off or sleeping
  // mask is that (Heimish's Black Tea Mask Pack, the eleventh review).
  if (productType === "mask" && /\bmask\s?pack\b/i.test(words) && !/\bsheets?\b/i.test(words)) {
    const shelved = labels
      .map((label) => labelForms[label.trim().toLowerCase()])
      .find((form) => form === "wash-off" || form === "sleeping");
    if (shelved) return shelved;
  }
  for (const { form, pattern, types } of formatWords) {
    if ((!types || types.includes(productType)) && pattern.test(words)) {
      if (form === "wash-off" && namesOnlyAMaterial(words, inciNames)) continue;
      if (form === "powder" && opensWithLiquidBase(inciNames)) continue;
      return form;
    }
  }
  if (productType === "oil-based cleanser") {
    // Oil, balm and milk cleansers say so anywhere in the name ("Oil to Foam", "Gel to Oil").
    if (/\b(balm|sherbet|clean\sit\szero)\b/i.test(words)) return "balm";
    // A "Cleansing Water Oil" or a dual-phase remover is water and oil in layers, shaken and
    // wiped on with a cotton pad: a liquid.
    if (/\bwater\s+oil\b|\b(dual|bi|two)[\s-]?phase\b/i.test(words)) return "liquid";
    // An "Oil Gel" is a gel in the pack that melts into an oil on the skin.
    if (/\boils?\b/i.test(words) && !/\boils?\s+(gel|jelly)\b/i.test(words)) return "oil";
    // A make-up remover without a texture word is a two-phase or micellar liquid.
    if (/remover/i.test(words) && !lastTexture(words)) return "liquid";
  }
  // A face oil is mostly oil: an "oil" whose list opens with water and humectants is a watery
  // product with a little oil in it ("Waterest Lasting Water Oil"), read by its other words.
  const oilRefused = inciNames.length > 0 && !opensWithOilOrEster(inciNames);
  // A "Gel to Water" cleanser is a gel in the pack that thins as it is massaged in and rinsed off,
  // not a water wiped on with a cotton pad.
  const texture = gelToWater.test(words)
    ? "gel"
    : lastTexture(
        oilRefused && productType !== "oil-based cleanser" ? words.replace(/\boils?\b/gi, "") : words,
        typeTextures[productType],
      );
  if (texture && typeTextures[productType].includes(texture)) {
    // A "toning lotion" or "essence lotion" is a watery toner, not an emulsion. A moisturiser's
    // "Skin Renewal Fluid" is an emulsion all the same, and so is a "Cleansing Lotion" whose line
    // is named "Skin & Good" (the twenty-sixth review).
    if (
      texture === "lotion" &&
      productType !== "moisturizer" &&
      !/cleanser/.test(productType) &&
      /\b(toning|toner|skin|essence)\b/i.test(words)
    )
      return "liquid";
    // A "Water … Cleanser" whose list opens with a micellar solubiliser is a cleansing water
    // (Missha's Super Aqua Perfect Water Deep Cleanser); otherwise the water is marketing. So is
    // a "Water Cleanser" built on soap or a sulfate (Laneige's Homme Active Water Cleanser:
    // stearic, myristic and lauric acid with potassium hydroxide; the fifteenth review).
    const lathers = () =>
      harshCleansingBase(
        inciNames.map((inciName, index) => ({ position: index + 1, inciName })),
        productType,
      ).length > 0;
    if (
      texture === "liquid" &&
      productType === "water-based cleanser" &&
      (!cleansingWater.test(words) || lathers()) &&
      !opensWithMicellarBase(inciNames)
    )
      return "foam";
    return texture;
  }
  for (const label of labels) {
    const form = labelForms[label.trim().toLowerCase()];
    // A moisturiser on a "Face Mist" shelf is no spray (Muldream's All In One Moisturizer).
    if (form && !(form === "mist" && productType === "moisturizer")) return form;
  }
  const fromList = formFromList(words, productType, inciNames);
  if (fromList) return fromList;
  if (productType === "mask") {
    const jar = jarMaskTexture.find(({ pattern }) => pattern.test(words));
    if (jar) return jar.form;
    // Without a watery essence it is no sheet: a cream from a jar or tube, as a "pack" is above.
    if (inciNames.length > 0 && !holdsASheetEssence(inciNames)) return "cream";
  }
  return usualForms[productType];
}

/**
 * A mask whose format nothing else states is a sheet when a shop prints it as pieces ("1 Sheet",
 * "isi 5 lembar", "10ea"): jars and tubes are sold by volume or weight.
 */
export function sheetWhenCounted(
  form: ProductForm,
  printedSizes: readonly (PrintedSize | null | undefined)[],
): ProductForm {
  return form === "unstated" && printedSizes.some((printed) => typeof printed?.pieces === "number") ? "sheet" : form;
}

/** A mask that dries into a film peeled off in one piece: its name says so, or its list opens with the film. */
export function peelsOff(name: string, inciNames: readonly string[]): boolean {
  return /peel[\s-]?off/i.test(name) || hasPeelOffFilm(inciNames);
}
