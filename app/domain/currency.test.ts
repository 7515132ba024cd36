import { describe, expect, it } from "vitest";
import { formatPrice, formatPriceWithSize } from "./currency";

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
