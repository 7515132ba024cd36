import { type ListedIngredient, ahaNames, bhaNames, normaliseInci, phaNames, retinoidNames } from "./inci-names";
import { isLeaveOn } from "./leave-on";
import type { ProductForm } from "./product-forms";
import type { ProductType } from "./product-types";

/**
 * Ingredient flags (docs/ingredient-flags.md): what a product's list holds that a shopper may
 * want to avoid or know about, each with the entries that raise it, and the "free of" claims
 * the list supports. A list gives names and order, never amounts, so every rule reads only
 * those; a flag is a reading of the label, not a diagnosis.
 */

export const ingredientFlagKeys = [
  "fragrance",
  "essential-oils",
  "drying-alcohol",
  "fungal-acne",
  "exfoliating-acids",
  "retinoids",
  "pregnancy-caution",
] as const;

export type IngredientFlagKey = (typeof ingredientFlagKeys)[number];

/** The flags whose absence is shown as a "free of" badge and offered as a list filter. */
export const freeOfKeys = [
  "fragrance",
  "essential-oils",
  "drying-alcohol",
  "fungal-acne",
] as const satisfies readonly IngredientFlagKey[];

export type FreeOfKey = (typeof freeOfKeys)[number];

export interface IngredientFlag {
  flag: IngredientFlagKey;
  /** The list's own names of the entries that raise the flag, in list order. */
  ingredients: string[];
  /**
   * Set when only names that may be the flag's ingredient raise it (a plant's name cut before its
   * part, `mayBeEssentialOil`): the page says "may contain", not "contains".
   */
  uncertain?: true;
}

export interface IngredientFlags {
  /** In the order of `ingredientFlagKeys`. */
  flags: IngredientFlag[];
  freeOf: FreeOfKey[];
}

/**
 * Classes of actives, the one source for the flags here and the routine's clash checks
 * (retinoid with AHA/BHA, vitamin C with acids, benzoyl peroxide with a retinoid, one class twice).
 */
export const activeClasses = ["retinoid", "aha", "bha", "pha", "vitamin-c", "benzoyl-peroxide"] as const;

export type ActiveClass = (typeof activeClasses)[number];

/**
 * Vitamin C is L-ascorbic acid alone: it works at a pH below 3.5, which is what makes it clash
 * with acids; its derivatives (ascorbyl glucoside, sodium ascorbyl phosphate, ethyl ascorbic
 * acid, …) are formulated near skin pH and are not this class.
 */
const activeClassNames: Readonly<Record<ActiveClass, RegExp>> = {
  retinoid: retinoidNames,
  aha: ahaNames,
  bha: bhaNames,
  pha: phaNames,
  "vitamin-c": /^(L-)?ASCORBIC ACID$/,
  "benzoyl-peroxide": /^BENZOYL PEROXIDE$/,
};

/** The classes a substance belongs to, by its name alone. */
export function activeClassesOf(inciName: string): ActiveClass[] {
  const inci = normaliseInci(inciName);
  return activeClasses.filter((activeClass) => activeClassNames[activeClass].test(inci));
}

/**
 * How far down a list an entry is taken to be above 1 %. Entries above 1 % are listed by
 * descending amount, below 1 % in any order; the list does not mark where that line falls.
 */
const upperList = 10;

/**
 * The classes a listed entry brings to its product. Citric acid is an AHA, but mostly a pH
 * adjuster at a fraction of a per cent; it counts as an exfoliant only in the upper list.
 */
export function listedActiveClasses(ingredient: ListedIngredient): ActiveClass[] {
  const pHAdjuster = normaliseInci(ingredient.inciName) === "CITRIC ACID" && ingredient.position > upperList;
  return pHAdjuster ? [] : activeClassesOf(ingredient.inciName);
}

/** Compared without spaces and hyphens: lists write "AMYL CINNAMYL ALCOHOL" and "ALPHA ISOMETHYL IONONE" too. */
const compact = (inci: string): string => inci.replace(/[\s-]/g, "");

const fragranceNames = /^(FRAGRANCE|PARFUM|PERFUME|AROMA)( ?\/ ?(FRAGRANCE|PARFUM|PERFUME|AROMA))*$/;

/**
 * The 26 fragrance allergens of Regulation (EC) 1223/2009, Annex III (entries 67–92 as
 * adopted), which EU labels name once above 0.001 % (leave-on) or 0.01 % (rinse-off).
 * Hydroxyisohexyl 3-cyclohexene carboxaldehyde and butylphenyl methylpropional have since been
 * banned in the EU, but lists from elsewhere may still hold them. Benzyl alcohol counts whatever
 * it is there for: the same molecule preserves and sensitises.
 */
const fragranceAllergens = new Set(
  [
    "ALPHA-ISOMETHYL IONONE",
    "AMYL CINNAMAL",
    "AMYLCINNAMYL ALCOHOL",
    "ANISE ALCOHOL",
    "ANISYL ALCOHOL",
    "BENZYL ALCOHOL",
    "BENZYL BENZOATE",
    "BENZYL CINNAMATE",
    "BENZYL SALICYLATE",
    "BUTYLPHENYL METHYLPROPIONAL",
    "CINNAMAL",
    "CINNAMYL ALCOHOL",
    "CITRAL",
    "CITRONELLOL",
    "COUMARIN",
    "EUGENOL",
    "EVERNIA FURFURACEA EXTRACT",
    "EVERNIA PRUNASTRI EXTRACT",
    "FARNESOL",
    "GERANIOL",
    "HEXYL CINNAMAL",
    "HYDROXYCITRONELLAL",
    "HYDROXYISOHEXYL 3-CYCLOHEXENE CARBOXALDEHYDE",
    "ISOEUGENOL",
    "LIMONENE",
    "D-LIMONENE",
    "LINALOOL",
    "METHYL 2-OCTYNOATE",
  ].map(compact),
);

/** Plant parts whose oil is distilled or pressed volatile oil (ISO 9235), never a fatty oil. */
const aromaticParts = new Set([
  "LEAF",
  "PEEL",
  "FLOWER",
  "BARK",
  "HERB",
  "ROOT",
  "RHIZOME",
  "WOOD",
  "NEEDLE",
  "TWIG",
  "BRANCH",
  "STEM",
  "BUD",
  "CONE",
  "RESIN",
  "GUM",
]);

/** Parts whose oil is a fatty (fixed, carrier) oil, even of an aromatic plant: chia, pine nut, grapefruit seed. */
const fattyOilParts = new Set(["SEED", "KERNEL", "NUT", "BRAN", "GERM"]);

/** Genera of plants whose "oil", "fruit oil" or oil of an unnamed part is an essential oil. */
const aromaticGenera = [
  "ABIES",
  // Yarrow: "Achillea Millefolium Oil" names no part (Dr. Jart+'s Sleepair mask, tenth review).
  "ACHILLEA",
  "AMYRIS",
  "ANIBA",
  "ANTHEMIS",
  "ARTEMISIA",
  "BOSWELLIA",
  "CANANGA",
  "CEDRUS",
  "CHAMAECYPARIS",
  "CHAMOMILLA",
  "CHRYSOPOGON",
  "CINNAMOMUM",
  "CISTUS",
  "CITRUS",
  "COMMIPHORA",
  "COPAIFERA",
  "CORIANDRUM",
  "CUPRESSUS",
  "CYMBOPOGON",
  "ELETTARIA",
  "EUCALYPTUS",
  "EUGENIA",
  "FOENICULUM",
  "HELICHRYSUM",
  "ILLICIUM",
  "JASMINUM",
  "JUNIPERUS",
  "LAURUS",
  "LAVANDULA",
  "LEPTOSPERMUM",
  "LITSEA",
  "MATRICARIA",
  "MELALEUCA",
  "MELISSA",
  "MENTHA",
  "MYRTUS",
  "OCIMUM",
  "ORIGANUM",
  "PELARGONIUM",
  "PIMPINELLA",
  "PINUS",
  "POGOSTEMON",
  "ROSMARINUS",
  "SALVIA",
  "SANTALUM",
  "SYZYGIUM",
  "THYMUS",
  "VETIVERIA",
  "ZINGIBER",
];

/** The same plants by the English names non-INCI lists use. */
const aromaticPlants = [
  ...aromaticGenera,
  "BERGAMOT",
  "CEDARWOOD",
  "CHAMOMILE",
  "CINNAMON",
  "CITRONELLA",
  "CLOVE",
  "CYPRESS",
  "FRANKINCENSE",
  "GERANIUM",
  "GRAPEFRUIT",
  "JUNIPER",
  "LAVENDER",
  "LEMON",
  "LEMONGRASS",
  "LIME",
  "MANDARIN",
  "NEROLI",
  "ORANGE",
  "PATCHOULI",
  "PEPPERMINT",
  "PINE",
  "ROSEMARY",
  "SAGE",
  "SANDALWOOD",
  "SPEARMINT",
  "TANGERINE",
  "TEA TREE",
  "THYME",
  "YLANG YLANG",
  "YLANG-YLANG",
  "YUZU",
];

/** "… OIL" whose part is aromatic, or of an aromatic plant unless the part gives a fatty oil. */
function isEssentialOil(inci: string): boolean {
  const words = inci.split(" ");
  if (words.length < 2 || words.at(-1) !== "OIL") return false;
  const parts = (words.at(-2) ?? "").split("/");
  if (parts.every((part) => aromaticParts.has(part))) return true;
  if (parts.some((part) => fattyOilParts.has(part))) return false;
  return aromaticPlants.some((plant) => inci.startsWith(`${plant} `));
}

/** Words that say which part of a plant, or what made of it, an entry is: an extract or a water is no essential oil. */
const partOrPreparationWords = [
  ...aromaticParts,
  ...fattyOilParts,
  "EXTRACT",
  "WATER",
  "JUICE",
  "POWDER",
  "FERMENT",
  "FILTRATE",
  "LYSATE",
  "FRUIT",
  "CALLUS",
  "CELL",
  "BUTTER",
  "WAX",
  "OIL",
  "SAP",
  "DISTILLATE",
  "HYDROSOL",
];

/** A word that is one of those, or the start of one where the name was cut ("Extr"). */
const namesPartOrPreparation = (word: string) =>
  partOrPreparationWords.some((part) => part === word || (word.length >= 3 && part.startsWith(word)));

/**
 * A Latin plant name cut before its part ("citrus aurantium bergamia", "lavandula angustifolia":
 * LookFantastic cut its names to their first words) of a genus whose essential oil cosmetics
 * use, with no word that says extract, water, seed or another part: it may be the essential oil
 * (bergamot, orange, lavender, sage and eucalyptus are in these lists mostly as their oils). A
 * product that may hold one is not free of essential oils, so the flag is raised, naming the
 * entry as the source cut it (docs/ingredient-flags.md, "What a list can and cannot tell us").
 */
function mayBeEssentialOil(inci: string): boolean {
  const words = inci.split(" ");
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    aromaticGenera.includes(words[0] ?? "") &&
    words.every((word) => /^[A-Z-]+$/.test(word) && !namesPartOrPreparation(word))
  );
}

/** Ethanol in its label names, and the other short-chain alcohols; fatty alcohols never match. */
const dryingAlcohols =
  /^(ALCOHOL( DENAT\.?)?|DENATURED ALCOHOL|SD ALCOHOL\b.*|(ETHYL|ISOPROPYL|METHYL) ALCOHOL|ETHANOL|ISOPROPANOL|METHANOL)$/;

/** Drying alcohol counts among a product's main ingredients only, where it is the solvent or base. */
const dryingAlcoholWithin = 5;

/**
 * What Malassezia yeasts grew on in vitro (Dobler et al. 2019): fatty acids, their esters and
 * fatty alcohols of 12 or more carbons. Not: shorter chains (caprylic/capric triglyceride),
 * hydroxy fatty acid esters (castor oil, hydroxystearates), ethers, PEGs, silicones, mineral oil,
 * squalane.
 */
const malasseziaLipids: readonly RegExp[] = [
  /^(LAURIC|MYRISTIC|PALMITIC|STEARIC|ISOSTEARIC|OLEIC|LINOLEIC|ARACHIDIC|BEHENIC) ACID$/,
  // The fatty acids of an oil, named after it: coconut acid is mostly lauric and myristic acid.
  /^(COCONUT|PALM KERNEL|PALM|OLIVE|SUNFLOWER SEED) ACID$/,
  /^(LAURYL|MYRISTYL|CETYL|STEARYL|CETEARYL|OLEYL|ARACHIDYL|BEHENYL) ALCOHOL$/,
  // Blends named by their chain lengths, all of 12 carbons or more: "C14-22 Alcohols", "C20-22 Alcohols".
  /^C(1[2-9]|[2-9]\d)-\d+ ALCOHOLS?$/,
];
/**
 * Mono-, di-, tri-, sesqui- and poly-esters alike ("Polyglyceryl-3 Methylglucose Distearate",
 * "Sorbitan Sesquioleate", "Sucrose Polystearate", "Ascorbyl Tetraisopalmitate").
 */
const fattyAcidEsters =
  /\b(DI|TRI|TETRA|SESQUI|POLY)?(LAURATE|MYRISTATE|PALMITATE|ISOPALMITATE|STEARATE|ISOSTEARATE|OLEATE|LINOLEATE|ARACHIDATE|BEHENATE|OLIVATE|COCOATE)\b/;
/** Soaps and metal salts are not esters. */
const fattyAcidSalts = /^(SODIUM|POTASSIUM|MAGNESIUM|ZINC|CALCIUM|ALUMINUM|LITHIUM|AMMONIUM|TEA|MEA|DEA)[ -]/;
/** Oils that are no triglycerides of those acids: hydrocarbons, and castor (a hydroxy fatty acid). */
const notFattyOils = /^(MINERAL OIL|PARAFFINUM LIQUIDUM)$|\bRICINUS\b|\bCASTOR\b/;
/**
 * The polysorbates (Tweens) are lipid sources for some Malassezia species only: M. globosa and
 * M. restricta, common on the face, grow on none of them (Gaitanis et al. 2012, Table 1).
 */
const polysorbates = /^POLYSORBATE \d+$/;

function feedsMalassezia(inci: string): boolean {
  if (malasseziaLipids.some((lipid) => lipid.test(inci))) return true;
  if (fattyAcidEsters.test(inci)) return !fattyAcidSalts.test(inci);
  // Plant oils and butters are triglycerides, mostly of C16–C18 acids.
  return / (OIL|BUTTER)$/.test(inci) && !notFattyOils.test(inci) && !isEssentialOil(inci);
}

/**
 * How far down a leave-on list a Malassezia lipid counts: the upper list, taken to be above 1 %;
 * a polysorbate, which only some species use, only among the main ingredients.
 */
const malasseziaLipidWithin = upperList;
const polysorbateWithin = 5;

function triggersFungalAcne({ inci, position }: ReadEntry): boolean {
  if (polysorbates.test(inci)) return position <= polysorbateWithin;
  return position <= malasseziaLipidWithin && feedsMalassezia(inci);
}

/**
 * Retinyl palmitate and acetate, the esters the SCCS assessed by retinol equivalent, are often a
 * vitamin added in traces; alone and below the upper list they raise no pregnancy caution.
 */
const traceRetinylEsters = /^RETINYL (PALMITATE|ACETATE)$/;

export const exfoliatingClasses: readonly ActiveClass[] = ["aha", "bha", "pha"];

interface ReadEntry extends ListedIngredient {
  /** `normaliseInci` of the name. */
  inci: string;
  activeClasses: ActiveClass[];
}

type FlagRule = (entry: ReadEntry, leaveOn: boolean) => boolean;

/** One rule per flag, whether a list entry raises it (docs/ingredient-flags.md). */
const flagRules: Readonly<Record<IngredientFlagKey, FlagRule>> = {
  fragrance: ({ inci }) => fragranceNames.test(inci) || fragranceAllergens.has(compact(inci)),
  "essential-oils": ({ inci }) => isEssentialOil(inci),
  "drying-alcohol": ({ inci, position }) => position <= dryingAlcoholWithin && dryingAlcohols.test(inci),
  // Rinsed off, a product's lipids leave with it; left on, only amounts above 1 % are counted.
  "fungal-acne": (entry, leaveOn) => leaveOn && triggersFungalAcne(entry),
  "exfoliating-acids": (entry) => entry.activeClasses.some((activeClass) => exfoliatingClasses.includes(activeClass)),
  retinoids: (entry) => entry.activeClasses.includes("retinoid"),
  // Salicylic acid is capped at 2 % in EU cosmetics, the top of the OTC acne range; near that
  // cap (upper list) in a product left on the skin stands in for "high strength", unseen here.
  "pregnancy-caution": (entry, leaveOn) =>
    (entry.activeClasses.includes("retinoid") &&
      (entry.position <= upperList || !traceRetinylEsters.test(entry.inci))) ||
    (entry.inci === "SALICYLIC ACID" && entry.position <= upperList && leaveOn),
};

/** Fragrance named in words the split could not read ("fragrance ingredients", a name glued to "Fragrance"). */
// A flavour is a fragrance to the skin: INCI names both AROMA ("Compound Flavour", "Flavor").
const namesFragrance = /\b(FRAGRANCES?|PARFUM|PERFUME|AROMA|FLAVOU?RS?)\b/;

/**
 * Whether a left-out name holds one of the labelled fragrance allergens whole, word for word
 * ("Evernia Prunastri (Oakmoss) Extract Oakmoss" holds EVERNIA PRUNASTRI EXTRACT).
 */
function namesFragranceAllergen(inci: string): boolean {
  const words = inci.split(/[^A-Z0-9-]+/).filter((word) => word !== "");
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= words.length; end += 1) {
      if (fragranceAllergens.has(compact(words.slice(start, end).join(" ")))) return true;
    }
  }
  return false;
}

/**
 * The flags an entry left out of the list (`leftOut`, docs/catalogue.md, "Garbage is never
 * dropped silently") raises where it plainly names them: fragrance by its word (a flavour's too) or by a labelled
 * allergen's whole name (`namesFragranceAllergen`), an essential oil
 * as a read entry would, also by the English name in brackets ("Itrus Aurantium Bergamia
 * (Bergamot) Fruit Oil" is bergamot fruit oil), or a cut Latin name that may be one
 * (`mayBeEssentialOil`). Neither flag needs the entry's position, which a
 * left-out entry no longer has; the other flags do, so left-out entries raise no other.
 */
function leftOutFlags(name: string): IngredientFlagKey[] {
  const inci = normaliseInci(name);
  const english = /\(([^)]*)\)\s*(.*)$/.exec(name);
  const readings = english ? [inci, normaliseInci(`${english[1] ?? ""} ${english[2] ?? ""}`)] : [inci];
  return [
    ...(namesFragrance.test(inci) || namesFragranceAllergen(inci) ? (["fragrance"] as const) : []),
    ...(readings.some(isEssentialOil) || mayBeEssentialOil(inci) ? (["essential-oils"] as const) : []),
  ];
}

/** A left-out name that raises a flag only as what it may be, not by what it says. */
const mayOnlyBe = (name: string) => mayBeEssentialOil(normaliseInci(name));

/**
 * The flags a product's list raises and the "free of" claims it supports. Type and form say
 * whether the product is left on the skin (`isLeaveOn`); without them it is read as left on.
 * The entries left out of the list as unreadable count where they plainly name a fragrance or an
 * essential oil (`leftOutFlags`), named as the source wrote them. An empty list supports no "free
 * of" claim, nor does one that may have lost its end (cut short, or made in water and naming no
 * preservative: docs/catalogue.md, "Lists that name no preservative").
 */
export function ingredientFlags(
  ingredients: readonly ListedIngredient[],
  productType?: ProductType,
  form?: ProductForm,
  leftOut: readonly string[] = [],
  mayBeIncomplete = false,
): IngredientFlags {
  const leaveOn = isLeaveOn(productType, form);
  // An ingredient listed twice is named once, at its first place.
  const byName = new Map<string, ReadEntry>();
  for (const ingredient of [...ingredients].sort((a, b) => a.position - b.position)) {
    const inci = normaliseInci(ingredient.inciName);
    if (!byName.has(inci)) byName.set(inci, { ...ingredient, inci, activeClasses: listedActiveClasses(ingredient) });
  }
  const entries = [...byName.values()];

  const flags = ingredientFlagKeys
    .map((flag): IngredientFlag => {
      const listed = entries.filter((entry) => flagRules[flag](entry, leaveOn)).map((entry) => entry.inciName);
      const named = leftOut.filter((name) => leftOutFlags(name).includes(flag));
      const ingredients = [...listed, ...named];
      return listed.length === 0 && named.length > 0 && named.every(mayOnlyBe)
        ? { flag, ingredients, uncertain: true }
        : { flag, ingredients };
    })
    .filter((raised) => raised.ingredients.length > 0);
  const raisedKeys = new Set(flags.map((raised) => raised.flag));
  return {
    flags,
    freeOf: entries.length === 0 || mayBeIncomplete ? [] : freeOfKeys.filter((key) => !raisedKeys.has(key)),
  };
}
