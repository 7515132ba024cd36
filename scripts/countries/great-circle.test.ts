import { describe, expect, it } from "vitest";
import { greatCircleKm } from "./great-circle";

describe("greatCircleKm", () => {
  it("measures London to Paris at about 344 km", () => {
    expect(greatCircleKm({ latitude: 51.507, longitude: -0.128 }, { latitude: 48.857, longitude: 2.352 })).toBeCloseTo(
      344,
      -1,
    );
  });

  it("is 0 for one point and half the circumference for antipodes", () => {
    expect(greatCircleKm({ latitude: 10, longitude: 20 }, { latitude: 10, longitude: 20 })).toBe(0);
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015, 0);
  });

  it("crosses the date line the short way", () => {
    expect(greatCircleKm({ latitude: 0, longitude: 179 }, { latitude: 0, longitude: -179 })).toBeCloseTo(222, 0);
  });
});
