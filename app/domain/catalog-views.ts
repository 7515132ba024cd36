import type { Aspect } from "./aspects";
import type { IngredientFunction } from "./ingredient-functions";
import type { Currency, Market, Shop } from "./markets";
import type { ProductType } from "./product-types";
import type { SkinType } from "./skin-types";

/** A price as shown to a visitor, with its provenance (docs/rules.md, "Prices": never invented). */
export interface ReferencePriceView {
  amount: number;
  currency: Currency;
  /** Source key described in data/README.md, e.g. `sokoglam-2020`. */
  source: string;
  sourceAmount: number;
  sourceCurrency: string;
  converted: boolean;
  observedOn: string;
}

/** What a product card needs (lists, carousel, ingredient page). */
export interface ProductCardView {
  id: string;
  name: string;
  brand: string;
  productType: ProductType;
  sizeMl: number | null;
  image: string;
  price: ReferencePriceView | null;
  skinTypes: SkinType[];
  aspects: Aspect[];
  basePriceGbp: number;
}

export interface OfferView {
  shop: Shop;
  url: string;
  /** Null when no price feed has reported one: the UI says 'Price not available'. */
  price: number | null;
  currency: Currency | null;
  checkedAt: string | null;
}

export interface ProductIngredientView {
  /** As printed on the product. */
  rawName: string;
  /** Canonical name; links to the ingredient page when known. */
  name: string;
  ingredientId: string | null;
  functions: IngredientFunction[];
}

export interface ProductDetailView extends ProductCardView {
  market: Market;
  /** All images of the product; `image` is the first. */
  images: string[];
  description: string;
  usage: string;
  offers: OfferView[];
  ingredients: ProductIngredientView[];
}

export interface IngredientView {
  id: string;
  name: string;
  inciName: string | null;
  cas: string | null;
  ec: string | null;
  functions: IngredientFunction[];
}

export interface Page<T> {
  items: T[];
  /** How many items the whole list has (in the market). */
  total: number;
  /** How many items were skipped before `items`. */
  offset: number;
  /** The page size asked for (`items` is shorter at the end of the list). */
  limit: number;
}

/** Lists show 10 products at first and 'Show More' adds 10 (docs/rules.md). */
export const listPageSize = 10;
