import { type Language, languages } from "./language";

/**
 * Everything the site knows about its markets lives here (docs/architecture.md, "Adding a
 * market"): their currencies, their shops and which of them sells first. The language of the
 * interface selects the market (docs/rules.md, "Markets and languages").
 */
export type Market = Language;

/**
 * Every currency a price is seen in (docs/rules.md, "Exchange rates"): the digits its prices
 * carry, and the fixed rate from US dollars that the catalogue import and the product page convert
 * at. Mid-market rates of 2 January 2025, rounded, never live: 1 USD = 0.80 GBP, 16,200 IDR and
 * 1,470 KRW (the won closed 2024 at 1,472.5 to the dollar in Seoul; docs/rules.md, "Exchange rates").
 */
const currencyRates = {
  USD: { fractionDigits: 2, perUsd: 1 },
  GBP: { fractionDigits: 2, perUsd: 0.8 },
  IDR: { fractionDigits: 0, perUsd: 16_200 },
  KRW: { fractionDigits: 0, perUsd: 1_470 },
} as const satisfies Record<string, { fractionDigits: number; perUsd: number }>;

/** A currency some source reported a price in (ISO 4217): the markets' own, US dollars and won. */
export type ObservedCurrency = keyof typeof currencyRates;
export const observedCurrencies = Object.keys(currencyRates) as ObservedCurrency[];

/**
 * The currencies the markets pay in, with the precision a conversion into them is rounded to.
 */
const marketCurrencies = {
  GBP: { convertedDigits: 2 },
  // Shops price in hundreds of rupiah, so a converted price is rounded to Rp 100.
  IDR: { convertedDigits: -2 },
} as const satisfies Partial<Record<ObservedCurrency, { convertedDigits: number }>>;

export type Currency = keyof typeof marketCurrencies;
export const currencies = Object.keys(marketCurrencies) as Currency[];

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

/** A currency a market pays in (GBP, IDR). */
export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(marketCurrencies, value);
}

/** A currency we know a fixed rate for (a market's, USD, KRW). */
export function isObservedCurrency(value: string): value is ObservedCurrency {
  return Object.hasOwn(currencyRates, value);
}

/** Digits after the decimal point that the currency's prices have: pence and cents, whole rupiah and won. */
export function fractionDigitsOf(currency: ObservedCurrency): number {
  return currencyRates[currency].fractionDigits;
}

/** A US dollar amount in the currency at the fixed rate, rounded as a converted price is. */
export function convertFromUsd(usd: number, currency: Currency): number {
  const { convertedDigits } = marketCurrencies[currency];
  const amount = usd * currencyRates[currency].perUsd;
  return convertedDigits >= 0
    ? Math.round(amount * 10 ** convertedDigits) / 10 ** convertedDigits
    : Math.round(amount / 10 ** -convertedDigits) * 10 ** -convertedDigits;
}

/** A currency's amount in US dollars at the fixed rate, unrounded (a step of a conversion). */
export function convertToUsd(amount: number, currency: ObservedCurrency): number {
  return amount / currencyRates[currency].perUsd;
}

/**
 * An amount in a market's currency at the fixed rates (through US dollars), rounded as a
 * converted price is; the same amount when it is in that currency already.
 */
export function convertToMarketCurrency(amount: number, from: ObservedCurrency, to: Currency): number {
  if (from === to) return amount;
  return convertFromUsd(convertToUsd(amount, from), to);
}

/**
 * The fixed rate between two currencies, said the readable way round: one unit of the currency
 * worth more (`£1 = Rp 20,250`, `US$1 = Rp 16,200`, `£1 = US$1.25`), unrounded.
 */
export function exchangeRateBetween(
  a: ObservedCurrency,
  b: ObservedCurrency,
): { unit: ObservedCurrency; quote: ObservedCurrency; rate: number } {
  const [unit, quote] = currencyRates[a].perUsd <= currencyRates[b].perUsd ? [a, b] : [b, a];
  return { unit, quote, rate: currencyRates[quote].perUsd / currencyRates[unit].perUsd };
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
