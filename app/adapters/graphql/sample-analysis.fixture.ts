import type { SkinAnalysis } from "~/domain/skin-analysis";

/** One saved analysis, for the unit tests of the `Users` record and its schema. */
export const sampleAnalysis: SkinAnalysis = {
  id: "analysis-1",
  userId: "user-1",
  gender: 2,
  age: 3,
  budget: 2,
  location: "Indonesia",
  skinType: "oily",
  scores: { eyebags: 80, dryness: 60, redness: 45, wrinkles: 90, acne: 20, pores: 55 },
  hasSelfie: false,
  createdAt: "2025-06-01T12:00:00.000Z",
};
