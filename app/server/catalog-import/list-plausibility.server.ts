import {
  clayWithin,
  foamsByItself,
  hasPreservative,
  isClay,
  isDetergent,
  isMadeInWater,
  isMicellarSolubiliser,
  isSoapSalt,
  opensWithOilOrEster,
  opensWithPowderBase,
} from "~/domain/list-bases";
import { isLeaveOn } from "~/domain/leave-on";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import { uvFilterOf } from "~/domain/uv-filters";
import { chipsOfCosingFunctions } from "./function-mapping.server";
import { normalisedEntry } from "./inci-list.server";
import { type ListEntry, listedInciName, percentStated } from "./ingredient-resolver.server";
import { reviewedLists } from "./reviewed-lists.server";
import { featuredAmountsFirst, isWater, type StatedEntry } from "./stated-amounts.server";
import type { SourceProduct } from "./source-row.server";

/**
 * The plausibility gates (docs/catalogue.md, "Plausibility gates"): before a source row's list
 * is shown as a product's, it must fit the product's type, form and name. A list that fails
 * belongs to another product (a foam cleanser's list on a cleansing oil, a lotion's on a sun
 * stick) or is cut short, and is refused with the gate's reason.
 */

export type PlausibilityGate =
  | "raw-material-breakdown"
  | "alphabetical-order"
  | "featured-amounts-first"
  | "sunscreen-filter"
  | "anhydrous-opening"
  | "oil-cleanser-opening"
  | "foam-surfactant"
  | "cleanser-without-cleansing-agent"
  | "leave-on-detergents"
  | "sleeping-mask-clay"
  | "trace-opening"
  | "emulsion-without-emulsifier"
  | "gel-without-thickener"
  | "water-base-without-water"
  | "hair-conditioner-base"
  | "hero-ingredient";

/**
 * One list entry as the import resolved it: its INCI name, the source's words, CosIng's
 * functions, whether it is a Drug Facts active, and the amount the source prints beside it
 * (even one the page will not show: a false amount is what gives a misprinted list away).
 */
export interface GatedEntry extends StatedEntry {
  raw: string;
  functions: readonly string[];
}

export interface GatedList {
  file: string;
  line: number;
  /** The row's own name; the product's name (the first source's) is read for hero words too. */
  name: string;
  productName: string;
  productType: ProductType;
  form: ProductForm;
  entries: readonly GatedEntry[];
  /** How many of the source's entries name water, repeats included (the resolved entries list each substance once). */
  waterListings: number;
}

export interface GateFailure {
  gate: PlausibilityGate;
  /** For the report: the gate's words, then after a colon what this list showed. */
  reason: string;
}

/** The reason each gate gives, before the details; `npm run catalog:report` groups refused rows by it. */
export const gateReasons: Record<PlausibilityGate, string> = {
  "raw-material-breakdown": "raw materials with their own ingredients, not an INCI list",
  "alphabetical-order": "entries sorted from A to Z, not in descending order of amount",
  "featured-amounts-first": "featured ingredients printed with their amounts above the list, not in descending order",
  "sunscreen-filter": "sunscreen list without a UV filter",
  "anhydrous-opening": "stick or cleansing balm list opening with water",
  "oil-cleanser-opening": "cleansing oil or balm list opening with surfactants",
  "foam-surfactant": "foam cleanser list without a surfactant in its first 12",
  "cleanser-without-cleansing-agent":
    "cleanser list with nothing that cleans (no detergent or soap in its first 10, no oil or micellar base)",
  "leave-on-detergents": "leave-on product with a cleanser's list (two detergents in its first 8)",
  "sleeping-mask-clay": "sleeping mask list with a clay among its first 5",
  "trace-opening": "list opening with an ingredient used in small amounts (cut short, or key ingredients only)",
  "gel-without-thickener": "key ingredients only, not a full list (a gel with nothing that makes it one)",
  "emulsion-without-emulsifier":
    "key ingredients only, not a full list (a lotion or cream with oil and water but no emulsifier)",
  "water-base-without-water":
    "a watery product's list without its water (left out by the source, or key ingredients only)",
  "hair-conditioner-base":
    "a hair conditioner's list (a hair-only silicone, or two conditioning quats in a fatty alcohol, in its first 8)",
  "hero-ingredient": "ingredient the name features missing from the list",
};

const namesOf = (list: GatedList) => [list.name, list.productName];

/** Fatty acids a lye turns into soap while the product is made ("Stearic Acid, …, Potassium Hydroxide"). */
const soapFattyAcid =
  /^(HYDROGENATED )?(LAURIC|MYRISTIC|PALMITIC|STEARIC|OLEIC|BEHENIC|ARACHIDIC|COCONUT|PALM|PALM KERNEL) ACID$/;
const lye = /^(POTASSIUM|SODIUM) HYDROXIDE$/;

/**
 * The entries that are cleansing surfactants: CosIng's cleansing function as the Cleansing chip
 * reads it (without the substance-class "Surfactant - Cleansing" of thickeners and fatty
 * alcohols, docs/catalogue.md, "CosIng function → chip"), soap salts, and fatty acids in a list
 * that also holds the lye that makes them soap.
 */
function surfactantFlags(entries: readonly GatedEntry[]): boolean[] {
  const saponified = entries.some((entry) => lye.test(entry.inciName));
  return entries.map(
    (entry) =>
      (chipsOfCosingFunctions(entry.functions).includes("cleansing") &&
        !cleansingOnlyByName(entry.inciName) &&
        !conditioningQuat.test(entry.inciName)) ||
      isSoapSalt(entry.inciName) ||
      (saponified && soapFattyAcid.test(entry.inciName)),
  );
}

/**
 * Plant extracts and other entries made in water (`isMadeInWater`) that CosIng files as "Cleansing"
 * without being detergents: centella extract opened
 * the 13 featured ingredients Sociolla 2025 gives as Pyunkang Yul's foaming cleanser's list (the
 * tenth review). The saponin plants (soapwort, soapnut, quillaja) do lather.
 */
function cleansingOnlyByName(inciName: string): boolean {
  return isMadeInWater(inciName) && !/^(SAPONARIA|SAPINDUS|QUILLAJA)\b/.test(inciName);
}

/** Water listed this often is no longer the product's one entry for water. */
const rawMaterialWaterListings = 3;

/**
 * An INCI list names each ingredient once, by its share of the whole. A text that lists water
 * three times or more lists the raw materials the maker bought, each with its own water,
 * preservative and solvent ("Collagen 100": phenoxyethanol above water), in no order of the
 * product's amounts: its order, and so every rule that reads positions, would be false.
 */
function rawMaterialBreakdown(list: GatedList): string | undefined {
  return list.waterListings >= rawMaterialWaterListings ? `water listed ${list.waterListings} times` : undefined;
}

/** A sorted list: its first entries from A to Z, and most of the rest too. */
const sortedOpening = 6;
const sortedShare = 0.75;
const fewestSorted = 10;

/**
 * A list sorted from A to Z is not in descending order, so every rule that reads positions
 * would read it wrongly: Sociolla 2025 gives Neogen's Bio-Peel Gauze Peeling Wine as "Alcohol
 * Denat, Carbomer, Fragrance (Parfum), Glycerin, Lactic Acid, …" and then its smaller entries
 * from A to Z again (the thirteenth review). Its first six entries in order happen by chance in
 * one list of 720; brands that sort only their entries under 1 % keep a descending opening.
 */
function alphabeticalOrder(list: GatedList): string | undefined {
  const names = list.entries.map((entry) => entry.raw.trim().toLowerCase());
  if (names.length < fewestSorted) return undefined;
  const inOrder = names.slice(1).map((name, index) => (names[index] ?? "") < name);
  const sortedPairs = inOrder.filter(Boolean).length;
  const opensSorted = inOrder.slice(0, sortedOpening - 1).every(Boolean);
  return opensSorted && sortedPairs >= inOrder.length * sortedShare
    ? `${sortedPairs} of ${inOrder.length} neighbouring entries in alphabetical order, the first ${sortedOpening} among them`
    : undefined;
}

function sunscreenFilter(list: GatedList): string | undefined {
  if (list.productType !== "spf") return undefined;
  const filtered = list.entries.some((entry) => uvFilterOf(entry.inciName) ?? uvFilterOf(entry.raw));
  return filtered ? undefined : `${list.entries.length} entries, none on EU Annex VI or the US monograph`;
}

/** Sun sticks and cleansing balms are wax and oil; a water-first list is a lotion's or a cream cleanser's. */
function anhydrousOpening(list: GatedList): string | undefined {
  const applies =
    (list.form === "stick" && list.productType !== "mask") ||
    (list.form === "balm" && list.productType === "oil-based cleanser");
  const [first] = list.entries;
  return applies && first && isWater(first) ? `opens with ${first.inciName}` : undefined;
}

/** An oil-to-foam cleanser is made to lather; its name says so. */
const lathers = /\bfoam/i;

/**
 * A cleansing oil or balm is mostly oil, with one emulsifier near the top; a list that opens with
 * a surfactant, or has two in its first three entries, is a foam or gel cleanser's.
 */
function oilCleanserOpening(list: GatedList): string | undefined {
  if (list.productType !== "oil-based cleanser" || (list.form !== "oil" && list.form !== "balm")) return undefined;
  if (namesOf(list).some((name) => lathers.test(name))) return undefined;
  const flags = surfactantFlags(list.entries);
  const surfactants = list.entries.slice(0, 3).filter((_, index) => flags[index]);
  if (!flags[0] && surfactants.length < 2) return undefined;
  return surfactants.map((entry) => entry.inciName).join(", ");
}

/** A cleanser whose name promises lather; a cleanser that is a foam only by default is not held to it. */
const promisesLather = /\b(foam|foaming|whip|mousse|lather|bubble|soap|bar)\b/i;
const surfactantWithin = 12;

function foamSurfactant(list: GatedList): string | undefined {
  if (list.productType !== "water-based cleanser" || list.form !== "foam") return undefined;
  if (!namesOf(list).some((name) => promisesLather.test(name)) || isReviewed(list, "foam-surfactant")) return undefined;
  const position = surfactantFlags(list.entries).indexOf(true) + 1;
  if (position > 0 && position <= surfactantWithin) return undefined;
  return position === 0 ? "no surfactant in the list" : `first surfactant at position ${position}`;
}

/**
 * A water-based cleanser cleans with something: a surfactant or a soap (ready-made or made from
 * its fatty acids and lye) among its first ten entries, a micellar solubiliser or a PEG glyceryl
 * ester that dissolves make-up there (cleansing gels), an oil or ester base, or the gas of a
 * bubble foam. A cleanser typed so by its name whose list has none of these is another product's
 * list: the 2017 set gave Etude House's Real Art No-Wash Cleansing Water a snail gel's (snail
 * filtrate, alcohol, niacinamide, carbomer; water 14th; the twenty-fourth review). A silicone
 * surfactant CosIng files as cleansing (Bis-PEG-18 Methyl Ether Dimethyl Silane, 8th there) is a
 * toner's or a gel's humectant and emollient, not what a cleanser cleans with.
 */
function cleanserWithoutCleansingAgent(list: GatedList): string | undefined {
  if (list.productType !== "water-based cleanser" || isReviewed(list, "cleanser-without-cleansing-agent"))
    return undefined;
  const names = list.entries.map((entry) => entry.inciName);
  const top = names.slice(0, cleansingAgentWithin);
  const flags = surfactantFlags(list.entries);
  const cleanses =
    top.some((name, index) => flags[index] && !siliconeSurfactant.test(name)) ||
    top.some((name) => isMicellarSolubiliser(name) || makeUpSolvent.test(name)) ||
    opensWithOilOrEster(names) ||
    namesOf(list).some((name) => foamsByItself(name, names));
  return cleanses ? undefined : `opens with ${names.slice(0, 3).join(", ")}, ${names.length} entries`;
}
const cleansingAgentWithin = 10;
const siliconeSurfactant = /(DIMETHYL SILANE|DIMETHICONE)$/i;
/** PEG glyceryl esters of fatty acids that dissolve make-up in a cleansing gel (innisfree's Apple Seed). */
const makeUpSolvent = /^PEG-\d+ GLYCERYL (ISOSTEARATE|TRIISOSTEARATE|STEARATE|OLEATE|COCOATE)$/i;

/**
 * A sleeping mask stays on all night; a list with clay among its main ingredients is a wash-off
 * clay mask's (Ciracle's "Jeju Water Sleeping Mask" was given the brand's volcanic clay mask list).
 */
function sleepingMaskClay(list: GatedList): string | undefined {
  if (list.productType !== "mask" || list.form !== "sleeping") return undefined;
  const clays = list.entries.slice(0, clayWithin).filter((entry) => isClay(entry.inciName));
  return clays.length > 0 ? clays.map((entry) => entry.inciName).join(", ") : undefined;
}

/**
 * Ingredients a formula holds at a few per cent at most, so never above its solvent: hyaluronic
 * acid and its salts (about 0.1–2 %, thick beyond that), peptides (parts per million), panthenol
 * (up to 5 %), adenosine, allantoin, ceramides. A list opening with one of them is a list whose
 * start was cut (Sociolla 2025's Torriden mask opens with four hyaluronates and no water) or a
 * retailer's key ingredients, not the product's list in descending order.
 */
const traceOpening =
  /^(SODIUM HYALURONATE|HYALURONIC ACID|HYDROLYZED HYALURONIC ACID|HYDROLYZED SODIUM HYALURONATE|SODIUM ACETYLATED HYALURONATE|SH-OLIGOPEPTIDE-\d+|SH-POLYPEPTIDE-\d+|PANTHENOL|ADENOSINE|ALLANTOIN|CERAMIDE [A-Z0-9]+)$/;

function openingTrace(list: GatedList): string | undefined {
  const [first] = list.entries;
  return first && traceOpening.test(first.inciName) ? `opens with ${first.inciName}` : undefined;
}

/** The upper part of a list, where an oil or butter makes the product an emulsion. */
const emulsionOilWithin = 5;

/**
 * Oils and butters by name (PEG and PPG derivatives of castor oil are solubilisers, not oils), and
 * the silicone fluids, which no more mix with water than an oil does (a silicone emulsifier is a
 * PEG or PPG dimethicone, not one of these).
 */
const oilOrButter =
  /\b(OIL|BUTTER)$|^(SQUALANE|SQUALENE|PARAFFINUM LIQUIDUM|PETROLATUM|CAPRYLIC\/CAPRIC TRIGLYCERIDE|CYCLOPENTASILOXANE|CYCLOHEXASILOXANE|CYCLOMETHICONE|DIMETHICONE|CAPRYLYL METHICONE|PHENYL TRIMETHICONE)$/;
const notAnOil = /^(PEG|PPG)-|\bESSENTIAL\b/;

/**
 * Emulsifiers by name, for entries CosIng does not list or lists without the function: lecithins,
 * polyglyceryl and sorbitan esters, olivates, glyceryl stearate and its kin, polysorbates, PEG
 * esters and ethers, glucosides, fatty alcohols and phosphates, silicone emulsifiers (PEG/PPG
 * dimethicones), and the acrylate and taurate polymers that hold an emulsion by themselves.
 */
const emulsifierName =
  /LECITHIN|POLYGLYCERYL-|SORBITAN |OLIVATE|GLYCERYL (STEARATE|OLEATE|CAPRYLATE|ISOSTEARATE)|POLYSORBATE|^PEG-|^PPG-|PEG\/PPG|CETEARETH|STEARETH|LAURETH|GLUCOSIDE|(CETYL|CETEARYL|STEARYL|BEHENYL|ARACHIDYL) ALCOHOL|PHOSPHATE$|ACRYLATE.*CROSSPOLYMER|ACRYLOYLDIMETHYL ?TAURATE|CARBOMER|STEARIC ACID|LAUROYL LACTYLATE|STEAROYL (LACTYLATE|GLUTAMATE)/;

/** CosIng functions of an entry that emulsifies or holds an emulsion (a detergent does too). */
const emulsifierFunction = /^(Surfactant - (Emulsifying|Cleansing|Solubilizing)|Emulsion Stabilising)$/;

function emulsifies(entry: GatedEntry): boolean {
  return emulsifierName.test(entry.inciName) || entry.functions.some((fn) => emulsifierFunction.test(fn));
}

const opensWithWaterBase = (entries: readonly GatedEntry[]): boolean =>
  entries[0] !== undefined && isMadeInWater(entries[0].inciName);

/**
 * A lotion or cream that lists water (or opens with a water-based entry) and an oil or butter
 * among its first five entries is an emulsion, and an emulsion holds an emulsifier: oil and water do not mix by themselves. A list
 * with none anywhere is the product's key ingredients, not its whole list (the 2017 set gave
 * Ciracle's Anti-Redness K Lotion as seven entries: water, butylene glycol, glycerin, sunflower
 * seed oil, 1,2-hexanediol, squalane, centella; Sociolla 2025 gave Pyunkang Yul's Calming
 * Madecasoside Spot Cream as centella extract, sunflower oil, two butters and ten actives). Gels,
 * essences and oils are not emulsions and are not held to it.
 */
function emulsionWithoutEmulsifier(list: GatedList): string | undefined {
  if (list.form !== "lotion" && list.form !== "cream") return undefined;
  // A short list from a source known to give featured ingredients is held to it without water:
  // Sociolla 2025 gave Pyunkang Yul's ATO Mild Sun Cream as its two filters, two esters, two
  // extracts, a hyaluronate and a ceramide (the twenty-fourth review).
  const featuredOnly = sourcesOfKeyIngredients.has(list.file) && list.entries.length <= keyIngredientsAtMost;
  if (!list.entries.some(isWater) && !opensWithWaterBase(list.entries) && !featuredOnly) return undefined;
  const oil = list.entries
    .slice(0, emulsionOilWithin)
    .find((entry) => oilOrButter.test(entry.inciName) && !notAnOil.test(entry.inciName));
  if (oil)
    return list.entries.some(emulsifies)
      ? undefined
      : `${oil.inciName} at position ${list.entries.indexOf(oil) + 1}, ${list.entries.length} entries, no emulsifier`;
  // Without an oil up top, a lotion or cream still needs something to hold it and keep it: a
  // list with neither an emulsifier nor a preservative is the shop's featured extracts. A free
  // fatty acid emulsifies only as a soap, with an alkali (Sulwhasoo's featured myristic acid).
  const holds = list.entries.some((entry) => emulsifies(entry) && !soapFattyAcid.test(entry.inciName));
  if (!holds && !hasPreservative(list.entries.map((entry) => entry.inciName)))
    return `${list.entries.length} entries, no emulsifier or preservative`;
  return undefined;
}

/**
 * Hero words of names and the ingredients that satisfy them, matched against the INCI name or
 * the source's own words ("Camellia Sinensis (Green Tea) Leaf Extract"). A family counts where
 * brands use it under the hero's name: any retinoid for "retinol", any ascorbic acid derivative
 * for "vitamin C", willow bark for "BHA"; the claim checker still holds our texts to the exact
 * substance (docs/catalogue.md, "Claims").
 */
const heroIngredients: readonly { hero: string; inName: RegExp; inList: RegExp }[] = [
  { hero: "snail", inName: /\bsnail/i, inList: /snail|helix aspersa/i },
  { hero: "heartleaf", inName: /heart\s?leaf|houttuynia/i, inList: /houttuynia/i },
  { hero: "centella", inName: /centella|\bcica|tiger\s?grass|\bmadeca\b/i, inList: /centella|madecass|asiatic/i },
  { hero: "madecassoside", inName: /madecassoside/i, inList: /madecassoside/i },
  { hero: "ceramide", inName: /ceramid/i, inList: /ceramide|bispalmitamide mea|hydroxyethyl palmitamide/i },
  { hero: "hyaluronic acid", inName: /\bhyalu/i, inList: /hyaluron/i },
  { hero: "vitamin C", inName: /\bvit(amin|a)?[\s-]?c\b/i, inList: /ascorb/i },
  { hero: "retinol", inName: /\bretin/i, inList: /retin/i },
  { hero: "bakuchiol", inName: /bakuchiol/i, inList: /bakuchiol/i },
  {
    hero: "salicylic acid",
    inName: /salicylic/i,
    inList: /^(salicylic acid|betaine salicylate|capryloyl salicylic acid|sodium salicylate)$/i,
  },
  {
    hero: "BHA",
    inName: /\bbha\b/i,
    inList: /^(salicylic acid|betaine salicylate|capryloyl salicylic acid|sodium salicylate)$|^salix\b.*\bbark\b/i,
  },
  // Citric acid is an AHA, and the one Korean "AHA" products most often list.
  { hero: "AHA", inName: /\baha\b/i, inList: /^(glycolic|lactic|mandelic|malic|tartaric|citric) acid$/i },
  { hero: "PHA", inName: /\bpha\b/i, inList: /^(gluconolactone|lactobionic acid)$/i },
  { hero: "propolis", inName: /propolis/i, inList: /propolis/i },
  { hero: "rice", inName: /\brice\b/i, inList: /oryza sativa|\brice\b/i },
  { hero: "noni", inName: /\bnoni\b/i, inList: /morinda citrifolia|\bnoni\b/i },
  { hero: "birch", inName: /\bbirch/i, inList: /betula|\bbirch/i },
  { hero: "tea tree", inName: /tea\s?tree/i, inList: /melaleuca alternifolia|tea\s?tree/i },
  { hero: "green tea", inName: /green\s?tea/i, inList: /camellia sinensis|green\s?tea/i },
  { hero: "mugwort", inName: /mugwort|artemisia/i, inList: /artemisia|mugwort/i },
  { hero: "niacinamide", inName: /niacinamide|\bniacin\b/i, inList: /^niacinamide$/i },
  { hero: "peptide", inName: /peptide/i, inList: /peptide/i },
  { hero: "collagen", inName: /collagen/i, inList: /collagen/i },
  // "Honey Bee" names the bee (propolis, venom), not honey.
  { hero: "honey", inName: /\bhoney\b(?!\s?bee)/i, inList: /\bmel\b|honey/i },
  { hero: "galactomyces", inName: /galactomyces/i, inList: /galactomyces/i },
  { hero: "bifida", inName: /bifida/i, inList: /bifida/i },
  { hero: "panthenol", inName: /panthenol/i, inList: /panthenol/i },
  { hero: "aloe", inName: /\baloe\b/i, inList: /\baloe\b/i },
  { hero: "ginseng", inName: /ginseng/i, inList: /panax|ginseng/i },
  { hero: "bee venom", inName: /bee\s?venom/i, inList: /bee venom/i },
  { hero: "royal jelly", inName: /royal\s?jelly/i, inList: /royal jelly/i },
  { hero: "calendula", inName: /calendula/i, inList: /calendula/i },
  // Korean "placenta" lines are plant placenta, soybean's "phytoplacenta" (Holika Holika's Prime
  // Youth), which a list may name as soybean extract alone (the line's sheet mask).
  { hero: "placenta", inName: /placenta/i, inList: /placenta|glycine soja/i },
];

/** Whether a reader passed this row through the gate (and, for the hero gate, this hero). */
function isReviewed(list: GatedList, gate: PlausibilityGate, hero?: string): boolean {
  return reviewedLists.some(
    (review) =>
      review.file === list.file &&
      review.line === list.line &&
      review.name === list.name &&
      review.gate === gate &&
      review.hero === hero,
  );
}

function heroIngredient(list: GatedList): string | undefined {
  const missing = heroIngredients.filter(
    ({ hero, inName, inList }) =>
      namesOf(list).some((name) => inName.test(name)) &&
      !isReviewed(list, "hero-ingredient", hero) &&
      !list.entries.some((entry) => inList.test(entry.inciName) || inList.test(entry.raw)),
  );
  return missing.length === 0 ? undefined : missing.map(({ hero }) => hero).join(", ");
}

/** A cleanser's base: its detergents sit in its first few entries, above its actives. */
const detergentsWithin = 8;

/**
 * A product left on the skin (a toner, a lotion, a cream) holds an emulsifier or two, not a wash's
 * base: two detergents or soap salts among its first 8 entries make the list a cleanser's, given
 * to the wrong product by its source (Acwell's Real Aqua Balancing Lotion carried a bubble
 * cleanser's list in Sociolla 2025). A bubble mask that foams by itself and a powder wash are
 * rinsed off whatever their name's form says, so they are not held to it.
 */
function leaveOnDetergents(list: GatedList): string | undefined {
  const inciNames = list.entries.map((entry) => entry.inciName);
  if (!isLeaveOn(list.productType, list.form) || opensWithPowderBase(inciNames)) return undefined;
  if (namesOf(list).some((name) => foamsByItself(name, inciNames))) return undefined;
  const base = inciNames.slice(0, detergentsWithin).filter((name) => isDetergent(name) || isSoapSalt(name));
  return base.length >= 2 ? base.join(", ") : undefined;
}

/** Cationic conditioners that cling to hair: quaternary ammonium salts and the amidoamines used like them. */
const conditioningQuat =
  /^(BEHENTRIMONIUM|CETRIMONIUM|STEARTRIMONIUM|LAURTRIMONIUM|COCOTRIMONIUM) (CHLORIDE|BROMIDE|METHOSULFATE)$|^DI(CETYL|STEARYL)DIMONIUM CHLORIDE$|^(STEAR|BEHEN)AMIDOPROPYL DIMETHYLAMINE$/;
/** Amino silicones, whatever their side chains ("Bis(C13-15 Alkoxy) PG-Amodimethicone", the twelfth review). */
const hairOnlySilicone = /AMODIMETHICONE$|^BIS-AMINOPROPYL DIMETHICONE$/;
const fattyAlcohol = /^(CETYL|STEARYL|CETEARYL|BEHENYL) ALCOHOL$/;
const hairBaseWithin = 8;

/**
 * A hair conditioner's base among the first 8 entries: an amino silicone made to cling to hair,
 * or two cationic conditioners in a fatty alcohol (cetyl and stearyl alcohol with cetrimonium and
 * behentrimonium chloride). A face product may hold quats without the fatty base (a peeling gel's
 * steartrimonium methosulfate and distearyldimonium chloride roll the gel into crumbs), never this
 * base, so such a list is a hair product's, not the face product its name suggests (Elizavecca's
 * Collagen Ceramide Coating Protein Treatment, a hair treatment that no label or name word gave
 * away).
 */
function hairConditionerBase(list: GatedList): string | undefined {
  const upper = list.entries.slice(0, hairBaseWithin).map((entry) => entry.inciName);
  const silicone = upper.filter((name) => hairOnlySilicone.test(name));
  const quats = upper.filter((name) => conditioningQuat.test(name));
  const conditionerBase = quats.length >= 2 && upper.some((name) => fattyAlcohol.test(name));
  return silicone.length > 0 || conditionerBase ? [...silicone, ...quats].join(", ") : undefined;
}

/**
 * Forms made in water: a liquid, a mist, a sheet soaked in its essence, and a mask whose format
 * is unstated, which may be a sheet: a list that lost its water is not taken for a jar's.
 */
const waterForms: ReadonlySet<ProductForm> = new Set(["liquid", "mist", "sheet", "unstated"]);

/** Solvents a water-free essence or mask is made in (Innisfree's Canola Honey Mask opens with glycerin). */
const waterFreeSolvent =
  /^(GLYCERIN|BUTYLENE GLYCOL|DIPROPYLENE GLYCOL|PROPANEDIOL|PROPYLENE GLYCOL|PENTYLENE GLYCOL|METHYLPROPANEDIOL|ALCOHOL|ALCOHOL DENAT\.?)$/i;

/**
 * Solvents and humectants anywhere in a list. A whole watery list names one even when its base is
 * an extract (Pyunkang Yul's Moisture Ampoule, coptis extract first, holds 1,2-hexanediol);
 * Sociolla 2025's nine entries for the Calming Moisture Serum, its featured extracts and
 * peptides, hold none (the thirteenth review). Only a short list of a source known to give
 * featured ingredients for whole lines (docs/catalogue-review.md, "Found and not fixed yet") is held to
 * it: some brands make a serum of a few extracts and nothing else (Skinsort's Mixsoon lists,
 * "Bellis Perennis Flower Extract 100%"), and Whamisa's water-free sheet mask lists 33 entries of
 * extracts, ferments and oils.
 */
const listedSolvent = (name: string) =>
  waterFreeSolvent.test(name) || /(GLYCERIN|GLYCOL|PROPANEDIOL|HEXANEDIOL)$/i.test(name);
const keyIngredientsAtMost = 12;
const sourcesOfKeyIngredients: ReadonlySet<string> = new Set(["products_indonesia_sociolla_inci_2025.csv"]);

/** Sources whose data set left water out of its lists (docs/catalogue.md, "Splits INCI lists"). */
const sourcesWithoutWater: ReadonlySet<string> = new Set(["products_lookfantastic_skincare.csv"]);

/**
 * What sets a water into a gel: carbomers and acrylate polymers, gums and celluloses, taurate
 * copolymers, seaweed gels, silica and clays, crosspolymers, high-molecular PEG distearates, and
 * the hyaluronates, glucans and aloe some gels are thickened with alone.
 */
const thickener =
  /CARBOMER|GUM\b|ACRYLAT|CELLULOSE|TAURATE|CARRAGEENAN|AGAR|ALGIN|PULLULAN|SILICA|ACRYLAMIDE|CROSSPOLYMER|HYALURON|GLUCAN|ALOE|BENTONITE|HECTORITE|PEG-\d{3} DISTEARATE/i;

/**
 * A gel left on the skin is a water set by a thickener: a gel's list with none anywhere is its
 * featured ingredients (Sociolla 2025 gives Heimish's Matcha Biome Oil-Free Calming Gel
 * Moisturizer as water, green tea, glycerin, butylene glycol, dicaprylyl ether and niacinamide;
 * the fifteenth review). A cleanser's gel is thickened by its surfactants and salt, and is not
 * held to it.
 */
function gelWithoutThickener(list: GatedList): string | undefined {
  if (list.form !== "gel" || !isLeaveOn(list.productType, list.form)) return undefined;
  if (list.entries.some((entry) => thickener.test(entry.inciName))) return undefined;
  return `${list.entries.length} entries, none a gelling agent or thickener`;
}

/**
 * A liquid, a mist or a sheet mask is made in water or, rarely, in glycerin, a glycol or an oil:
 * a list that never names water and opens with none of these has lost its base, and every
 * position after it reads too high (Sociolla 2025 gives Pyunkang Yul's Black Tea toner as its
 * featured niacinamide first). A source known to leave water out is not taken at its word for a
 * water-free product: LookFantastic showed Holika Holika's AC Mild Toner opening with alcohol, its
 * "main ingredient", in the tenth review.
 */
function waterBaseWithoutWater(list: GatedList): string | undefined {
  if (!waterForms.has(list.form) || list.productType === "oil-based cleanser") return undefined;
  if (list.waterListings > 0 || list.entries.some(isWater)) return undefined;
  const names = list.entries.map((entry) => entry.inciName);
  const [first] = names;
  if (first === undefined) return undefined;
  // An entry made in water, or sold as a solution, stands in for it (`isMadeInWater`), save in a short
  // list that names no solvent either from a source known to give featured ingredients only.
  if (isMadeInWater(first)) {
    const keyIngredientsOnly =
      sourcesOfKeyIngredients.has(list.file) && names.length <= keyIngredientsAtMost && !names.some(listedSolvent);
    return keyIngredientsOnly ? `opens with ${first}, ${names.length} entries, no water nor solvent listed` : undefined;
  }
  const waterFree = waterFreeSolvent.test(first) || opensWithOilOrEster(names);
  if (waterFree && !sourcesWithoutWater.has(list.file)) return undefined;
  return `opens with ${first}, no water listed`;
}

/** The gates in the order a failure is reported: a row failing several gives the first reason. */
const gates: readonly [PlausibilityGate, (list: GatedList) => string | undefined][] = [
  ["raw-material-breakdown", rawMaterialBreakdown],
  ["alphabetical-order", alphabeticalOrder],
  ["featured-amounts-first", (list) => featuredAmountsFirst(list.entries)],
  ["sunscreen-filter", sunscreenFilter],
  ["anhydrous-opening", anhydrousOpening],
  ["oil-cleanser-opening", oilCleanserOpening],
  ["foam-surfactant", foamSurfactant],
  ["cleanser-without-cleansing-agent", cleanserWithoutCleansingAgent],
  ["leave-on-detergents", leaveOnDetergents],
  ["sleeping-mask-clay", sleepingMaskClay],
  ["trace-opening", openingTrace],
  ["emulsion-without-emulsifier", emulsionWithoutEmulsifier],
  ["gel-without-thickener", gelWithoutThickener],
  ["water-base-without-water", waterBaseWithoutWater],
  ["hair-conditioner-base", hairConditionerBase],
  ["hero-ingredient", heroIngredient],
];

/** The first gate a list fails, with the reason; undefined when the list passes every gate. */
export function listPlausibility(list: GatedList): GateFailure | undefined {
  for (const [gate, check] of gates) {
    const details = check(list);
    if (details !== undefined) return { gate, reason: `${gateReasons[gate]}: ${details}` };
  }
  return undefined;
}

/** How many of a split list's entries name water ("Water", "Aqua", "Purified Water"), repeats included. */
export function waterListingsOf(entries: readonly string[]): number {
  return entries.filter((entry) => normalisedEntry(entry) === "Water").length;
}

/** A resolved list entry as the gates read it; a name CosIng does not list has no functions. */
export function gatedEntry(ingredient: ListEntry): GatedEntry {
  return {
    inciName: listedInciName(ingredient),
    raw: ingredient.raw,
    functions: ingredient.kind === "cosing" ? ingredient.record.functions : [],
    active: ingredient.active,
    statedPercent: percentStated(ingredient.raw),
  };
}

/** A source row whose list a gate refused; the row still gives the product its name, price and labels. */
export interface RefusedList {
  file: string;
  line: number;
  gate: PlausibilityGate;
  reason: string;
}

/**
 * Each member row's list through the gates, read as the list of the product (its first row's
 * name and type, the form of the product): the rows whose list passes, and the refused ones.
 */
export function gateMembers(
  members: readonly SourceProduct[],
  product: { name: string; productType: ProductType; form: ProductForm },
  listOf: (member: SourceProduct) => readonly ListEntry[],
): { passing: SourceProduct[]; refused: RefusedList[] } {
  const passing: SourceProduct[] = [];
  const refused: RefusedList[] = [];
  for (const member of members) {
    const failure = listPlausibility({
      file: member.file,
      line: member.line,
      name: member.name,
      productName: product.name,
      productType: product.productType,
      form: product.form,
      entries: listOf(member).map(gatedEntry),
      waterListings: waterListingsOf(member.ingredients),
    });
    if (failure) refused.push({ file: member.file, line: member.line, ...failure });
    else passing.push(member);
  }
  return { passing, refused };
}
