import type { Insertable } from "kysely";
import type { SizeUnit } from "~/domain/product-size";
import type { Database, ObservationMarket } from "~/server/db/schema.server";

export type PriceSeenRow = Omit<Insertable<Database["price_observations"]>, "product_id">;

interface PriceSeen {
  shop: string;
  market: ObservationMarket;
  currency: string;
  amount: number;
  observedOn: string;
  source: string;
  /** The row's line in its source's file, `<source>.csv`. */
  line: number;
  /** The size printed with the price; none when absent. */
  size?: { amount: number; unit: SizeUnit; packCount?: number };
}

/** A price seen as the import stores it (docs/catalogue.md, "Prices seen"), for a test's own catalogue. */
export function priceSeen({ shop, market, currency, amount, observedOn, source, line, size }: PriceSeen): PriceSeenRow {
  return {
    shop,
    market,
    currency,
    amount,
    size_amount: size?.amount ?? null,
    size_unit: size?.unit ?? null,
    pack_count: size?.packCount ?? null,
    observed_on: observedOn,
    source,
    source_file: `${source}.csv`,
    source_line: line,
  };
}

/** The prices seen that more than one test's catalogue holds; each test dates the ones whose age it tests. */
export const pricesSeen = {
  /** Sociolla's Rp 143,775 for 150 ml, March 2021. */
  sociolla2021: priceSeen({
    shop: "sociolla",
    market: "id",
    currency: "IDR",
    amount: 143_775,
    size: { amount: 150, unit: "ml" },
    observedOn: "2021-03-01",
    source: "sociolla-2021",
    line: 7,
  }),
  /** Olive Young's ₩24,000 for ten 25 ml sheets, May 2024: a market kulit does not serve. */
  oliveYoung2024: priceSeen({
    shop: "olive-young",
    market: "kr",
    currency: "KRW",
    amount: 24_000,
    size: { amount: 25, unit: "ml", packCount: 10 },
    observedOn: "2024-05-02",
    source: "oliveyoung-2024",
    line: 3,
  }),
  /** Soko Glam's US$20, no size given. */
  sokoGlam: (observedOn: string) =>
    priceSeen({
      shop: "soko-glam",
      market: "en",
      currency: "USD",
      amount: 20,
      observedOn,
      source: "sokoglam-2022",
      line: 12,
    }),
  /** A price in a currency kulit has no rate for (XYZ): never shown. */
  noRate: (observedOn: string, source: string, line: number) =>
    priceSeen({ shop: "nowhere", market: "id", currency: "XYZ", amount: 1, observedOn, source, line }),
};
