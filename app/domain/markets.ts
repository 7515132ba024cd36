import type { Language } from "./language";

export type Market = Language;
export const currencies = ["GBP", "IDR"] as const;
export type Currency = (typeof currencies)[number];

export const shops = ["amazon", "stylevana", "yesstyle", "shopee", "tokopedia", "lazada"] as const;
export type Shop = (typeof shops)[number];

export interface MarketDefinition {
  market: Market;
  currency: Currency;
  /** The shop of the purchase button; a product belongs to a market iff it has an offer here. */
  primaryShop: Shop;
  /** The shops of the Price Comparison, primary first. */
  shops: readonly Shop[];
}

const definitions: Record<Market, MarketDefinition> = {
  en: { market: "en", currency: "GBP", primaryShop: "amazon", shops: ["amazon", "stylevana", "yesstyle"] },
  id: { market: "id", currency: "IDR", primaryShop: "shopee", shops: ["shopee", "tokopedia", "lazada"] },
};

/** The interface language selects the market (docs/rules.md, "Markets and languages"). */
export function marketFor(language: Language): MarketDefinition {
  return definitions[language];
}

/** The market that pays in the currency. */
export function marketOfCurrency(currency: Currency): Market {
  return currency === definitions.en.currency ? "en" : "id";
}

export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

export function marketOfShop(shop: Shop): Market {
  return definitions.en.shops.includes(shop) ? "en" : "id";
}

export function isShop(value: string): value is Shop {
  return (shops as readonly string[]).includes(value);
}
