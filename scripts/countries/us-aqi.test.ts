import { describe, expect, it } from "vitest";
import { truncatePm25, usAqiFromPm25 } from "./us-aqi";

describe("truncatePm25", () => {
  it("cuts to one decimal without rounding up", () => {
    expect(truncatePm25(19.3398)).toBe(19.3);
    expect(truncatePm25(35.49)).toBe(35.4);
    expect(truncatePm25(9.1)).toBe(9.1);
    expect(truncatePm25(0.7)).toBe(0.7);
  });
});

describe("usAqiFromPm25 (EPA 2024 breakpoints)", () => {
  it("maps every breakpoint edge to its index", () => {
    expect(usAqiFromPm25(0)).toBe(0);
    expect(usAqiFromPm25(9.0)).toBe(50);
    expect(usAqiFromPm25(9.1)).toBe(51);
    expect(usAqiFromPm25(35.4)).toBe(100);
    expect(usAqiFromPm25(35.5)).toBe(101);
    expect(usAqiFromPm25(55.4)).toBe(150);
    expect(usAqiFromPm25(55.5)).toBe(151);
    expect(usAqiFromPm25(125.4)).toBe(200);
    expect(usAqiFromPm25(125.5)).toBe(201);
    expect(usAqiFromPm25(225.4)).toBe(300);
    expect(usAqiFromPm25(225.5)).toBe(301);
    expect(usAqiFromPm25(325.4)).toBe(500);
  });

  it("interpolates inside a band after truncating", () => {
    // Indonesia 2019: 19.3398 → 19.3 → 51 + 49 × (19.3 − 9.1) / 26.3 = 70.0
    expect(usAqiFromPm25(19.3398)).toBe(70);
    // 9.05 truncates to 9.0, so it stays in the first band
    expect(usAqiFromPm25(9.05)).toBe(50);
    expect(usAqiFromPm25(4.5)).toBe(25);
  });

  it("caps concentrations beyond the scale at 500", () => {
    expect(usAqiFromPm25(400)).toBe(500);
  });

  it("rejects negative and non-finite input", () => {
    expect(() => usAqiFromPm25(-1)).toThrow(RangeError);
    expect(() => usAqiFromPm25(Number.NaN)).toThrow(RangeError);
  });
});
