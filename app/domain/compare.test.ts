import { describe, expect, it } from "vitest";
import { compareIngredients, keyActives, parseCompareIds, withCompared, withoutCompared } from "./compare";

describe("compare picks", () => {
  it("keeps valid ids, each once, at most four, the latest", () => {
    expect(parseCompareIds("a-b,c,a-b,,BAD ID,%27,e,f,g")).toEqual(["c", "e", "f", "g"]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it("adds a pick at the end, dropping the oldest beyond four, and removes one", () => {
    expect(withCompared(["a", "b", "c", "d"], "e")).toEqual(["b", "c", "d", "e"]);
    expect(withCompared(["a", "b"], "a")).toEqual(["b", "a"]);
    expect(withoutCompared(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("compareIngredients", () => {
  const list = (productId: string, names: string[]) => ({
    productId,
    ingredients: names.map((name) => ({ ingredientId: name.toLowerCase().replace(/ /g, "-"), name })),
  });

  it("names what every list holds, and what only one holds", () => {
    const result = compareIngredients([
      list("p", ["Water", "Niacinamide", "Glycerin", "Parfum"]),
      list("q", ["Water", "Glycerin", "Panthenol"]),
      list("r", ["Glycerin", "Water", "Panthenol", "Allantoin"]),
    ]);
    expect(result.shared).toEqual(["Water", "Glycerin"]);
    expect(result.onlyIn).toEqual({ p: ["Niacinamide", "Parfum"], q: [], r: ["Allantoin"] });
  });

  it("shares nothing with one list alone", () => {
    expect(compareIngredients([list("p", ["Water"])]).shared).toEqual([]);
  });
});

describe("keyActives", () => {
  it("names the well-known actives a list holds, in list order", () => {
    expect(
      keyActives([
        { ingredientId: "water", name: "Water" },
        { ingredientId: "niacinamide", name: "Niacinamide" },
        { ingredientId: "sodium-hyaluronate", name: "Sodium Hyaluronate" },
        { ingredientId: null, name: "Mystery Extract" },
      ]),
    ).toEqual(["Niacinamide", "Sodium Hyaluronate"]);
  });
});
