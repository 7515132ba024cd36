import { describe, expect, it } from "vitest";
import { referencePrices } from "./reference-prices.server";
import type { ObservedPrice } from "./source-row.server";

function seen(overrides: Partial<ObservedPrice>): ObservedPrice {
  return {
    source: "sokoglam-2020",
    shop: "soko-glam",
    market: "en",
    amount: 21,
    currency: "USD",
    observedOn: "2020-09-01",
    size: null,
    file: "products_kbeauty_sokoglam_2020.csv",
    line: 2,
    ...overrides,
  };
}

describe("referencePrices", () => {
  const sociolla = seen({
    source: "sociolla-2025",
    shop: "sociolla",
    market: "id",
    currency: "IDR",
    amount: 249_000,
    observedOn: "2025-03-01",
  });
  const lookfantastic = seen({
    source: "lookfantastic-2020",
    shop: "lookfantastic",
    currency: "GBP",
    amount: 14.5,
    observedOn: "2020-10-01",
  });
  const oliveYoung = seen({
    source: "oliveyoung-2024",
    shop: "olive-young",
    market: "kr",
    currency: "KRW",
    amount: 22_000,
    observedOn: "2024-08-06",
  });

  // The market rule as a table: the prices seen, and which of them each market shows as its own.
  it.each([
    { seen: [seen({})], en: "sokoglam-2020", id: null },
    { seen: [sociolla], en: null, id: "sociolla-2025" },
    { seen: [oliveYoung], en: null, id: null },
    { seen: [seen({}), sociolla, oliveYoung], en: "sokoglam-2020", id: "sociolla-2025" },
    { seen: [seen({}), lookfantastic], en: "lookfantastic-2020", id: null },
  ])("takes each market's own shops only: $en / $id", ({ seen: observed, en, id }) => {
    const { prices } = referencePrices(observed, null);
    expect(prices.find((price) => price.market === "en")?.source ?? null).toBe(en);
    expect(prices.find((price) => price.market === "id")?.source ?? null).toBe(id);
  });

  it("converts a US shop's dollars at the documented rate for the UK and says where they were seen", () => {
    const { basePriceGbp, prices } = referencePrices([seen({})], null);
    // $21 × 0.8 = £16.80.
    expect(basePriceGbp).toBe(16.8);
    expect(prices).toEqual([
      {
        market: "en",
        currency: "GBP",
        amount: 16.8,
        converted: true,
        sourceAmount: 21,
        sourceCurrency: "USD",
        source: "sokoglam-2020",
        shop: "soko-glam",
        country: "US",
        observedOn: "2020-09-01",
      },
    ]);
  });

  it("never gives the UK a price converted from rupiah, nor Indonesia one converted from dollars", () => {
    expect(referencePrices([sociolla], null).basePriceGbp).toBeNull();
    expect(referencePrices([seen({})], null).prices.some((price) => price.market === "id")).toBe(false);
  });

  it("takes the newest of a market's own prices, unconverted when it is in the market's currency", () => {
    const older = seen({ ...sociolla, source: "sociolla-2021", amount: 199_000, observedOn: "2021-12-13", line: 9 });
    const { prices } = referencePrices([older, sociolla], null);
    expect(prices).toMatchObject([{ market: "id", amount: 249_000, converted: false, source: "sociolla-2025" }]);
  });

  it("leaves out a price for another size, and gives no price at all when none was seen", () => {
    const full = { amount: 150, unit: "ml" as const, packCount: null };
    const mini = seen({ size: { amount: 30, unit: "ml", packCount: null }, amount: 6 });
    expect(referencePrices([mini], full)).toEqual({ basePriceGbp: null, prices: [] });
    expect(referencePrices([], null)).toEqual({ basePriceGbp: null, prices: [] });
  });
});
