import { describe, expect, it } from "vitest";
import { formatExchangeRate, formatObservedPrice, formatPrice, formatPriceWithSize, roundToCurrency } from "./currency";

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
  it("adds the size with its unit, and a multipack's count, when known", () => {
    expect(formatPriceWithSize(12.5, "GBP", { amount: 150, unit: "ml", packCount: null })).toBe("£12.50 / 150 ml");
    expect(formatPriceWithSize(185000, "IDR", { amount: 7.5, unit: "ml", packCount: null })).toBe(
      "Rp 185.000 / 7.5 ml",
    );
    expect(formatPriceWithSize(30, "GBP", { amount: 50, unit: "g", packCount: null })).toBe("£30.00 / 50 g");
    expect(formatPriceWithSize(20, "GBP", { amount: 25, unit: "ml", packCount: 10 })).toBe("£20.00 / 10 × 25 ml");
    expect(formatPriceWithSize(9, "GBP", null)).toBe("£9.00");
  });
});

describe("formatObservedPrice", () => {
  it("writes a market's currency as its market does, on either site", () => {
    expect(formatObservedPrice(185000, "IDR", "en")).toBe("Rp 185.000");
    expect(formatObservedPrice(12.5, "GBP", "id")).toBe("£12.50");
  });

  it("writes other currencies in the visitor's language, with the currency's digits", () => {
    expect(formatObservedPrice(20, "USD", "en")).toBe("US$20.00");
    expect(formatObservedPrice(20, "USD", "id")).toMatch(/^US\$ ?20,00$/);
    expect(formatObservedPrice(12000, "KRW", "en")).toBe("₩12,000");
    expect(formatObservedPrice(12000, "KRW", "id")).toMatch(/^₩ ?12\.000$/);
  });
});

describe("formatExchangeRate", () => {
  it("says one unit of the currency worth more, in either order of the arguments", () => {
    expect(formatExchangeRate("IDR", "GBP", "en")).toBe("£1 = Rp 20.250");
    expect(formatExchangeRate("GBP", "IDR", "en")).toBe("£1 = Rp 20.250");
    expect(formatExchangeRate("USD", "GBP", "en")).toBe("£1 = US$1.25");
    expect(formatExchangeRate("USD", "IDR", "id")).toMatch(/^US\$ ?1 = Rp 16\.200$/);
    expect(formatExchangeRate("KRW", "GBP", "en")).toBe("£1 = ₩1,837.5");
    expect(formatExchangeRate("KRW", "IDR", "id")).toMatch(/^₩ ?1 = Rp 11,02$/);
  });
});

describe("roundToCurrency", () => {
  it("keeps pence for pounds and whole rupiah", () => {
    expect(roundToCurrency(17.994, "GBP")).toBe(17.99);
    expect(roundToCurrency(17.995000001, "GBP")).toBe(18);
    expect(roundToCurrency(245_000.4, "IDR")).toBe(245_000);
    expect(roundToCurrency(245_000.5, "IDR")).toBe(245_001);
    expect(roundToCurrency(12_345.6, "KRW")).toBe(12_346);
  });
});
