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

  it("gives Cleansing for CosIng's cleansing functions, not for a thickener's surfactant class", () => {
    // The functions of the CosIng CSV, first record per name.
    const xanthanGum = [
      "Binding",
      "Emulsion Stabilising",
      "Gel Forming",
      "Skin Conditioning",
      "Surfactant - Cleansing",
      "Surfactant - Emulsifying",
      "Viscosity Controlling",
    ];
    const cetearylAlcohol = [
      "Emulsion Stabilising",
      "Opacifying",
      "Skin Conditioning - Emollient",
      "Surfactant - Cleansing",
      "Surfactant - Emulsifying",
      "Surfactant - Foam Boosting",
      "Viscosity Controlling",
    ];
    const cocamidopropylBetaine = [
      "Antistatic",
      "Cleansing",
      "Hair Conditioning",
      "Surfactant - Cleansing",
      "Surfactant - Foam Boosting",
      "Viscosity Controlling",
    ];
    expect(chipsOfCosingFunctions(xanthanGum)).toEqual(["skin-conditioning"]);
    expect(chipsOfCosingFunctions(cetearylAlcohol)).toEqual(["skin-conditioning-emollient"]);
    expect(chipsOfCosingFunctions(cocamidopropylBetaine)).toEqual(["cleansing"]);
    expect(chipsOfCosingFunctions(["Hair Conditioning", "Surfactant - Cleansing"])).toEqual(["cleansing"]);
  });
});
