import { describe, expect, it } from "vitest";
import { clearSkyUvIndex, climatologicalOzone, median, medianNoonUvIndex, noonUvIndexByDay } from "./clear-sky-uv";

describe("clearSkyUvIndex", () => {
  it("is 12.5 with the sun overhead and 300 DU of ozone", () => {
    expect(clearSkyUvIndex(1, 300)).toBeCloseTo(12.5, 10);
  });

  it("falls with the sun's height as μ0^2.42 and rises when ozone thins", () => {
    expect(clearSkyUvIndex(0.5, 300)).toBeCloseTo(12.5 * 0.5 ** 2.42, 10);
    expect(clearSkyUvIndex(1, 260)).toBeGreaterThan(clearSkyUvIndex(1, 300));
    expect(clearSkyUvIndex(1, 260)).toBeCloseTo(12.5 * (260 / 300) ** -1.23, 10);
  });

  it("is 0 with the sun down", () => {
    expect(clearSkyUvIndex(0, 300)).toBe(0);
    expect(clearSkyUvIndex(-0.2, 300)).toBe(0);
  });
});

describe("climatologicalOzone", () => {
  it("is 260 DU in the tropics, 340 DU from 60° and linear between", () => {
    expect(climatologicalOzone(0)).toBe(260);
    expect(climatologicalOzone(-15)).toBe(260);
    expect(climatologicalOzone(37.5)).toBe(300);
    expect(climatologicalOzone(60)).toBe(340);
    expect(climatologicalOzone(-80)).toBe(340);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe("medianNoonUvIndex", () => {
  it("covers every day of a year", () => {
    expect(noonUvIndexByDay(10)).toHaveLength(365);
  });

  it("is extreme at the equator and falls towards the poles", () => {
    const equator = medianNoonUvIndex(0);
    expect(equator).toBeGreaterThan(12);
    expect(equator).toBeLessThan(15);
    expect(medianNoonUvIndex(35)).toBeLessThan(equator);
    expect(medianNoonUvIndex(51.5)).toBeLessThan(medianNoonUvIndex(35));
    expect(medianNoonUvIndex(51.5)).toBeGreaterThan(3);
    expect(medianNoonUvIndex(51.5)).toBeLessThan(4.5);
  });

  it("is about the same north and south of the equator", () => {
    // Not equal: the sun spends about a week longer north of the equator each year.
    expect(Math.abs(medianNoonUvIndex(35) - medianNoonUvIndex(-35))).toBeLessThan(0.5);
  });
});
