import type { Currency, Market } from "~/domain/markets";
import { exchangeRates, usdToGbp, usdToIdr } from "./exchange-rates.server";
import type { ObservedPrice } from "./source-row.server";

export interface ReferencePrice {
  market: Market;
  amount: number;
  currency: Currency;
  source: string;
  sourceAmount: number;
  sourceCurrency: string;
  converted: boolean;
  observedOn: string;
}

/**
 * The product's own price in each market. GBP comes from a GBP source as it is, or from the
 * USD source price at the fixed rate (marked converted). IDR comes from an Indonesian retailer
 * when the product matched one, else from the USD price at the fixed rate (marked converted).
 */
export function referencePrices(
  price: ObservedPrice,
  indonesian: ObservedPrice | undefined,
): { basePriceGbp: number; prices: [ReferencePrice, ReferencePrice] } {
  let en: ReferencePrice;
  if (price.currency === "GBP") {
    en = {
      market: "en",
      amount: price.amount,
      currency: "GBP",
      source: price.source,
      sourceAmount: price.amount,
      sourceCurrency: "GBP",
      converted: false,
      observedOn: price.observedOn,
    };
  } else if (price.currency === "USD") {
    en = {
      market: "en",
      amount: usdToGbp(price.amount),
      currency: "GBP",
      source: price.source,
      sourceAmount: price.amount,
      sourceCurrency: "USD",
      converted: true,
      observedOn: price.observedOn,
    };
  } else {
    throw new Error(`A catalogue source price must be in USD or GBP, not ${price.currency}`);
  }
  let id: ReferencePrice;
  if (indonesian) {
    id = {
      market: "id",
      amount: indonesian.amount,
      currency: "IDR",
      source: indonesian.source,
      sourceAmount: indonesian.amount,
      sourceCurrency: "IDR",
      converted: false,
      observedOn: indonesian.observedOn,
    };
  } else if (price.currency === "USD") {
    id = {
      market: "id",
      amount: usdToIdr(price.amount),
      currency: "IDR",
      source: price.source,
      sourceAmount: price.amount,
      sourceCurrency: "USD",
      converted: true,
      observedOn: price.observedOn,
    };
  } else {
    // A GBP-only source has no USD figure: GBP → IDR goes through the two documented USD rates.
    const usd = price.amount / exchangeRates.usdToGbp;
    id = {
      market: "id",
      amount: usdToIdr(usd),
      currency: "IDR",
      source: price.source,
      sourceAmount: price.amount,
      sourceCurrency: "GBP",
      converted: true,
      observedOn: price.observedOn,
    };
  }
  return { basePriceGbp: en.amount, prices: [en, id] };
}
