import { describe, expect, it } from "vitest";
import { deriveProfile } from "./product-profile.server";

describe("deriveProfile", () => {
  it("derives aspects and skin types from ingredients", () => {
    const profile = deriveProfile("treatment", ["water", "niacinamide", "salicylic-acid", "glycerin"], [], []);
    expect(profile.aspects).toEqual(["dryness", "acne", "pores"]);
    expect(profile.skinTypes).toEqual(["oily", "dry", "combination", "normal"]);
  });

  it("lets source statements win", () => {
    const profile = deriveProfile("moisturizer", ["water", "niacinamide"], ["dry"], ["wrinkles"]);
    expect(profile.skinTypes).toEqual(["dry"]);
    expect(profile.aspects).toEqual(["wrinkles"]);
  });

  it("adds the type's own aspect and caps aspects at three", () => {
    const profile = deriveProfile(
      "eye-cream",
      ["caffeine", "adenosine", "niacinamide", "centella-asiatica-extract", "sodium-hyaluronate"],
      [],
      [],
    );
    expect(profile.aspects).toContain("eyebags");
    expect(profile.aspects.length).toBeLessThanOrEqual(3);
  });

  it("counts ubiquitous ingredients only near the top", () => {
    const ids = ["water", "a", "b", "c", "d", "e", "f", "glycerin"];
    expect(deriveProfile("toner", ids, [], []).aspects).toEqual([]);
  });

  it("falls back to every skin type without any signal", () => {
    expect(deriveProfile("toner", ["water"], [], []).skinTypes).toEqual(["oily", "dry", "combination", "normal"]);
  });

  it("reads willow bark as no salicylic acid", () => {
    expect(deriveProfile("toner", ["water", "salix-alba-bark-extract"], [], []).aspects).toEqual([]);
    expect(deriveProfile("toner", ["water", "salicylic-acid"], [], []).aspects).toEqual(["acne", "pores"]);
  });
});
