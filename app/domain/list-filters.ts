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

export const noListFilters: ListFilters = {
  productTypes: [],
  skinTypes: [],
  concerns: [],
  brands: [],
  priceBand: null,
  unitPriceBand: null,
  freeOf: [],
  withIngredient: null,
  withoutIngredient: null,
};

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
const band = (count: number) => z.coerce.number().int().min(1).max(count);

/** A brand as a URL may name it: the catalogue's spelling, trimmed; a brand no product has lists nothing. */
const brandName = z.string().trim().min(1).max(60);

/** At most this many brands at once: a URL naming more is cut, not refused. */
export const maxBrandFilters = 20;

/**
 * The filters a URL asks for. Anything unknown or malformed is left out rather than refused:
 * a shared link with a stale value still shows the list, with the filters that make sense.
 */
export function parseListFilters(params: URLSearchParams, currency: Currency): ListFilters {
  const known = <T extends string>(values: readonly T[], key: string): T[] =>
    [...new Set(params.getAll(key))].filter((value): value is T => (values as readonly string[]).includes(value));
  const single = <T>(schema: z.ZodType<T>, key: string): T | null => {
    const parsed = schema.safeParse(params.get(key) ?? undefined);
    return parsed.success ? parsed.data : null;
  };
  const brands = params.getAll("brand").flatMap((value) => {
    const parsed = brandName.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    productTypes: known(productTypes, "type"),
    skinTypes: known(skinTypes, "skin"),
    concerns: known(aspects, "concern"),
    brands: [...new Set(brands)].sort(byBrandName).slice(0, maxBrandFilters),
    priceBand: single(band(priceBands[currency].length), "price"),
    unitPriceBand: single(band(unitPriceBands[currency].length), "per10"),
    freeOf: known(freeOfKeys, "free"),
    withIngredient: single(ingredientId, "with"),
    withoutIngredient: single(ingredientId, "without"),
  };
}

/** Brands in the order a shopper reads them: A–Z, case and accents aside ("innisfree" beside "Isntree"). */
export function byBrandName(a: string, b: string): number {
  return a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The query string of filters, in one order (the canonical URL of a filtered list), without `?`. */
export function listFilterQuery(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const type of productTypes) if (filters.productTypes.includes(type)) params.append("type", type);
  for (const skinType of skinTypes) if (filters.skinTypes.includes(skinType)) params.append("skin", skinType);
  for (const concern of aspects) if (filters.concerns.includes(concern)) params.append("concern", concern);
  for (const brand of [...filters.brands].sort(byBrandName)) params.append("brand", brand);
  if (filters.priceBand !== null) params.set("price", String(filters.priceBand));
  if (filters.unitPriceBand !== null) params.set("per10", String(filters.unitPriceBand));
  for (const key of freeOfKeys) if (filters.freeOf.includes(key)) params.append("free", key);
  if (filters.withIngredient !== null) params.set("with", filters.withIngredient);
  if (filters.withoutIngredient !== null) params.set("without", filters.withoutIngredient);
  return params.toString();
}

export function activeFilterCount(filters: ListFilters): number {
  return (
    filters.productTypes.length +
    filters.skinTypes.length +
    filters.concerns.length +
    filters.brands.length +
    (filters.priceBand === null ? 0 : 1) +
    (filters.unitPriceBand === null ? 0 : 1) +
    filters.freeOf.length +
    (filters.withIngredient === null ? 0 : 1) +
    (filters.withoutIngredient === null ? 0 : 1)
  );
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
