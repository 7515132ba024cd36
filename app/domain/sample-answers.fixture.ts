import type { AnalysisAnswers } from "./questionnaire";

/** One complete set of questionnaire answers, for tests of the analysis on every layer. */
export const sampleAnswers: AnalysisAnswers = {
  gender: 2,
  age: 3,
  budget: 2,
  location: "Indonesia",
  skinType: 1,
  eyebags: 1,
  dryness: 2,
  redness: 3,
  wrinkles: 4,
  acne: 5,
  pores: 3,
};
