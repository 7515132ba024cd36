import { describe, expect, it } from "vitest";
import { uvLevel } from "./uv-level";

describe("uvLevel", () => {
  it("follows the WHO bands on the rounded index", () => {
    expect([0, 2.4, 2.5, 5.4, 5.5, 7.4, 7.5, 10.4, 10.5, 13.7].map(uvLevel)).toEqual([
      "low",
      "low",
      "moderate",
      "moderate",
      "high",
      "high",
      "veryHigh",
      "veryHigh",
      "extreme",
      "extreme",
    ]);
  });
});
