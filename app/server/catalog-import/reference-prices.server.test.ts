import { describe, expect, it } from "vitest";
import { isForSize, referencePrices } from "./reference-prices.server";
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
  it("converts a US dollar price at the documented rates and says so", () => {
    const { basePriceGbp, prices } = referencePrices([seen({})], null);
    // $21 × 0.8 = £16.80; × 16,200 = Rp 340,200.
    expect(basePriceGbp).toBe(16.8);
    expect(prices).toMatchObject([
      { market: "en", currency: "GBP", amount: 16.8, converted: true, sourceAmount: 21, sourceCurrency: "USD" },
      { market: "id", currency: "IDR", amount: 340_200, converted: true, source: "sokoglam-2020" },
    ]);
  });

  it("takes the newest price seen in each market, unconverted when it is in the market's currency", () => {
    const sociolla = seen({
      source: "sociolla-2025",
      shop: "sociolla",
      market: "id",
      currency: "IDR",
      amount: 249_000,
      observedOn: "2025-03-01",
    });
    const older = seen({ ...sociolla, source: "sociolla-2021", amount: 199_000, observedOn: "2021-12-13", line: 9 });
    const { prices } = referencePrices([older, seen({}), sociolla], null);
    expect(prices[1]).toMatchObject({ market: "id", amount: 249_000, converted: false, source: "sociolla-2025" });
    // The English market has its own (older) price, so it does not convert the newer rupiah one.
    expect(prices[0]).toMatchObject({ market: "en", source: "sokoglam-2020" });
  });

  it("never makes a price seen in Korea a market's own price", () => {
    const oliveYoung = seen({
      source: "oliveyoung-2024",
      shop: "olive-young",
      market: "kr",
      currency: "KRW",
      amount: 22_000,
      observedOn: "2024-08-06",
    });
    expect(referencePrices([oliveYoung], null)).toEqual({ basePriceGbp: null, prices: [] });
    // With a price from a market of the site, that one is converted for the other market instead.
    const { prices } = referencePrices([oliveYoung, seen({})], null);
    expect(prices.map((price) => price.source)).toEqual(["sokoglam-2020", "sokoglam-2020"]);
  });

  it("leaves out a price for another size, and gives no price at all when none was seen", () => {
    const full = { amount: 150, unit: "ml" as const, packCount: null };
    const mini = seen({ size: { amount: 30, unit: "ml", packCount: null }, amount: 6 });
    expect(referencePrices([mini], full)).toEqual({ basePriceGbp: null, prices: [] });
    expect(referencePrices([], null)).toEqual({ basePriceGbp: null, prices: [] });
  });
});

describe("isForSize", () => {
  const bottle = { amount: 150, unit: "ml" as const, packCount: null };
  it("accepts the same size within 10 % and unknown sizes", () => {
    expect(isForSize({ amount: 155, unit: "ml", packCount: null }, bottle)).toBe(true);
    expect(isForSize(null, bottle)).toBe(true);
    expect(isForSize(bottle, null)).toBe(true);
  });
  it("refuses another unit, another amount or a multipack", () => {
    expect(isForSize({ amount: 150, unit: "g", packCount: null }, bottle)).toBe(false);
    expect(isForSize({ amount: 50, unit: "ml", packCount: null }, bottle)).toBe(false);
    expect(isForSize({ amount: 150, unit: "ml", packCount: 2 }, bottle)).toBe(false);
  });
});
