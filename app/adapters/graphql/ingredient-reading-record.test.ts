import { describe, expect, it } from "vitest";
import type { IngredientReading } from "~/domain/ingredient-reading";
import { ingredientReadingRecord } from "./ingredient-reading-record";

const reading: IngredientReading = {
  ingredients: [
    {
      rawName: "Aqua",
      name: "Water",
      ingredientId: "water",
      functions: [],
      kulitFunctions: [],
      active: false,
      statedPercent: null,
      position: 1,
      inciName: "AQUA",
    },
    {
      rawName: "Niacinamide 5%",
      name: "Niacinamide",
      ingredientId: null,
      functions: ["skin-conditioning"],
      kulitFunctions: ["anti-sebum"],
      active: false,
      statedPercent: 5,
      position: 2,
      inciName: "NIACINAMIDE",
    },
  ],
  unrecognised: [{ name: "Potassium Hyalur", suggestions: [{ name: "Potassium Hyaluronate", ingredientId: null }] }],
  flags: {
    flags: [
      { flag: "fragrance", ingredients: ["Parfum"] },
      { flag: "essential-oils", ingredients: ["citrus aurantium bergamia"], uncertain: true },
    ],
    freeOf: ["drying-alcohol", "fungal-acne"],
  },
  keyActives: ["Niacinamide"],
  cutShortAt: "Phenoxyeth",
  skinTypes: [],
  aspects: [],
};

describe("ingredientReadingRecord", () => {
  const record = ingredientReadingRecord(reading, "toner", (flag) => `source of ${flag}`);

  it("keeps the list's order, each name as the list wrote it and the amount it states", () => {
    expect(record.ingredients.map((ingredient) => [ingredient.position, ingredient.name, ingredient.listedAs])).toEqual(
      [
        [1, "Water", "Aqua"],
        [2, "Niacinamide", "Niacinamide 5%"],
      ],
    );
    expect(record.ingredients[1]).toMatchObject({
      inciName: "NIACINAMIDE",
      statedPercent: 5,
      functions: ["skin-conditioning"],
      kulitFunctions: ["anti-sebum"],
      ingredientId: null,
    });
  });

  it("counts N of M as the page does: the substances, then with the names not recognised", () => {
    expect(record.recognisedCount).toBe(2);
    expect(record.entryCount).toBe(3);
    expect(record.unrecognised).toEqual(reading.unrecognised);
  });

  it("gives each flag and free-of badge its rule's source, and says which flags are uncertain", () => {
    expect(record.flags).toEqual([
      { flag: "fragrance", ingredients: ["Parfum"], uncertain: false, source: "source of fragrance" },
      {
        flag: "essential-oils",
        ingredients: ["citrus aurantium bergamia"],
        uncertain: true,
        source: "source of essential-oils",
      },
    ]);
    expect(record.freeOf).toEqual([
      { flag: "drying-alcohol", source: "source of drying-alcohol" },
      { flag: "fungal-acne", source: "source of fungal-acne" },
    ]);
  });

  it("keeps the type read with, the key actives and where the list was cut short", () => {
    expect(record.productType).toBe("toner");
    expect(record.keyActives).toEqual(["Niacinamide"]);
    expect(record.cutShortAt).toBe("Phenoxyeth");
  });
});
