import type { ReferencePriceView } from "./catalog-views";
import { observationShopName, sourceName } from "./catalogue-sources";
import { formatExchangeRate, formatObservedPrice } from "./currency";
import { dateTimeFormat } from "./intl-formatters";
import { intlLocaleOf, type Language } from "./language";
import { isObservedCurrency } from "./markets";

/**
 * Where a market's reference price comes from, as the cards and the product page say it
 * (docs/rules.md, "A market's own price"): "≈ £16.80, from US$21.00 at Soko Glam".
 */
export interface PriceOrigin {
  /** The shop's name (`Soko Glam`); the source's name for a source that is not a shop. */
  shop: string;
  /** The shop's country in the visitor's language (`United States`); null when not known. */
  country: string | null;
  /** The price as the shop charged it (`US$21.00`). */
  sourceAmount: string;
  /** `September 2022` (long) or `Sep 2022` (short). */
  month: string;
  /** The fixed rate it was converted at (`£1 = US$1.25`); null when the shop charged in the market's currency. */
  rate: string | null;
}

/** A region code as the visitor's language names it: `US` → `United States` / `Amerika Serikat`. */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([intlLocaleOf(language)], { type: "region" }).of(code) ?? code;
}

export function priceOrigin(price: ReferencePriceView, language: Language, month: "long" | "short"): PriceOrigin {
  const date = new Date(price.observedOn);
  const sourceCurrency = isObservedCurrency(price.sourceCurrency) ? price.sourceCurrency : null;
  return {
    shop: price.shop === null ? sourceName(price.source, language) : observationShopName(price.shop),
    country: price.country === null ? null : countryName(price.country, language),
    sourceAmount:
      sourceCurrency === null
        ? `${price.sourceCurrency} ${price.sourceAmount}`
        : formatObservedPrice(price.sourceAmount, sourceCurrency, language),
    month: Number.isNaN(date.getTime())
      ? price.observedOn
      : dateTimeFormat(intlLocaleOf(language), { month, year: "numeric", timeZone: "UTC" }).format(date),
    rate:
      price.converted && sourceCurrency !== null ? formatExchangeRate(sourceCurrency, price.currency, language) : null,
  };
}
