import { describe, expect, it } from "vitest";
import { formatPrice, formatPriceWithSize, roundToCurrency } from "./currency";

describe("formatPrice", () => {
  it("shows pounds with two decimals", () => {
    expect(formatPrice(12.5, "GBP")).toBe("£12.50");
    expect(formatPrice(1234.567, "GBP")).toBe("£1,234.57");
  });

  it("shows rupiah with Indonesian grouping and no decimals", () => {
    expect(formatPrice(185000, "IDR")).toBe("Rp 185.000");
    expect(formatPrice(1234567.8, "IDR")).toBe("Rp 1.234.568");
  });
});

describe("formatPriceWithSize", () => {
  it("adds the size in ml when known", () => {
    expect(formatPriceWithSize(12.5, "GBP", 150)).toBe("£12.50 / 150 ml");
    expect(formatPriceWithSize(185000, "IDR", 7.5)).toBe("Rp 185.000 / 7.5 ml");
    expect(formatPriceWithSize(9, "GBP", null)).toBe("£9.00");
  });
});

describe("roundToCurrency", () => {
  it("keeps pence for pounds and whole rupiah", () => {
    expect(roundToCurrency(17.994, "GBP")).toBe(17.99);
    expect(roundToCurrency(17.995000001, "GBP")).toBe(18);
    expect(roundToCurrency(245_000.4, "IDR")).toBe(245_000);
    expect(roundToCurrency(245_000.5, "IDR")).toBe(245_001);
  });
});
