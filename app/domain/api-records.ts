import type { Shop } from "./markets";

/**
 * The shapes of the public GraphQL API (docs/api.md). Field names follow the
 * original's model so its queries run unchanged; they are derived from the tables (app/server/db/schema.server.ts).
 */

/** A product as the API serves it: one record for both markets, with flat per-shop fields. */
export interface ProductRecord {
  id: string;
  /** The product's name. */
  product: string;
  productType: string;
  brand: string;
  /** Size in ml; null when the source gives none (weights, counts). */
  size: number | null;
  /** English description and how-to-use. */
  description: string;
  description_id: string;
  usage: string;
  usage_id: string;
  /** Amazon's price in GBP (the English market's primary shop); null when not known. */
  price: number | null;
  /** Shopee's price in IDR (the Indonesian market's primary shop); null when not known. */
  price_id: number | null;
  price_lazada: number | null;
  price_tokopedia: number | null;
  price_yesstyle: number | null;
  price_stylevana: number | null;
  /** Skin type ids (oily, dry, combination, normal). */
  skinType: string[];
  /** Aspect ids the product targets (eyebags, dryness, redness, wrinkles, acne, pores). */
  aspect: string[];
  /** Canonical ingredient names in printed order; each is an `Ingredients.ingredient`. */
  ingredients: string[];
  /** Ingredient ids (slugs, as in `/{lang}/ingredient/{id}`) in printed order. */
  ingredient_clean: string[];
  images: string[];
  /** Purchase links per shop (search URLs on the shop); null when the shop has no offer. */
  amazon: string | null;
  shoppee: string | null;
  lazada: string | null;
  tokopedia: string | null;
  yesstyle: string | null;
  stylevana: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The record field holding each shop's link and price (docs/rules.md, "Markets and languages"). */
export const shopRecordFields: Record<
  Shop,
  { link: "amazon" | "shoppee" | "lazada" | "tokopedia" | "yesstyle" | "stylevana"; price: ProductPriceField }
> = {
  amazon: { link: "amazon", price: "price" },
  stylevana: { link: "stylevana", price: "price_stylevana" },
  yesstyle: { link: "yesstyle", price: "price_yesstyle" },
  shopee: { link: "shoppee", price: "price_id" },
  tokopedia: { link: "tokopedia", price: "price_tokopedia" },
  lazada: { link: "lazada", price: "price_lazada" },
};

export type ProductPriceField =
  "price" | "price_id" | "price_lazada" | "price_tokopedia" | "price_yesstyle" | "price_stylevana";

/** An ingredient as the API serves it (docs/api.md, "Ingredients"). */
export interface IngredientRecord {
  /** The ingredient id (slug). */
  id: string;
  /** Canonical (INCI title-case) name. */
  ingredient: string;
  aspect: string[];
  skinType: string[];
  /** CosIng functions, as CosIng spells them. */
  cosing: string[];
  cas: string | null;
  ec: string | null;
  /** The ingredient-function chips (the 21 slugs of docs/rules.md). */
  function: string[];
  createdAt: string;
  updatedAt: string;
}

/** One page of a list; `nextToken` is null on the last page. */
export interface RecordPage<T> {
  items: T[];
  nextToken: string | null;
}

export type SortDirection = "ASC" | "DESC";

/** `limit` of the list operations: default and maximum (docs/api.md). */
export const recordListLimits = { default: 100, max: 1000 } as const;
