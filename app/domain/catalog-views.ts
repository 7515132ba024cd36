import type { Aspect } from "./aspects";
import type { ObservationMarket } from "./catalogue-sources";
import type { CommunityRating } from "./community-ratings";
import type { IngredientFlags } from "./ingredient-flags";
import type { IngredientFunction } from "./ingredient-functions";
import type { ResultSort } from "./list-sort";
import type { Currency, Market, ObservedCurrency, Shop } from "./markets";
import type { ProductSize } from "./product-size";
import type { SoldInVersions } from "./product-versions";
import type { ProductType } from "./product-types";
import type { SkinType } from "./skin-types";

/**
 * A market's reference price, with its provenance (docs/rules.md, "Prices": never invented; "A
 * market's own price": seen at a shop that sells to the market, converted at the fixed rate when
 * the shop charged in another currency).
 */
export interface ReferencePriceView {
  amount: number;
  currency: Currency;
  /** Source key described in data/README.md, e.g. `sokoglam-2020`. */
  source: string;
  /** The shop it was seen at (`soko-glam`; app/domain/catalogue-sources.ts); null for a source that is not a shop. */
  shop: string | null;
  /** The country the shop sells from (ISO 3166: `US`, `GB`, `ID`); null when not known. */
  country: string | null;
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
  /** Null when no source gives one. */
  size: ProductSize | null;
  image: string;
  /**
   * The market's own reference price, seen at one of its shops within the last two years; null
   * when it has none (docs/rules.md, "A market's own price").
   */
  price: ReferencePriceView | null;
  /** The market's newest own price when it is more than two years old ("Last seen at …"); else null. */
  lastSeen: ReferencePriceView | null;
  skinTypes: SkinType[];
  aspects: Aspect[];
  /**
   * The budget band's price: `price` in pounds at the fixed rates; null without a current own price
   * (docs/rules.md, "Budget").
   */
  basePriceGbp: number | null;
}

/** A price some source reported for the product (docs/rules.md, "Prices seen"). */
export interface PriceObservationView {
  /** Shop slug (`sociolla`, `olive-young`; app/domain/catalogue-sources.ts). */
  shop: string;
  market: ObservationMarket;
  /** As the shop charged. */
  currency: ObservedCurrency;
  amount: number;
  /** The size the price was for, when the source says. */
  size: ProductSize | null;
  /** ISO date the source saw the price. */
  observedOn: string;
  /** Source key (data/README.md). */
  source: string;
  /**
   * Whether it disagrees with the product's other prices too much to be its reference price
   * (docs/catalogue.md, "Disputed prices"; `app/domain/price-outliers.ts`).
   */
  disputed: boolean;
}

/** Where the ingredient list shown comes from, and when it was seen. */
export interface IngredientListSourceView {
  /** ISO date. */
  observedOn: string;
  /** Source key (app/domain/catalogue-sources.ts). */
  source: string;
  /** Entries of the source's list left out as unreadable, as the source writes them. */
  leftOut: string[];
  /** The list's last entry when it is part of a name: ingredients after it may be missing. */
  cutShortAt: string | null;
  /**
   * The list was cut short, or is made in water and names no preservative (`namesNoPreservative`):
   * its end may be missing, so it supports no "free of" claim.
   */
  mayBeIncomplete: boolean;
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
  /** Function chips from the EU CosIng database's functions. */
  functions: IngredientFunction[];
  /** Chips that are kulit's own notes (what the ingredient is known for), shown apart from CosIng's. */
  kulitFunctions: IngredientFunction[];
  /** A US "Drug Facts" label's active ingredient, printed above the inactive list. */
  active: boolean;
  /** The percentage the label prints with the ingredient, or null. */
  statedPercent: number | null;
}

export interface ProductDetailView extends ProductCardView {
  market: Market;
  /** All images of the product; `image` is the first. */
  images: string[];
  description: string;
  usage: string;
  offers: OfferView[];
  ingredients: ProductIngredientView[];
  /** Every price a source reported, newest first. */
  priceObservations: PriceObservationView[];
  /** Null when the import did not record where the list came from. */
  ingredientList: IngredientListSourceView | null;
  /** The versions a shop sells under the product's name, and which one the list is; null when no source names versions. */
  versions: SoldInVersions | null;
  /** What the list holds that a shopper may want to know, and the "free of" claims it supports. */
  flags: IngredientFlags;
  /** Shoppers' ratings on community and shop sites, one per site, as those sites showed them. */
  ratings: CommunityRating[];
}

export interface IngredientView {
  id: string;
  name: string;
  inciName: string | null;
  cas: string | null;
  ec: string | null;
  /** CosIng's functions as CosIng spells them (`Skin Conditioning`). */
  cosingFunctions: string[];
  /** Chips from CosIng's functions only (docs/catalogue.md, "CosIng function → chip"). */
  functions: IngredientFunction[];
  /** Chips kulit adds from its own rules, shown apart as kulit's note. */
  kulitFunctions: IngredientFunction[];
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

/** One price seen, as the product page's "Prices seen" shows it (docs/screens.md). */
export interface PriceSeenLine {
  key: string;
  shopName: string;
  /** In the shop's own currency. */
  price: string;
  /** In the market's currency with the fixed rate, when the shop charged in another: `≈ £7.10 at £1 = Rp 20.250`. */
  converted: string | null;
  /** Said when the shop does not sell to the market: "Shop in Indonesia: not a UK price". */
  elsewhere: string | null;
  size: string | null;
  /** The price per 10 ml, per sheet or per pad for the observation's own size, in the shop's currency. */
  unitPrice: string | null;
  date: string;
  /** Seen more than two years ago (docs/rules.md, "Prices seen"). */
  old: boolean;
  /** Too far from the product's other prices to be its reference price (docs/catalogue.md, "Disputed prices"). */
  disputed: boolean;
}

/** One choice of a filter group, with how many products it would list. */
export interface FilterOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

/** A group of the filter form: checkboxes (any of), radio buttons (one of) or a select (one of). */
export interface FilterGroup {
  name: string;
  legend: string;
  kind: "checkbox" | "radio" | "select";
  options: FilterOption[];
  /** Long enough to need a field that narrows its options (the brands). */
  searchable?: boolean;
}

/** A chosen filter option, shown above the list with a link that removes it. */
export interface FilterChip {
  label: string;
  /** The list without it, everything else kept. */
  href: string;
}

/** The filter form of a list (docs/rules.md, "Filters"). */
export interface FilterPanelData {
  groups: FilterGroup[];
  /** How many options are chosen. */
  active: number;
  chips: FilterChip[];
}

/** The sort control of a list or of search results (docs/rules.md, "Sorting"). */
export interface SortPanelData {
  /** The order the products are in. */
  current: ResultSort;
  /** The orders offered, the default first, each with the URL of the first page in that order. */
  options: { value: ResultSort; href: string }[];
  /** Where the control's GET form goes. */
  action: string;
  /** The fields the form sends before `sort`, in their one order: the search's query, then the filters. */
  keep: [string, string][];
  /** The `sort` the filter form sends after the filters, so filtering keeps the order; null for the default one. */
  sortField: string | null;
}
