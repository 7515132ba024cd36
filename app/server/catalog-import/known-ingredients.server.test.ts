import { describe, expect, it } from "vitest";
import { knownIngredientRules } from "./known-ingredients.server";

const activeKeys = (ingredientId: string) =>
  knownIngredientRules(ingredientId).flatMap((rule) => rule.active?.key ?? []);

describe("knownIngredientRules", () => {
  it("reads rice from its extracts, waters and filtrates, not from its bran wax, powder or oil", () => {
    expect(activeKeys("oryza-sativa-bran-extract")).toEqual(["rice"]);
    expect(activeKeys("oryza-sativa-extract")).toEqual(["rice"]);
    expect(activeKeys("oryza-sativa-bran-wax")).toEqual([]);
    // Eleventh review: "Rice Powder" 5th in a powder wash was featured as "rice extract".
    expect(activeKeys("rice-powder")).toEqual([]);
    expect(activeKeys("oryza-sativa-bran-oil")).toEqual([]);
    expect(activeKeys("rice-ferment-filtrate")).toContain("rice");
    expect(activeKeys("oryza-sativa-bran-water")).toEqual(["rice"]);
  });
});
