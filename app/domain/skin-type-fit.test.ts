import { describe, expect, it } from "vitest";
import { dryOrSensitiveContradictionsIn, excludedSkinTypes, richOcclusivesAtTop } from "./skin-type-fit";

const listed = (inciNames: readonly string[]) =>
  inciNames.map((inciName, index) => ({ position: index + 1, inciName }));

describe("skin type fit", () => {
  it("names the flags that contradict dry or sensitive skin", () => {
    expect(dryOrSensitiveContradictionsIn(["fragrance", "fungal-acne"])).toEqual([]);
    expect(dryOrSensitiveContradictionsIn(["retinoids", "drying-alcohol", "pregnancy-caution"])).toEqual([
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
    expect(excludedSkinTypes(["essential-oils"], balm, true)).toEqual([
      { skinType: "dry", because: "essential-oils" },
      { skinType: "oily", because: "rich-occlusives" },
    ]);
    expect(excludedSkinTypes([], balm, false)).toEqual([]);
  });
});
