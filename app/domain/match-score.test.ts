import { describe, expect, it } from "vitest";
import { type MatchProfile, matchBreakdown, matchScore } from "./match-score";

const profile: MatchProfile = {
  skinType: "oily",
  budget: 2,
  scores: { eyebags: 80, dryness: 60, redness: 90, wrinkles: 100, acne: 20, pores: 40 },
};

describe("matchScore", () => {
  it("is 0 without a profile or a product", () => {
    expect(matchScore(null, { skinTypes: ["oily"], aspects: [], basePriceGbp: 10 })).toBe(0);
    expect(matchScore(profile, undefined)).toBe(0);
  });

  it("adds 50 for the skin type, 20 for the budget and 0.2 × (100 − score) per aspect", () => {
    // 50 + 20 + 0.2·80 (acne) + 0.2·60 (pores) = 98 → capped at 97
    expect(
      matchScore(profile, { skinTypes: ["oily", "combination"], aspects: ["acne", "pores"], basePriceGbp: 18 }),
    ).toBe(97);
    // 0 + 20 + 0.2·40 (dryness) = 28
    expect(matchScore(profile, { skinTypes: ["dry"], aspects: ["dryness"], basePriceGbp: 15 })).toBe(28);
    // 50 + 0 (band 3 > level 2) + 0.2·20 (eyebags) = 54
    expect(matchScore(profile, { skinTypes: ["oily"], aspects: ["eyebags"], basePriceGbp: 30 })).toBe(54);
  });

  it("rounds to the nearest integer", () => {
    const halfway: MatchProfile = { ...profile, scores: { ...profile.scores, redness: 97 } };
    // 0.2 · 3 = 0.6 → 1
    expect(matchScore(halfway, { skinTypes: [], aspects: ["redness"], basePriceGbp: 99 })).toBe(1);
  });

  it("gives no budget points to a product without a price, whatever the budget", () => {
    const rich: MatchProfile = { ...profile, budget: 3 };
    // 50 + 0 (price not known) + 0.2·80 (acne) = 66
    expect(matchScore(rich, { skinTypes: ["oily"], aspects: ["acne"], basePriceGbp: null })).toBe(66);
    expect(matchScore(rich, { skinTypes: ["oily"], aspects: ["acne"], basePriceGbp: 10 })).toBe(86);
  });

  it("ignores aspects the product does not target", () => {
    expect(matchScore(profile, { skinTypes: [], aspects: [], basePriceGbp: 99 })).toBe(0);
  });
});

describe("matchBreakdown", () => {
  it("names the parts that counted", () => {
    const parts = matchBreakdown(profile, { skinTypes: ["oily"], aspects: ["acne"], basePriceGbp: 40 });
    expect(parts).toEqual({
      skinTypePoints: 50,
      budget: "above",
      budgetPoints: 0,
      aspectPoints: { acne: 16 },
      percent: 66,
    });
  });

  it("says when the budget could not count because the price is not known", () => {
    const parts = matchBreakdown(profile, { skinTypes: ["oily"], aspects: [], basePriceGbp: null });
    expect(parts).toMatchObject({ budget: "unknown", budgetPoints: 0, percent: 50 });
    expect(matchBreakdown(profile, { skinTypes: [], aspects: [], basePriceGbp: 10 }).budget).toBe("fits");
  });
});
