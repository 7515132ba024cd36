import { describe, expect, it } from "vitest";
import { productTypes } from "~/domain/product-types";
import { composeTexts, productNoun } from "./description-composer.server";
import { knownIngredients } from "./known-ingredients.server";

const activesOf = (...keys: string[]) =>
  keys.map((key) => {
    const active = knownIngredients.find((rule) => rule.active?.key === key)?.active;
    if (!active) throw new Error(key);
    return active;
  });

describe("composeTexts", () => {
  const base = {
    id: "cosrx-advanced-snail-96-mucin-power-essence",
    brand: "COSRX",
    name: "Advanced Snail 96 Mucin Power Essence",
    productType: "essence" as const,
    skinTypes: ["dry", "normal"] as const,
    actives: activesOf("snail", "hyaluronic"),
    sunSensitiser: undefined,
    leadingIngredients: ["Snail Secretion Filtrate", "Betaine"],
  };

  it("mentions brand, actives with benefits and skin types in both languages", () => {
    const texts = composeTexts(base);
    expect(texts.descriptionEn).toContain("COSRX");
    expect(texts.descriptionEn).toContain("snail mucin");
    expect(texts.descriptionEn).toContain("hyaluronic acid");
    expect(texts.descriptionEn).toMatch(/dry and normal skin/);
    expect(texts.descriptionId).toContain("lendir siput");
    expect(texts.descriptionId).toContain("asam hialuronat");
    expect(texts.descriptionId).toMatch(/kulit kering dan normal/);
    expect(texts.usageEn).not.toBe("");
    expect(texts.usageId).not.toBe("");
  });

  it("is deterministic per product and varies across products", () => {
    expect(composeTexts(base)).toEqual(composeTexts(base));
    const openings = new Set(
      Array.from(
        { length: 30 },
        (_, index) => composeTexts({ ...base, id: `product-${index}` }).descriptionEn.split(".")[0],
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it("adds sunscreen advice for exfoliating acids outside sunscreens", () => {
    const texts = composeTexts({
      ...base,
      productType: "exfoliant",
      actives: activesOf("aha"),
      sunSensitiser: activesOf("aha")[0],
    });
    expect(texts.usageEn).toContain("wear sunscreen during the day");
    expect(texts.usageId).toContain("gunakan tabir surya di siang hari");
  });

  it("writes complete sentences for every type, with and without actives", () => {
    for (const productType of productTypes) {
      for (const actives of [[], activesOf("niacinamide"), activesOf("centella", "panthenol", "ceramide")]) {
        const texts = composeTexts({
          ...base,
          productType,
          actives,
          skinTypes: ["oily", "dry", "combination", "normal"],
        });
        for (const text of Object.values(texts)) {
          expect(text).toMatch(/^[A-Z0-9].*[.!]$/s);
          expect(text).not.toMatch(/\{|\}|undefined| {2}/);
        }
        expect(texts.descriptionEn).toMatch(/every skin type|all skin types|any skin type/);
      }
    }
  });

  it("picks a fitting noun", () => {
    expect(productNoun("oil-based cleanser", "Clean It Zero Cleansing Balm")).toEqual({
      en: "cleansing balm",
      id: "balm pembersih",
    });
    expect(productNoun("mask", "Midnight Blue Calming Sheet Mask").en).toBe("sheet mask");
  });
});
