import { type Aspect, aspects as allAspects } from "~/domain/aspects";
import {
  claimsHydration,
  eveningRetinoidIndex,
  isKeyPosition,
  leaveOnListedAcid,
  namesOnly,
  recommendsForDryOrSensitiveSkin,
  speaksToDrySkin,
  speaksToOilySkin,
  suggestsDaytimeUse,
  suggestsFaceConcern,
  suggestsRuledOutFineLines,
  suggestsPuffiness,
  usageRecommendsForDrySkin,
  usageSaysEvening,
} from "~/domain/claim-check";
import { type IngredientFlagKey, ingredientFlags } from "~/domain/ingredient-flags";
import { isLeaveOn } from "~/domain/leave-on";
import {
  cleansesDeep,
  foamsByItself,
  hasCastGelBase,
  hasLightTexture,
  hasPeelOffFilm,
  isBarSoap,
  listLooksWhole,
  seals,
} from "~/domain/list-bases";
import { isNeckProduct, isNightProduct, isSpotTreatment } from "~/domain/name-purpose";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import { dryOrSensitiveContradictionsIn, richOcclusivesAtTop } from "~/domain/skin-type-fit";
import { type SkinType, skinTypes as allSkinTypes } from "~/domain/skin-types";
import { type UvFilter, uvFilterClass, uvFilterOf, uvFiltersIn } from "~/domain/uv-filters";
import { composerText, type Pair } from "./composer-texts.server";
import { type ActiveText, knownIngredientRules, worksAt } from "./known-ingredients.server";

/** One entry of a product's ingredient list, in list order. */
export interface TextIngredient {
  /** Canonical ingredient id (`sodium-hyaluronate`), as in the ingredients table. */
  id: string;
  /** Display name ("Sodium Hyaluronate"). */
  name: string;
  /** CosIng INCI name, or the list's own spelling when CosIng does not know it. */
  inciName: string;
  /** The source list's own words for the entry ("Camellia Sinensis (Green Tea) Leaf Extract"). */
  listed?: string;
  /** The amount the label prints beside the entry, in percent. */
  statedPercent?: number | null;
}

/** The facts a description is written from; never a retailer's text. */
export interface ProductFacts {
  id: string;
  brand: string;
  name: string;
  productType: ProductType;
  form: ProductForm;
  ingredients: readonly TextIngredient[];
  /** The flags the list raises (`ingredientFlags`), which the texts must not contradict. */
  flags: readonly IngredientFlagKey[];
  skinTypes: readonly SkinType[];
  aspects: readonly Aspect[];
  /**
   * Whether any of the product's source lists, also one not shown, is a hydrogel's cast gel
   * (`hasCastGelBase`): Mediheal's Nude Gel Mask shows its 2017 list, while Sociolla 2025's,
   * refused for its order, opens with water, carrageenan, carob gum and agar.
   */
  castGelBase?: boolean;
}

export interface ComposedTexts {
  descriptionEn: string;
  descriptionId: string;
  usageEn: string;
  usageId: string;
  /** INCI names of the ingredients the description features, for the claim check. */
  keyIngredients: string[];
}

/**
 * FNV-1a with a final avalanche (MurmurHash3's fmix32): a stable hash so each product keeps the
 * same sentence shapes on every import. Without the finaliser the low bits, which pick among a
 * few shapes, hardly depend on the part name, and the choices for one product would move together.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

function pick<T>(options: readonly T[], id: string, part: string): T {
  const option = options[hash(`${id}:${part}`) % options.length];
  if (option === undefined) throw new Error(`no sentence options for ${part}`);
  return option;
}

/** Where a sentence goes: descriptions recommend, how-to-use texts instruct ("apply to dry skin"). */
type TextKind = "description" | "usage";

/**
 * Whether a sentence may be said of the product, by the claim checker's own readings
 * (docs/catalogue.md, "Claims"): no dry, sensitive or every-skin-type recommendation that a flag
 * contradicts (nor the mildness that speaks to them), nothing for dry skin or oily areas unless
 * the product is shown for that skin type, no hydration claimed beside drying alcohol, no daytime
 * use for a retinoid, no puffiness off the eye area and no breakouts or pores on it.
 */
function fits(text: string, facts: ProductFacts, kind: TextKind): boolean {
  const speaksToDry = kind === "description" ? speaksToDrySkin(text) : usageRecommendsForDrySkin(text);
  if (speaksToDry && !facts.skinTypes.includes("dry")) return false;
  if (
    contradictsFlags(facts) &&
    (kind === "description" ? recommendsForDryOrSensitiveSkin(text) : usageRecommendsForDrySkin(text))
  )
    return false;
  if (speaksToOilySkin(text, kind) && !facts.skinTypes.includes("oily") && !facts.skinTypes.includes("combination"))
    return false;
  if (kind === "description" && claimsHydration(text) && facts.flags.includes("drying-alcohol")) return false;
  if (suggestsDaytimeUse(text) && (listedRetinoid(facts) || isNightProduct(facts.name))) return false;
  if (suggestsRuledOutFineLines(facts.productType, facts.name, inciNamesOf(facts), text)) return false;
  if (facts.productType === "eye-cream") return !suggestsFaceConcern(text);
  if (isNeckProduct(facts.productType, facts.name) && suggestsFaceConcern(text)) return false;
  return !suggestsPuffiness(text);
}

function pairFits([en, id]: Pair, facts: ProductFacts, kind: TextKind): boolean {
  return fits(en, facts, kind) && fits(id, facts, kind);
}

/**
 * `pick` among the sentences that fit the product; every option lists at least one that fits.
 * A sentence whose claim the list does not bear out (`claimEvidence`) gives way to one whose claim
 * it does, so a product keeps its sentence wherever the sentence was true.
 */
function pickFitting(options: readonly Pair[], facts: ProductFacts, part: string, kind: TextKind): Pair {
  const fitting = options.filter((pair) => pairFits(pair, facts, kind));
  const chosen = pick(fitting, facts.id, part);
  return borneOut(chosen, facts)
    ? chosen
    : pick(
        fitting.filter((pair) => borneOut(pair, facts)),
        facts.id,
        part,
      );
}

function borneOut(pair: Pair, facts: ProductFacts): boolean {
  return claimEvidence.get(pair)?.(facts) ?? true;
}

function contradictsFlags(facts: ProductFacts): boolean {
  let contradicts = flagContradictions.get(facts);
  if (contradicts === undefined) {
    contradicts =
      dryOrSensitiveContradictionsIn(facts.flags, listedOf(facts), facts.productType, facts.name, facts.form).length >
      0;
    flagContradictions.set(facts, contradicts);
  }
  return contradicts;
}

/** Remembered per product: every candidate sentence asks, and the answer depends on the facts alone. */
const flagContradictions = new WeakMap<ProductFacts, boolean>();

/** The retinoid that keeps the product to the evening (`eveningRetinoidIndex`); none for a sunscreen. */
function listedRetinoid(facts: ProductFacts): TextIngredient | undefined {
  return facts.ingredients[
    eveningRetinoidIndex(
      facts.productType,
      facts.form,
      facts.ingredients.map((ingredient) => ingredient.inciName),
    )
  ];
}

function inciNamesOf(facts: ProductFacts): string[] {
  return facts.ingredients.map((ingredient) => ingredient.inciName);
}

function listedOf(facts: ProductFacts): { position: number; inciName: string }[] {
  return facts.ingredients.map((ingredient, index) => ({ position: index + 1, inciName: ingredient.inciName }));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(noun: string): string {
  return /^[aeio]/i.test(noun) ? "an" : "a";
}

/** A name that ends in its own full stop ("alcohol denat.") ends the sentence with it, not with two. */
function fill(template: string, values: Record<string, string>): string {
  return capitalise(template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")).replace(
    /(?<!\.)\.\.(?!\.)/g,
    ".",
  );
}

/** "a, b and c" in British English; Indonesian spelling puts a comma before "dan" ("a, b, dan c"). */
function joinList(items: readonly string[], language: "en" | "id"): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} ${language === "en" ? "and" : "dan"} ${items[1]}`;
  const last = language === "en" ? ` and ${items.at(-1)}` : `, dan ${items.at(-1)}`;
  return `${items.slice(0, -1).join(", ")}${last}`;
}

/** A display name as prose: capitalised words lower case, abbreviations kept ("sodium PCA"). */
function inProse(name: string): string {
  return name.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

/** A mask that dries into a film peeled off in one piece: its name says so, or its list opens with the film. */
function peelsOff(name: string, inciNames: readonly string[]): boolean {
  return /peel[\s-]?off/i.test(name) || hasPeelOffFilm(inciNames);
}

/**
 * The everyday word for the product, from its type, form, name and list (CosIng INCI names);
 * never an ingredient word.
 */
export function productNoun(type: ProductType, form: ProductForm, name: string, inciNames: readonly string[]): Pair {
  const n = name.toLowerCase();
  switch (type) {
    case "oil-based cleanser":
      if (form === "balm") return composerText("nouns.oilBasedCleanser.balm");
      if (form === "lotion") return composerText("nouns.oilBasedCleanser.lotion");
      if (form === "cream") return composerText("nouns.oilBasedCleanser.cream");
      if (form === "gel") return composerText("nouns.oilBasedCleanser.gel");
      if (form === "pad") return composerText("nouns.oilBasedCleanser.pad");
      if (form === "liquid") return composerText("nouns.oilBasedCleanser.liquid");
      return composerText("nouns.oilBasedCleanser.other");
    case "water-based cleanser":
      if (form === "foam")
        return isBarSoap(name, inciNames)
          ? composerText("nouns.waterBasedCleanser.bar")
          : composerText("nouns.waterBasedCleanser.foam");
      if (form === "gel") return composerText("nouns.waterBasedCleanser.gel");
      if (form === "cream") return composerText("nouns.waterBasedCleanser.cream");
      if (form === "lotion") return composerText("nouns.waterBasedCleanser.lotion");
      if (form === "liquid")
        return /micellar/.test(n)
          ? composerText("nouns.waterBasedCleanser.micellar")
          : composerText("nouns.waterBasedCleanser.liquid");
      if (form === "pad") return composerText("nouns.waterBasedCleanser.pad");
      if (form === "powder") return composerText("nouns.waterBasedCleanser.powder");
      if (form === "stick") return composerText("nouns.waterBasedCleanser.stick");
      return composerText("nouns.waterBasedCleanser.other");
    case "exfoliant":
      if (form === "pad") return composerText("nouns.exfoliant.pad");
      if (form === "wash-off")
        return /peel/.test(n) ? composerText("nouns.exfoliant.peeling") : composerText("nouns.exfoliant.scrub");
      if (form === "gel") return composerText("nouns.exfoliant.gel");
      if (form === "cream") return composerText("nouns.exfoliant.cream");
      if (form === "lotion") return composerText("nouns.exfoliant.lotion");
      if (form === "foam") return composerText("nouns.exfoliant.foam");
      if (form === "powder")
        return /enzyme/.test(n) ? composerText("nouns.exfoliant.enzymePowder") : composerText("nouns.exfoliant.powder");
      if (/toner|tonic/.test(n)) return composerText("nouns.exfoliant.toner");
      if (/serum|essence|ampoule|ampule/.test(n)) return composerText("nouns.exfoliant.serum");
      return composerText("nouns.exfoliant.other");
    case "toner":
      if (form === "pad") return composerText("nouns.toner.pad");
      if (form === "mist") return composerText("nouns.toner.mist");
      return composerText("nouns.toner.other");
    case "essence":
      return form === "mist" ? composerText("nouns.essence.mist") : composerText("nouns.essence.other");
    case "treatment":
      if (isSpotTreatment(type, n, inciNames)) {
        if (form === "gel") return composerText("nouns.spot.gel");
        if (form === "cream") return composerText("nouns.spot.cream");
        return composerText("nouns.spot.other");
      }
      if (form === "oil") return composerText("nouns.treatment.oil");
      if (form === "gel") return composerText("nouns.treatment.gel");
      if (form === "cream") return composerText("nouns.treatment.cream");
      if (form === "mist") return composerText("nouns.treatment.mist");
      if (form === "powder") return composerText("nouns.treatment.powder");
      if (form === "balm") return composerText("nouns.treatment.balm");
      return /ampoule|ampule/.test(n) ? composerText("nouns.treatment.ampoule") : composerText("nouns.treatment.other");
    case "mask":
      if (form === "sheet") return composerText("nouns.mask.sheet");
      if (form === "sleeping") return composerText("nouns.mask.sleeping");
      if (form === "mist") return composerText("nouns.mask.mist");
      if (peelsOff(n, inciNames)) return composerText("nouns.mask.peelOff");
      return form === "wash-off" ? composerText("nouns.mask.washOff") : composerText("nouns.mask.other");
    case "eye-cream":
      if (form === "sheet") return composerText("nouns.eyeCream.sheet");
      if (form === "gel") return composerText("nouns.eyeCream.gel");
      if (form === "liquid") return composerText("nouns.eyeCream.liquid");
      if (form === "balm") return composerText("nouns.eyeCream.balm");
      if (form === "stick") return composerText("nouns.eyeCream.stick");
      if (form === "sleeping") return composerText("nouns.eyeCream.sleeping");
      return composerText("nouns.eyeCream.other");
    case "moisturizer":
      if (form === "gel") return composerText("nouns.moisturizer.gel");
      if (form === "lotion")
        return /emulsion/.test(n)
          ? composerText("nouns.moisturizer.emulsion")
          : composerText("nouns.moisturizer.lotion");
      if (form === "oil") return composerText("nouns.moisturizer.oil");
      if (form === "balm") return composerText("nouns.moisturizer.balm");
      if (form === "mist") return composerText("nouns.moisturizer.mist");
      if (form === "stick") return composerText("nouns.moisturizer.stick");
      return form === "cream" ? composerText("nouns.moisturizer.cream") : composerText("nouns.moisturizer.other");
    case "spf":
      if (form === "stick") return composerText("nouns.spf.stick");
      if (form === "mist") return composerText("nouns.spf.mist");
      if (form === "powder") return composerText("nouns.spf.powder");
      if (form === "gel") return composerText("nouns.spf.gel");
      if (form === "liquid")
        return /essence/.test(n) ? composerText("nouns.spf.essence") : composerText("nouns.spf.liquid");
      if (form === "lotion")
        return /fluid/.test(n) ? composerText("nouns.spf.fluid") : composerText("nouns.spf.lotion");
      return composerText("nouns.spf.other");
  }
}

/**
 * Sentences that claim an effect or a way of use the type alone does not make true; each is said
 * only where the list bears it out (`claimEvidence`, docs/catalogue.md, "Texts").
 */
const targetsConcerns = composerText("openings.treatment.targetsConcerns");
const moreThanHydration = composerText("openings.treatment.moreThanHydration");
const notHeavyOnEyes = composerText("openings.eyeCream.notHeavy");
const sealsInHydration = composerText("openings.moisturizer.sealsInHydration");
const locksInLayers = composerText("openings.moisturizer.locksInLayers");
const richFinalLayer = composerText("openings.sleepingMask.richFinalLayer");
const weeklyDeepClean = composerText("openings.mask.weeklyDeepClean");
const padAsMiniMask = composerText("usage.tonerPad.miniMask");

/** Openings that claim a light, watery texture: said only where the list bears it out (`hasLightTexture`). */
const lightToner = composerText("openings.toner.light");
const lightweightEssence = composerText("openings.essence.lightweight");
const wateryEssence = composerText("openings.essence.watery");
const weightlessEssence = composerText("openings.essence.weightless");

/**
 * Opening sentences. {a}/{A} is the English article of {noun}; Indonesian puts the noun first
 * ({Noun}). A list whose options include a claim-bearing sentence names each option, in the order
 * `pick` counts them.
 */
const openings: Record<Exclude<ProductType, "mask">, readonly Pair[]> = {
  "oil-based cleanser": composerText("openings.oilBasedCleanser"),
  "water-based cleanser": composerText("openings.waterBasedCleanser"),
  exfoliant: composerText("openings.exfoliant"),
  toner: [
    composerText("openings.toner.rebalances"),
    composerText("openings.toner.firstLayer"),
    composerText("openings.toner.refreshes"),
    lightToner,
  ],
  essence: [lightweightEssence, wateryEssence, composerText("openings.essence.layers"), weightlessEssence],
  treatment: [
    targetsConcerns,
    composerText("openings.treatment.targetedStep"),
    moreThanHydration,
    composerText("openings.treatment.underMoisturiser"),
  ],
  "eye-cream": [
    composerText("openings.eyeCream.delicateSkin"),
    notHeavyOnEyes,
    composerText("openings.eyeCream.targetedCare"),
  ],
  moisturizer: [
    sealsInHydration,
    composerText("openings.moisturizer.softAllDay"),
    locksInLayers,
    composerText("openings.moisturizer.finish"),
  ],
  spf: composerText("openings.spf"),
};

/** Masks differ more by format than by brand, so their openings follow the form. */
const maskOpenings: Record<"sheet" | "sleeping" | "jar" | "spray" | "peelOff" | "other", readonly Pair[]> = {
  // A cream or gel mask whose use nothing states: no claim that it is rinsed off or left on.
  jar: composerText("openings.jarMask"),
  spray: composerText("openings.sprayMask"),
  sheet: composerText("openings.sheetMask"),
  sleeping: [
    composerText("openings.sleepingMask.whileYouSleep"),
    composerText("openings.sleepingMask.sealsOvernight"),
    richFinalLayer,
  ],
  // A film peeled away once dry: never "rinse away" (Aprilskin's Calendula Peel Off Mask, the
  // twenty-second review).
  peelOff: [weeklyDeepClean, composerText("openings.mask.peelsAway"), composerText("openings.mask.weeklyReset")],
  other: [weeklyDeepClean, composerText("openings.mask.rinseAway"), composerText("openings.mask.weeklyReset")],
};

/**
 * Cleansing and micellar waters and two-phase removers are wiped on with a cotton pad before the
 * usual cleanser (their how-to-use says so), so they open as a first step that needs no rinsing,
 * never as "the second step of a double cleanse" or as an oil that "rinses away with water".
 */
const cleansingWaterOpenings = composerText("openings.cleansingWater");

/** A spot treatment (`isSpotTreatment`) is dabbed onto a blemish: it opens as that, not as a serum step. */
const spotOpenings = composerText("openings.spot");

/**
 * The evidence each claim-bearing sentence needs, read from the list (docs/catalogue.md, "Texts");
 * a sentence not named here claims nothing beyond what the type and form already say.
 */
const claimEvidence: ReadonlyMap<Pair, (facts: ProductFacts) => boolean> = new Map([
  // "Specific concerns" needs a concern; "more than hydration" a concern other than dryness.
  [targetsConcerns, (facts: ProductFacts) => facts.aspects.length > 0],
  [moreThanHydration, (facts: ProductFacts) => facts.aspects.some((aspect) => aspect !== "dryness")],
  // Not heavy: no balm, and no petrolatum, wax or butter among the first five entries.
  [notHeavyOnEyes, (facts: ProductFacts) => facts.form !== "balm" && richOcclusivesAtTop(listedOf(facts)).length === 0],
  // Sealing in takes an oil, ester, silicone, wax or fatty alcohol in the upper list (`seals`).
  [sealsInHydration, (facts: ProductFacts) => seals(inciNamesOf(facts), 10)],
  [locksInLayers, (facts: ProductFacts) => seals(inciNamesOf(facts), 10)],
  // Rich: such an emollient among the first five entries, not a gel of water and glycols.
  [richFinalLayer, (facts: ProductFacts) => seals(inciNamesOf(facts), 5)],
  // Light or watery: the mirror of rich, no emollient high in the list and no emulsifier in its upper part.
  ...[lightToner, lightweightEssence, wateryEssence, weightlessEssence].map(
    (pair) => [pair, (facts: ProductFacts) => hasLightTexture(inciNamesOf(facts))] as const,
  ),
  [weeklyDeepClean, (facts: ProductFacts) => cleansesDeep(facts.name, inciNamesOf(facts))],
  // A pad laid on as a mask for moisture, not one soaked in an acid or in alcohol.
  [
    padAsMiniMask,
    (facts: ProductFacts) => !facts.flags.includes("drying-alcohol") && !facts.flags.includes("exfoliating-acids"),
  ],
]);

function openingsFor(
  type: ProductType,
  form: ProductForm,
  name: string,
  inciNames: readonly string[],
): readonly Pair[] {
  if ((type === "water-based cleanser" || type === "oil-based cleanser") && form === "liquid")
    return cleansingWaterOpenings;
  if (isSpotTreatment(type, name, inciNames)) return spotOpenings;
  if (type === "eye-cream" && form === "sleeping") return maskOpenings.sleeping;
  if (type !== "mask") return openings[type];
  if (form === "cream" || form === "gel") return maskOpenings.jar;
  if (form === "mist") return maskOpenings.spray;
  if (form === "sheet") return maskOpenings.sheet;
  if (form === "sleeping") return maskOpenings.sleeping;
  return peelsOff(name, inciNames) ? maskOpenings.peelOff : maskOpenings.other;
}

/** Key-ingredient sentences by how many actives there are; {a1} is an active's name, {b1} what it does. */
const activeSentences: Record<"one" | "two" | "third", readonly Pair[]> = {
  one: composerText("activeSentences.one"),
  two: composerText("activeSentences.two"),
  third: composerText("activeSentences.third"),
};

/** Sentences for a formula without a featured active: what the list itself shows. */
const baseSentences: Record<"notWater" | "short" | "leading" | "count", readonly Pair[]> = {
  notWater: composerText("baseSentences.notWater"),
  short: composerText("baseSentences.short"),
  leading: composerText("baseSentences.leading"),
  count: composerText("baseSentences.count"),
};

/**
 * What the UV filters are, by class; {filters} names them. A
 * sunscreen whose named filters do not show its class (a trace of titanium dioxide beside
 * chemical filters) gets the sentence without a class.
 */
const uvSentences: Record<"mineral" | "chemical" | "hybrid" | "unclassed", readonly Pair[]> = {
  mineral: composerText("uvSentences.mineral"),
  chemical: composerText("uvSentences.chemical"),
  hybrid: composerText("uvSentences.hybrid"),
  unclassed: composerText("uvSentences.unclassed"),
};

/** The last of `some` is not "made with … in mind": the skin types are kulit's reading of the list, not the maker's word. */
const skinSentences: Record<"some" | "all", readonly Pair[]> = {
  some: composerText("skinSentences.some"),
  all: composerText("skinSentences.all"),
};

const skinNames: Record<SkinType, Pair> = {
  oily: composerText("skinNames.oily"),
  dry: composerText("skinNames.dry"),
  combination: composerText("skinNames.combination"),
  normal: composerText("skinNames.normal"),
};

/** Each aspect as a concern; the flag says whether the English noun is plural. */
const aspectNames: Record<Aspect, { en: string; id: string; plural: boolean }> = {
  eyebags: { en: "puffiness around the eyes", id: "mata bengkak", plural: false },
  dryness: { en: "dryness", id: "kulit kering", plural: false },
  redness: { en: "redness", id: "kemerahan", plural: false },
  wrinkles: { en: "fine lines", id: "garis halus", plural: true },
  acne: { en: "breakouts", id: "jerawat", plural: true },
  pores: { en: "visible pores", id: "pori-pori besar", plural: true },
};

/** Concern sentences; none starts like a skin-type sentence, since the two stand side by side. */
const aspectSentences = composerText("aspectSentences");

interface UsagePlan {
  steps: readonly Pair[];
  closings: readonly Pair[];
}

const oilCleanserClosings = composerText("usage.oilCleanserClosings");

const lather = composerText("usage.lather");

const startSlowly = composerText("usage.startSlowly");

const serumClosings = composerText("usage.serumClosings");

const moisturiserClosings: readonly Pair[] = [
  [
    "Use morning and evening; in the morning, follow with sunscreen.",
    "Gunakan pagi dan malam; di pagi hari, lanjutkan dengan sunscreen.",
  ],
  ["Use a little more on dry patches.", "Gunakan sedikit lebih banyak di area yang kering."],
  ["On oily areas, a thinner layer is plenty.", "Di area yang berminyak, lapisan tipis sudah cukup."],
  [
    "At night it can be the final step; in the morning, put sunscreen on top.",
    "Di malam hari bisa jadi langkah terakhir; di pagi hari, lapisi dengan sunscreen.",
  ],
  // For a retinoid product shown for neither dry nor oily skin, none of the above fits.
  ["Close it tightly after each use.", "Tutup rapat kemasannya setiap selesai dipakai."],
];

const mistPlan: UsagePlan = {
  steps: [
    [
      "Hold it about 20 cm from the face, close your eyes and mist evenly.",
      "Semprotkan merata dari jarak sekitar 20 cm dengan mata terpejam.",
    ],
    [
      "Spray over the face after cleansing, then pat gently to help it sink in.",
      "Semprotkan ke wajah setelah mencuci muka, lalu tepuk-tepuk lembut agar meresap.",
    ],
    [
      "Mist over clean skin, or over make-up whenever your face feels dry during the day.",
      "Semprotkan ke kulit yang bersih, atau di atas makeup kapan pun wajah terasa kering di siang hari.",
    ],
  ],
  closings: [
    ["Follow with the rest of your routine.", "Lanjutkan dengan rangkaian perawatan berikutnya."],
    ["Keep it in your bag for a quick refresh.", "Simpan di tas untuk menyegarkan wajah kapan saja."],
  ],
};

const oilPlan: UsagePlan = {
  steps: [
    [
      "Warm two or three drops between your palms and press them into the skin as the last step of the evening.",
      "Hangatkan dua atau tiga tetes di telapak tangan, lalu tekan ke kulit sebagai langkah terakhir di malam hari.",
    ],
    [
      "Mix a drop or two into your moisturiser, or press them over it on dry days.",
      "Campurkan satu atau dua tetes ke pelembap, atau tekan-tekan di atasnya saat kulit terasa kering.",
    ],
  ],
  closings: [
    ["A little goes a long way.", "Sedikit saja sudah cukup."],
    ["In the morning, follow with sunscreen.", "Di pagi hari, lanjutkan dengan sunscreen."],
  ],
};

const padRemoverPlan: UsagePlan = {
  steps: [
    [
      "Take one pad and sweep it over the face, starting with the eyes and lips if you wear make-up.",
      "Ambil satu pad, lalu usapkan ke wajah, mulai dari mata dan bibir jika kamu memakai makeup.",
    ],
    [
      "Press a pad onto each eye for a few seconds to loosen mascara, then wipe over the rest of the face.",
      "Tempelkan pad di mata beberapa detik agar maskara luruh, lalu usap ke seluruh wajah.",
    ],
    [
      "Wipe the face gently with one pad, flipping it over once the first side is used.",
      "Usap wajah perlahan dengan satu pad, lalu balik ke sisi lainnya setelah sisi pertama kotor.",
    ],
  ],
  closings: [
    [
      "Rinse with water or follow with a gentle cleanser.",
      "Bilas dengan air atau lanjutkan dengan sabun cuci muka yang lembut.",
    ],
    [
      "Follow with your usual cleanser, and close the lid tightly so the pads stay soaked.",
      "Lanjutkan dengan sabun cuci muka seperti biasa, dan tutup rapat wadahnya agar pad tetap lembap.",
    ],
  ],
};

/** How to use a product, by its type and form (docs/catalogue.md, "Texts"). */
/** A cleansing pad that lathers ("Charcoal Bubble Cleansing Pads") is a wash, rinsed off, not a remover. */
const latherPadPlan: UsagePlan = {
  steps: [
    [
      "Wet your face, then work one pad over it in small circles until it lathers.",
      "Basahi wajah, lalu usapkan satu pad dengan gerakan memutar kecil sampai berbusa.",
    ],
    [
      "Rub one pad gently over damp skin until a soft lather forms, then massage for about 30 seconds.",
      "Gosokkan satu pad perlahan ke kulit yang lembap sampai muncul busa lembut, lalu pijat sekitar 30 detik.",
    ],
  ],
  closings: lather,
};

/** A treatment powder (vitamin C powders) is mixed into a liquid before it goes on the skin. */
const treatmentPowderPlan: UsagePlan = {
  steps: [
    [
      "Mix a small scoop of powder with a few drops of toner or essence in your palm until it dissolves, then pat it over the face.",
      "Campur satu sendok kecil bubuk dengan beberapa tetes toner atau esens di telapak tangan hingga larut, lalu tepuk-tepuk ke wajah.",
    ],
  ],
  closings: [
    ["Follow with moisturiser.", "Lanjutkan dengan pelembap."],
    [
      "Keep the lid closed and the powder dry between uses.",
      "Tutup rapat wadahnya dan jaga bubuk tetap kering di antara pemakaian.",
    ],
  ],
};

/**
 * A "bubble" cleanser whose bubbles come from a gas in the list foams on the skin by itself:
 * it is spread on and left to bubble, not worked into a lather with water.
 */
const selfFoamingSteps: readonly Pair[] = [
  [
    "Spread a little over the face, avoiding the eyes, and wait a moment as it bubbles up by itself; then massage gently.",
    "Ratakan sedikit produk ke wajah, hindari area mata, dan tunggu sejenak hingga gelembungnya muncul sendiri; lalu pijat perlahan.",
  ],
  [
    "Apply a small amount and let it foam on its own for about a minute, with no need to add water first, then massage it over the skin.",
    "Oleskan sedikit produk dan biarkan berbusa dengan sendirinya sekitar satu menit, tanpa perlu ditambah air lebih dulu, lalu pijat ke seluruh wajah.",
  ],
];

function usagePlan(
  type: ProductType,
  form: ProductForm,
  name: string,
  inciNames: readonly string[],
  castGelBase: boolean,
): UsagePlan {
  const n = name.toLowerCase();
  const selfFoaming = form === "foam" && foamsByItself(name, inciNames);
  if (form === "mist") return type === "mask" ? sprayMaskPlan : mistPlan;
  if (type === "water-based cleanser" && form === "foam" && isBarSoap(name, inciNames)) return barSoapPlan;
  if (type === "water-based cleanser" && form === "pad" && /\b(bubble|foam\w*|lather\w*)\b/.test(n))
    return latherPadPlan;
  switch (type) {
    case "oil-based cleanser":
    case "water-based cleanser":
      return selfFoaming ? { steps: selfFoamingSteps, closings: lather } : cleanserPlan(type, form);
    case "exfoliant":
      return exfoliantPlan(form, n, selfFoaming);
    case "toner":
      return form === "pad" ? tonerPadPlan : tonerPlan;
    case "essence":
      return essencePlan;
    case "treatment":
      if (isSpotTreatment(type, n, inciNames)) return spotPlan;
      if (form === "oil") return oilPlan;
      if (form === "powder") return treatmentPowderPlan;
      return form === "liquid" ? serumPlan : thickSerumPlan;
    case "mask":
      if (foamsByItself(name, inciNames) && (form === "sheet" || form === "wash-off")) return bubbleMaskPlan(form);
      if (form === "sheet" && (hydrogelName.test(n) || castGelBase || hasCastGelBase(inciNames)))
        return hydrogelMaskPlan;
      return maskPlan(form, peelsOff(n, inciNames));
    case "eye-cream":
      return eyePlan(form);
    case "moisturizer":
      return isNeckProduct(type, n) ? neckPlan : moisturiserPlan(form);
    case "spf":
      return sunscreenPlan(form);
  }
}

function cleanserPlan(type: "oil-based cleanser" | "water-based cleanser", form: ProductForm): UsagePlan {
  if (form === "pad") return padRemoverPlan;
  if (form === "liquid")
    return {
      steps: [
        type === "oil-based cleanser"
          ? [
              "Shake well to mix the layers, soak a cotton pad and hold it on closed eyes for a few seconds before wiping away.",
              "Kocok dulu agar kedua lapisannya tercampur, basahi kapas, lalu tempelkan di mata yang tertutup beberapa detik sebelum diusap.",
            ]
          : [
              "Soak a cotton pad and sweep it over the face, eyes and lips, turning it as it picks up make-up.",
              "Basahi kapas, lalu usapkan ke wajah, mata, dan bibir; balik kapasnya saat mulai kotor.",
            ],
        [
          "Press a soaked cotton pad onto the skin for a moment, then wipe gently outwards; repeat with a fresh pad until it comes away clean.",
          "Tekan kapas yang sudah dibasahi ke kulit sejenak, lalu usap perlahan ke arah luar; ulangi dengan kapas baru sampai bersih.",
        ],
      ],
      closings:
        type === "oil-based cleanser"
          ? [
              [
                "Follow with a water-based cleanser to take off the oily layer.",
                "Lanjutkan dengan pembersih berbahan dasar air untuk mengangkat lapisan minyaknya.",
              ],
            ]
          : [
              [
                "No need to rinse, though a gentle cleanser afterwards keeps the evening routine thorough.",
                "Tidak perlu dibilas, tapi sebaiknya lanjutkan dengan sabun cuci muka yang lembut di malam hari.",
              ],
              [
                "Follow with your usual cleanser in the evening.",
                "Di malam hari, lanjutkan dengan sabun cuci muka seperti biasa.",
              ],
            ],
    };
  if (type === "oil-based cleanser") {
    if (form === "balm")
      return {
        steps: [
          [
            "Scoop a little balm with the spatula and massage it over a dry face; it melts into an oil as you work it in.",
            "Ambil sedikit balm dengan spatula, lalu pijat ke wajah yang kering; teksturnya akan meleleh menjadi minyak.",
          ],
          [
            "Warm a small scoop between dry fingertips and massage over dry skin until make-up and sunscreen dissolve.",
            "Hangatkan sedikit balm di ujung jari yang kering, lalu pijat ke kulit yang kering sampai makeup dan sunscreen larut.",
          ],
          [
            "Massage a spatula's worth onto dry skin for about a minute, paying attention to the hairline and jaw.",
            "Pijat satu takaran spatula ke kulit yang kering sekitar satu menit, termasuk di garis rambut dan rahang.",
          ],
        ],
        closings: [
          ...oilCleanserClosings,
          [
            "Wet your hands, massage again until it turns milky, then rinse and double cleanse.",
            "Basahi tangan, pijat lagi sampai berubah seperti susu, lalu bilas dan lanjutkan double cleansing.",
          ],
        ],
      };
    if (form === "lotion" || form === "cream")
      return {
        steps: [
          [
            "Massage a generous amount over dry skin to loosen make-up.",
            "Pijatkan produk secukupnya ke kulit yang kering untuk meluruhkan makeup.",
          ],
          [
            "Smooth it over a dry face with your fingertips in small circles.",
            "Ratakan ke wajah yang kering dengan ujung jari, dengan gerakan memutar kecil.",
          ],
        ],
        closings: [
          [
            "Wipe away with a tissue or damp cotton pad, or rinse with lukewarm water, then follow with a water-based cleanser.",
            "Seka dengan tisu atau kapas basah, atau bilas dengan air hangat, lalu lanjutkan dengan pembersih berbahan dasar air.",
          ],
          [
            "Rinse off with lukewarm water and follow with your usual cleanser.",
            "Bilas dengan air hangat dan lanjutkan dengan sabun cuci muka seperti biasa.",
          ],
        ],
      };
    return {
      steps: [
        [
          "Pump two or three times into dry hands and massage over a dry face for about a minute to dissolve make-up and sunscreen.",
          "Tuang dua sampai tiga pump ke tangan yang kering, lalu pijat ke wajah yang kering sekitar satu menit untuk melarutkan makeup dan sunscreen.",
        ],
        [
          "Massage a small amount onto dry skin with dry fingertips, spending a little longer where you wear make-up.",
          "Pijatkan sedikit produk ke kulit yang kering dengan ujung jari yang kering, lebih lama di area yang memakai makeup.",
        ],
        [
          "With dry hands, work it over a dry face in small circles until make-up and sunscreen loosen.",
          "Dengan tangan kering, ratakan ke wajah yang kering dengan gerakan memutar sampai makeup dan sunscreen luruh.",
        ],
      ],
      closings: oilCleanserClosings,
    };
  }
  if (form === "powder")
    return {
      steps: [
        [
          "Shake a little powder into wet palms and rub them together until it foams, then massage over damp skin.",
          "Tuang sedikit bubuk ke telapak tangan yang basah, gosokkan hingga berbusa, lalu pijat ke wajah yang basah.",
        ],
        [
          "Mix about half a teaspoon of powder with a few drops of water into a soft foam and massage it in gently.",
          "Campur sekitar setengah sendok teh bubuk dengan sedikit air hingga berbusa lembut, lalu pijat perlahan ke wajah.",
        ],
      ],
      closings: [
        [
          "Rinse thoroughly, and keep water out of the bottle so the powder stays dry.",
          "Bilas sampai bersih, dan jangan sampai botolnya kemasukan air agar bubuknya tetap kering.",
        ],
        ...lather,
      ],
    };
  if (form === "stick")
    return {
      steps: [
        [
          "Glide the stick over damp skin, work it into a lather with your fingertips and massage for about 30 seconds.",
          "Oleskan stik ke wajah yang basah, busakan dengan ujung jari, lalu pijat sekitar 30 detik.",
        ],
      ],
      closings: lather,
    };
  if (form === "gel" || form === "cream" || form === "lotion")
    return {
      steps: [
        form === "gel"
          ? [
              "Massage a small amount of gel over damp skin for 30 to 60 seconds.",
              "Pijatkan sedikit gel ke wajah yang basah selama 30 sampai 60 detik.",
            ]
          : [
              "Smooth a small amount over damp skin and massage gently for about 30 seconds.",
              "Ratakan sedikit produk ke wajah yang basah dan pijat lembut sekitar 30 detik.",
            ],
        [
          "Apply to a damp face and massage gently, avoiding the eye area.",
          "Aplikasikan ke wajah yang basah dan pijat lembut, hindari area mata.",
        ],
      ],
      closings: lather,
    };
  return {
    steps: [
      [
        "Work a pea-sized amount into a lather with a little water, then massage over damp skin for 30 to 60 seconds.",
        "Buat busa dari sedikit produk, seukuran kacang polong, dengan air, lalu pijat ke wajah yang basah selama 30 sampai 60 detik.",
      ],
      [
        "Lather a small amount between wet palms and massage gently over the face, avoiding the eyes.",
        "Busakan sedikit produk di telapak tangan yang basah, lalu pijat lembut ke wajah dengan menghindari area mata.",
      ],
      [
        "Whip a little into a foam with water and smooth it over damp skin, focusing on the T-zone.",
        "Kocok sedikit produk dengan air hingga berbusa, lalu ratakan ke wajah yang basah, terutama di area T.",
      ],
      [
        "Squeeze out a little, add water and build a soft lather in your palms before it touches your face.",
        "Keluarkan sedikit produk, tambahkan air, lalu buat busa lembut di telapak tangan sebelum diaplikasikan ke wajah.",
      ],
    ],
    closings: lather,
  };
}

function exfoliantPlan(form: ProductForm, n: string, selfFoaming: boolean): UsagePlan {
  if (form === "pad")
    return {
      steps: [
        [
          "After cleansing, swipe one pad over the face, avoiding the eyes and lips.",
          "Setelah mencuci muka, usapkan satu pad ke wajah, hindari area mata dan bibir.",
        ],
        [
          "Wipe one pad gently over clean, dry skin, focusing on the nose and chin.",
          "Usap satu pad perlahan ke kulit yang bersih dan kering, terutama di hidung dan dagu.",
        ],
      ],
      // An acid pad is left on the skin: its closing says how often, as a peeling serum's does.
      closings: leaveOnExfoliantClosings,
    };
  if (form === "wash-off")
    return {
      // A peeling gel rolls away as it is rubbed; one its name says is massaged in (Holika
      // Holika's Pig Nose Peeling Massage Gel, oil and alcohol) is not said to roll.
      steps: /peel/.test(n)
        ? [
            ...(/massage/.test(n)
              ? []
              : [
                  [
                    "Spread over clean, dry skin, wait a few seconds, then rub gently with your fingertips as the gel rolls away.",
                    "Ratakan ke kulit yang bersih dan kering, tunggu beberapa detik, lalu gosok perlahan dengan ujung jari hingga gelnya menggulung.",
                  ] as const,
                ]),
            [
              "Apply a thin layer to dry skin and massage lightly in circles, avoiding the eye area.",
              "Oleskan selapis tipis ke kulit yang kering dan pijat ringan dengan gerakan memutar, hindari area mata.",
            ] as const,
          ]
        : [
            [
              "Massage a small amount over damp skin in gentle circles, avoiding the eyes.",
              "Pijat sedikit produk ke kulit yang basah dengan gerakan memutar yang lembut, hindari area mata.",
            ],
            [
              "Smooth over damp skin and work it in lightly for about 30 seconds; there is no need to press hard.",
              "Ratakan ke kulit yang basah dan pijat ringan sekitar 30 detik; tidak perlu menekan terlalu keras.",
            ],
          ],
      closings: [
        [
          "Rinse well with lukewarm water. Once or twice a week is plenty.",
          "Bilas sampai bersih dengan air hangat. Cukup sekali atau dua kali seminggu.",
        ],
        [
          "Rinse off and follow with toner and moisturiser. Use it once or twice a week.",
          "Bilas, lalu lanjutkan dengan toner dan pelembap. Gunakan sekali atau dua kali seminggu.",
        ],
      ],
    };
  // Foams and powder washes (an enzyme powder lathered with water) cleanse and exfoliate at once.
  if (form === "foam" || form === "powder")
    return {
      steps: selfFoaming ? selfFoamingSteps : cleanserPlan("water-based cleanser", form).steps,
      closings: [
        [
          "Rinse well. Use it a few times a week in place of your usual cleanser.",
          "Bilas sampai bersih. Gunakan beberapa kali seminggu sebagai pengganti sabun cuci muka biasa.",
        ],
      ],
    };
  return {
    steps: [
      form === "liquid"
        ? [
            "After cleansing, sweep a little over the face with a cotton pad, avoiding the eyes and lips.",
            "Setelah mencuci muka, usapkan sedikit produk ke wajah dengan kapas, hindari area mata dan bibir.",
          ]
        : [
            "After cleansing, smooth a thin layer over the face, avoiding the eyes and lips.",
            "Setelah mencuci muka, ratakan selapis tipis ke wajah, hindari area mata dan bibir.",
          ],
      [
        "On clean, dry skin, pat a thin layer over the face, skipping the eye area.",
        "Pada kulit yang bersih dan kering, tepuk-tepuk selapis tipis ke wajah, lewati area mata.",
      ],
      [
        "Apply a small amount to clean skin in the evening and let it absorb before the next step.",
        "Aplikasikan sedikit produk ke kulit yang bersih di malam hari dan biarkan meresap sebelum langkah berikutnya.",
      ],
    ],
    closings: leaveOnExfoliantClosings,
  };
}

/**
 * An acid left on the skin is used a few evenings a week, not daily: every closing says how often,
 * so that no pairing with a step that names no time leaves a peeling serum unrationed.
 */
const leaveOnExfoliantClosings: readonly Pair[] = [
  startSlowly,
  [
    "Use it two or three evenings a week, with a hydrating toner and moisturiser after it and no other exfoliant that day.",
    "Gunakan dua sampai tiga malam seminggu, lanjutkan dengan toner yang melembapkan dan pelembap, dan jangan pakai eksfolian lain di hari yang sama.",
  ],
  [
    "Two or three evenings a week is enough; skip it on days when your skin feels sensitive.",
    "Cukup dua sampai tiga malam seminggu; lewati pemakaian saat kulit sedang terasa sensitif.",
  ],
];

const tonerPlan: UsagePlan = {
  steps: [
    [
      "After cleansing, pour a little into your palms and press it gently into the skin.",
      "Setelah mencuci muka, tuang sedikit ke telapak tangan lalu tekan-tekan lembut ke kulit.",
    ],
    [
      "Sweep it over freshly cleansed skin with a cotton pad, or pat it in with your hands.",
      "Usapkan ke kulit yang baru dibersihkan dengan kapas, atau tepuk-tepuk dengan tangan.",
    ],
    [
      "Once your face is clean, pat a small amount over the face and neck until absorbed.",
      "Setelah wajah bersih, tepuk-tepuk sedikit produk ke wajah dan leher hingga meresap.",
    ],
    [
      "Straight after cleansing, splash a little into cupped hands and press it over the face.",
      "Sesaat setelah mencuci muka, tuang sedikit ke telapak tangan, lalu tekan-tekan ke wajah.",
    ],
  ],
  closings: [
    [
      "On dry days, add a second layer, then go on with serum and moisturiser.",
      "Saat kulit terasa kering, tambahkan satu lapis lagi, lalu lanjutkan dengan serum dan pelembap.",
    ],
    ["Use morning and evening, before essence or serum.", "Gunakan pagi dan malam, sebelum essence atau serum."],
    [
      "On thirsty skin it can be layered two or three times.",
      "Untuk kulit yang sangat haus, bisa dilapiskan dua sampai tiga kali.",
    ],
    ["Follow with the rest of your routine.", "Lanjutkan dengan rangkaian perawatan berikutnya."],
  ],
};

const tonerPadPlan: UsagePlan = {
  steps: [
    [
      "After cleansing, sweep one pad over the face and neck.",
      "Setelah mencuci muka, usapkan satu pad ke wajah dan leher.",
    ],
    [
      "Wipe a pad gently over clean skin, then press any leftover liquid in with your palms.",
      "Usap pad perlahan ke kulit yang bersih, lalu tekan-tekan sisa cairannya dengan telapak tangan.",
    ],
    padAsMiniMask,
  ],
  closings: [
    ["Close the lid after use so the pads don't dry out.", "Tutup wadahnya setelah dipakai agar pad tidak kering."],
    ["Follow with serum and moisturiser.", "Lanjutkan dengan serum dan pelembap."],
  ],
};

const essencePlan: UsagePlan = {
  steps: [
    [
      "After toner, press a few drops into the skin with your palms until absorbed.",
      "Setelah toner, tekan-tekan beberapa tetes ke kulit dengan telapak tangan hingga meresap.",
    ],
    [
      "Pour a small amount into your hands and pat it over the face and neck after toner.",
      "Tuang sedikit ke tangan, lalu tepuk-tepuk ke wajah dan leher setelah toner.",
    ],
    [
      "Smooth it over clean skin between toner and serum, pressing gently rather than rubbing.",
      "Ratakan ke kulit yang bersih di antara toner dan serum; tekan dengan lembut, jangan digosok.",
    ],
  ],
  closings: [
    ["Follow with serum and moisturiser, morning and evening.", "Lanjutkan dengan serum dan pelembap, pagi dan malam."],
    [
      "A second layer on dry days gives an extra boost of moisture.",
      "Saat kulit terasa kering, lapisan kedua memberi kelembapan ekstra.",
    ],
    ["Then carry on with the rest of your routine.", "Lalu lanjutkan rutinitas seperti biasa."],
  ],
};

const serumPlan: UsagePlan = {
  steps: [
    [
      "After toner and essence, smooth two or three drops over the face and pat in gently.",
      "Setelah toner dan essence, ratakan dua atau tiga tetes ke wajah dan tepuk-tepuk lembut.",
    ],
    [
      "Apply a few drops to clean skin, focusing on the areas that need it most.",
      "Aplikasikan beberapa tetes ke kulit yang bersih, fokus pada area yang paling membutuhkan.",
    ],
    [
      "Press a small amount into the skin with your fingertips after toner.",
      "Tekan-tekan sedikit produk ke kulit dengan ujung jari setelah toner.",
    ],
    [
      "Smooth a few drops over the face and neck, then give it a moment before your moisturiser.",
      "Ratakan beberapa tetes ke wajah dan leher, lalu tunggu sebentar sebelum memakai pelembap.",
    ],
  ],
  closings: [
    ...serumClosings,
    [
      "Use it once or twice a day, whichever fits your routine.",
      "Gunakan sekali atau dua kali sehari, sesuai rutinitasmu.",
    ],
  ],
};

const thickSerumPlan: UsagePlan = {
  steps: [
    [
      "After toner, smooth a thin layer over the face and let it absorb.",
      "Setelah toner, ratakan selapis tipis ke wajah dan biarkan meresap.",
    ],
    [
      "Apply a small amount to clean skin, focusing on the areas that need it most.",
      "Aplikasikan sedikit produk ke kulit yang bersih, fokus pada area yang paling membutuhkan.",
    ],
  ],
  closings: serumClosings,
};

const spotPlan: UsagePlan = {
  steps: [
    [
      "Dab a small amount straight onto the blemish after toner and let it dry.",
      "Totolkan sedikit produk langsung ke jerawat setelah toner, lalu biarkan mengering.",
    ],
    [
      "Apply a thin layer only where you need it, on clean skin.",
      "Oleskan tipis-tipis hanya di area yang membutuhkan, pada kulit yang bersih.",
    ],
  ],
  closings: [
    [
      "Use up to twice a day and follow with moisturiser.",
      "Gunakan hingga dua kali sehari dan lanjutkan dengan pelembap.",
    ],
    [
      "Leave it on and go on with the rest of your routine.",
      "Biarkan menempel, lalu lanjutkan rutinitas seperti biasa.",
    ],
  ],
};

const washOffClosings: readonly Pair[] = [
  [
    "Leave on for 10 to 15 minutes, then rinse off with lukewarm water.",
    "Diamkan 10 sampai 15 menit, lalu bilas dengan air hangat.",
  ],
  [
    "After 10 to 15 minutes, massage gently with wet fingers and rinse. Once or twice a week is enough.",
    "Setelah 10 sampai 15 menit, pijat perlahan dengan jari yang basah lalu bilas. Cukup sekali atau dua kali seminggu.",
  ],
];

/** A mask sprayed on is left to set like a mask, then patted in; not a mist carried in a bag. */
const sprayMaskPlan: UsagePlan = {
  steps: [
    [
      "Close your eyes and spray an even layer over clean skin from about 20 cm.",
      "Pejamkan mata, lalu semprotkan merata ke kulit yang bersih dari jarak sekitar 20 cm.",
    ],
  ],
  closings: [
    [
      "Leave it for 10 to 15 minutes, then pat in what remains.",
      "Diamkan 10 sampai 15 menit, lalu tepuk-tepuk sisanya hingga meresap.",
    ],
  ],
};

/** A bar of soap (`isBarSoap`) is lathered in wet hands; nothing is squeezed out of it. */
const barSoapPlan: UsagePlan = {
  steps: [
    [
      "Work the bar between wet hands into a soft lather, then massage the lather over damp skin, avoiding the eyes.",
      "Gosokkan sabun batang di antara kedua tangan yang basah hingga berbusa lembut, lalu pijat busanya ke wajah yang basah, hindari area mata.",
    ],
  ],
  closings: [
    [
      "Rinse thoroughly with lukewarm water, and let the bar dry between uses.",
      "Bilas sampai bersih dengan air hangat, dan biarkan sabunnya kering di antara pemakaian.",
    ],
  ],
};

/**
 * A bubble mask foams by itself on the skin (its gas, `foamsByItself`) and holds cleansing
 * agents: the foam is massaged in and rinsed off after a few minutes, sheet or not.
 */
function bubbleMaskPlan(form: "sheet" | "wash-off"): UsagePlan {
  return {
    steps: [
      form === "sheet"
        ? [
            "Unfold the sheet over clean, dry skin, lining it up with the eyes and mouth; it starts to bubble within a minute or two.",
            "Tempelkan lembaran masker ke kulit yang bersih dan kering, sesuaikan dengan posisi mata dan mulut; gelembungnya akan muncul dalam satu atau dua menit.",
          ]
        : [
            "Spread an even layer over clean, dry skin, avoiding the eyes and lips; it bubbles up by itself within a few minutes.",
            "Oleskan merata ke kulit yang bersih dan kering, hindari area mata dan bibir; gelembungnya akan muncul sendiri dalam beberapa menit.",
          ],
    ],
    closings: [
      form === "sheet"
        ? [
            "After 5 to 10 minutes, take the sheet off, massage the foam over the face with wet fingers and rinse with lukewarm water.",
            "Setelah 5 sampai 10 menit, lepaskan maskernya, pijat busanya ke wajah dengan jari yang basah, lalu bilas dengan air hangat.",
          ]
        : [
            "After 5 to 10 minutes, massage the foam in gentle circles with wet fingers, then rinse with lukewarm water.",
            "Setelah 5 sampai 10 menit, pijat busanya dengan gerakan memutar menggunakan jari yang basah, lalu bilas dengan air hangat.",
          ],
    ],
  };
}

/** "Hydrogel", "Hydro Gel": a mask cast as a gel sheet on a backing film, not a folded fabric sheet. */
const hydrogelName = /\bhydro[\s-]?gel\b/;

/**
 * A hydrogel mask comes off a backing film and lies on the face as a soft gel: it is not unfolded,
 * has no creases to smooth and does not dry out like a fabric sheet (the eighth review).
 */
const hydrogelMaskPlan: UsagePlan = {
  steps: [
    [
      "Peel the mask off its backing film and lay it on clean skin, lining it up with the eyes and mouth.",
      "Lepaskan masker dari lapisan plastiknya, lalu tempelkan ke kulit yang bersih, sesuaikan dengan posisi mata dan mulut.",
    ],
    [
      "After cleansing and toner, lift the gel mask off its film and press it gently onto the face.",
      "Setelah mencuci muka dan memakai toner, angkat masker gel dari lapisan plastiknya dan tekan perlahan ke wajah.",
    ],
  ],
  closings: [
    [
      "Leave on for 20 to 30 minutes, then peel it off and pat what is left into the skin; there is no need to rinse.",
      "Diamkan 20 sampai 30 menit, lalu lepaskan dan tepuk-tepuk sisanya hingga meresap; tidak perlu dibilas.",
    ],
  ],
};

function maskPlan(form: ProductForm, peelOff: boolean): UsagePlan {
  if (form === "sheet")
    return {
      steps: [
        [
          "After cleansing and toner, unfold the sheet and smooth it over the face, lining it up with the eyes and mouth.",
          "Setelah mencuci muka dan memakai toner, buka lembaran masker dan tempelkan ke wajah, sesuaikan dengan posisi mata dan mulut.",
        ],
        [
          "Lay the sheet on clean skin and press out any air bubbles.",
          "Tempelkan masker di kulit yang bersih dan ratakan agar tidak ada gelembung udara.",
        ],
        [
          "Unfold the mask and fit it from the forehead down, smoothing out any creases in the sheet.",
          "Bentangkan masker, lalu tempelkan mulai dari dahi ke bawah sambil merapikan bagian yang berkerut.",
        ],
      ],
      closings: [
        [
          "Leave on for 15 to 20 minutes, then peel it off and pat the remaining serum into the skin; there is no need to rinse.",
          "Diamkan 15 sampai 20 menit, lalu lepaskan dan tepuk-tepuk sisa cairannya hingga meresap; tidak perlu dibilas.",
        ],
        [
          "After 15 to 20 minutes, remove it and massage what is left into the face and neck.",
          "Setelah 15 sampai 20 menit, lepaskan lalu pijat sisa cairannya ke wajah dan leher.",
        ],
        [
          "Take it off after 15 to 20 minutes, before it dries out, and pat in the rest.",
          "Lepaskan setelah 15 sampai 20 menit, sebelum lembarannya mengering, lalu tepuk-tepuk sisanya.",
        ],
      ],
    };
  if (form === "sleeping")
    return {
      steps: [
        [
          "As the last step of your evening routine, spread an even layer over the face.",
          "Sebagai langkah terakhir rutinitas malam, oleskan merata ke wajah.",
        ],
        [
          "Smooth a thin layer over the face after your moisturiser, or in place of it.",
          "Ratakan selapis tipis ke wajah setelah pelembap, atau sebagai penggantinya.",
        ],
      ],
      closings: [
        ["Leave it on overnight and rinse off in the morning.", "Biarkan semalaman dan bilas keesokan paginya."],
        [
          "Sleep with it on and wash your face as usual in the morning. Two or three nights a week is enough.",
          "Biarkan selama tidur, lalu cuci muka seperti biasa di pagi hari. Cukup dua atau tiga malam seminggu.",
        ],
      ],
    };
  if (peelOff)
    return {
      steps: [
        [
          "Spread an even layer over clean, dry skin, keeping clear of the eyebrows, eyes and lips.",
          "Oleskan merata ke kulit yang bersih dan kering, jauhi alis, mata, dan bibir.",
        ],
      ],
      closings: [
        [
          "Leave until completely dry, about 15 to 20 minutes, then peel off from the edges and rinse away any residue.",
          "Diamkan hingga benar-benar kering, sekitar 15 sampai 20 menit, lalu kelupas dari bagian tepi dan bilas sisanya.",
        ],
      ],
    };
  if (form === "cream" || form === "gel")
    return {
      steps: [
        [
          "Spread an even layer over clean, dry skin, avoiding the eyes and lips.",
          "Oleskan merata ke kulit yang bersih dan kering, hindari area mata dan bibir.",
        ],
      ],
      closings: [
        [
          "How long to leave it on, and whether to rinse it off or pat in the rest, depends on the formula: follow the directions on the pack.",
          "Berapa lama didiamkan, dan apakah perlu dibilas atau cukup ditepuk hingga meresap, tergantung formulanya: ikuti petunjuk pada kemasan.",
        ],
      ],
    };
  return {
    steps: [
      form === "stick"
        ? [
            "Glide the stick over clean, dry skin, avoiding the eyes and lips.",
            "Oleskan stik ke kulit yang bersih dan kering, hindari area mata dan bibir.",
          ]
        : [
            "Spread an even layer over clean, dry skin, avoiding the eyes and lips.",
            "Oleskan merata ke kulit yang bersih dan kering, hindari area mata dan bibir.",
          ],
      [
        "Apply a generous layer to clean skin, focusing on the T-zone if that is where you get oily.",
        "Oleskan cukup tebal ke kulit yang bersih, terutama di area T jika bagian itu mudah berminyak.",
      ],
    ],
    closings: washOffClosings,
  };
}

function eyePlan(form: ProductForm): UsagePlan {
  if (form === "sleeping")
    return {
      steps: [
        [
          "As the last step of the evening, smooth a thin layer around the eyes and leave it on overnight.",
          "Sebagai langkah terakhir di malam hari, ratakan selapis tipis di sekitar mata dan biarkan semalaman.",
        ],
      ],
      closings: [["Rinse it off with your morning cleanse.", "Bilas saat mencuci muka di pagi hari."]],
    };
  if (form === "sheet")
    return {
      steps: [
        [
          "Place one patch under each eye on clean skin.",
          "Tempelkan satu patch di bawah masing-masing mata pada kulit yang bersih.",
        ],
        [
          "After cleansing, press a patch onto the under-eye area on each side.",
          "Setelah mencuci muka, tempelkan patch di area bawah mata kiri dan kanan.",
        ],
      ],
      closings: [
        [
          "Leave for about 20 minutes, remove and pat in what remains.",
          "Diamkan sekitar 20 menit, lepaskan, lalu tepuk-tepuk sisa cairannya.",
        ],
        [
          "Take them off after 20 minutes or so and follow with eye cream.",
          "Lepaskan setelah sekitar 20 menit, lalu lanjutkan dengan krim mata.",
        ],
      ],
    };
  return {
    steps: [
      form === "liquid"
        ? [
            "Dot a drop under each eye and pat it in lightly with your ring finger.",
            "Totolkan satu tetes di bawah masing-masing mata, lalu tepuk perlahan dengan jari manis.",
          ]
        : form === "stick"
          ? [
              "Glide the stick gently along the under-eye area, then pat in.",
              "Oleskan stik perlahan di area bawah mata, lalu tepuk-tepuk hingga meresap.",
            ]
          : [
              "Take a rice-grain amount for both eyes and tap it gently along the orbital bone with your ring finger.",
              "Ambil produk seukuran butir beras untuk kedua mata, lalu tepuk lembut di sepanjang tulang mata dengan jari manis.",
            ],
      [
        "Dot a small amount under the eyes and at the outer corners, then pat it in without rubbing.",
        "Totolkan sedikit di bawah mata dan sudut luar mata, lalu tepuk perlahan tanpa menggosok.",
      ],
    ],
    closings: [
      [
        "Use morning and evening, after serum and before moisturiser.",
        "Gunakan pagi dan malam, setelah serum dan sebelum pelembap.",
      ],
      [
        "Keep it just outside the lash line so it doesn't get into the eyes.",
        "Jangan terlalu dekat dengan garis bulu mata agar tidak masuk ke mata.",
      ],
    ],
  };
}

/** A neck cream is smoothed up the neck, after the face's moisturiser (the tenth review). */
const neckPlan: UsagePlan = {
  steps: [
    [
      "Smooth a little over the neck with upward strokes, from the collarbone to the jaw.",
      "Ratakan sedikit ke leher dengan gerakan ke atas, dari tulang selangka hingga rahang.",
    ],
    [
      "After your face moisturiser, warm a small amount between your palms and press it over the neck.",
      "Setelah pelembap wajah, hangatkan sedikit produk di telapak tangan, lalu tekan-tekan ke leher.",
    ],
  ],
  closings: [
    [
      "Use morning and evening; by day, take your sunscreen down over the neck too.",
      "Gunakan pagi dan malam; di siang hari, ratakan sunscreen hingga ke leher.",
    ],
    // For a retinoid product, which keeps to the evening.
    ["Close it tightly after each use.", "Tutup rapat kemasannya setiap selesai dipakai."],
  ],
};

function moisturiserPlan(form: ProductForm): UsagePlan {
  return form === "oil" ? oilPlan : { steps: moisturiserSteps(form), closings: moisturiserClosings };
}

function moisturiserSteps(form: ProductForm): readonly Pair[] {
  const pressIn: Pair = [
    "Warm a small amount between your fingertips and press it into the skin after serum.",
    "Hangatkan sedikit produk di ujung jari, lalu tekan-tekan ke kulit setelah serum.",
  ];
  switch (form) {
    case "gel":
      return [
        [
          "Smooth a thin layer of gel over the face and neck after serum.",
          "Ratakan selapis tipis gel ke wajah dan leher setelah serum.",
        ],
        pressIn,
      ];
    case "lotion":
      return [
        [
          "Pour a coin-sized amount into your palm and smooth it over the face after serum.",
          "Tuang seukuran koin ke telapak tangan, lalu ratakan ke wajah setelah serum.",
        ],
        [
          "Apply a little to the face and neck and pat in until absorbed.",
          "Aplikasikan sedikit ke wajah dan leher, lalu tepuk-tepuk hingga meresap.",
        ],
      ];
    case "balm":
      return [
        [
          "Warm a little between your fingertips and press it onto dry areas as the last step.",
          "Hangatkan sedikit di ujung jari, lalu tekan ke area yang kering sebagai langkah terakhir.",
        ],
        [
          "Use a thin layer over moisturiser on cold or windy days, or dab it onto dry patches.",
          "Oleskan tipis di atas pelembap saat cuaca dingin atau berangin, atau totolkan di area yang kering.",
        ],
        // For a balm whose flags speak against dry skin, the steps above do not fit.
        [
          "Warm a little between your fingertips and press a thin layer over moisturiser as the last step.",
          "Hangatkan sedikit di ujung jari, lalu tekan selapis tipis di atas pelembap sebagai langkah terakhir.",
        ],
      ];
    case "stick":
      return [
        [
          "Glide the stick over dry areas such as the cheeks and around the nose, then pat in.",
          "Oleskan stik ke area yang kering seperti pipi dan sekitar hidung, lalu tepuk perlahan.",
        ],
        [
          "Glide the stick over the cheeks, forehead and around the nose as the last step, then pat in.",
          "Oleskan stik ke pipi, dahi, dan sekitar hidung sebagai langkah terakhir, lalu tepuk perlahan.",
        ],
      ];
    default:
      return [
        [
          "Smooth an even layer over the face and neck as the last step of your routine.",
          "Ratakan ke wajah dan leher sebagai langkah terakhir rutinitas.",
        ],
        pressIn,
        [
          "Take a pea-sized amount and spread it from the centre of the face outwards.",
          "Ambil seukuran kacang polong, lalu ratakan dari bagian tengah wajah ke arah luar.",
        ],
        [
          "Dot a little on the forehead, cheeks and chin, then smooth it out evenly.",
          "Totolkan sedikit di dahi, pipi, dan dagu, lalu ratakan.",
        ],
      ];
  }
}

function sunscreenPlan(form: ProductForm): UsagePlan {
  const reapply: Pair = [
    "Reapply every two hours outdoors, and after swimming, sweating or towelling.",
    "Ulangi setiap dua jam saat di luar ruangan, serta setelah berenang, berkeringat, atau mengeringkan wajah dengan handuk.",
  ];
  if (form === "stick")
    return {
      steps: [
        [
          "Glide the stick over the face in several passes so the layer is even and generous.",
          "Oleskan stik ke wajah beberapa kali hingga lapisannya merata dan cukup tebal.",
        ],
        [
          "Swipe it over clean or made-up skin, going over each area a few times.",
          "Usapkan ke kulit yang bersih atau di atas makeup, ulangi beberapa kali di setiap area.",
        ],
      ],
      closings: [
        [
          "It is handy for topping up through the day; reapply every two hours outdoors.",
          "Praktis untuk dipakai ulang sepanjang hari; ulangi setiap dua jam saat di luar ruangan.",
        ],
        reapply,
      ],
    };
  if (form === "mist")
    return {
      steps: [
        [
          "Shake well and spray generously over the face and neck from about 15 cm, eyes closed and holding your breath, then spread with your hands.",
          "Kocok dulu, lalu semprotkan secukupnya ke wajah dan leher dari jarak sekitar 15 cm dengan mata terpejam dan menahan napas, kemudian ratakan dengan tangan.",
        ],
      ],
      closings: [
        reapply,
        [
          "It is easy to top up over make-up; reapply every two hours in the sun.",
          "Mudah dipakai ulang di atas makeup; ulangi setiap dua jam saat terkena matahari.",
        ],
      ],
    };
  if (form === "powder")
    return {
      steps: [
        [
          "Sweep it over the face with the brush or puff to top up during the day.",
          "Sapukan ke wajah dengan kuas atau puff untuk pemakaian ulang di siang hari.",
        ],
      ],
      closings: [
        [
          "Use it over a full layer of sunscreen, not instead of one, and reapply every two hours outdoors.",
          "Gunakan di atas lapisan sunscreen biasa, bukan sebagai pengganti, dan ulangi setiap dua jam saat di luar ruangan.",
        ],
      ],
    };
  return {
    steps: [
      [
        "Apply generously as the last step of your morning routine, about two finger-lengths for the face and neck.",
        "Aplikasikan dalam jumlah cukup sebagai langkah terakhir rutinitas pagi, sekitar dua ruas jari untuk wajah dan leher.",
      ],
      [
        "After moisturiser, smooth an even, generous layer over the face, ears and neck.",
        "Setelah pelembap, ratakan selapis yang cukup tebal ke wajah, telinga, dan leher.",
      ],
      [
        "Every morning, spread a generous amount over the face and neck about 15 minutes before going out.",
        "Setiap pagi, ratakan dalam jumlah cukup ke wajah dan leher sekitar 15 menit sebelum keluar rumah.",
      ],
    ],
    closings: [
      reapply,
      [
        "Top it up through the day, especially after sweating.",
        "Ulangi pemakaian sepanjang hari, terutama setelah berkeringat.",
      ],
      [
        "Give it a few minutes to set before make-up, and reapply every two hours in the sun.",
        "Tunggu beberapa menit hingga meresap sebelum memakai makeup, dan ulangi setiap dua jam saat terkena matahari.",
      ],
    ],
  };
}

/** Which kind of tip suits a product: how it is used decides what advice makes sense. */
type TipGroup = "rinse-off" | "sheet" | "overnight" | "sunscreen" | "eye" | "leave-on";

function tipGroup(type: ProductType, form: ProductForm): TipGroup {
  if (type === "spf") return "sunscreen";
  if (type === "eye-cream") return "eye";
  if (form === "sheet") return "sheet";
  if (form === "sleeping") return "overnight";
  if (type === "oil-based cleanser" || type === "water-based cleanser" || form === "wash-off" || form === "foam")
    return "rinse-off";
  return "leave-on";
}

const tips: Record<TipGroup, readonly Pair[]> = {
  "rinse-off": [
    [
      "Pat dry with a clean towel rather than rubbing.",
      "Keringkan wajah dengan menepuk handuk bersih, jangan digosok.",
    ],
    [
      "Lukewarm water is kinder to skin than hot.",
      "Air hangat suam-suam kuku lebih ramah untuk kulit daripada air panas.",
    ],
  ],
  sheet: [
    [
      "Chilled in the fridge first, it feels extra refreshing.",
      "Simpan dulu di kulkas agar terasa lebih segar saat dipakai.",
    ],
    ["Follow with moisturiser to seal everything in.", "Lanjutkan dengan pelembap untuk mengunci semuanya."],
  ],
  overnight: [
    [
      "A thin layer is enough; a thick one mostly ends up on the pillow.",
      "Selapis tipis sudah cukup; lapisan tebal hanya akan menempel di bantal.",
    ],
  ],
  sunscreen: [
    ["Don't forget the hairline and the back of the neck.", "Jangan lupa garis rambut dan tengkuk."],
    ["Wear it on cloudy days too.", "Tetap pakai meski cuaca mendung."],
  ],
  eye: [["Use your ring finger: it presses the most gently.", "Gunakan jari manis karena tekanannya paling lembut."]],
  "leave-on": [
    [
      "A patch test on the inner arm is a good idea with any new product.",
      "Sebaiknya lakukan uji tempel di lengan bagian dalam sebelum mencoba produk baru.",
    ],
    [
      "Give it a few weeks of regular use before judging the results.",
      "Beri waktu beberapa minggu pemakaian rutin sebelum menilai hasilnya.",
    ],
  ],
};

/** Tips for a product's concerns, each for the kinds of use it fits. */
const concernTips: Record<Aspect, { pair: Pair; groups: readonly TipGroup[] }> = {
  eyebags: {
    pair: [
      "Kept in the fridge, it feels extra cooling in the morning.",
      "Jika disimpan di kulkas, rasanya lebih sejuk saat dipakai di pagi hari.",
    ],
    groups: ["eye"],
  },
  dryness: {
    pair: [
      "On very dry days, a second thin layer helps.",
      "Saat kulit sangat kering, lapisan tipis kedua akan terasa lebih nyaman.",
    ],
    groups: ["leave-on"],
  },
  redness: {
    pair: [
      "If your skin reacts easily, try it on a small area first.",
      "Jika kulitmu mudah bereaksi, coba dulu di area kecil.",
    ],
    groups: ["leave-on", "rinse-off", "sheet", "overnight", "eye"],
  },
  wrinkles: {
    pair: ["Take it down to the neck as well.", "Ratakan juga hingga ke leher."],
    groups: ["leave-on", "overnight"],
  },
  acne: {
    pair: [
      "On breakout-prone skin, pair it with a light, non-greasy moisturiser.",
      "Untuk kulit yang mudah berjerawat, padukan dengan pelembap yang ringan dan tidak lengket.",
    ],
    groups: ["rinse-off", "sheet"],
  },
  pores: {
    pair: ["Give the nose and chin a little extra attention.", "Beri perhatian lebih pada area hidung dan dagu."],
    groups: ["rinse-off", "leave-on"],
  },
};

/** A closing that asks for less where skin is oily; "extra attention" to the nose and chin would contradict it. */
const thinnerOnOily = /\bthinner layer\b/;

/**
 * What a tip advises, in words a step or closing may already have said ("over the face and neck",
 * "rinse well and pat dry", "with your ring finger"): a tip that repeats its step says nothing new.
 */
const tipTopics: readonly RegExp[] = [
  // The back of the neck, which a sunscreen tip names, is not the neck a step covers.
  /(?<!back of the )\bneck\b/i,
  /\bring finger\b/i,
  /\bpat (it )?dry\b/i,
  /\blukewarm\b/i,
  /\bnose and chin\b|\bT-zone\b/i,
  /\bsecond (thin )?layer\b|\blayered two\b/i,
  /\bfridge\b/i,
];

function repeats(tip: string, usage: string): boolean {
  return tipTopics.some((topic) => topic.test(tip) && topic.test(usage));
}

/** A tip for three products in four, from the product's concerns and how it is used (step and closing, in English). */
function tipFor(facts: ProductFacts, usage: string): Pair | undefined {
  if (hash(`${facts.id}:tip`) % 4 === 0) return undefined;
  const group = tipGroup(facts.productType, facts.form);
  const fitting = allAspects
    .filter((aspect) => facts.aspects.includes(aspect) && concernTips[aspect].groups.includes(group))
    .filter((aspect) => aspect !== "pores" || !thinnerOnOily.test(usage))
    // A spot treatment goes only where a blemish is, not over the nose and chin.
    .filter((aspect) => aspect !== "pores" || !isSpotTreatment(facts.productType, facts.name, inciNamesOf(facts)))
    .map((aspect) => concernTips[aspect].pair);
  const options = [...tips[group], ...fitting];
  const chosen = pickFitting(options, facts, "tip-text", "usage");
  if (!repeats(chosen[0], usage)) return chosen;
  const fresh = options.filter((pair) => !repeats(pair[0], usage) && pairFits(pair, facts, "usage"));
  return fresh.length > 0 ? pick(fresh, facts.id, "tip-text") : undefined;
}

/**
 * Sunscreen advice: for a retinoid at an effective level or an exfoliating acid, naming what it
 * does; for any other retinoid in the list, evening use and sunscreen without a claim of effect.
 */
const sunAdvice: Record<"retinoid" | "acid" | "retinoidListed" | "acidListed", readonly Pair[]> = {
  retinoid: [
    [
      "Use it in the evening: {a} makes skin more sensitive to the sun, so wear sunscreen during the day.",
      "Gunakan di malam hari: {a} membuat kulit lebih sensitif terhadap sinar matahari, jadi pakailah sunscreen di siang hari.",
    ],
    [
      "Keep it for your evening routine and wear sunscreen every morning, since {a} can leave skin more sensitive to the sun.",
      "Pakai di rutinitas malam dan gunakan sunscreen setiap pagi, karena {a} bisa membuat kulit lebih sensitif terhadap sinar matahari.",
    ],
  ],
  retinoidListed: [
    [
      "It contains {a}, a retinoid: keep it for the evening and wear sunscreen during the day.",
      "Produk ini mengandung {a}, sebuah retinoid: pakai di malam hari dan gunakan sunscreen di siang hari.",
    ],
    [
      "As it lists {a}, a retinoid, use it at night and wear sunscreen by day.",
      "Karena mengandung {a}, sebuah retinoid, pakailah di malam hari dan gunakan sunscreen di siang hari.",
    ],
  ],
  acid: [
    [
      "Wear sunscreen during the day while using it, as {a} can make skin more sensitive to the sun.",
      "Selama memakainya, gunakan sunscreen di siang hari karena {a} bisa membuat kulit lebih sensitif terhadap sinar matahari.",
    ],
    [
      "Because it contains {a}, follow with sunscreen in the morning.",
      "Karena mengandung {a}, lanjutkan dengan sunscreen di pagi hari.",
    ],
  ],
  acidListed: [
    [
      "It lists {a}, an exfoliating acid: wear sunscreen during the day while you use it.",
      "Produk ini mengandung {a}, sebuah asam eksfoliasi: gunakan sunscreen di siang hari selama memakainya.",
    ],
    [
      "As it contains {a}, an exfoliating acid, follow with sunscreen in the morning.",
      "Karena mengandung {a}, sebuah asam eksfoliasi, lanjutkan dengan sunscreen di pagi hari.",
    ],
  ],
};

interface Featured {
  active: ActiveText;
  ingredient: TextIngredient;
  sunSensitising: boolean;
}

/**
 * The actives a text may feature: known actives at or above their key position and where they
 * do their work (`worksAt`, the rule the concerns follow), named in words
 * the claim checker reads as that very entry (docs/catalogue.md, "Claims"); one per active (the
 * first spelling in the list), in list order.
 */
export function featuredActives(facts: ProductFacts): Featured[] {
  const featured: Featured[] = [];
  const { ingredients } = facts;
  const leaveOn = isLeaveOn(facts.productType, facts.form);
  ingredients.forEach((ingredient, index) => {
    if (!isKeyPosition({ ...ingredient, position: index + 1 }, ingredients.length, leaveOn)) return;
    for (const rule of knownIngredientRules(ingredient.id)) {
      if (!rule.active || featured.some((known) => known.active.key === rule.active?.key)) continue;
      // Where the concerns would not count it, the text does not feature it either (allantoin 19th).
      if (!worksAt(rule, { ...ingredient, place: index + 1 }, ingredients.length, leaveOn)) continue;
      const listed = inProse(ingredient.name);
      // The narrower name only where the product or its list says it (a black tea toner's tea is not green).
      const named = rule.active.namedBy?.find(({ words }) => words.test(`${facts.name} ${ingredient.listed ?? ""}`));
      // "Caffeine to reduce the look of puffiness" only on an eye product, niacinamide's pores not on
      // one; no dry-skin benefit against a flag. The other benefit where the first does not fit.
      const benefit = [
        [rule.active.benefitEn, rule.active.benefitId] as const,
        ...(rule.active.otherBenefit ? [[rule.active.otherBenefit.en, rule.active.otherBenefit.id] as const] : []),
      ].find((pair) => pairFits(pair, facts, "description"));
      if (!benefit) continue;
      const active = {
        ...rule.active,
        en: (named?.en ?? rule.active.en).replace("{listed}", listed),
        id: (named?.id ?? rule.active.id).replace("{listed}", listed),
        benefitEn: benefit[0],
        benefitId: benefit[1],
      };
      if (!namesOnly(active.en, ingredient.inciName) || !namesOnly(active.id, ingredient.inciName)) continue;
      featured.push({ active, ingredient, sunSensitising: rule.sunSensitising === true });
    }
  });
  return featured;
}

function isWater(ingredient: TextIngredient): boolean {
  return ingredient.id === "water" || /^(WATER|AQUA)$/i.test(ingredient.inciName.trim());
}

/** Water is "air" in Indonesian; other INCI names stay as they are. */
function proseName(ingredient: TextIngredient, language: "en" | "id"): string {
  if (isWater(ingredient)) return language === "en" ? "water" : "air";
  return inProse(ingredient.name);
}

/**
 * The sentence about the formula, and the ingredients it names: the featured actives, or for a
 * formula without one what its list shows (a first ingredient other than water, a short list, or
 * the first three entries). Never an ingredient the list does not hold.
 */
function formulaSentence(facts: ProductFacts): { pair: Pair; named: TextIngredient[] } {
  const actives = featuredActives(facts).slice(0, 3);
  const [first, second, third] = actives;
  if (first) {
    const values = (language: "en" | "id") => {
      const result: Record<string, string> = {};
      actives.forEach(({ active }, index) => {
        const name = language === "en" ? active.en : active.id;
        const plural = active.plural === true;
        result[`a${index + 1}`] = name;
        result[`A${index + 1}`] = capitalise(name);
        result[`b${index + 1}`] = language === "en" ? active.benefitEn : active.benefitId;
        result[`is${index + 1}`] = plural ? "are" : "is";
        result[`helps${index + 1}`] = plural ? "help" : "helps";
        result[`works${index + 1}`] = plural ? "work" : "works";
        result[`rounds${index + 1}`] = plural ? "round" : "rounds";
        result[`ingredient${index + 1}`] = plural ? "ingredients" : "ingredient";
      });
      return result;
    };
    const [en, id] = pick(second ? activeSentences.two : activeSentences.one, facts.id, "actives");
    let pair: Pair = [fill(en, values("en")), fill(id, values("id"))];
    if (third) {
      const [enThird, idThird] = pick(activeSentences.third, facts.id, "third");
      pair = [`${pair[0]} ${fill(enThird, values("en"))}`, `${pair[1]} ${fill(idThird, values("id"))}`];
    }
    return { pair, named: actives.map((featured) => featured.ingredient) };
  }
  const [leading] = facts.ingredients;
  if (
    leading &&
    !isWater(leading) &&
    /extract|water|juice|filtrate|ferment|lysate/i.test(leading.name) &&
    namesOnly(leading.name, leading.inciName)
  ) {
    // "Its base is not water" is said only of a list with no water in it (Sioris's Time Is Running
    // Out Mist opens with citrus junos fruit water, its water second; the twenty-third review).
    const waterLater = facts.ingredients.some(isWater);
    const [en, id] = pick(waterLater ? baseSentences.notWater.slice(0, 1) : baseSentences.notWater, facts.id, "base");
    return {
      pair: [fill(en, { first: leading.name }), fill(id, { first: leading.name })],
      named: [leading],
    };
  }
  // "Short" is said only of a list that has what its base needs, not of a cut or key-ingredients list.
  if (facts.ingredients.length > 0 && facts.ingredients.length <= 12 && listLooksWhole(inciNamesOf(facts))) {
    const [en, id] = pick(baseSentences.short, facts.id, "base");
    const count = String(facts.ingredients.length);
    return { pair: [fill(en, { count }), fill(id, { count })], named: [] };
  }
  const opening = facts.ingredients
    .slice(0, 3)
    .filter((ingredient) => namesOnly(proseName(ingredient, "en"), ingredient.inciName));
  const count = String(facts.ingredients.length);
  if (opening.length < 3) {
    const [en, id] = pick(baseSentences.count, facts.id, "base");
    return { pair: [fill(en, { count }), fill(id, { count })], named: [] };
  }
  const [en, id] = pick(baseSentences.leading, facts.id, "base");
  return {
    pair: [
      fill(en, {
        leading: joinList(
          opening.map((ingredient) => proseName(ingredient, "en")),
          "en",
        ),
      }),
      fill(id, {
        leading: joinList(
          opening.map((ingredient) => proseName(ingredient, "id")),
          "id",
        ),
      }),
    ],
    named: opening,
  };
}

/** The UV filter sentence of a sunscreen, naming filters at key positions; none when it names none. */
function uvSentence(facts: ProductFacts): { pair: Pair; named: TextIngredient[] } | undefined {
  if (facts.productType !== "spf") return undefined;
  const uvClass = uvFilterClass(facts.ingredients.map((ingredient) => ingredient.inciName));
  if (uvClass === null) return undefined;
  const named: TextIngredient[] = [];
  const seen = new Set<UvFilter>();
  const leaveOn = isLeaveOn(facts.productType, facts.form);
  facts.ingredients.forEach((ingredient, index) => {
    const filter = uvFilterOf(ingredient.inciName);
    if (
      !filter ||
      seen.has(filter) ||
      !isKeyPosition({ ...ingredient, position: index + 1 }, facts.ingredients.length, leaveOn)
    )
      return;
    seen.add(filter);
    named.push(ingredient);
  });
  const shown = named.slice(0, 3);
  if (shown.length === 0) return undefined;
  const shownClass = uvFilterClass(shown.map((ingredient) => ingredient.inciName));
  // A list naming more filters than the sentence shows is said to have others.
  const more = uvFiltersIn(facts.ingredients.map((ingredient) => ingredient.inciName)).length > shown.length;
  const filters = (language: "en" | "id") =>
    joinList(
      shown.map((ingredient) => inProse(ingredient.name).toLowerCase()),
      language,
    ) + (more ? (language === "en" ? ", among others" : ", serta filter lainnya") : "");
  const [en, id] = pick(uvSentences[shownClass === uvClass ? uvClass : "unclassed"], facts.id, "uv");
  return { pair: [fill(en, { filters: filters("en") }), fill(id, { filters: filters("id") })], named: shown };
}

/**
 * The skin types sentence: the product's skin types that a flag does not contradict, or every
 * skin type; none when the flags leave nothing to recommend.
 */
function skinSentence(facts: ProductFacts): Pair | undefined {
  const ordered = allSkinTypes.filter(
    (skinType) =>
      facts.skinTypes.includes(skinType) &&
      pairFits([`${skinNames[skinType][0]} skin`, `kulit ${skinNames[skinType][1]}`], facts, "description"),
  );
  if (ordered.length === allSkinTypes.length || facts.skinTypes.length === 0) {
    const fitting = skinSentences.all.filter((pair) => pairFits(pair, facts, "description"));
    return fitting.length > 0 ? pick(fitting, facts.id, "skin") : undefined;
  }
  if (ordered.length === 0) return undefined;
  const [en, id] = pick(skinSentences.some, facts.id, "skin");
  return [
    fill(en, {
      skins: `${joinList(
        ordered.map((skinType) => skinNames[skinType][0]),
        "en",
      )} skin`,
    }),
    fill(id, {
      skins: `kulit ${joinList(
        ordered.map((skinType) => skinNames[skinType][1]),
        "id",
      )}`,
    }),
  ];
}

function aspectSentence(facts: ProductFacts): Pair | undefined {
  const concerns = allAspects
    .filter((aspect) => facts.aspects.includes(aspect))
    .map((aspect) => aspectNames[aspect])
    .filter((concern) => pairFits([concern.en, concern.id], facts, "description"));
  const [only] = concerns;
  if (!only) return undefined;
  const plural = concerns.length > 1 || only.plural;
  const [en, id] = pick(aspectSentences, facts.id, "aspects");
  return [
    fill(en, {
      concerns: joinList(
        concerns.map((concern) => concern.en),
        "en",
      ),
      are: plural ? "are" : "is",
    }),
    fill(id, {
      concerns: joinList(
        concerns.map((concern) => concern.id),
        "id",
      ),
    }),
  ];
}

/**
 * Which sunscreen advice a product gets, naming what calls for it: a retinoid at an effective
 * position, else any retinoid in the list (every retinoid product is for the evening, with
 * sunscreen by day), else an exfoliating acid at an effective position, else, in a product left
 * on the skin, the acid that raises its exfoliating-acids flag (whose text on the page says "use
 * sunscreen" too). None for a sunscreen.
 */
function sunAdviceFor(facts: ProductFacts): { kind: keyof typeof sunAdvice; en: string; id: string } | undefined {
  if (facts.productType === "spf") return undefined;
  const sensitisers = featuredActives(facts).filter((featured) => featured.sunSensitising);
  const retinoid = sensitisers.find((featured) => featured.active.key === "retinoid");
  if (retinoid) return { kind: "retinoid", en: retinoid.active.en, id: retinoid.active.id };
  const listed = listedRetinoid(facts);
  if (listed) return { kind: "retinoidListed", en: inProse(listed.name), id: inProse(listed.name) };
  const [acid] = sensitisers;
  if (acid) return { kind: "acid", en: acid.active.en, id: acid.active.id };
  const raised = ingredientFlags(listedOf(facts), facts.productType, facts.form).flags;
  const acidInci = leaveOnListedAcid(raised, facts.productType, isLeaveOn(facts.productType, facts.form));
  // The flag names the acid by its CosIng name, in capitals; the text names it as the list shows it.
  const listedAcid = facts.ingredients.find((ingredient) => ingredient.inciName === acidInci);
  return listedAcid ? { kind: "acidListed", en: inProse(listedAcid.name), id: inProse(listedAcid.name) } : undefined;
}

const nightOnly: Pair = ["Keep it for your evening routine.", "Pakai di rutinitas malam."];

function usageTexts(facts: ProductFacts): Pair {
  const plan = usagePlan(facts.productType, facts.form, facts.name, inciNamesOf(facts), facts.castGelBase ?? false);
  const [stepEn, stepId] = pickFitting(plan.steps, facts, "step", "usage");
  const [closeEn, closeId] = pickFitting(plan.closings, facts, "close", "usage");
  let en = `${capitalise(stepEn)} ${capitalise(closeEn)}`;
  let id = `${capitalise(stepId)} ${capitalise(closeId)}`;
  const tip = tipFor(facts, `${stepEn} ${closeEn}`);
  if (tip) {
    en += ` ${tip[0]}`;
    id += ` ${tip[1]}`;
  }
  const advice = sunAdviceFor(facts);
  if (advice) {
    // "Follow with sunscreen in the morning" would send a night product into the morning routine.
    const [adviceEn, adviceId] = pickFitting(sunAdvice[advice.kind], facts, "sun", "usage");
    en += ` ${fill(adviceEn, { a: advice.en })}`;
    id += ` ${fill(adviceId, { a: advice.id })}`;
  }
  // A product its name keeps to the night says so, where neither its steps nor a retinoid's advice did.
  if (isNightProduct(facts.name) && !(usageSaysEvening("usageEn", en) && usageSaysEvening("usageId", id))) {
    en += ` ${nightOnly[0]}`;
    id += ` ${nightOnly[1]}`;
  }
  return [en, id];
}

/**
 * Our own description and how-to-use, in English and Indonesian, from the facts only: type and
 * form, the ingredient list under the claim rules (docs/catalogue.md, "Claims"), skin types and
 * aspects. Sentence shapes are chosen from the product id, so texts vary across the catalogue
 * but never change between imports.
 */
export function composeTexts(facts: ProductFacts): ComposedTexts {
  const [nounEn, nounId] = productNoun(facts.productType, facts.form, facts.name, inciNamesOf(facts));
  const [openEn, openId] = pickFitting(
    openingsFor(facts.productType, facts.form, facts.name, inciNamesOf(facts)),
    facts,
    "open",
    "description",
  );
  const opening: Pair = [
    fill(openEn, {
      brand: facts.brand,
      // A name may bring its own article ("The Green Tea Seed Cream").
      theName: /^the\s/i.test(facts.name) ? facts.name : `the ${facts.name}`,
      noun: nounEn,
      a: article(nounEn),
      A: capitalise(article(nounEn)),
    }),
    fill(openId, { brand: facts.brand, name: facts.name, noun: nounId, Noun: capitalise(nounId) }),
  ];
  const uv = uvSentence(facts);
  const formula = formulaSentence(facts);
  const aspects = aspectSentence(facts);
  const skin = skinSentence(facts);
  // Half the products close on their skin types, the other half on their concerns.
  const closing = [skin, aspects].filter((pair): pair is Pair => pair !== undefined);
  if (hash(`${facts.id}:order`) % 2 === 0) closing.reverse();
  const sentences: Pair[] = [opening, ...(uv ? [uv.pair] : []), formula.pair, ...closing];
  const [usageEn, usageId] = usageTexts(facts);
  const keyIngredients = [...(uv?.named ?? []), ...formula.named].map((ingredient) => ingredient.inciName);
  return {
    descriptionEn: sentences.map(([en]) => en).join(" "),
    descriptionId: sentences.map(([, id]) => id).join(" "),
    usageEn,
    usageId,
    keyIngredients: [...new Set(keyIngredients)],
  };
}
