import { describe, expect, it } from "vitest";
import { airQualityLevel } from "./air-quality";

describe("airQualityLevel", () => {
  it("follows the US AQI bands, bounds included in the lower level", () => {
    expect(airQualityLevel(0)).toBe("good");
    expect(airQualityLevel(50)).toBe("good");
    expect(airQualityLevel(51)).toBe("moderate");
    expect(airQualityLevel(100)).toBe("moderate");
    expect(airQualityLevel(101)).toBe("sensitive");
    expect(airQualityLevel(150)).toBe("sensitive");
    expect(airQualityLevel(151)).toBe("unhealthy");
    expect(airQualityLevel(200)).toBe("unhealthy");
    expect(airQualityLevel(201)).toBe("veryUnhealthy");
    expect(airQualityLevel(300)).toBe("veryUnhealthy");
    expect(airQualityLevel(301)).toBe("hazardous");
  });

  it("rounds a fractional index before placing it", () => {
    expect(airQualityLevel(50.4)).toBe("good");
    expect(airQualityLevel(50.6)).toBe("moderate");
  });
});
