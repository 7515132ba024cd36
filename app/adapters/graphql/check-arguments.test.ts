import { describe, expect, it } from "vitest";
import { maxPastedCharacters } from "~/domain/pasted-ingredient-list";
import { productTypes } from "~/domain/product-types";
import {
  checkIngredientsArguments,
  checkRefusalMessage,
  productTypeEnum,
  productTypeEnumValue,
} from "./check-arguments";

describe("productTypeEnumValue", () => {
  it("writes each product type as a GraphQL enum value, and the enum reads each back", () => {
    expect(productTypeEnumValue("oil-based cleanser")).toBe("OIL_BASED_CLEANSER");
    expect(productTypeEnumValue("eye-cream")).toBe("EYE_CREAM");
    expect(productTypeEnumValue("spf")).toBe("SPF");
    for (const type of productTypes) {
      expect(productTypeEnumValue(type)).toMatch(/^[A-Z][A-Z_]*$/);
      expect(productTypeEnum[productTypeEnumValue(type)]).toBe(type);
    }
    expect(Object.keys(productTypeEnum)).toHaveLength(productTypes.length);
  });
});

describe("checkIngredientsArguments", () => {
  it("takes a text and an optional product type, null when none is given", () => {
    expect(checkIngredientsArguments.parse({ text: "Water, Glycerin" })).toEqual({
      text: "Water, Glycerin",
      productType: null,
    });
    expect(checkIngredientsArguments.parse({ text: "Water", productType: null }).productType).toBeNull();
    expect(checkIngredientsArguments.parse({ text: "Water", productType: "eye-cream" }).productType).toBe("eye-cream");
  });

  it("refuses what is not a text, and a type the catalogue does not have", () => {
    expect(checkIngredientsArguments.safeParse({ text: 3 }).success).toBe(false);
    expect(checkIngredientsArguments.safeParse({}).success).toBe(false);
    expect(checkIngredientsArguments.safeParse({ text: "Water", productType: "serum" }).success).toBe(false);
    expect(checkIngredientsArguments.safeParse({ text: "Water", productType: "EYE_CREAM" }).success).toBe(false);
  });
});

describe("checkRefusalMessage", () => {
  it("names the argument and the limit for each refusal of a text", () => {
    expect(checkRefusalMessage("too-long")).toContain(maxPastedCharacters.toLocaleString("en"));
    expect(checkRefusalMessage("too-many-entries")).toContain("200 entries");
    for (const problem of [
      "empty",
      "too-long",
      "control-characters",
      "korean-only",
      "too-many-entries",
      "none-recognised",
    ] as const) {
      expect(checkRefusalMessage(problem)).toMatch(/^text: /);
    }
  });
});
