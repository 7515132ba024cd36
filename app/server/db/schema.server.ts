import type { ColumnType } from "kysely";
import type { Aspect } from "~/domain/aspects";
import type { Currency, Market } from "~/domain/markets";
import type { SizeUnit } from "~/domain/product-size";

/**
 * Storage shape (ADR 0003). List-valued columns hold JSON text so that one set of
 * queries runs on SQLite and PostgreSQL; repositories parse them.
 */
export interface ProductsTable {
  id: string;
  name: string;
  brand: string;
  product_type: string;
  size_ml: number | null;
  description_en: string;
  description_id: string;
  usage_en: string;
  usage_id: string;
  /** Reference price in GBP, the source of the budget band; null while no source has priced the product. */
  base_price_gbp: number | null;
  /** JSON array of image paths. */
  images: string;
  /** Popularity order, 1 = first. */
  rank: number;
  /** Unit of `size_ml`: `ml`, `g`, `sheet` or `pad` (the column keeps its first name); null with no size. */
  size_unit: SizeUnit | null;
  /** Items in a multipack (10 sheets of 25 ml); null for a single item. */
  pack_count: number | null;
  /** ISO date of the ingredient list shown, and the source key it came from (data/README.md). */
  list_observed_on: string | null;
  list_source: string | null;
  /** JSON array of the list's entries left out as unreadable (as the source writes them); null when none. */
  list_left_out: string | null;
  /** JSON `SoldInVersions` (app/domain/product-versions.ts); null when no source names versions. */
  versions: string | null;
  /** The list's last entry when it is part of a name (the source's list was cut short); null otherwise. */
  list_cut_short_at: string | null;
  /**
   * 1 when the list may have lost its end (cut short, or made in water and naming no
   * preservative): it supports no "free of" claim (docs/catalogue.md, "Lists that name no preservative").
   */
  list_may_be_incomplete: ColumnType<number, number | undefined, number>;
  /** What the product physically is (`app/domain/product-forms.ts`); null for rows of an import before forms. */
  form: string | null;
  /** Search words: brand, name and aliases (`productSearchText`), indexed for full-text search. */
  search_text: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<string, string, string>;
  updated_at: ColumnType<string, string, string>;
}

export type { SizeUnit };

/** Where a price was seen: the market it counts for (`kr` for shops in Korea, counted in neither). */
export type ObservationMarket = Market | "kr";

/** Every price a source reported, kept with its date and origin (docs/catalogue.md, "Prices seen"). */
export interface PriceObservationsTable {
  product_id: string;
  /** Shop slug, e.g. `sociolla`, `watsons`, `soko-glam`, `olive-young`. */
  shop: string;
  market: ObservationMarket;
  /** ISO 4217 code as the shop charged: USD, GBP, IDR, KRW. */
  currency: string;
  amount: number;
  size_amount: number | null;
  size_unit: SizeUnit | null;
  pack_count: number | null;
  observed_on: string;
  /** Source key (data/README.md), its file and the 1-based line of the row. */
  source: string;
  source_file: string;
  source_line: number;
  /** Which of the row's prices: 0 for its first; a row with size choices prices each (0015). */
  source_offer: ColumnType<number, number | undefined, number>;
}

/**
 * What a price seen says, without its product or its place in the source file: the columns the
 * product page reads and the import compares, named once so that the two cannot drift apart.
 */
export const priceObservationFacts = [
  "shop",
  "market",
  "currency",
  "amount",
  "size_amount",
  "size_unit",
  "pack_count",
  "observed_on",
  "source",
] as const satisfies readonly (keyof PriceObservationsTable)[];

/** A site's rating of a product as a source recorded it (docs/rules.md, "Community ratings"). */
export interface ProductRatingsTable {
  product_id: string;
  /** `female-daily`, `soko-glam`, `sephora` (app/domain/community-ratings.ts). */
  site: string;
  /** Stars out of five. */
  stars: number;
  review_count: number | null;
  url: string | null;
  observed_on: string;
  /** Source key (data/README.md). */
  source: string;
}

/** What a rating says, without its product: read by the product page, compared by the import. */
export const productRatingFacts = [
  "site",
  "stars",
  "review_count",
  "url",
  "observed_on",
  "source",
] as const satisfies readonly (keyof ProductRatingsTable)[];

/** An ingredient id that was merged into another; its page answers 301 to the canonical one. */
export interface IngredientRedirectsTable {
  from_id: string;
  to_id: string;
}

/** An id a merged product had under another name; its page and API answer the surviving product. */
export interface ProductRedirectsTable {
  from_id: string;
  to_id: string;
}

/** The product's own price per market, with where it came from (docs/rules.md, "Prices"). */
export interface ReferencePricesTable {
  product_id: string;
  market: Market;
  amount: number;
  currency: Currency;
  /** Source key, e.g. `sokoglam-2020`; described in data/README.md. */
  source: string;
  source_amount: number;
  source_currency: string;
  /** Whether `amount` was converted from another currency at a fixed documented rate. */
  converted: number;
  /** ISO date the source observed the price. */
  observed_on: string;
}

export interface ProductSkinTypesTable {
  product_id: string;
  skin_type: string;
}

export interface ProductAspectsTable {
  product_id: string;
  aspect: string;
}

/** An ingredient flag a product's list raises (docs/ingredient-flags.md), for the lists' filters. */
export interface ProductFlagsTable {
  product_id: string;
  flag: string;
}

export interface ProductIngredientsTable {
  product_id: string;
  position: number;
  raw_name: string;
  ingredient_id: string | null;
  /** 1 for a "Drug Facts" label's active ingredient, printed above the inactive list (docs/catalogue.md). */
  active: ColumnType<number, number | undefined, number>;
  /** The percentage the label prints with the entry, or null. */
  stated_percent: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OffersTable {
  product_id: string;
  market: Market;
  shop: string;
  url: string;
  price: number | null;
  currency: string | null;
  checked_at: string | null;
}

export interface IngredientsTable {
  id: string;
  name: string;
  inci_name: string | null;
  cas: string | null;
  ec: string | null;
  /** JSON array of CosIng function names, as CosIng spells them. */
  cosing_functions: string;
  /** JSON array of the 21 ingredient-function chip slugs (docs/rules.md, "Product types and skin types"). */
  functions: string;
  /** JSON array of aspect slugs. */
  aspects: string;
  /** JSON array of skin type slugs. */
  skin_types: string;
  /** JSON array of chip slugs that are kulit's own notes, not CosIng's (shown apart, docs/catalogue.md). */
  kulit_functions: string;
  created_at: ColumnType<string, string, string>;
  updated_at: ColumnType<string, string, string>;
}

export interface KulitMetaTable {
  key: string;
  value: string;
}

/** better-auth's tables (ADR 0006); dates are Date on PostgreSQL and ISO text on SQLite. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface SessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

/**
 * better-auth's sign-in methods: a password (`credential`) and each linked provider, one row each
 * (only the columns we read or write; the rest are null).
 */
export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** better-auth's codes and tokens (only the columns we read or delete by). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
}

export interface AuthMailLogTable {
  email: string;
  /** `email-verification` or `forget-password`. */
  purpose: string;
  /** Epoch milliseconds. */
  sent_at: number;
}

export interface SignInFailuresTable {
  email: string;
  failures: number;
  /** Epoch milliseconds; 0 when not locked. */
  locked_until: number;
}

/** One score column per aspect (app/domain/aspects.ts), named as the aspect: 0…100. */
export type AspectScoreColumns = Record<Aspect, number>;

export interface AnalysesTable extends AspectScoreColumns {
  id: string;
  user_id: string;
  gender: number;
  age: number;
  budget: number;
  skin_type: string;
  location: string;
  /** Storage key of the re-encoded selfie, null when none was taken or it was deleted. */
  image_key: string | null;
  /** ISO 8601 with milliseconds; orders a user's analyses. */
  created_at: string;
}

/** One product of a user's routine (docs/routine.md). */
export interface RoutineEntriesTable {
  user_id: string;
  /** `morning` or `evening`. */
  slot: string;
  /** 0-based order of adding within the slot; the page orders by step and then by this. */
  position: number;
  product_id: string;
  /** ISO 8601. */
  added_at: string;
}

/** One counter of our rate limits, written by rate-limiter-flexible (migration 0010). */
export interface RateLimitCountersTable {
  /** `{limit name}:{client key}`. */
  key: string;
  points: number;
  /** When the window ends, epoch milliseconds (bigint: a string from PostgreSQL). */
  expire: number | string | null;
}

export interface Database {
  products: ProductsTable;
  reference_prices: ReferencePricesTable;
  product_skin_types: ProductSkinTypesTable;
  product_aspects: ProductAspectsTable;
  product_flags: ProductFlagsTable;
  product_ingredients: ProductIngredientsTable;
  offers: OffersTable;
  price_observations: PriceObservationsTable;
  product_ratings: ProductRatingsTable;
  ingredients: IngredientsTable;
  ingredient_redirects: IngredientRedirectsTable;
  product_redirects: ProductRedirectsTable;
  kulit_meta: KulitMetaTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  auth_mail_log: AuthMailLogTable;
  sign_in_failures: SignInFailuresTable;
  analyses: AnalysesTable;
  routine_entries: RoutineEntriesTable;
  rate_limit_counters: RateLimitCountersTable;
}
