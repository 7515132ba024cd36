import { describe, expect, it } from "vitest";
import { budgetBand, budgetFit, budgetLevelOfAnswer, fitsBudget, pickWithinBudget } from "./budget";

describe("budgetBand", () => {
  it.each([
    [0, 1],
    [15.99, 1],
    [16, 2],
    [22, 2],
    [22.01, 3],
    [80, 3],
  ] as const)("puts £%s in band %s", (price, band) => {
    expect(budgetBand(price)).toBe(band);
  });

  it("has no band without a price", () => {
    expect(budgetBand(null)).toBeNull();
  });
});

describe("budgetFit", () => {
  it("tells within, above, and not known", () => {
    expect(budgetFit(10, 1)).toBe("fits");
    expect(budgetFit(30, 2)).toBe("above");
    expect(budgetFit(null, 3)).toBe("unknown");
  });
});

describe("fitsBudget", () => {
  it("fits when the band is at most the level", () => {
    expect(fitsBudget(10, 1)).toBe(true);
    expect(fitsBudget(18, 1)).toBe(false);
    expect(fitsBudget(18, 2)).toBe(true);
    expect(fitsBudget(30, 2)).toBe(false);
    expect(fitsBudget(30, 3)).toBe(true);
    expect(fitsBudget(null, 3)).toBe(false);
  });
});

describe("budgetLevelOfAnswer", () => {
  it("maps the three options and refuses others", () => {
    expect(budgetLevelOfAnswer(1)).toBe(1);
    expect(budgetLevelOfAnswer(3)).toBe(3);
    expect(() => budgetLevelOfAnswer(4)).toThrow(RangeError);
  });
});

describe("pickWithinBudget", () => {
  const product = (id: string, basePriceGbp: number | null) => ({ id, basePriceGbp });

  it("takes the best match within the budget over better ones above it or without a price", () => {
    const ranked = [product("dear", 80), product("unpriced", null), product("cheap", 12), product("cheaper", 5)];
    expect(pickWithinBudget(ranked, 1)).toEqual({ item: product("cheap", 12), budget: "fits" });
  });

  it("counts a band below the level as within it", () => {
    expect(pickWithinBudget([product("dear", 30), product("cheap", 10)], 2)?.item.id).toBe("cheap");
  });

  it("takes the best match when nothing is within the budget, saying how it stands", () => {
    expect(pickWithinBudget([product("dear", 80), product("mid", 18)], 1)).toEqual({
      item: product("dear", 80),
      budget: "above",
    });
    expect(pickWithinBudget([product("unpriced", null), product("dear", 80)], 1)).toEqual({
      item: product("unpriced", null),
      budget: "unknown",
    });
  });

  it("picks nothing from nothing", () => {
    expect(pickWithinBudget([], 3)).toBeNull();
  });
});
