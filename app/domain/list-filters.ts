import { z } from "zod";
import { type Aspect, aspects } from "./aspects";
import { type FreeOfKey, freeOfKeys } from "./ingredient-flags";
import type { Currency } from "./markets";
import { type ProductType, productTypes } from "./product-types";
import { type SkinType, skinTypes } from "./skin-types";

/**
 * The filters of a product list (docs/rules.md, "Filters"), as the URL carries them so that a
 * filtered list can be shared, crawled and rendered on the server: `?skin=oily&free=fragrance`.
 */
export interface ListFilters {
  /** Any of these types (none: every type). */
  productTypes: ProductType[];
  /** Made for any of these skin types. */
  skinTypes: SkinType[];
  /** Made for any of these concerns (the six aspects the analysis scores). */
  concerns: Aspect[];
  /** Of any of these brands, as the catalogue spells them ("Beauty of Joseon"). */
  brands: string[];
  /** A band of `priceBands` for the market's currency, 1-based; null for any price. */
  priceBand: number | null;
  /** A band of `unitPriceBands` (price per 10 ml or 10 g), 1-based; null for any. */
  unitPriceBand: number | null;
  /** Every one of these flags absent from the list (docs/ingredient-flags.md). */
  freeOf: FreeOfKey[];
  /** An ingredient id the list must hold, or must not hold. */
  withIngredient: string | null;
  withoutIngredient: string | null;
}

/** A price range in a market's currency: at least `min`, below `max` (null: no bound). */
export interface PriceBand {
  min: number | null;
  max: number | null;
}

/**
 * The price ranges offered, per market currency. Rupiah ranges are the pound ones at the fixed
 * rate (£1 ≈ Rp 20,250), rounded to amounts shoppers use.
 */
export const priceBands: Readonly<Record<Currency, readonly PriceBand[]>> = {
  GBP: [
    { min: null, max: 10 },
    { min: 10, max: 20 },
    { min: 20, max: 40 },
    { min: 40, max: null },
  ],
  IDR: [
    { min: null, max: 200_000 },
    { min: 200_000, max: 400_000 },
    { min: 400_000, max: 800_000 },
    { min: 800_000, max: null },
  ],
};

/** The same for the price per 10 ml (or 10 g). */
export const unitPriceBands: Readonly<Record<Currency, readonly PriceBand[]>> = {
  GBP: [
    { min: null, max: 1 },
    { min: 1, max: 3 },
    { min: 3, max: null },
  ],
  IDR: [
    { min: null, max: 20_000 },
    { min: 20_000, max: 60_000 },
    { min: 60_000, max: null },
  ],
};

/** Ingredient ids are slugs: lower-case letters, digits and single hyphens. */
const ingredientId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(120);

/** A brand as a URL may name it: the catalogue's spelling, trimmed; a brand no product has lists nothing. */
const brandName = z.string().trim().min(1).max(60);

/** At most this many brands at once: a URL naming more is cut, not refused. */
export const maxBrandFilters = 20;

/**
 * How one filter lives in a list's URL. Anything unknown or malformed is left out rather than
 * refused: a shared link with a stale value still shows the list, with the filters that make sense.
 */
interface FilterField<Value> {
  /** Its URL parameter (`?skin=oily`), also the name of its group in the filter form. */
  param: string;
  /** Its value when the URL chooses nothing. */
  none: Value;
  read(params: URLSearchParams, currency: Currency): Value;
  /** Its chosen options as URL values, in one order (none: empty). */
  write(value: Value): string[];
}

/** Any of a fixed set of options; the URL's order is kept, the canonical URL has the set's order. */
function anyOf<T extends string>(param: string, options: readonly T[]): FilterField<T[]> {
  return {
    param,
    none: [],
    read: (params) =>
      [...new Set(params.getAll(param))].filter((value): value is T => (options as readonly string[]).includes(value)),
    write: (chosen) => options.filter((option) => chosen.includes(option)),
  };
}

/** One value of `schema`, or none. */
function oneOf<T extends string | number>(
  param: string,
  schema: (currency: Currency) => z.ZodType<T>,
): FilterField<T | null> {
  return {
    param,
    none: null,
    read: (params, currency) => {
      const parsed = schema(currency).safeParse(params.get(param) ?? undefined);
      return parsed.success ? parsed.data : null;
    },
    write: (chosen) => (chosen === null ? [] : [String(chosen)]),
  };
}

/** A band of `bands` for the market's currency, 1-based. */
const bandOf = (param: string, bands: Readonly<Record<Currency, readonly PriceBand[]>>) =>
  oneOf(param, (currency) => z.coerce.number().int().min(1).max(bands[currency].length));

/** Brands: each once, trimmed, A–Z, at most `maxBrandFilters`. */
const brandField: FilterField<string[]> = {
  param: "brand",
  none: [],
  read: (params) => {
    const brands = params.getAll("brand").flatMap((value) => {
      const parsed = brandName.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
    return [...new Set(brands)].sort(byBrandName).slice(0, maxBrandFilters);
  },
  write: (chosen) => [...chosen].sort(byBrandName),
};

type ListFilterFields = { readonly [Name in keyof ListFilters]: FilterField<ListFilters[Name]> };

/**
 * Every filter's URL parameter and reading, in the order the canonical URL and the filter form
 * have them. Parsing, the canonical query, the count of chosen options and the form's groups
 * follow from this table (docs/architecture.md, "Adding a list filter").
 */
export const listFilterFields: ListFilterFields = {
  productTypes: anyOf("type", productTypes),
  skinTypes: anyOf("skin", skinTypes),
  concerns: anyOf("concern", aspects),
  brands: brandField,
  priceBand: bandOf("price", priceBands),
  unitPriceBand: bandOf("per10", unitPriceBands),
  freeOf: anyOf("free", freeOfKeys),
  withIngredient: oneOf("with", () => ingredientId),
  withoutIngredient: oneOf("without", () => ingredientId),
};

export type ListFilterName = keyof ListFilters;

/** The filters in the table's order. */
export const listFilterNames = Object.keys(listFilterFields) as ListFilterName[];

/** A `ListFilters` with each filter's value from `valueOf`. */
export function mapListFilters(valueOf: <Name extends ListFilterName>(name: Name) => ListFilters[Name]): ListFilters {
  const entries = listFilterNames.map((name) => [name, valueOf(name)]);
  // Each entry's value is of its own name's type, which `Object.fromEntries` cannot say.
  return Object.fromEntries(entries) as ListFilters;
}

export const noListFilters: ListFilters = mapListFilters((name) => listFilterFields[name].none);

/** The filters a URL asks for; anything unknown or malformed is left out. */
export function parseListFilters(params: URLSearchParams, currency: Currency): ListFilters {
  return mapListFilters((name) => listFilterFields[name].read(params, currency));
}

/** Brands in the order a shopper reads them: A–Z, case and accents aside ("innisfree" beside "Isntree"). */
export function byBrandName(a: string, b: string): number {
  return a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A filter's chosen options as URL values, in the canonical order. */
export function chosenValues<Name extends ListFilterName>(filters: ListFilters, name: Name): string[] {
  return listFilterFields[name].write(filters[name]);
}

/** The query string of filters, in one order (the canonical URL of a filtered list), without `?`. */
export function listFilterQuery(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const name of listFilterNames) {
    for (const value of chosenValues(filters, name)) params.append(listFilterFields[name].param, value);
  }
  return params.toString();
}

/** How many options are chosen, over every filter. */
export function activeFilterCount(filters: ListFilters): number {
  return listFilterNames.reduce((total, name) => total + chosenValues(filters, name).length, 0);
}

/**
 * Ingredients offered in the "with" and "without" choices: well-known actives and the usual
 * suspects, by id (the list's own ids, app/domain/ingredient-name.ts).
 */
export const filterIngredients = [
  "niacinamide",
  "centella-asiatica-extract",
  "sodium-hyaluronate",
  "snail-secretion-filtrate",
  "panthenol",
  "ceramide-np",
  "salicylic-acid",
  "retinol",
  "ascorbic-acid",
  "adenosine",
  "allantoin",
  "madecassoside",
  "houttuynia-cordata-extract",
  "propolis-extract",
  "squalane",
  "alcohol-denat",
  "fragrance",
  "dimethicone",
  "phenoxyethanol",
] as const;
