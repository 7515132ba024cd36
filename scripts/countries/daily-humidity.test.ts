import { describe, expect, it } from "vitest";
import { dailyMeanHumidity, dewPointC, relativeHumidityPct } from "./daily-humidity";

describe("dewPointC and relativeHumidityPct", () => {
  it("puts the dew point at the temperature in saturated air", () => {
    expect(dewPointC(20, 100)).toBeCloseTo(20, 6);
  });

  it("matches a textbook value: 30 °C at 50 % has a dew point near 18.4 °C", () => {
    expect(dewPointC(30, 50)).toBeCloseTo(18.4, 1);
  });

  it("round-trips", () => {
    for (const [temperature, humidity] of [
      [-5, 80],
      [12, 35],
      [31, 74],
    ] as const) {
      expect(relativeHumidityPct(temperature, dewPointC(temperature, humidity))).toBeCloseTo(humidity, 6);
    }
  });

  it("caps at saturation", () => {
    expect(relativeHumidityPct(10, 15)).toBe(100);
  });
});

describe("dailyMeanHumidity", () => {
  it("lowers a night reading and raises an afternoon one", () => {
    expect(dailyMeanHumidity(26, 88, 3)).toBeLessThan(88);
    expect(dailyMeanHumidity(32, 60, 15)).toBeGreaterThan(60);
  });

  it("leaves the reading alone when the temperature does not vary", () => {
    expect(dailyMeanHumidity(20, 70, 3, 0)).toBeCloseTo(70, 6);
  });

  it("corrects more with a wider daily temperature range", () => {
    expect(dailyMeanHumidity(26, 88, 3, 12)).toBeLessThan(dailyMeanHumidity(26, 88, 3, 8));
  });

  it("stays within 0…100 %", () => {
    const value = dailyMeanHumidity(18, 100, 4);
    expect(value).toBeLessThanOrEqual(100);
    expect(value).toBeGreaterThan(0);
  });
});
