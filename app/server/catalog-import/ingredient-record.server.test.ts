import { describe, expect, it } from "vitest";
import { CosingIndex } from "./cosing-index.server";
import { ingredientRecord } from "./ingredient-record.server";
import { resolveIngredient, type ListedIngredient } from "./ingredient-resolver.server";

const cosing = new CosingIndex();
cosing.add({
  inciName: "PETROLATUM",
  cas: "8009-03-8",
  ec: "232-373-2",
  functions: ["Antistatic", "Skin Conditioning - Emollient"],
});
cosing.add({ inciName: "GLYCOLIC ACID", cas: "79-14-1", ec: "201-180-5", functions: ["Buffering", "Exfoliating"] });

function listed(raw: string): ListedIngredient {
  const resolution = resolveIngredient(raw, cosing);
  if (resolution.kind === "garbage") throw new Error(resolution.reason);
  return resolution;
}

describe("ingredientRecord", () => {
  it("keeps CosIng's chips and kulit's additions apart", () => {
    expect(ingredientRecord(listed("Petrolatum"))).toMatchObject({
      id: "petrolatum",
      name: "Petrolatum",
      inciName: "PETROLATUM",
      cosingFunctions: ["Antistatic", "Skin Conditioning - Emollient"],
      functions: ["skin-conditioning-emollient"],
      kulitFunctions: ["occlusive", "skin-conditioning-occlusive"],
      aspects: ["dryness"],
    });
  });

  it("adds no kulit chip that CosIng already gives", () => {
    expect(ingredientRecord(listed("Glycolic Acid"))).toMatchObject({ functions: ["exfoliating"], kulitFunctions: [] });
  });

  it("records a name CosIng lacks without CosIng facts", () => {
    expect(ingredientRecord(listed("Petrolatum Glycolic"))).toMatchObject({
      name: "Petrolatum Glycolic",
      inciName: null,
      cosingFunctions: [],
      functions: [],
    });
  });
});
