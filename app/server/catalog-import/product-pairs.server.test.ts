import { describe, expect, it } from "vitest";
import { ingredientOverlap, reviewPairs } from "./product-pairs.server";

function product(brand: string, name: string, ids: string[]) {
  return { id: `${brand}-${name}`, brand, name, ingredients: ids.map((ingredientId) => ({ ingredientId })) };
}

describe("ingredientOverlap", () => {
  it("is the share of substances two lists have in common, whatever their order", () => {
    expect(ingredientOverlap(["water", "glycerin", "niacinamide"], ["niacinamide", "water", "glycerin"])).toBe(1);
    expect(ingredientOverlap(["water", "glycerin", "niacinamide"], ["water", "glycerin", "panthenol"])).toBe(0.5);
    expect(ingredientOverlap(["water"], ["glycerin"])).toBe(0);
  });
});

describe("reviewPairs", () => {
  const base = [
    "water",
    "glycerin",
    "butylene-glycol",
    "niacinamide",
    "panthenol",
    "allantoin",
    "betaine",
    "adenosine",
    "xanthan-gum",
  ];

  it("lists same-brand pairs with an identical list, overlapping lists or near-identical names", () => {
    const pairs = reviewPairs([
      product("COSRX", "Hyaluronic Acid Hydra Foam Cleanser", base),
      product("COSRX", "Salicylic Acid Exfoliating Cleanser", base),
      product("Torriden", "Sold In Ceramide Cream", ["water", "ceramide-np"]),
      product("Torriden", "Solid In Ceramide Cream", ["water", "squalane"]),
      product("Laneige", "Water Bank Blue Hyaluronic Serum", [...base, "fragrance"]),
      product("Laneige", "Waterbank Blue HA Serum", base),
    ]);
    expect(pairs.map((pair) => [pair.brand, pair.signals])).toEqual([
      ["COSRX", ["identical list"]],
      ["Torriden", ["near-identical names"]],
      ["Laneige", ["overlapping lists"]],
    ]);
  });

  it("leaves products of two brands, and of one brand with other lists and names, alone", () => {
    expect(
      reviewPairs([
        product("COSRX", "Low-pH Good Morning Cleanser", base),
        product("Benton", "Honest Cleansing Foam", base),
        product("COSRX", "Advanced Snail 96 Mucin Power Essence", ["snail-secretion-filtrate", "betaine"]),
      ]),
    ).toEqual([]);
  });
});
