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
import { productNoun } from "./product-noun.server";
import { peelsOff } from "./product-form.server";
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
  return capitalise(substitute(template, values)).replace(/(?<!\.)\.\.(?!\.)/g, ".");
}

/** The template with its `{name}` placeholders filled, as it stands inside a sentence. */
function substitute(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
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
const weeklyReset = composerText("openings.mask.weeklyReset");
const maskOpenings: Record<"sheet" | "sleeping" | "jar" | "spray" | "peelOff" | "unstated" | "other", readonly Pair[]> =
  {
    // A cream or gel mask whose use nothing states: no claim that it is rinsed off or left on.
    jar: composerText("openings.jarMask"),
    // A mask whose format nothing states: neither spread on nor unfolded, and no frequency.
    unstated: composerText("openings.unstatedMask"),
    spray: composerText("openings.sprayMask"),
    sheet: composerText("openings.sheetMask"),
    sleeping: [
      composerText("openings.sleepingMask.whileYouSleep"),
      composerText("openings.sleepingMask.sealsOvernight"),
      richFinalLayer,
    ],
    // A film peeled away once dry: never "rinse away" (Aprilskin's Calendula Peel Off Mask, the
    // twenty-second review).
    peelOff: [weeklyDeepClean, composerText("openings.mask.peelsAway"), weeklyReset],
    other: [weeklyDeepClean, composerText("openings.mask.rinseAway"), weeklyReset],
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
  if (form === "unstated") return maskOpenings.unstated;
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
const aspectNames: Record<Aspect, { name: Pair; plural: boolean }> = {
  eyebags: { name: composerText("aspectNames.eyebags"), plural: false },
  dryness: { name: composerText("aspectNames.dryness"), plural: false },
  redness: { name: composerText("aspectNames.redness"), plural: false },
  wrinkles: { name: composerText("aspectNames.wrinkles"), plural: true },
  acne: { name: composerText("aspectNames.acne"), plural: true },
  pores: { name: composerText("aspectNames.pores"), plural: true },
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

const moisturiserClosings = composerText("usage.moisturiserClosings");

const mistPlan: UsagePlan = {
  steps: composerText("usage.mist.steps"),
  closings: composerText("usage.mist.closings"),
};

const oilPlan: UsagePlan = {
  steps: composerText("usage.oil.steps"),
  closings: composerText("usage.oil.closings"),
};

const padRemoverPlan: UsagePlan = {
  steps: composerText("usage.padRemover.steps"),
  closings: composerText("usage.padRemover.closings"),
};

/** A cleansing pad that lathers ("Charcoal Bubble Cleansing Pads") is a wash, rinsed off, not a remover. */
const latherPadPlan: UsagePlan = {
  steps: composerText("usage.latherPad.steps"),
  closings: lather,
};

/** A treatment powder (vitamin C powders) is mixed into a liquid before it goes on the skin. */
const treatmentPowderPlan: UsagePlan = {
  steps: composerText("usage.treatmentPowder.steps"),
  closings: composerText("usage.treatmentPowder.closings"),
};

/**
 * A "bubble" cleanser whose bubbles come from a gas in the list foams on the skin by itself:
 * it is spread on and left to bubble, not worked into a lather with water.
 */
const selfFoamingSteps = composerText("usage.selfFoamingSteps");

/** How to use a product, by its type and form (docs/catalogue.md, "Texts"). */
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
          ? composerText("usage.cleansingWater.shakeLayers")
          : composerText("usage.cleansingWater.sweep"),
        composerText("usage.cleansingWater.press"),
      ],
      closings:
        type === "oil-based cleanser"
          ? composerText("usage.cleansingWater.twoPhaseClosings")
          : composerText("usage.cleansingWater.closings"),
    };
  if (type === "oil-based cleanser") {
    if (form === "balm")
      return {
        steps: composerText("usage.cleansingBalm.steps"),
        closings: [...oilCleanserClosings, composerText("usage.cleansingBalm.emulsify")],
      };
    if (form === "lotion" || form === "cream")
      return {
        steps: composerText("usage.cleansingMilk.steps"),
        closings: composerText("usage.cleansingMilk.closings"),
      };
    return {
      steps: composerText("usage.cleansingOil.steps"),
      closings: oilCleanserClosings,
    };
  }
  if (form === "powder")
    return {
      steps: composerText("usage.powderCleanser.steps"),
      closings: [composerText("usage.powderCleanser.keepDry"), ...lather],
    };
  if (form === "stick")
    return {
      steps: composerText("usage.cleansingStick.steps"),
      closings: lather,
    };
  if (form === "gel" || form === "cream" || form === "lotion")
    return {
      steps: [
        form === "gel" ? composerText("usage.creamCleanser.gel") : composerText("usage.creamCleanser.cream"),
        composerText("usage.creamCleanser.dampFace"),
      ],
      closings: lather,
    };
  return {
    steps: composerText("usage.foamCleanser.steps"),
    closings: lather,
  };
}

function exfoliantPlan(form: ProductForm, n: string, selfFoaming: boolean): UsagePlan {
  if (form === "pad")
    return {
      steps: composerText("usage.exfoliatingPad.steps"),
      // An acid pad is left on the skin: its closing says how often, as a peeling serum's does.
      closings: leaveOnExfoliantClosings,
    };
  if (form === "wash-off")
    return {
      // A peeling gel rolls away as it is rubbed; one its name says is massaged in (Holika
      // Holika's Pig Nose Peeling Massage Gel, oil and alcohol) is not said to roll.
      steps: /peel/.test(n)
        ? [
            ...(/massage/.test(n) ? [] : [composerText("usage.peelingGel.rollAway")]),
            composerText("usage.peelingGel.massage"),
          ]
        : composerText("usage.scrub.steps"),
      closings: composerText("usage.washOffExfoliant.closings"),
    };
  // Foams and powder washes (an enzyme powder lathered with water) cleanse and exfoliate at once.
  if (form === "foam" || form === "powder")
    return {
      steps: selfFoaming ? selfFoamingSteps : cleanserPlan("water-based cleanser", form).steps,
      closings: composerText("usage.exfoliatingCleanser.closings"),
    };
  return {
    steps: [
      form === "liquid"
        ? composerText("usage.leaveOnExfoliant.cottonPad")
        : composerText("usage.leaveOnExfoliant.thinLayer"),
      composerText("usage.leaveOnExfoliant.pat"),
      composerText("usage.leaveOnExfoliant.evening"),
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
  composerText("usage.leaveOnExfoliant.twoOrThreeEvenings"),
  composerText("usage.leaveOnExfoliant.skipSensitiveDays"),
];

const tonerPlan: UsagePlan = {
  steps: composerText("usage.toner.steps"),
  closings: composerText("usage.toner.closings"),
};

const tonerPadPlan: UsagePlan = {
  steps: [composerText("usage.tonerPad.sweep"), composerText("usage.tonerPad.wipe"), padAsMiniMask],
  closings: composerText("usage.tonerPad.closings"),
};

const essencePlan: UsagePlan = {
  steps: composerText("usage.essence.steps"),
  closings: composerText("usage.essence.closings"),
};

const serumPlan: UsagePlan = {
  steps: composerText("usage.serum.steps"),
  closings: [...serumClosings, composerText("usage.serum.onceOrTwice")],
};

const thickSerumPlan: UsagePlan = {
  steps: composerText("usage.thickSerum.steps"),
  closings: serumClosings,
};

const spotPlan: UsagePlan = {
  steps: composerText("usage.spot.steps"),
  closings: composerText("usage.spot.closings"),
};

const washOffClosings = composerText("usage.washOffClosings");

/** A mask sprayed on is left to set like a mask, then patted in; not a mist carried in a bag. */
const sprayMaskPlan: UsagePlan = {
  steps: composerText("usage.sprayMask.steps"),
  closings: composerText("usage.sprayMask.closings"),
};

/** A bar of soap (`isBarSoap`) is lathered in wet hands; nothing is squeezed out of it. */
const barSoapPlan: UsagePlan = {
  steps: composerText("usage.barSoap.steps"),
  closings: composerText("usage.barSoap.closings"),
};

/**
 * A bubble mask foams by itself on the skin (its gas, `foamsByItself`) and holds cleansing
 * agents: the foam is massaged in and rinsed off after a few minutes, sheet or not.
 */
function bubbleMaskPlan(form: "sheet" | "wash-off"): UsagePlan {
  return {
    steps: [
      form === "sheet" ? composerText("usage.bubbleMask.sheetStep") : composerText("usage.bubbleMask.washOffStep"),
    ],
    closings: [
      form === "sheet"
        ? composerText("usage.bubbleMask.sheetClosing")
        : composerText("usage.bubbleMask.washOffClosing"),
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
  steps: composerText("usage.hydrogelMask.steps"),
  closings: composerText("usage.hydrogelMask.closings"),
};

function maskPlan(form: ProductForm, peelOff: boolean): UsagePlan {
  if (form === "unstated")
    return {
      steps: composerText("usage.unstatedMask.steps"),
      closings: composerText("usage.unstatedMask.closings"),
    };
  if (form === "sheet")
    return {
      steps: composerText("usage.sheetMask.steps"),
      closings: composerText("usage.sheetMask.closings"),
    };
  if (form === "sleeping")
    return {
      steps: composerText("usage.sleepingMask.steps"),
      closings: composerText("usage.sleepingMask.closings"),
    };
  if (peelOff)
    return {
      steps: composerText("usage.peelOffMask.steps"),
      closings: composerText("usage.peelOffMask.closings"),
    };
  if (form === "cream" || form === "gel")
    return {
      steps: composerText("usage.jarMask.steps"),
      closings: composerText("usage.jarMask.closings"),
    };
  return {
    steps: [
      form === "stick" ? composerText("usage.washOffMask.stick") : composerText("usage.washOffMask.spread"),
      composerText("usage.washOffMask.tZone"),
    ],
    closings: washOffClosings,
  };
}

function eyePlan(form: ProductForm): UsagePlan {
  if (form === "sleeping")
    return {
      steps: composerText("usage.eyeSleepingMask.steps"),
      closings: composerText("usage.eyeSleepingMask.closings"),
    };
  if (form === "sheet")
    return {
      steps: composerText("usage.eyePatch.steps"),
      closings: composerText("usage.eyePatch.closings"),
    };
  return {
    steps: [
      form === "liquid"
        ? composerText("usage.eye.liquid")
        : form === "stick"
          ? composerText("usage.eye.stick")
          : composerText("usage.eye.cream"),
      composerText("usage.eye.dot"),
    ],
    closings: composerText("usage.eye.closings"),
  };
}

/** A neck cream is smoothed up the neck, after the face's moisturiser (the tenth review). */
const neckPlan: UsagePlan = {
  steps: composerText("usage.neck.steps"),
  closings: composerText("usage.neck.closings"),
};

function moisturiserPlan(form: ProductForm): UsagePlan {
  return form === "oil" ? oilPlan : { steps: moisturiserSteps(form), closings: moisturiserClosings };
}

function moisturiserSteps(form: ProductForm): readonly Pair[] {
  const pressIn: Pair = composerText("usage.moisturiser.pressIn");
  switch (form) {
    case "gel":
      return [composerText("usage.moisturiser.gel"), pressIn];
    case "lotion":
      return composerText("usage.moisturiser.lotion");
    case "balm":
      return composerText("usage.moisturiser.balm");
    case "stick":
      return composerText("usage.moisturiser.stick");
    default:
      return [
        composerText("usage.moisturiser.lastStep"),
        pressIn,
        composerText("usage.moisturiser.peaSized"),
        composerText("usage.moisturiser.dot"),
      ];
  }
}

function sunscreenPlan(form: ProductForm): UsagePlan {
  const reapply: Pair = composerText("usage.sunscreen.reapply");
  if (form === "stick")
    return {
      steps: composerText("usage.sunStick.steps"),
      closings: [composerText("usage.sunStick.topUp"), reapply],
    };
  if (form === "mist")
    return {
      steps: composerText("usage.sunSpray.steps"),
      closings: [reapply, composerText("usage.sunSpray.overMakeUp")],
    };
  if (form === "powder")
    return {
      steps: composerText("usage.sunPowder.steps"),
      closings: composerText("usage.sunPowder.closings"),
    };
  return {
    steps: composerText("usage.sunscreen.steps"),
    closings: [reapply, composerText("usage.sunscreen.topUp"), composerText("usage.sunscreen.beforeMakeUp")],
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
  "rinse-off": composerText("tips.rinseOff"),
  sheet: composerText("tips.sheet"),
  overnight: composerText("tips.overnight"),
  sunscreen: composerText("tips.sunscreen"),
  eye: composerText("tips.eye"),
  "leave-on": composerText("tips.leaveOn"),
};

/** Tips for a product's concerns, each for the kinds of use it fits. */
const concernTips: Record<Aspect, { pair: Pair; groups: readonly TipGroup[] }> = {
  eyebags: {
    pair: composerText("concernTips.eyebags"),
    groups: ["eye"],
  },
  dryness: {
    pair: composerText("concernTips.dryness"),
    groups: ["leave-on"],
  },
  redness: {
    pair: composerText("concernTips.redness"),
    groups: ["leave-on", "rinse-off", "sheet", "overnight", "eye"],
  },
  wrinkles: {
    pair: composerText("concernTips.wrinkles"),
    groups: ["leave-on", "overnight"],
  },
  acne: {
    pair: composerText("concernTips.acne"),
    groups: ["rinse-off", "sheet"],
  },
  pores: {
    pair: composerText("concernTips.pores"),
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
  retinoid: composerText("sunAdvice.retinoid"),
  retinoidListed: composerText("sunAdvice.retinoidListed"),
  acid: composerText("sunAdvice.acid"),
  acidListed: composerText("sunAdvice.acidListed"),
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

/** Water is named in each language ("air" in Indonesian); other INCI names stay as they are. */
function proseName(ingredient: TextIngredient, language: "en" | "id"): string {
  if (isWater(ingredient)) return composerText("water")[language === "en" ? 0 : 1];
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
    ) + (more ? composerText("uvSentences.amongOthers")[language === "en" ? 0 : 1] : "");
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
      pairFits(skinPhrase([skinNames[skinType][0]], [skinNames[skinType][1]]), facts, "description"),
  );
  if (ordered.length === allSkinTypes.length || facts.skinTypes.length === 0) {
    const fitting = skinSentences.all.filter((pair) => pairFits(pair, facts, "description"));
    return fitting.length > 0 ? pick(fitting, facts.id, "skin") : undefined;
  }
  if (ordered.length === 0) return undefined;
  const [en, id] = pick(skinSentences.some, facts.id, "skin");
  const [skinsEn, skinsId] = skinPhrase(
    ordered.map((skinType) => skinNames[skinType][0]),
    ordered.map((skinType) => skinNames[skinType][1]),
  );
  return [fill(en, { skins: skinsEn }), fill(id, { skins: skinsId })];
}

/** "oily and combination skin", "kulit berminyak dan kombinasi": the skin names joined, in each language's phrase. */
function skinPhrase(namesEn: readonly string[], namesId: readonly string[]): Pair {
  const [en, id] = composerText("skinPhrase");
  return [substitute(en, { skins: joinList(namesEn, "en") }), substitute(id, { skins: joinList(namesId, "id") })];
}

function aspectSentence(facts: ProductFacts): Pair | undefined {
  const concerns = allAspects
    .filter((aspect) => facts.aspects.includes(aspect))
    .map((aspect) => aspectNames[aspect])
    .filter((concern) => pairFits(concern.name, facts, "description"));
  const [only] = concerns;
  if (!only) return undefined;
  const plural = concerns.length > 1 || only.plural;
  const [en, id] = pick(aspectSentences, facts.id, "aspects");
  return [
    fill(en, {
      concerns: joinList(
        concerns.map((concern) => concern.name[0]),
        "en",
      ),
      are: plural ? "are" : "is",
    }),
    fill(id, {
      concerns: joinList(
        concerns.map((concern) => concern.name[1]),
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

const nightOnly: Pair = composerText("usage.nightOnly");

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
