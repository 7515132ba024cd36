import { describe, expect, it } from "vitest";
import { cosZenithAt, dayOfYearUtc, equationOfTime, noonCosZenith, solarDeclination } from "./solar-position";

const degrees = (radians: number) => (radians * 180) / Math.PI;

describe("solarDeclination", () => {
  it("is about ±23.44° at the solstices and 0° at the equinoxes", () => {
    expect(degrees(solarDeclination(172))).toBeCloseTo(23.44, 0);
    expect(degrees(solarDeclination(355))).toBeCloseTo(-23.44, 0);
    expect(Math.abs(degrees(solarDeclination(80)))).toBeLessThan(0.6);
    expect(Math.abs(degrees(solarDeclination(266)))).toBeLessThan(0.6);
  });
});

describe("equationOfTime", () => {
  it("peaks near +16 min in early November and −14 min in mid-February", () => {
    expect(equationOfTime(307)).toBeCloseTo(16.4, 0);
    expect(equationOfTime(42)).toBeCloseTo(-14.2, 0);
  });
});

describe("noonCosZenith", () => {
  it("is 1 with the sun overhead and 0 in the polar night", () => {
    expect(noonCosZenith(23.44, 172)).toBeCloseTo(1, 3);
    expect(noonCosZenith(80, 355)).toBe(0);
  });
});

describe("cosZenithAt", () => {
  it("finds the sun overhead at the equator at solar noon of the March equinox", () => {
    // Greenwich solar noon on 20 March 2024 is about 12:07 UTC (equation of time −7.5 min).
    expect(cosZenithAt(0, 0, new Date("2024-03-20T12:07:00Z"))).toBeGreaterThan(0.999);
  });

  it("puts the sun lower in the morning and below the horizon at night", () => {
    const london = { latitude: 51.5, longitude: -0.12 };
    const noon = cosZenithAt(london.latitude, london.longitude, new Date("2024-06-21T12:02:00Z"));
    const morning = cosZenithAt(london.latitude, london.longitude, new Date("2024-06-21T08:00:00Z"));
    expect(noon).toBeCloseTo(Math.cos(((51.5 - 23.44) * Math.PI) / 180), 2);
    expect(morning).toBeLessThan(noon);
    expect(cosZenithAt(london.latitude, london.longitude, new Date("2024-06-21T23:00:00Z"))).toBe(0);
  });
});

describe("dayOfYearUtc", () => {
  it("counts from 1 January", () => {
    expect(dayOfYearUtc(new Date("2023-01-01T00:00:00Z"))).toBe(1);
    expect(dayOfYearUtc(new Date("2023-12-31T23:59:00Z"))).toBe(365);
    expect(dayOfYearUtc(new Date("2024-12-31T12:00:00Z"))).toBe(366);
  });
});
