import { describe, expect, it } from "vitest";
import {
  dryOrSensitiveContradictionsIn,
  excludedSkinTypes,
  harshCleansingBase,
  richOcclusivesAtTop,
  strongAscorbicAcid,
} from "./skin-type-fit";
import { realLists } from "./text-rule-lists.fixture";

const listed = (inciNames: readonly string[]) =>
  inciNames.map((inciName, index) => ({ position: index + 1, inciName }));

describe("skin type fit", () => {
  it("names the flags that contradict dry or sensitive skin", () => {
    expect(dryOrSensitiveContradictionsIn(["fragrance", "fungal-acne"], [])).toEqual([]);
    expect(dryOrSensitiveContradictionsIn(["retinoids", "drying-alcohol", "pregnancy-caution"], [])).toEqual([
      "drying-alcohol",
      "retinoids",
    ]);
  });

  it("finds rich occlusives among the first five entries only", () => {
    // tirtir-ceramic-cream, first six entries
    const cream = listed([
      "Olea Europaea Fruit Oil",
      "Macadamia Ternifolia Seed Oil",
      "Hamamelis Virginiana Extract",
      "Butyrospermum Parkii Butter",
      "Camellia Sinensis Leaf Extract",
      "Petrolatum",
    ]);
    expect(richOcclusivesAtTop(cream)).toEqual(["Butyrospermum Parkii Butter"]);
  });

  it("rules out dry skin for a contradicting flag and oily skin for rich occlusives left on", () => {
    const balm = listed(["Petrolatum", "Mineral Oil", "Water"]);
    expect(excludedSkinTypes(["essential-oils"], balm, "moisturizer", "balm")).toEqual([
      { skinType: "dry", because: "essential-oils" },
      { skinType: "oily", because: "rich-occlusives" },
    ]);
    expect(excludedSkinTypes([], balm, "oil-based cleanser", "balm")).toEqual([]);
  });

  const soapFoam = listed(realLists.soapFoam);

  it("reads a cleanser's soap made in the product, or its sulfate, as a harsh cleansing base", () => {
    expect(harshCleansingBase(soapFoam, "water-based cleanser")).toEqual([
      "Stearic Acid",
      "Myristic Acid",
      "Potassium Hydroxide",
      "Lauric Acid",
    ]);
    expect(harshCleansingBase(listed(["Water", "Sodium Lauryl Sulfate"]), "water-based cleanser")).toEqual([
      "Sodium Lauryl Sulfate",
    ]);
    expect(harshCleansingBase(listed(["Water", "TEA-Lauryl Sulfate"]), "water-based cleanser")).toEqual([
      "TEA-Lauryl Sulfate",
    ]);
    expect(harshCleansingBase(listed(["Water", "Sodium Cocoate"]), "water-based cleanser")).toEqual(["Sodium Cocoate"]);
    expect(excludedSkinTypes(["fragrance"], soapFoam, "water-based cleanser", "foam")).toEqual([
      { skinType: "dry", because: "harsh-cleansing-base" },
    ]);
  });

  it("reads a sulfate base in a product rinsed off as harsh too (Deoproce's O2 Bubble Brightening Mask)", () => {
    // Catalogue review, ninth pass: sodium laureth sulfate 3rd, left on 5–10 minutes, was shown for
    // dry skin and dryness, "gentle enough for every skin type".
    const bubbleMask = listed([
      "Water",
      "Cocamidopropyl Betaine",
      "Sodium Laureth Sulfate",
      "Acrylates Copolymer",
      "Glycerin",
    ]);
    expect(harshCleansingBase(bubbleMask, "mask", "wash-off")).toEqual(["Sodium Laureth Sulfate"]);
    expect(excludedSkinTypes([], bubbleMask, "mask", "wash-off")).toEqual([
      { skinType: "dry", because: "harsh-cleansing-base" },
    ]);
    // Left on, the same stearic acid and alkali are a cream's emulsifier.
    expect(harshCleansingBase(soapFoam, "mask", "cream")).toEqual([]);
  });

  it("reads no harsh base in mild surfactants, salts, a cream's emulsifier or a trace", () => {
    const mild = listed(["Water", "Sodium Cocoyl Isethionate", "Sodium Lauroyl Sarcosinate", "Sodium Sulfate"]);
    expect(harshCleansingBase(mild, "water-based cleanser")).toEqual([]);
    expect(harshCleansingBase(soapFoam, "moisturizer")).toEqual([]);
    const traceSulfate = listed([
      ...Array.from({ length: 10 }, (_, index) => `Entry ${index}`),
      "Sodium Lauryl Sulfate",
    ]);
    expect(harshCleansingBase(traceSulfate, "water-based cleanser")).toEqual([]);
    expect(harshCleansingBase(listed(["Water", "Stearic Acid"]), "water-based cleanser")).toEqual([]);
  });
});

describe("strongAscorbicAcid", () => {
  it("counts pure ascorbic acid in the first five, or stated at 10 % or more in the name (COSRX's The Vitamin C 23 Serum)", () => {
    const serum = listed(realLists.vitaminC23Serum);
    expect(strongAscorbicAcid(serum, "The Vitamin C 23 Serum")).toBe("ASCORBIC ACID");
    expect(dryOrSensitiveContradictionsIn([], serum, "treatment", "The Vitamin C 23 Serum")).toEqual([
      "strong-ascorbic-acid",
    ]);
    expect(excludedSkinTypes([], serum, "treatment", "liquid")).toEqual([
      { skinType: "dry", because: "strong-ascorbic-acid" },
    ]);
    // Ascorbic acid 21st of Ciracle's spot solution: strong only when the name states a strength.
    const spot = listed(realLists.blemishSpotSolution);
    expect(strongAscorbicAcid(spot, "Anti-Blemish Spot A-sol")).toBeUndefined();
    expect(strongAscorbicAcid(spot, "Vitamin C 15% Spot")).toBe("ASCORBIC ACID");
    expect(strongAscorbicAcid(spot, "Vitamin C 5 Serum")).toBeUndefined();
    expect(strongAscorbicAcid(spot, "Vitamin C Serum 30ml")).toBeUndefined();
    expect(strongAscorbicAcid(spot, "Vitamin C Serum 100ml")).toBeUndefined();
  });

  it("leaves the derivatives out: ascorbyl glucoside and ethyl ascorbic acid work at a skin-friendly pH", () => {
    expect(strongAscorbicAcid(listed(["WATER", "ASCORBYL GLUCOSIDE", "3-O-ETHYL ASCORBIC ACID"]), "Vitamin C 23")).toBe(
      undefined,
    );
  });
});
