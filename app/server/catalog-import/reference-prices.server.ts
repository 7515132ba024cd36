import type { ReferencePriceView } from "~/domain/catalog-views";
import { convertFromUsd, convertToUsd, type Currency, type Market, marketFor } from "~/domain/markets";
import type { ObservedPrice } from "./source-row.server";

/** A market's reference price as the import stores it. */
export type ReferencePrice = ReferencePriceView & { market: Market };

/** An amount in another currency at the fixed rates; between two market currencies through US dollars. */
function convert(amount: number, from: ObservedPrice["currency"], to: Currency): number {
  if (from === to) return amount;
  return convertFromUsd(from === "USD" ? amount : convertToUsd(amount, from), to);
}

/** The observed price in the market's currency: as it is, or converted (and marked so). */
function inMarket(market: Market, observed: ObservedPrice): ReferencePrice {
  const { currency } = marketFor(market);
  return {
    market,
    amount: convert(observed.amount, observed.currency, currency),
    currency,
    source: observed.source,
    sourceAmount: observed.amount,
    sourceCurrency: observed.currency,
    converted: observed.currency !== currency,
    observedOn: observed.observedOn,
  };
}

/**
 * The product's own price in each market. GBP comes from a GBP source as it is, or from the
 * USD source price at the fixed rate (marked converted). IDR comes from an Indonesian retailer
 * when the product matched one, else from the source price at the fixed rates (marked converted).
 */
export function referencePrices(
  price: ObservedPrice,
  indonesian: ObservedPrice | undefined,
): { basePriceGbp: number; prices: [ReferencePrice, ReferencePrice] } {
  if (price.currency !== "USD" && price.currency !== "GBP") {
    throw new Error(`A catalogue source price must be in USD or GBP, not ${price.currency}`);
  }
  const en = inMarket("en", price);
  return { basePriceGbp: en.amount, prices: [en, inMarket("id", indonesian ?? price)] };
}
