import { type Language, languages } from "./language";

/**
 * Everything the site knows about its markets lives here (docs/architecture.md, "Adding a
 * market"): their currencies, their shops and which of them sells first. The language of the
 * interface selects the market (docs/rules.md, "Markets and languages").
 */
export type Market = Language;

/**
 * The currencies the markets pay in: the digits their prices carry, and the fixed rate from US
 * dollars that the catalogue import converts at, with the precision it rounds a conversion to
 * (docs/catalogue.md, "Exchange rates": mid-market rates of 2 January 2025, rounded, not live).
 */
const currencyDefinitions = {
  GBP: { fractionDigits: 2, perUsd: 0.8, convertedDigits: 2 },
  // Shops price in hundreds of rupiah, so a converted price is rounded to Rp 100.
  IDR: { fractionDigits: 0, perUsd: 16_200, convertedDigits: -2 },
} as const satisfies Record<string, { fractionDigits: number; perUsd: number; convertedDigits: number }>;

export type Currency = keyof typeof currencyDefinitions;
export const currencies = Object.keys(currencyDefinitions) as Currency[];

/** Each shop: its market, and its own search page, which a query (brand and name) completes. */
const shopDefinitions = {
  amazon: { market: "en", searchUrl: "https://www.amazon.co.uk/s?k=" },
  stylevana: { market: "en", searchUrl: "https://www.stylevana.com/en_GB/catalogsearch/result/?q=" },
  yesstyle: { market: "en", searchUrl: "https://www.yesstyle.com/en/list.html?q=" },
  shopee: { market: "id", searchUrl: "https://shopee.co.id/search?keyword=" },
  tokopedia: { market: "id", searchUrl: "https://www.tokopedia.com/search?q=" },
  lazada: { market: "id", searchUrl: "https://www.lazada.co.id/catalog/?q=" },
} as const satisfies Record<string, { market: Market; searchUrl: string }>;

export type Shop = keyof typeof shopDefinitions;
/** Every shop, each market's in the order of its Price Comparison (its primary shop first). */
export const shops = Object.keys(shopDefinitions) as Shop[];

/** Each market's currency, and its country (the one the analysis preselects as the visitor's location). */
const marketFacts: Record<Market, { currency: Currency; country: string }> = {
  en: { currency: "GBP", country: "United Kingdom" },
  id: { currency: "IDR", country: "Indonesia" },
};

export interface MarketDefinition {
  market: Market;
  currency: Currency;
  /** The shop of the purchase button; a product belongs to a market iff it has an offer here. */
  primaryShop: Shop;
  /** The shops of the Price Comparison, primary first. */
  shops: readonly Shop[];
}

function defineMarket(market: Market): MarketDefinition {
  const own = shops.filter((shop) => shopDefinitions[shop].market === market);
  const primaryShop = own[0];
  if (primaryShop === undefined) throw new Error(`The market ${market} has no shop`);
  return { market, currency: marketFacts[market].currency, primaryShop, shops: own };
}

const definitions = Object.fromEntries(languages.map((market) => [market, defineMarket(market)])) as Record<
  Market,
  MarketDefinition
>;

/** The market of the interface language. */
export function marketFor(language: Language): MarketDefinition {
  return definitions[language];
}

/** The market that pays in the currency. */
export function marketOfCurrency(currency: Currency): Market {
  const market = languages.find((candidate) => marketFacts[candidate].currency === currency);
  if (market === undefined) throw new Error(`No market pays in ${currency}`);
  return market;
}

/** The market's country: the location the analysis preselects for its language. */
export function countryOfMarket(market: Market): string {
  return marketFacts[market].country;
}

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(currencyDefinitions, value);
}

/** Digits after the decimal point that the currency's prices have: pence, and whole rupiah. */
export function fractionDigitsOf(currency: Currency): number {
  return currencyDefinitions[currency].fractionDigits;
}

/** A US dollar amount in the currency at the fixed rate, rounded as a converted price is. */
export function convertFromUsd(usd: number, currency: Currency): number {
  const { perUsd, convertedDigits } = currencyDefinitions[currency];
  const amount = usd * perUsd;
  return convertedDigits >= 0
    ? Math.round(amount * 10 ** convertedDigits) / 10 ** convertedDigits
    : Math.round(amount / 10 ** -convertedDigits) * 10 ** -convertedDigits;
}

/** A currency's amount in US dollars at the fixed rate, unrounded (a step of a conversion). */
export function convertToUsd(amount: number, currency: Currency): number {
  return amount / currencyDefinitions[currency].perUsd;
}

export function marketOfShop(shop: Shop): Market {
  return shopDefinitions[shop].market;
}

/** The shop's search page for a query (already encoded for a URL). */
export function shopSearchUrl(shop: Shop, encodedQuery: string): string {
  return `${shopDefinitions[shop].searchUrl}${encodedQuery}`;
}

export function isShop(value: string): value is Shop {
  return Object.hasOwn(shopDefinitions, value);
}
