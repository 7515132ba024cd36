import { expect, it } from "vitest";
import { scoreLabel } from "./score-label";

it.each([
  [100, "good"],
  [71, "good"],
  [70, "average"],
  [30, "average"],
  [29, "poor"],
  [0, "poor"],
] as const)("labels %s as %s", (score, label) => {
  expect(scoreLabel(score)).toBe(label);
});
