import { describe, expect, it } from "vitest";
import { sokoGlamReferencePrice as sokoGlam } from "./reference-price.fixture";
import { budgetPriceGbp, isCurrentReference, referencePriceSince, referencePriceStanding } from "./reference-price";

describe("a reference price's age", () => {
  it("is a reference up to 24 months before the injected today, and only last seen after", () => {
    expect(referencePriceSince("2024-09-01")).toBe("2022-09-01");
    expect(isCurrentReference("2022-09-01", "2024-09-01")).toBe(true);
    expect(isCurrentReference("2022-08-31", "2024-09-01")).toBe(false);
    expect(referencePriceStanding(sokoGlam, "2024-09-01")).toEqual({ price: sokoGlam, lastSeen: null });
    expect(referencePriceStanding(sokoGlam, "2024-09-02")).toEqual({ price: null, lastSeen: sokoGlam });
    expect(referencePriceStanding(null, "2024-09-02")).toEqual({ price: null, lastSeen: null });
  });
});

describe("budgetPriceGbp", () => {
  it("reads pounds as they are and rupiah at the fixed rate; nothing without a price", () => {
    expect(budgetPriceGbp(sokoGlam)).toBe(16.8);
    // Rp 249,000 / 16,200 × 0.80 = £12.30.
    expect(budgetPriceGbp({ amount: 249_000, currency: "IDR" })).toBe(12.3);
    expect(budgetPriceGbp(null)).toBeNull();
  });
});
