import { describe, expect, it } from "vitest";
import { matchScore, type MatchProfile } from "~/domain/match-score";
import { matchExplanationOf } from "./match-explanation-data";

const profile: MatchProfile = {
  skinType: "combination",
  budget: 2,
  scores: { eyebags: 80, dryness: 40, redness: 90, wrinkles: 100, acne: 70, pores: 64 },
};

describe("matchExplanationOf", () => {
  it("lists the parts that make the percentage, targeted aspects by points", () => {
    const product = { skinTypes: ["combination", "oily"], aspects: ["pores", "dryness", "wrinkles"], basePriceGbp: 18 };
    const explanation = matchExplanationOf(profile, product);
    expect(explanation.skinType).toEqual({ yours: "combination", points: 50 });
    expect(explanation.budget).toBe("fits");
    expect(explanation.budgetPoints).toBe(20);
    expect(explanation.aspects).toEqual([
      { aspect: "dryness", score: 40, points: 12 },
      { aspect: "pores", score: 64, points: expect.closeTo(7.2, 5) as unknown },
      { aspect: "wrinkles", score: 100, points: 0 },
    ]);
    expect(explanation.total).toBeCloseTo(89.2, 5);
    expect(explanation.percent).toBe(matchScore(profile, product));
    expect(explanation.percent).toBe(89);
  });

  it("shows the parts that did not count as 0, and ignores aspects that are not scored", () => {
    const product = { skinTypes: ["dry"], aspects: ["sensitivity"], basePriceGbp: 30 };
    const explanation = matchExplanationOf(profile, product);
    expect(explanation.skinType.points).toBe(0);
    expect(explanation.budget).toBe("above");
    expect(explanation.budgetLevel).toBe(2);
    expect(explanation.budgetPoints).toBe(0);
    expect(explanation.aspects).toEqual([]);
    expect(explanation.total).toBe(0);
    expect(explanation.percent).toBe(0);
  });

  it("says the price is not known when a product has none, and counts no budget", () => {
    const product = { skinTypes: ["combination"], aspects: ["dryness"], basePriceGbp: null };
    const explanation = matchExplanationOf(profile, product);
    expect(explanation.budget).toBe("unknown");
    expect(explanation.budgetPoints).toBe(0);
    expect(explanation.total).toBe(62);
    expect(explanation.percent).toBe(matchScore(profile, product));
  });

  it("keeps the raw total above the cap so the page can say the match was capped", () => {
    const low: MatchProfile = { ...profile, scores: { ...profile.scores, acne: 0, pores: 0 } };
    const explanation = matchExplanationOf(low, {
      skinTypes: ["combination"],
      aspects: ["acne", "pores"],
      basePriceGbp: 10,
    });
    expect(explanation.total).toBe(110);
    expect(explanation.percent).toBe(97);
  });
});
