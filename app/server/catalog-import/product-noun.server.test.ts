import { describe, expect, it } from "vitest";
import { productNoun } from "./product-noun.server";

describe("productNoun", () => {
  it("follows type and form, never with an ingredient word", () => {
    expect(productNoun("oil-based cleanser", "balm", "Clean It Zero Cleansing Balm", [])).toEqual([
      "cleansing balm",
      "cleansing balm",
    ]);
    expect(productNoun("mask", "sheet", "Midnight Blue Calming Sheet Mask", [])[0]).toBe("sheet mask");
    expect(productNoun("water-based cleanser", "pad", "Quick Cleansing Pad", [])[0]).toBe("cleansing pad");
    expect(productNoun("spf", "stick", "Sun Stick", [])[0]).toBe("sun stick");
    expect(productNoun("water-based cleanser", "liquid", "Micellar Water", [])[0]).toBe("micellar water");
  });
});
