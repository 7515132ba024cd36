import { describe, expect, it } from "vitest";
import { unitPrice } from "./unit-price";

describe("unitPrice", () => {
  it("is the price of 10 ml (or 10 g), rounded to the currency's digits", () => {
    expect(unitPrice({ amount: 12.5, currency: "GBP" }, { amount: 150, unit: "ml", packCount: null })).toEqual({
      amount: 0.83,
      currency: "GBP",
      unit: "ml",
    });
    expect(unitPrice({ amount: 185_000, currency: "IDR" }, { amount: 150, unit: "ml", packCount: null })).toEqual({
      amount: 12_333,
      currency: "IDR",
      unit: "ml",
    });
    expect(unitPrice({ amount: 24_000, currency: "KRW" }, { amount: 50, unit: "g", packCount: null })).toEqual({
      amount: 4_800,
      currency: "KRW",
      unit: "g",
    });
  });

  it("counts a multipack's whole quantity", () => {
    // 10 sheets of 25 ml: £20 for 250 ml.
    expect(unitPrice({ amount: 20, currency: "GBP" }, { amount: 25, unit: "ml", packCount: 10 })?.amount).toBe(0.8);
  });

  it("is per sheet and per pad for sheet masks and pads, a box counted sheet by sheet", () => {
    const box = unitPrice({ amount: 24, currency: "USD" }, { amount: 1, unit: "sheet", packCount: 10 });
    const single = unitPrice({ amount: 2.5, currency: "USD" }, { amount: 1, unit: "sheet", packCount: null });
    expect(box).toEqual({ amount: 2.4, currency: "USD", unit: "sheet" });
    expect(single).toEqual({ amount: 2.5, currency: "USD", unit: "sheet" });
    expect(unitPrice({ amount: 299_900, currency: "IDR" }, { amount: 70, unit: "pad", packCount: null })).toEqual({
      amount: 4_284,
      currency: "IDR",
      unit: "pad",
    });
  });

  it("is null unless both the price and the size are known", () => {
    expect(unitPrice(null, { amount: 150, unit: "ml", packCount: null })).toBeNull();
    expect(unitPrice({ amount: 12.5, currency: "GBP" }, null)).toBeNull();
  });
});
