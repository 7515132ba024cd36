/** The six levels of the US Air Quality Index, each with a translated word (`location.aqiLevels.*`). */
export type AirQualityLevel = "good" | "moderate" | "sensitive" | "unhealthy" | "veryUnhealthy" | "hazardous";

/** Upper bounds of each level (US EPA): 0–50 good, 51–100 moderate, … 301 and over hazardous. */
const levels: { upTo: number; level: AirQualityLevel }[] = [
  { upTo: 50, level: "good" },
  { upTo: 100, level: "moderate" },
  { upTo: 150, level: "sensitive" },
  { upTo: 200, level: "unhealthy" },
  { upTo: 300, level: "veryUnhealthy" },
];

export function airQualityLevel(aqi: number): AirQualityLevel {
  const rounded = Math.round(aqi);
  return levels.find((entry) => rounded <= entry.upTo)?.level ?? "hazardous";
}
