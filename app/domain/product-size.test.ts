import { describe, expect, it } from "vitest";
import { formatSize, isForSize, productSizeOf, totalQuantity } from "./product-size";

describe("productSizeOf", () => {
  it("reads a stored size, its unit and a multipack's count", () => {
    expect(productSizeOf(150, "ml", null)).toEqual({ amount: 150, unit: "ml", packCount: null });
    expect(productSizeOf(50, "g", 1)).toEqual({ amount: 50, unit: "g", packCount: null });
    expect(productSizeOf(25, "ml", 10)).toEqual({ amount: 25, unit: "ml", packCount: 10 });
  });

  it("takes a size without a unit as ml (sizes were in ml before units), and refuses what is not a size", () => {
    expect(productSizeOf(100, null, null)).toEqual({ amount: 100, unit: "ml", packCount: null });
    expect(productSizeOf(null, "ml", null)).toBeNull();
    expect(productSizeOf(0, "ml", null)).toBeNull();
    expect(productSizeOf(30, "oz", null)).toBeNull();
    expect(productSizeOf(1, "sheet", 10)).toEqual({ amount: 1, unit: "sheet", packCount: 10 });
  });
});

describe("formatSize", () => {
  it("writes one item, or count × one item", () => {
    expect(formatSize({ amount: 150, unit: "ml", packCount: null })).toBe("150 ml");
    expect(formatSize({ amount: 29.57, unit: "ml", packCount: null })).toBe("29.6 ml");
    expect(formatSize({ amount: 50, unit: "g", packCount: null })).toBe("50 g");
    expect(formatSize({ amount: 25, unit: "ml", packCount: 10 })).toBe("10 × 25 ml");
  });

  it("writes sheets and pads by their count", () => {
    expect(formatSize({ amount: 1, unit: "sheet", packCount: null })).toBe("1 sheet");
    expect(formatSize({ amount: 1, unit: "sheet", packCount: 10 })).toBe("10 sheets");
    expect(formatSize({ amount: 70, unit: "pad", packCount: null })).toBe("70 pads");
    expect(formatSize({ amount: 70, unit: "pad", packCount: 2 })).toBe("2 × 70 pads");
  });
});

describe("totalQuantity", () => {
  it("multiplies a multipack's count by one item", () => {
    expect(totalQuantity({ amount: 25, unit: "ml", packCount: 10 })).toBe(250);
    expect(totalQuantity({ amount: 50, unit: "g", packCount: null })).toBe(50);
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
