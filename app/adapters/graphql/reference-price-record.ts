import type { ReferencePriceRecord } from "~/domain/api-records";
import type { MarketReferencePrice } from "~/server/catalog/catalog-service.server";

/** A market's reference price as `Products.referencePrices` serves it (docs/api.md, "ReferencePrice"). */
export function referencePriceRecordOf(price: MarketReferencePrice): ReferencePriceRecord {
  return {
    market: price.market,
    amount: price.amount,
    currency: price.currency,
    shop: price.shop,
    country: price.country,
    sourceAmount: price.sourceAmount,
    sourceCurrency: price.sourceCurrency,
    converted: price.converted,
    observedOn: price.observedOn,
    source: price.source,
    current: price.current,
  };
}
