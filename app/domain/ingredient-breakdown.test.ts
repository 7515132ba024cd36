import { expect, it } from "vitest";
import { functionBreakdown, functionFallbackTitle } from "./ingredient-breakdown";

it("counts ingredients per function, count descending, ties in catalogue order", () => {
  const chips = functionBreakdown([
    { name: "Water", ingredientId: "water", functions: [] },
    { name: "Glycerin", ingredientId: "glycerin", functions: ["humectant", "moisturizing"] },
    { name: "Butylene Glycol", ingredientId: "butylene-glycol", functions: ["humectant"] },
    { name: "Niacinamide", ingredientId: "niacinamide", functions: ["skin-conditioning", "antioxidant"] },
    { name: "Glycerin", ingredientId: "glycerin", functions: ["humectant", "moisturizing"] },
  ]);
  expect(chips.map((chip) => [chip.function, chip.count])).toEqual([
    ["humectant", 2],
    ["moisturizing", 1],
    ["antioxidant", 1],
    ["skin-conditioning", 1],
  ]);
  expect(chips[0]?.ingredients.map((ingredient) => ingredient.name)).toEqual(["Glycerin", "Butylene Glycol"]);
});

it("has no chips without functions", () => {
  expect(functionBreakdown([])).toEqual([]);
  expect(functionBreakdown([{ name: "Water", ingredientId: null, functions: [] }])).toEqual([]);
});

it("makes a title from a slug", () => {
  expect(functionFallbackTitle("skin-conditioning-emollient")).toBe("Skin conditioning emollient");
});
