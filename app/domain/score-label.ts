export type ScoreLabel = "good" | "average" | "poor";

/** Above 70 good, 30 to 70 average, below 30 poor (docs/rules.md, "The skin analysis"). */
export function scoreLabel(score: number): ScoreLabel {
  if (score > 70) return "good";
  if (score >= 30) return "average";
  return "poor";
}
