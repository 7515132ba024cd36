import { describe, expect, it } from "vitest";
import { ingredientFunctions } from "~/domain/ingredient-functions";
import { chipsOfCosingFunctions, cosingFunctionChips } from "./function-mapping.server";

describe("CosIng function mapping", () => {
  it("reaches every one of the 21 chips", () => {
    const reached = new Set(Object.values(cosingFunctionChips));
    expect(ingredientFunctions.filter((chip) => !reached.has(chip))).toEqual([]);
  });

  it("maps CosIng spellings and ignores functions without a chip", () => {
    expect(
      chipsOfCosingFunctions(["Uv Filter", "Skin Conditioning - Emollient", "Perfuming", "Anti-Seborrheic"]),
    ).toEqual(["uv-filter", "skin-conditioning-emollient", "anti-sebum"]);
  });
});
