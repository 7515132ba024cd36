import { expect, it } from "vitest";
import type { MatchProfile } from "~/domain/match-score";
import { matchStateFor, profileOf, signedOutViewer } from "./match-state";

const product = { skinTypes: ["oily"], aspects: ["acne"], basePriceGbp: 12 };
const profile: MatchProfile = {
  skinType: "oily",
  budget: 1,
  scores: { eyebags: 80, dryness: 80, redness: 80, wrinkles: 80, acne: 40, pores: 80 },
};

it("asks a signed-out visitor to sign up", () => {
  expect(matchStateFor(signedOutViewer, product)).toEqual({ state: "signed-out" });
  expect(profileOf(signedOutViewer)).toBeNull();
});

it("asks a user without a profile to finish the analysis", () => {
  expect(matchStateFor({ signedIn: true, profile: null }, product)).toEqual({ state: "no-profile" });
});

it("shows the match of a user with a profile", () => {
  // 50 skin type + 20 budget + 0.2 × (100 − 40) for acne = 82
  expect(matchStateFor({ signedIn: true, profile }, product)).toEqual({ state: "match", percent: 82 });
  expect(profileOf({ signedIn: true, profile })).toBe(profile);
});

it("counts no budget for a product without a price", () => {
  // 50 skin type + 0.2 × (100 − 40) for acne = 62
  expect(matchStateFor({ signedIn: true, profile }, { ...product, basePriceGbp: null })).toEqual({
    state: "match",
    percent: 62,
  });
});
