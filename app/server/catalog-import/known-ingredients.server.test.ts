import { describe, expect, it } from "vitest";
import { knownIngredientRules } from "./known-ingredients.server";

const activeKeys = (ingredientId: string) =>
  knownIngredientRules(ingredientId).flatMap((rule) => rule.active?.key ?? []);

describe("knownIngredientRules", () => {
  it("reads rice from its extracts and waters, not from rice bran wax (Erborian's Milk & Peel Balm, tenth review)", () => {
    expect(activeKeys("oryza-sativa-bran-extract")).toEqual(["rice"]);
    expect(activeKeys("oryza-sativa-extract")).toEqual(["rice"]);
    expect(activeKeys("oryza-sativa-bran-wax")).toEqual([]);
  });
});
