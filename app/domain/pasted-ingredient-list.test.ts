import { describe, expect, it } from "vitest";
import { maxPastedCharacters, pastedListProblem, pastedListText, pastedTextProblem } from "./pasted-ingredient-list";

describe("pastedListProblem", () => {
  const list = (entries: number, notNames = 0) => ({
    entries: Array.from({ length: entries }, (_, index) => `Name ${index}`),
    activeCount: 0,
    notNames: Array.from({ length: notNames }, (_, index) => `Prose ${index}`),
  });

  it("judges the text first, then its split", () => {
    expect(pastedListProblem("", null)).toBe("empty");
    expect(pastedListProblem("Water, Glycerin", null)).toBeNull();
    expect(pastedListProblem("Water, Glycerin", list(2))).toBeNull();
    expect(pastedListProblem("Water, Glycerin", list(200))).toBeNull();
    expect(pastedListProblem("Water, Glycerin", list(199, 2))).toBe("too-many-entries");
    expect(pastedListProblem("* , .", list(0))).toBe("none-recognised");
  });
});

describe("pastedTextProblem", () => {
  it("takes a list with line breaks and tabs", () => {
    expect(pastedTextProblem("Water,\r\n\tGlycerin")).toBeNull();
  });

  it("refuses control characters other than line breaks and tabs", () => {
    expect(pastedTextProblem("Water\u0000, Glycerin")).toBe("control-characters");
    expect(pastedTextProblem("Water\u001b[31m, Glycerin")).toBe("control-characters");
  });

  it("refuses an empty text, one in Korean script alone and one over the limit", () => {
    expect(pastedTextProblem(" \n ")).toBe("empty");
    expect(pastedTextProblem("정제수, 글리세린, 나이아신아마이드")).toBe("korean-only");
    expect(pastedTextProblem("a".repeat(maxPastedCharacters + 1))).toBe("too-long");
    // A browser sends CRLF; each counts once, as the text area counted it.
    expect(pastedTextProblem(`${"a,\r\n".repeat(maxPastedCharacters / 3)}`)).toBeNull();
  });
});

describe("pastedListText", () => {
  it.each([
    ["Ingredients: Water, Glycerin", "Water, Glycerin"],
    ["KOMPOSISI:\nAir, Gliserin", "Air, Gliserin"],
    ["Bahan-bahan : Air, Gliserin", "Air, Gliserin"],
    ["전성분: Water, Glycerin", "Water, Glycerin"],
    ["Ingredients\n• Water\n• Glycerin\n• Niacinamide", "Water, Glycerin, Niacinamide"],
    ["1. Water\n2. Glycerin\n3) 1,2-Hexanediol", "Water, Glycerin, 1,2-Hexanediol"],
    ["WATER\nGLYCERIN\nWater (Aqua, Eau)", "WATER, GLYCERIN, Water (Aqua, Eau)"],
    ["Water, Sodium\nHyaluronate, Glycerin", "Water, Sodium Hyaluronate, Glycerin"],
    ["Water；Glycerin，Niacinamide", "Water; Glycerin, Niacinamide"],
    ["Aloe Juice*, Water.\n*Certified organic", "Aloe Juice*, Water."],
    ["*Aloe Juice, *Rose Water, Glycerin", "*Aloe Juice, *Rose Water, Glycerin"],
    ["Water, Glycerin\n\nHow to use: apply twice a day.", "Water, Glycerin"],
    ["Air, Gliserin\nCara pakai: oleskan", "Air, Gliserin"],
    // A photo of a label: its title above the list, and recognition's slips.
    [
      "COSRX Advanced Snail 96 Mucin\nPower Essence\n\nIngredients: Snail Secretion Filtrate, Betaine",
      "Snail Secretion Filtrate, Betaine",
    ],
    ["Water, Glycerin\nIngredients: see above", "Water, Glycerin see above"],
    [
      "Drug Facts\nActive ingredient: Zinc Oxide 20%\nInactive ingredients: Water, Glycerin",
      "Active ingredient: Zinc Oxide 20% Water, Glycerin",
    ],
    [
      "G|ycerin, Sodium Lauroyl Methyl \\sethionate, |sopropyl Myristate",
      "Glycerin, Sodium Lauroyl Methyl Isethionate, Isopropyl Myristate",
    ],
    [
      "Brassica Oleracea ltalica Seed Oil, l-Menthol, Water | Glycerin",
      "Brassica Oleracea Italica Seed Oil, l-Menthol, Water | Glycerin",
    ],
  ])("%j → %j", (text, expected) => {
    expect(pastedListText(text)).toBe(expected);
  });
});
