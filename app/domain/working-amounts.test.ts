import { describe, expect, it } from "vitest";
import { atWorkingAmount, belowWorkingAmount } from "./working-amounts";

describe("belowWorkingAmount", () => {
  it("holds a stated amount to the active's working amount (real labels from data/)", () => {
    // Nacific's Origin Red Salicylic Acid Spot Cream: "Salicylic Acid (1ppm)", "Adenosine (0.1%, 1,000ppm)".
    expect(belowWorkingAmount("Salicylic Acid", 0.0001)).toBe(true);
    expect(belowWorkingAmount("Adenosine", 0.1)).toBe(false);
    // Neogen's bakuchiol serum: "Bakuchiol(100ppm)".
    expect(belowWorkingAmount("BAKUCHIOL", 0.01)).toBe(true);
    expect(belowWorkingAmount("Niacinamide", 2)).toBe(false);
    expect(belowWorkingAmount("Niacinamide", 0.1)).toBe(true);
    // Eleventh review: Mediheal's Madecassoside Essential Mask prints "Madecassoside 0.001%".
    expect(belowWorkingAmount("MADECASSOSIDE", 0.001)).toBe(true);
  });

  it("holds a clay or charcoal to 1 %, below which a label may list it anywhere", () => {
    // Twenty-first review: Goodal's Black Charcoal Wash Off Mask prints "Charcoal Powder 0.01%".
    expect(belowWorkingAmount("Charcoal Powder", 0.01)).toBe(true);
    expect(belowWorkingAmount("KAOLIN", 0.5)).toBe(true);
    expect(belowWorkingAmount("Moroccan Lava Clay", 3)).toBe(false);
    expect(belowWorkingAmount("Sea Silt", 1)).toBe(false);
  });

  it("says nothing where the label states no amount or the active has no known working amount", () => {
    expect(belowWorkingAmount("Salicylic Acid", null)).toBe(false);
    expect(belowWorkingAmount("Salicylic Acid", undefined)).toBe(false);
    expect(belowWorkingAmount("Centella Asiatica Extract", 0.1)).toBe(false);
  });
});

describe("atWorkingAmount", () => {
  it("says a stated amount reaches the active's working amount (COSRX's The Retinol 0.1 Cream: retinol 0.1 %)", () => {
    expect(atWorkingAmount("Retinol", 0.1)).toBe(true);
    expect(atWorkingAmount("Retinol", 0.075)).toBe(true);
    expect(atWorkingAmount("Retinol", 0.01)).toBe(false);
  });

  it("says nothing without a stated amount or a known working amount", () => {
    expect(atWorkingAmount("Retinol", null)).toBe(false);
    expect(atWorkingAmount("Centella Asiatica Extract", 5)).toBe(false);
  });
});
