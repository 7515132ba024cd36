import type { PriceObservationRecord } from "~/domain/api-records";
import type { PriceObservationView } from "~/domain/catalog-views";
import { formatSize } from "~/domain/product-size";
import { unitPrice } from "~/domain/unit-price";

/** A price seen as `Products.priceObservations` serves it: the size as text, the price per 10 ml, 10 g, sheet or pad. */
export function priceObservationRecordOf(observation: PriceObservationView): PriceObservationRecord {
  return {
    shop: observation.shop,
    market: observation.market,
    currency: observation.currency,
    amount: observation.amount,
    size: observation.size === null ? null : formatSize(observation.size),
    unitPrice: unitPrice(observation, observation.size)?.amount ?? null,
    observedOn: observation.observedOn,
    source: observation.source,
    disputed: observation.disputed,
  };
}
