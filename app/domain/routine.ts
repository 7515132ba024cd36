import { type ListedIngredient, normaliseInci } from "./inci-names";
import type { Country } from "./countries";
import { type ActiveClass, activeClasses, listedActiveClasses } from "./ingredient-flags";
import { type ProductType, productTypes } from "./product-types";
import type { RoutineSourceKey } from "./routine-sources";
import { type RoutineSlot, routineSlots, type RoutineStep, routineSteps } from "./routine-slots";

/**
 * A routine with clash checks (docs/routine.md): the products a shopper uses in the morning and
 * in the evening, in the order they go on, with warnings where actives in one slot work against
 * each other or leave the skin unprotected, and advice from the climate of their location. The
 * rules read product types and ingredient lists, never amounts; a warning is a caution, not a
 * diagnosis.
 */

const stepOfType: Readonly<Record<ProductType, RoutineStep>> = {
  "oil-based cleanser": "cleanse",
  "water-based cleanser": "cleanse",
  exfoliant: "exfoliate",
  toner: "tone",
  essence: "essence",
  treatment: "serum",
  mask: "mask",
  "eye-cream": "eye",
  moisturizer: "moisturise",
  spf: "sunscreen",
};

export function routineStepOf(type: ProductType): RoutineStep {
  return stepOfType[type];
}

/** Sunscreen guards against daylight and belongs to the morning; every other type fits either slot. */
export function slotsFor(type: ProductType): RoutineSlot[] {
  return routineStepOf(type) === "sunscreen" ? ["morning"] : [...routineSlots];
}

/** A product as the routine reads it. */
export interface RoutineProduct {
  id: string;
  name: string;
  brand: string;
  productType: ProductType;
  ingredients: readonly ListedIngredient[];
}

const stepRank = (type: ProductType): number => routineSteps.indexOf(routineStepOf(type));
/** `productTypes` lists the oil-based cleanser before the water-based one, the order of a double cleanse. */
const typeRank = (type: ProductType): number => productTypes.indexOf(type);

/** Products in the order they are applied; products of one type keep the order they came in. */
export function orderedRoutine<Product extends Pick<RoutineProduct, "productType">>(
  products: readonly Product[],
): Product[] {
  return [...products].sort(
    (a, b) => stepRank(a.productType) - stepRank(b.productType) || typeRank(a.productType) - typeRank(b.productType),
  );
}

export const routineWarningKinds = [
  "retinoid-with-exfoliating-acid",
  "vitamin-c-with-acid",
  "benzoyl-peroxide-with-retinoid",
  "same-active-twice",
  "no-sunscreen-with-actives",
] as const;

export type RoutineWarningKind = (typeof routineWarningKinds)[number];

export interface RoutineWarning {
  kind: RoutineWarningKind;
  slot: RoutineSlot;
  /** The classes that raise it, in the order of `activeClasses`. */
  activeClasses: ActiveClass[];
  /** The products that raise it, in routine order. */
  productIds: string[];
  /** The list names of the entries that raise it, in routine order, then list order; each substance once. */
  ingredients: string[];
  /** Each product that raises it with the list names of its own entries that do, in routine order. */
  sides: { productId: string; ingredients: string[] }[];
  source: RoutineSourceKey;
}

export const routineAdviceKinds = ["high-uv-spf50", "humid-gel", "dry-rich-cream"] as const;

export type RoutineAdviceKind = (typeof routineAdviceKinds)[number];

export interface RoutineAdvice {
  kind: RoutineAdviceKind;
  /** The location's UV index, for `high-uv-spf50`. */
  uvIndex?: number;
  /** The location's average relative humidity in per cent, for `humid-gel` and `dry-rich-cream`. */
  humidity?: number;
  source: RoutineSourceKey;
}

export type RoutineProducts = Readonly<Record<RoutineSlot, readonly RoutineProduct[]>>;

/** The climate of the shopper's location (the location step of the skin analysis). */
export type RoutineClimate = Pick<Country, "uvIndex" | "humidity">;

export interface RoutineCheck {
  /** By slot (morning first), then in the order of `routineWarningKinds`. */
  warnings: RoutineWarning[];
  /** In the order of `routineAdviceKinds`. */
  advice: RoutineAdvice[];
}

export const routineWarningSources: Readonly<Record<RoutineWarningKind, RoutineSourceKey>> = {
  "retinoid-with-exfoliating-acid": "aad-exfoliation",
  "vitamin-c-with-acid": "pinnell-2001",
  "benzoyl-peroxide-with-retinoid": "martin-1998",
  "same-active-twice": "otc-acne-labeling",
  "no-sunscreen-with-actives": "fda-aha-sunburn-alert",
};

export const routineAdviceSources: Readonly<Record<RoutineAdviceKind, RoutineSourceKey>> = {
  "high-uv-spf50": "who-uv-index",
  "humid-gel": "sakuma-maibach-2012",
  "dry-rich-cream": "aad-dry-skin",
};

/**
 * Two products in one slot whose actives work against each other. PHAs do not count against a
 * retinoid (they exfoliate without the irritation) but do against vitamin C, a matter of pH.
 */
const clashRules: readonly {
  kind: RoutineWarningKind;
  classes: readonly ActiveClass[];
  against: readonly ActiveClass[];
}[] = [
  { kind: "retinoid-with-exfoliating-acid", classes: ["retinoid"], against: ["aha", "bha"] },
  { kind: "vitamin-c-with-acid", classes: ["vitamin-c"], against: ["aha", "bha", "pha"] },
  { kind: "benzoyl-peroxide-with-retinoid", classes: ["benzoyl-peroxide"], against: ["retinoid"] },
];

/** The classes that make skin more sensitive to the sun, as the exfoliating-acids and retinoids flags say. */
const sunSensitisingClasses: readonly ActiveClass[] = ["retinoid", "aha", "bha", "pha"];

/** The WHO's "high" band starts here (docs/routine.md). */
export const highUvIndexFrom = 6;
/** Average relative humidity (per cent) from which the air counts as humid (docs/routine.md). */
export const humidAirFrom = 70;
/** Average relative humidity (per cent) up to which the air counts as dry (docs/routine.md). */
export const dryAirUpTo = 40;

interface ActiveEntry {
  inciName: string;
  /** `normaliseInci` of the name. */
  inci: string;
  activeClasses: ActiveClass[];
}

interface ReadProduct {
  id: string;
  /** The entries that bring an active class, in list order, each substance once. */
  actives: ActiveEntry[];
}

function readProduct(product: RoutineProduct): ReadProduct {
  const seen = new Set<string>();
  const actives: ActiveEntry[] = [];
  for (const ingredient of [...product.ingredients].sort((a, b) => a.position - b.position)) {
    const inci = normaliseInci(ingredient.inciName);
    if (seen.has(inci)) continue;
    seen.add(inci);
    const classes = listedActiveClasses(ingredient);
    if (classes.length > 0) actives.push({ inciName: ingredient.inciName, inci, activeClasses: classes });
  }
  return { id: product.id, actives };
}

const carries = (product: ReadProduct, classes: readonly ActiveClass[]): boolean =>
  product.actives.some((entry) => entry.activeClasses.some((activeClass) => classes.includes(activeClass)));

const classesIn = (product: ReadProduct, classes: readonly ActiveClass[]): ActiveClass[] =>
  classes.filter((activeClass) => carries(product, [activeClass]));

/** The warning raised by the classes each product brings to it: a list of one, or none when none brings any. */
function warningFrom(
  kind: RoutineWarningKind,
  slot: RoutineSlot,
  raisedBy: readonly { product: ReadProduct; classes: readonly ActiveClass[] }[],
): RoutineWarning[] {
  const raising = raisedBy.filter(({ classes }) => classes.length > 0);
  if (raising.length === 0) return [];
  const ingredients = new Map<string, string>();
  const sides = raising.map(({ product, classes }) => {
    const own = product.actives.filter((entry) =>
      entry.activeClasses.some((activeClass) => classes.includes(activeClass)),
    );
    for (const entry of own) if (!ingredients.has(entry.inci)) ingredients.set(entry.inci, entry.inciName);
    return { productId: product.id, ingredients: own.map((entry) => entry.inciName) };
  });
  return [
    {
      kind,
      slot,
      activeClasses: activeClasses.filter((activeClass) =>
        raising.some(({ classes }) => classes.includes(activeClass)),
      ),
      productIds: raising.map(({ product }) => product.id),
      ingredients: [...ingredients.values()],
      sides,
      source: routineWarningSources[kind],
    },
  ];
}

/**
 * A clash needs two products: one product that holds both sides was formulated that way, and its
 * own flags say what it holds.
 */
function clashWarnings(slot: RoutineSlot, products: readonly ReadProduct[]): RoutineWarning[] {
  return clashRules.flatMap(({ kind, classes, against }) => {
    const othersCarry = (product: ReadProduct, wanted: readonly ActiveClass[]) =>
      products.some((other) => other !== product && carries(other, wanted));
    return warningFrom(
      kind,
      slot,
      products.map((product) => ({
        product,
        classes: [
          ...(othersCarry(product, against) ? classesIn(product, classes) : []),
          ...(othersCarry(product, classes) ? classesIn(product, against) : []),
        ],
      })),
    );
  });
}

/** One warning per class that two or more products of the slot bring. */
function sameActiveWarnings(slot: RoutineSlot, products: readonly ReadProduct[]): RoutineWarning[] {
  return activeClasses.flatMap((activeClass) => {
    const carriers = products.filter((product) => carries(product, [activeClass]));
    if (carriers.length < 2) return [];
    return warningFrom(
      "same-active-twice",
      slot,
      carriers.map((product) => ({ product, classes: [activeClass] })),
    );
  });
}

/**
 * Sun-sensitising actives anywhere in the routine and no sunscreen in the morning: the skin stays
 * sensitive after an evening active, into the next day.
 */
function sunscreenWarnings(
  routine: RoutineProducts,
  read: Readonly<Record<RoutineSlot, ReadProduct[]>>,
): RoutineWarning[] {
  if (routine.morning.some((product) => routineStepOf(product.productType) === "sunscreen")) return [];
  const inEitherSlot = new Map<string, ReadProduct>();
  for (const slot of routineSlots) {
    for (const product of read[slot]) if (!inEitherSlot.has(product.id)) inEitherSlot.set(product.id, product);
  }
  return warningFrom(
    "no-sunscreen-with-actives",
    "morning",
    [...inEitherSlot.values()].map((product) => ({ product, classes: classesIn(product, sunSensitisingClasses) })),
  );
}

/** Each product once, at its first place, in the order it is applied. */
function slotProducts(products: readonly RoutineProduct[]): RoutineProduct[] {
  const byId = new Map<string, RoutineProduct>();
  for (const product of products) if (!byId.has(product.id)) byId.set(product.id, product);
  return orderedRoutine([...byId.values()]);
}

function climateAdvice(climate: RoutineClimate): RoutineAdvice[] {
  const advice: RoutineAdvice[] = [];
  // The WHO bands read the index rounded to a whole number, as the location step shows it.
  if (Math.round(climate.uvIndex) >= highUvIndexFrom) {
    advice.push({ kind: "high-uv-spf50", uvIndex: climate.uvIndex, source: routineAdviceSources["high-uv-spf50"] });
  }
  if (climate.humidity >= humidAirFrom) {
    advice.push({ kind: "humid-gel", humidity: climate.humidity, source: routineAdviceSources["humid-gel"] });
  }
  if (climate.humidity <= dryAirUpTo) {
    advice.push({ kind: "dry-rich-cream", humidity: climate.humidity, source: routineAdviceSources["dry-rich-cream"] });
  }
  return advice;
}

/**
 * The warnings a routine raises and the advice its climate calls for; no advice without a
 * climate (the location is unknown). Products used in different slots never clash.
 */
export function checkRoutine(routine: RoutineProducts, climate: RoutineClimate | null): RoutineCheck {
  const ordered = { morning: slotProducts(routine.morning), evening: slotProducts(routine.evening) };
  const read = { morning: ordered.morning.map(readProduct), evening: ordered.evening.map(readProduct) };
  const warnings = [
    ...routineSlots.flatMap((slot) => [...clashWarnings(slot, read[slot]), ...sameActiveWarnings(slot, read[slot])]),
    ...sunscreenWarnings(ordered, read),
  ];
  const rank = (warning: RoutineWarning) =>
    routineSlots.indexOf(warning.slot) * routineWarningKinds.length + routineWarningKinds.indexOf(warning.kind);
  return {
    warnings: warnings.sort((a, b) => rank(a) - rank(b)),
    advice: climate === null ? [] : climateAdvice(climate),
  };
}

/** The id a pasted list stands under when it is checked against a routine (docs/check.md). */
export const pastedListId = "pasted-list";

/** A pasted list as the routine's rules read it: its type, when the visitor chose one, and its entries. */
export interface PastedRoutineList {
  productType: ProductType | null;
  ingredients: readonly ListedIngredient[];
}

const warningKey = (warning: RoutineWarning) => `${warning.slot}:${warning.kind}`;

/**
 * The warnings a pasted list would raise in the shopper's routine if it were added (docs/check.md,
 * "Routine clashes"): `checkRoutine` run on the routine with the list in every slot its type may
 * go in (both without a type), keeping the warnings that name the list. A missing morning
 * sunscreen the routine is already warned of is not said again. Without a type the list takes a
 * serum's step, which only orders the names a warning lists.
 */
export function pastedListWarnings(routine: RoutineProducts, pasted: PastedRoutineList): RoutineWarning[] {
  const slots = pasted.productType === null ? routineSlots : slotsFor(pasted.productType);
  const product: RoutineProduct = {
    id: pastedListId,
    name: "",
    brand: "",
    productType: pasted.productType ?? "treatment",
    ingredients: pasted.ingredients,
  };
  const withList = {
    morning: slots.includes("morning") ? [...routine.morning, product] : routine.morning,
    evening: slots.includes("evening") ? [...routine.evening, product] : routine.evening,
  };
  const already = new Set(checkRoutine(routine, null).warnings.map(warningKey));
  return checkRoutine(withList, null).warnings.filter(
    (warning) =>
      warning.productIds.includes(pastedListId) &&
      !(warning.kind === "no-sunscreen-with-actives" && already.has(warningKey(warning))),
  );
}
