import { describe, expect, it } from "vitest";
import { daytimeUvPairs, pearson } from "./uv-validation";

const jakarta = { latitude: -6.21, longitude: 106.85, timeZone: "Asia/Jakarta", uvIndex: 9, cloud: 0 };

describe("daytimeUvPairs", () => {
  it("keeps readings from 10:00 to 14:59 local time and models each one", () => {
    const pairs = daytimeUvPairs([
      { ...jakarta, lastUpdated: "2023-09-21 09:59" },
      { ...jakarta, lastUpdated: "2023-09-21 12:00" },
      { ...jakarta, lastUpdated: "2023-09-21 14:59" },
      { ...jakarta, lastUpdated: "2023-09-21 15:00" },
    ]);
    expect(pairs).toHaveLength(2);
    const [noon, afternoon] = pairs;
    expect(noon?.observed).toBe(9);
    expect(noon?.modelled).toBeGreaterThan(12);
    expect(afternoon?.modelled).toBeLessThan(noon?.modelled ?? 0);
  });
});

describe("pearson", () => {
  it("is 1 for a rising line and −1 for a falling one", () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10);
  });
});
