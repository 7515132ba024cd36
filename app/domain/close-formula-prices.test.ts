import { describe, expect, it } from "vitest";
import type { ComparablePrice } from "./cheaper-comparison";
import { closeFormulaPrices } from "./close-formula-prices";
import type { SimilarFormula } from "./formula-similarity";
import type { SizeUnit } from "./product-size";

const formula = (id: string, score: number): SimilarFormula => ({ id, score, sharedTop: 6, topCount: 10, shared: [] });
const per = (amount: number, unit: SizeUnit = "ml"): ComparablePrice => ({
  priced: true,
  unitPrice: { amount, currency: "GBP", unit },
});
const noSize: ComparablePrice = { priced: true, unitPrice: null };
const noPrice: ComparablePrice = { priced: false, unitPrice: null };

describe("closeFormulaPrices", () => {
  const prices: Record<string, ComparablePrice> = {
    "a-close": per(3.2),
    "b-closer": per(1.1),
    "c-cheap-tie": per(1.1),
    "d-per-gram": per(0.5, "g"),
    "e-per-sheet": per(0.4, "sheet"),
    "f-no-size": noSize,
    "g-no-price": noPrice,
    "h-far": per(0.1),
  };
  const priceOf = (id: string) => prices[id] ?? noPrice;
  const candidates = [
    formula("b-closer", 0.8),
    formula("a-close", 0.6),
    formula("c-cheap-tie", 0.5),
    formula("d-per-gram", 0.4),
    formula("e-per-sheet", 0.35),
    formula("f-no-size", 0.3),
    formula("g-no-price", 0.3),
    formula("h-far", 0.1),
  ];

  it("orders by price per unit, cheapest first, each unit apart and ml first; the more similar first at one price", () => {
    const result = closeFormulaPrices(candidates, priceOf, { minScore: 0.15, limit: 10 });
    expect(result.priced.map(({ id }) => id)).toEqual([
      "b-closer",
      "c-cheap-tie",
      "a-close",
      "d-per-gram",
      "e-per-sheet",
    ]);
    expect(result.priced[0]?.unitPrice).toEqual({ amount: 1.1, currency: "GBP", unit: "ml" });
  });

  it("counts those with a price but no size, and those with no price in the market, never listing them", () => {
    const result = closeFormulaPrices(candidates, priceOf, { minScore: 0.15, limit: 10 });
    expect(result.sizeUnknown).toBe(1);
    expect(result.unpriced).toBe(1);
    expect(result.priced.map(({ id }) => id)).not.toContain("f-no-size");
  });

  it("leaves out what is less alike than the minimum, lists at most the limit and counts every one", () => {
    const result = closeFormulaPrices(candidates, priceOf, { minScore: 0.15, limit: 2 });
    expect(result.priced.map(({ id }) => id)).toEqual(["b-closer", "c-cheap-tie"]);
    expect(result.priced.map(({ id }) => id)).not.toContain("h-far");
    expect(closeFormulaPrices(candidates, priceOf, { minScore: 0.05, limit: 1 }).priced[0]?.id).toBe("h-far");
  });

  it("has nothing to list without candidates", () => {
    expect(closeFormulaPrices([], priceOf, { minScore: 0.15, limit: 4 })).toEqual({
      priced: [],
      sizeUnknown: 0,
      unpriced: 0,
    });
  });
});
