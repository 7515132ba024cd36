import type { Language } from "./language";
import type { Market, ObservedCurrency } from "./markets";

/**
 * The catalogue's sources and the shops their prices were seen at, with the names the site shows
 * for them (data/README.md describes each file). Source keys and shop slugs are what the import
 * stores (`reference_prices.source`, `price_observations.source` and `.shop`, `products.list_source`).
 */

/** Where a price was seen: a market of the site, or `kr` for shops in Korea (counted in neither). */
export const observationMarkets = ["en", "id", "kr"] as const satisfies readonly (Market | "kr")[];
export type ObservationMarket = (typeof observationMarkets)[number];

export function isObservationMarket(value: string): value is ObservationMarket {
  return (observationMarkets as readonly string[]).includes(value);
}

/**
 * The shops of price observations (not the markets' shops of the Price Comparison): their names,
 * the country each sells from, the currency it charges in, and the market whose shoppers it sells
 * to, which alone makes its price that market's own (docs/rules.md, "A market's own price"). Soko
 * Glam and Sephora (US) and LookFantastic (UK) ship to shoppers in the UK; the Indonesian shops sell
 * in rupiah to Indonesia; Olive Young Korea sells to neither market (`kr`).
 */
const observationShops = {
  "soko-glam": { name: "Soko Glam", country: "US", currency: "USD", market: "en" },
  sephora: { name: "Sephora", country: "US", currency: "USD", market: "en" },
  lookfantastic: { name: "LookFantastic", country: "GB", currency: "GBP", market: "en" },
  beautyhaul: { name: "Beautyhaul", country: "ID", currency: "IDR", market: "id" },
  sociolla: { name: "Sociolla", country: "ID", currency: "IDR", market: "id" },
  watsons: { name: "Watsons", country: "ID", currency: "IDR", market: "id" },
  "olive-young": { name: "Olive Young Korea", country: "KR", currency: "KRW", market: "kr" },
  "female-daily": { name: "Female Daily", country: "ID", currency: "IDR", market: "id" },
} as const satisfies Record<
  string,
  { name: string; country: string; currency: ObservedCurrency; market: ObservationMarket }
>;

export type ObservationShop = keyof typeof observationShops;

/**
 * A site that lists a price without selling the product: Female Daily, a review site, shows a
 * listed price, not a shop's checkout price (data/README.md).
 */
export const isListedPrice = (shop: string): boolean => shop === "female-daily";

export function isObservationShop(value: string): value is ObservationShop {
  return Object.hasOwn(observationShops, value);
}

/** Where an observation shop sells from and to: ISO 3166 country, currency, the market it sells to. */
export function observationShopFacts(shop: ObservationShop): {
  country: string;
  currency: ObservedCurrency;
  market: ObservationMarket;
} {
  const { country, currency, market } = observationShops[shop];
  return { country, currency, market };
}

/**
 * Whether a price seen at the shop is the market's own (docs/rules.md, "A market's own price"):
 * only a shop that sells to the market's shoppers; an unknown shop is no market's.
 */
export function sellsToMarket(shop: string, market: Market): boolean {
  return isObservationShop(shop) && observationShops[shop].market === market;
}

/** A source's name: a shop's own name, or words in each language for a source that is not a shop. */
type SourceName = string | Readonly<Record<Language, string>>;

interface SourceDefinition {
  name: SourceName;
  /** The year the source's facts were seen (its file's date, data/README.md). */
  year: number;
  /** The shop whose prices it reports; null for a data set that is not a shop. */
  shop: ObservationShop | null;
  /** Its prices are what the shop's page displayed, which may already be a sale price. */
  displayedPrices?: true;
}

const sourceDefinitions = {
  "sokoglam-2020": { name: "Soko Glam", year: 2020, shop: "soko-glam" },
  "sokoglam-2022": { name: "Soko Glam", year: 2022, shop: "soko-glam" },
  "sephora-kaggle-2017": { name: "Sephora", year: 2017, shop: "sephora" },
  "sephora-2025": { name: "Sephora", year: 2025, shop: "sephora" },
  "lookfantastic-2020": { name: "LookFantastic", year: 2020, shop: "lookfantastic" },
  "beautyhaul-sociolla-2023": { name: "Beautyhaul", year: 2023, shop: "beautyhaul" },
  "sociolla-2021": { name: "Sociolla", year: 2021, shop: "sociolla" },
  "sociolla-2023": { name: "Sociolla", year: 2023, shop: "sociolla" },
  // Scraped from the price shown on the page, discount included (data/README.md).
  "sociolla-2025": { name: "Sociolla", year: 2025, shop: "sociolla", displayedPrices: true },
  "skincareapi-2017": {
    name: { en: "an Asian-beauty product data set", id: "kumpulan data produk kecantikan Asia" },
    year: 2017,
    shop: null,
  },
  "skinsort-2023": { name: "Skinsort", year: 2023, shop: null },
  "femaledaily-2025": { name: "Female Daily", year: 2025, shop: "female-daily" },
  // `harga` is the selling price, discount included; 40 % or more below the list price at times.
  "watsons-2026": { name: "Watsons Indonesia", year: 2026, shop: "watsons", displayedPrices: true },
  "oliveyoung-2024": { name: "Olive Young Korea", year: 2024, shop: "olive-young" },
} as const satisfies Record<string, SourceDefinition>;

export type CatalogueSource = keyof typeof sourceDefinitions;
export const catalogueSources = Object.keys(sourceDefinitions) as CatalogueSource[];

export function isCatalogueSource(value: string): value is CatalogueSource {
  return Object.hasOwn(sourceDefinitions, value);
}

function nameIn(name: SourceName, language: Language): string {
  return typeof name === "string" ? name : name[language];
}

/** A key we do not know yet, readable rather than hidden: `some-shop-2022` → `Some shop`. */
function readableKey(key: string): string {
  const words = key
    .replace(/[-_]+\d{4}$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `sokoglam-2020` → `Soko Glam`; `skincareapi-2017` → words in the language. */
export function sourceName(key: string, language: Language): string {
  return isCatalogueSource(key) ? nameIn(sourceDefinitions[key].name, language) : readableKey(key);
}

/** The year a source's facts were seen; null for a key we do not know. */
export function sourceYear(key: string): number | null {
  return isCatalogueSource(key) ? sourceDefinitions[key].year : null;
}

/** The shop whose price a source reports; null for a source that is not a shop or a key we do not know. */
export function sourceShop(key: string): ObservationShop | null {
  return isCatalogueSource(key) ? sourceDefinitions[key].shop : null;
}

/** Whether a source's prices may be sale prices (the price its shop displayed that day, discount included). */
export function mayBeSalePrice(key: string): boolean {
  if (!isCatalogueSource(key)) return false;
  const definition: SourceDefinition = sourceDefinitions[key];
  return definition.displayedPrices === true;
}

/** `soko-glam` → `Soko Glam`; an unknown slug is shown readably. */
export function observationShopName(shop: string): string {
  return isObservationShop(shop) ? observationShops[shop].name : readableKey(shop);
}
