import type { Aspect } from "~/domain/aspects";
import type { CommunityRating } from "~/domain/community-ratings";
import type { ObservedCurrency } from "~/domain/markets";
import type { ProductType } from "~/domain/product-types";
import type { SkinType } from "~/domain/skin-types";
import type { ObservationMarket, SizeUnit } from "~/server/db/schema.server";

/** Why one input row was not used, with where it was (file and 1-based line of the row's start). */
export interface Rejection {
  file: string;
  line: number;
  reason: string;
}

/** A size as printed: "150 ml", "50 g", or a multipack "10 × 25 ml" (packCount 10). */
export interface ProductSize {
  amount: number;
  unit: SizeUnit;
  /** Items in a multipack; null for a single item. */
  packCount: number | null;
}

/**
 * A size as a source row prints it (docs/catalogue.md, "Parses size"), before the product's form
 * says whether it counts ml, g, sheets or pads (`sizeIn`).
 */
export interface PrintedSize {
  /** One item's volume or weight ("25ml x 10ea": 25 ml); null when only a count is printed. */
  quantity: { amount: number; unit: "ml" | "g" } | null;
  /** A multipack's count of that item ("25ml x 10ea", "50 ml x 2"); null for one. */
  packOf: number | null;
  /** Pieces counted ("70 pads", "10 sheets", "30ea"); null when none is printed. */
  pieces: number | null;
  /** A mini, travel size, trial, sample or refill: the offer's own size, never the product's. */
  partial: boolean;
}

/** A price as a source observed it, with where it came from (docs/catalogue.md, "Prices seen"). */
export interface ObservedPrice {
  /** Source key, e.g. `sokoglam-2020` (described in data/README.md). */
  source: string;
  /** Shop slug, e.g. `soko-glam`, `sociolla`, `olive-young`. */
  shop: string;
  market: ObservationMarket;
  amount: number;
  /** The currency the shop charged in: a market's, US dollars or won. */
  currency: ObservedCurrency;
  /** ISO date the source observed the price. */
  observedOn: string;
  /**
   * The size the price was for, when the source says: as printed (absent for a row built without
   * a print, such as a price feed's), and as the product's form counts it.
   */
  printedSize?: PrintedSize | null;
  size: ProductSize | null;
  file: string;
  line: number;
  /** A sheet mask's price range read only for its low end, one sheet's price (indonesian-prices-source.server.ts). */
  lowestOfRange?: true;
  /** The versions the row sells under its name, when it names them (docs/catalogue.md, "Products sold in versions"). */
  versions?: string[];
}

/** A site's rating as a source row recorded it, with where it came from (docs/rules.md, "Community ratings"). */
export type ObservedRating = CommunityRating & { file: string; line: number };

/**
 * One product row of a source file after validation: the facts the catalogue uses,
 * already cleaned (display brand, name without brand prefix or size), never retailer prose.
 */
export interface SourceProduct {
  file: string;
  line: number;
  /** Source key (data/README.md). */
  source: string;
  brand: string;
  name: string;
  productType: ProductType;
  /** The source's own category words for the product ("Cleansing Balms", "Face Wash"), if any. */
  labels: string[];
  /** The size the row prints (absent when built without one), and what it is for the row's form. */
  printedSize?: PrintedSize | null;
  size: ProductSize | null;
  /** Raw INCI entries in list order. */
  ingredients: string[];
  /** How many entries, from the first, are a "Drug Facts" label's active ingredients (none when absent). */
  activeCount?: number;
  /** Entries of the list the split set aside as retailer prose, as written (none when absent). */
  notNames?: string[];
  /** The same list as the row gave it first, in the retailer's names, when it gave it twice. */
  restatedIngredients?: string[];
  /** ISO date the source saw this ingredient list. */
  listObservedOn: string;
  /** The price the row states, if it states one. */
  price: ObservedPrice | null;
  /** The site rating the row states, if it states one. */
  rating: ObservedRating | null;
  /** Skin types the source itself states; empty when it states none. */
  skinTypes: SkinType[];
  /** Aspects the source itself states (skin concerns); empty when it states none. */
  aspects: Aspect[];
  /** Order within the source's own popularity order, 1 = first. */
  sourceRank: number;
}

/** A price row of a shop file without an ingredient list: it prices products other sources describe. */
export interface SourcePrice {
  brand: string;
  /** The shop's product name, cleaned like a product's name. */
  name: string;
  /**
   * Whether brand and name come from a reviewed match table (Olive Young's Korean names) rather
   * than the shop's own words: such a row must land on a product, or the table is wrong.
   */
  reviewedMatch: boolean;
  price: ObservedPrice;
  /** The site rating the row states, if it states one (Female Daily rows without a list). */
  rating?: ObservedRating | null;
}

export interface SourceResult {
  products: SourceProduct[];
  rejections: Rejection[];
  /** Rows ignored silently because the brand is not Korean (counted, not listed). */
  ignoredNonKorean: number;
}

export interface PriceSourceResult {
  prices: SourcePrice[];
  rejections: Rejection[];
}
