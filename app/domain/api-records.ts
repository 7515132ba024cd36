import { ratingSites } from "./community-ratings";
import type { Shop } from "./markets";

/**
 * The shapes of the public GraphQL API (docs/api.md). Field names follow the original's model
 * so its queries run unchanged. Each record's fields are written once, in a table below: the
 * schema's object type and filter input (app/adapters/graphql/schema.graphql.ts), the record's
 * TypeScript type, its filter (record-filter.ts) and the server's mapping to the tables
 * (app/server/api/record-fields.server.ts) are all derived from it.
 */

/** The GraphQL types record fields have, with the TypeScript type of their values. */
export interface RecordFieldValues {
  "ID!": string;
  "String!": string;
  /** Nullable: null when not known. */
  String: string | null;
  /** Nullable: null when not known. */
  Float: number | null;
  /** Never null: an empty list instead. */
  "[String!]!": string[];
}
export type RecordFieldType = keyof RecordFieldValues;

/**
 * One field of a record: its GraphQL type, and the filter input type it takes in the list
 * operations' filter (null: not filterable). The filter input fits the type: an `ID` takes
 * `ModelIDInput`, a `Float` `ModelFloatInput`, a string or a list of strings `ModelStringInput`
 * (on a list, its operators test membership: record-filter.ts).
 */
export type RecordFieldSpec =
  | { type: "ID!"; filter: "ModelIDInput" | null }
  | { type: "String!" | "String" | "[String!]!"; filter: "ModelStringInput" | null }
  | { type: "Float"; filter: "ModelFloatInput" | null };
export type RecordFields = Readonly<Record<string, RecordFieldSpec>>;

/** The record a table of fields describes (the comments on the table's fields carry over). */
export type RecordOf<F extends RecordFields> = { -readonly [N in keyof F]: RecordFieldValues[F[N]["type"]] };

/** The fields of a table whose GraphQL type is `T`. */
export type FieldsOfType<F extends RecordFields, T extends RecordFieldType> = {
  [N in keyof F]: F[N]["type"] extends T ? N : never;
}[keyof F];

/**
 * The fields of `Products`, in the schema's order: one record for both markets, with flat
 * per-shop fields (docs/api.md, "Products").
 */
export const productRecordFields = {
  id: { type: "ID!", filter: "ModelIDInput" },
  /** The product's name. */
  product: { type: "String!", filter: "ModelStringInput" },
  productType: { type: "String!", filter: "ModelStringInput" },
  brand: { type: "String!", filter: "ModelStringInput" },
  /** Size in ml; null when the source gives none (weights, counts). */
  size: { type: "Float", filter: "ModelFloatInput" },
  /** English description and how-to-use. */
  description: { type: "String!", filter: "ModelStringInput" },
  description_id: { type: "String!", filter: "ModelStringInput" },
  usage: { type: "String!", filter: "ModelStringInput" },
  usage_id: { type: "String!", filter: "ModelStringInput" },
  /** Amazon's price in GBP (the English market's primary shop); null when not known. */
  price: { type: "Float", filter: "ModelFloatInput" },
  /** Shopee's price in IDR (the Indonesian market's primary shop); null when not known. */
  price_id: { type: "Float", filter: "ModelFloatInput" },
  price_lazada: { type: "Float", filter: "ModelFloatInput" },
  price_tokopedia: { type: "Float", filter: "ModelFloatInput" },
  price_yesstyle: { type: "Float", filter: "ModelFloatInput" },
  price_stylevana: { type: "Float", filter: "ModelFloatInput" },
  /** Skin type ids (oily, dry, combination, normal). */
  skinType: { type: "[String!]!", filter: "ModelStringInput" },
  /** Aspect ids the product targets (app/domain/aspects.ts). */
  aspect: { type: "[String!]!", filter: "ModelStringInput" },
  /** Canonical ingredient names in printed order; each is an `Ingredients.ingredient`. */
  ingredients: { type: "[String!]!", filter: "ModelStringInput" },
  /** Ingredient ids (slugs, as in `/{lang}/ingredient/{id}`) in printed order. */
  ingredient_clean: { type: "[String!]!", filter: "ModelStringInput" },
  images: { type: "[String!]!", filter: "ModelStringInput" },
  /** Purchase links per shop (search URLs on the shop); null when the shop has no offer. */
  amazon: { type: "String", filter: "ModelStringInput" },
  shoppee: { type: "String", filter: "ModelStringInput" },
  lazada: { type: "String", filter: "ModelStringInput" },
  tokopedia: { type: "String", filter: "ModelStringInput" },
  yesstyle: { type: "String", filter: "ModelStringInput" },
  stylevana: { type: "String", filter: "ModelStringInput" },
  createdAt: { type: "String!", filter: "ModelStringInput" },
  updatedAt: { type: "String!", filter: "ModelStringInput" },
} as const satisfies RecordFields;

/** A product as the API serves it. */
export type ProductRecord = RecordOf<typeof productRecordFields>;

/** The record field holding each shop's link and price (docs/rules.md, "Markets and languages"). */
export const shopRecordFields = {
  amazon: { link: "amazon", price: "price" },
  stylevana: { link: "stylevana", price: "price_stylevana" },
  yesstyle: { link: "yesstyle", price: "price_yesstyle" },
  shopee: { link: "shoppee", price: "price_id" },
  tokopedia: { link: "tokopedia", price: "price_tokopedia" },
  lazada: { link: "lazada", price: "price_lazada" },
} as const satisfies Record<
  Shop,
  { link: FieldsOfType<typeof productRecordFields, "String">; price: FieldsOfType<typeof productRecordFields, "Float"> }
>;

export type ProductLinkField = (typeof shopRecordFields)[Shop]["link"];
export type ProductPriceField = (typeof shopRecordFields)[Shop]["price"];

/** The fields of `Ingredients`, in the schema's order (docs/api.md, "Ingredients"). */
export const ingredientRecordFields = {
  /** The ingredient id (slug). */
  id: { type: "ID!", filter: "ModelIDInput" },
  /** Canonical (INCI title-case) name. */
  ingredient: { type: "String!", filter: "ModelStringInput" },
  aspect: { type: "[String!]!", filter: "ModelStringInput" },
  skinType: { type: "[String!]!", filter: "ModelStringInput" },
  /** CosIng functions, as CosIng spells them. */
  cosing: { type: "[String!]!", filter: "ModelStringInput" },
  cas: { type: "String", filter: "ModelStringInput" },
  ec: { type: "String", filter: "ModelStringInput" },
  /** The ingredient-function chips (the 21 slugs of docs/rules.md). */
  function: { type: "[String!]!", filter: "ModelStringInput" },
  createdAt: { type: "String!", filter: "ModelStringInput" },
  updatedAt: { type: "String!", filter: "ModelStringInput" },
} as const satisfies RecordFields;

/** An ingredient as the API serves it. */
export type IngredientRecord = RecordOf<typeof ingredientRecordFields>;

/** The GraphQL types of the fields of an object inside a record, with the TypeScript type of their values. */
interface ObjectFieldValues {
  "String!": string;
  /** Nullable: null when not known. */
  String: string | null;
  "Float!": number;
  /** Nullable: null when not known. */
  Float: number | null;
  /** Nullable: null when not known. */
  Int: number | null;
  "Boolean!": boolean;
  "[String!]!": string[];
}

/** The object a table of object fields describes. */
type ObjectRecordOf<F extends Readonly<Record<string, keyof ObjectFieldValues>>> = {
  -readonly [N in keyof F]: ObjectFieldValues[F[N]];
};

/** The fields of `PriceObservation`, in the schema's order (docs/api.md, "PriceObservation"). */
export const priceObservationRecordFields = {
  /** Shop slug: `sociolla`, `watsons`, `soko-glam`, `olive-young`, … */
  shop: "String!",
  /** Where it was seen: `en`, `id`, or `kr` (a shop in Korea). */
  market: "String!",
  /** ISO 4217 code of `amount`, as the shop charged: USD, GBP, IDR, KRW. */
  currency: "String!",
  amount: "Float!",
  /** What the price was for: `150 ml`, `50 g`, `2 × 50 ml`, `10 sheets`, `70 pads`; null when not said. */
  size: "String",
  /** `amount` per 10 ml (or 10 g, per sheet, per pad), in `currency`; null without a size. */
  unitPrice: "Float",
  /** ISO date the source saw the price. */
  observedOn: "String!",
  /** Source key (data/README.md), e.g. `sociolla-2025`. */
  source: "String!",
  /**
   * Whether it disagrees with the product's other prices too much to be its reference price (no
   * majority among them, or the same shop's other price of that day): then it is no market's own.
   */
  disputed: "Boolean!",
} as const satisfies Readonly<Record<string, keyof ObjectFieldValues>>;

/**
 * The fields of `ReferencePrice`, in the schema's order (docs/api.md, "ReferencePrice"): a
 * market's own price and where it comes from (docs/rules.md, "A market's own price").
 */
export const referencePriceRecordFields = {
  /** The market whose own price it is: `en` (UK shoppers) or `id` (Indonesia). */
  market: "String!",
  /** In the market's currency (`currency`), converted at the fixed rate when `converted`. */
  amount: "Float!",
  /** GBP or IDR. */
  currency: "String!",
  /** The shop it was seen at (`soko-glam`, `lookfantastic`, `sociolla`, …); null for a source that is not a shop. */
  shop: "String",
  /** The country the shop sells from (ISO 3166: `US`, `GB`, `ID`); null when not known. */
  country: "String",
  /** The price as the shop charged it, in `sourceCurrency`. */
  sourceAmount: "Float!",
  /** USD, GBP or IDR. */
  sourceCurrency: "String!",
  /** Whether `amount` was converted from `sourceCurrency` at the fixed rate. */
  converted: "Boolean!",
  /** ISO date the source saw the price. */
  observedOn: "String!",
  /** Source key (data/README.md), e.g. `sokoglam-2022`. */
  source: "String!",
  /**
   * False when seen more than 24 months before the request's date: then it is only the price
   * "last seen", in no budget band, price filter or price sort.
   */
  current: "Boolean!",
} as const satisfies Readonly<Record<string, keyof ObjectFieldValues>>;

/** A market's reference price, as the API serves it. */
export type ReferencePriceRecord = ObjectRecordOf<typeof referencePriceRecordFields>;

/** A price a source reported, as the API serves it. */
export type PriceObservationRecord = ObjectRecordOf<typeof priceObservationRecordFields>;

/** The fields of `CommunityRating`, in the schema's order (docs/api.md, "CommunityRating"). */
export const communityRatingRecordFields = {
  /** The site: `female-daily`, `soko-glam`, `sephora`. */
  site: "String!",
  /** Stars out of five, as the site showed them. */
  stars: "Float!",
  /** How many reviews the stars average; null when the source does not say. */
  reviewCount: "Int",
  /** The product's page on that site; null when the source gives none. */
  url: "String",
  /** ISO date the source saw the rating. */
  observedOn: "String!",
  /** Source key (data/README.md), e.g. `femaledaily-2025`. */
  source: "String!",
} as const satisfies Readonly<Record<string, keyof ObjectFieldValues>>;

/** A site's rating, as the API serves it. */
export type CommunityRatingRecord = ObjectRecordOf<typeof communityRatingRecordFields>;

/**
 * The fields of `ProductVersions`, in the schema's order (docs/api.md, "ProductVersions"): the
 * versions a shop sells under the product's name (docs/catalogue.md, "Products sold in versions").
 */
export const productVersionsRecordFields = {
  /** The versions as the shop names them (`Rice`, `Green Tea`), in its order. */
  names: "[String!]!",
  /** The version whose list `ingredients` is; null when the list does not tell which. */
  listVersion: "String",
  /** ISO date the source saw the versions. */
  observedOn: "String!",
  /** Source key (data/README.md), e.g. `sociolla-2023`. */
  source: "String!",
} as const satisfies Readonly<Record<string, keyof ObjectFieldValues>>;

/** A product's versions, as the API serves them. */
export type ProductVersionsRecord = ObjectRecordOf<typeof productVersionsRecordFields>;

/**
 * The lists of objects a `Products` record has besides its fields, read only when a query asks
 * for them, each at most `maxItems` per product (the newest), so that an operation's cost can be
 * counted before it runs (docs/api.md, "Limits").
 */
export const productObjectLists = {
  priceObservations: { type: "[PriceObservation!]!", maxItems: 20 },
  /** One per site at most. */
  communityRatings: { type: "[CommunityRating!]!", maxItems: ratingSites.length },
  /** One per market at the most: the market's own price (docs/rules.md, "A market's own price"). */
  referencePrices: { type: "[ReferencePrice!]!", maxItems: 2 },
} as const;

/**
 * The single objects a `Products` record has besides its fields and lists, read only when a
 * query asks for them; null when the product has none.
 */
export const productObjects = {
  /** The versions a shop sells under the product's name (docs/catalogue.md, "Products sold in versions"). */
  versions: { type: "ProductVersions" },
} as const;

/** The names of a table's fields, in its order. */
export function recordFieldNames<F extends RecordFields>(fields: F): (keyof F & string)[] {
  return Object.keys(fields) as (keyof F & string)[];
}

/** Whether a field's value may be null (its GraphQL type is nullable). */
export function isNullableField(spec: RecordFieldSpec): boolean {
  return !spec.type.endsWith("!");
}

/** One page of a list; `nextToken` is null on the last page. */
export interface RecordPage<T> {
  items: T[];
  nextToken: string | null;
}

export type SortDirection = "ASC" | "DESC";

/** `limit` of the list operations: default and maximum (docs/api.md). */
export const recordListLimits = { default: 100, max: 1000 } as const;
