import type { ReferencePriceView } from "~/domain/catalog-views";
import { isObservationShop, observationShopFacts, sellsToMarket } from "~/domain/catalogue-sources";
import { languages } from "~/domain/language";
import { convertToMarketCurrency, type Market, marketFor } from "~/domain/markets";
import { isForSize } from "~/domain/product-size";
import type { ObservedPrice, ProductSize } from "./source-row.server";

/** A market's reference price as the import stores it. */
export type ReferencePrice = ReferencePriceView & { market: Market };

function inMarket(market: Market, observed: ObservedPrice): ReferencePrice {
  const { currency } = marketFor(market);
  return {
    market,
    amount: convertToMarketCurrency(observed.amount, observed.currency, currency),
    currency,
    source: observed.source,
    shop: observed.shop,
    country: isObservationShop(observed.shop) ? observationShopFacts(observed.shop).country : null,
    sourceAmount: observed.amount,
    sourceCurrency: observed.currency,
    converted: observed.currency !== currency,
    observedOn: observed.observedOn,
  };
}

function newest(observations: readonly ObservedPrice[]): ObservedPrice | undefined {
  // Stable: on the same date the earlier (higher-priority) source wins.
  return [...observations].sort((a, b) => b.observedOn.localeCompare(a.observedOn))[0];
}

/**
 * The product's own price in each market (docs/rules.md, "A market's own price"): the newest price
 * seen for the product's size at a shop that sells to that market (`sellsToMarket`), converted at
 * the fixed rates when the shop charged in another currency (a US shop's dollars for the UK) and
 * marked so. A price seen in another market, or in Korea, is shown among the prices seen but is
 * never a market's own: it is not what a shopper there pays. How old the price may be is decided
 * when it is read (`app/domain/reference-price.ts`), so the import stores the newest whatever its
 * age. No price seen in the market means no reference price and no budget band: nothing is invented.
 */
export function referencePrices(
  observations: readonly ObservedPrice[],
  size: ProductSize | null,
): { basePriceGbp: number | null; prices: ReferencePrice[] } {
  const forSize = observations.filter((observed) => isForSize(observed.size, size));
  const prices: ReferencePrice[] = [];
  for (const market of languages) {
    const observed = newest(forSize.filter((candidate) => sellsToMarket(candidate.shop, market)));
    if (observed) prices.push(inMarket(market, observed));
  }
  return { basePriceGbp: prices.find((price) => price.market === "en")?.amount ?? null, prices };
}
