import type { SkinType } from "~/domain/skin-types";
import type { Aspect } from "~/domain/aspects";
import type { ProductType } from "~/domain/product-types";

/** Why one input row was not used, with where it was (file and 1-based line of the row's start). */
export interface Rejection {
  file: string;
  line: number;
  reason: string;
}

/** A price as a source observed it. */
export interface ObservedPrice {
  /** Source key, e.g. `sokoglam-2020` (described in data/README.md). */
  source: string;
  amount: number;
  currency: "USD" | "GBP" | "IDR";
  /** ISO date the source observed the price. */
  observedOn: string;
}

/**
 * One product row of a source file after validation: the facts the catalogue uses,
 * already cleaned (display brand, name without brand prefix or size), never retailer prose.
 */
export interface SourceProduct {
  file: string;
  line: number;
  brand: string;
  name: string;
  productType: ProductType;
  sizeMl: number | null;
  /** Raw INCI entries in list order. */
  ingredients: string[];
  price: ObservedPrice;
  /** Skin types the source itself states; empty when it states none. */
  skinTypes: SkinType[];
  /** Aspects the source itself states (skin concerns); empty when it states none. */
  aspects: Aspect[];
  /** Order within the source's own popularity order, 1 = first. */
  sourceRank: number;
}

export interface SourceResult {
  products: SourceProduct[];
  rejections: Rejection[];
  /** Rows ignored silently because the brand is not Korean (counted, not listed). */
  ignoredNonKorean: number;
}
