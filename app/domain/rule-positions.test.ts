import { describe, expect, it } from "vitest";
import { rulePositions } from "./rule-positions";

describe("rulePositions", () => {
  it("counts a plain list as printed", () => {
    expect(rulePositions([{ active: false }, { active: false }, { active: false }])).toEqual([1, 2, 3]);
  });

  it("puts a Drug Facts label's actives above the inactive list, which counts from 1", () => {
    // products_sephora_skincare_2025.csv:117: four UV filters, then Water, Butyloctyl Salicylate, Glycerin.
    const printed = [true, true, true, true, false, false, false].map((active) => ({ active }));
    expect(rulePositions(printed)).toEqual([1, 1, 1, 1, 1, 2, 3]);
  });
});
