/** The five WHO UV Index levels, each with a translated word (`location.uvLevels.*`). */
export type UvLevel = "low" | "moderate" | "high" | "veryHigh" | "extreme";

/** WHO bands: 0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11 and over extreme (by the rounded index). */
export function uvLevel(uvIndex: number): UvLevel {
  const rounded = Math.round(uvIndex);
  if (rounded <= 2) return "low";
  if (rounded <= 5) return "moderate";
  if (rounded <= 7) return "high";
  if (rounded <= 10) return "veryHigh";
  return "extreme";
}
