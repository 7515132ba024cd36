import { describe, expect, it } from "vitest";
import { listInDescription } from "./femaledaily-2025-source.server";

describe("listInDescription on Female Daily 2025 descriptions", () => {
  it.each([
    // products_indonesia_femaledaily_2025.csv:142 (Etude House Baking Powder): the label glued to the list.
    ["… kulit wajah.IngredientsWATER, MYRISTIC ACID, GLYCERIN", "WATER, MYRISTIC ACID, GLYCERIN"],
    // :278 (Klairs Freshly Juiced Vitamin Drop): glued to the text before, a space before the colon.
    ["Suitable for :Semua jenis kulitIngredients :Water, Propylen Glycol", "Water, Propylen Glycol"],
    // :286 (innisfree Retinol Cica): "ingredients aktif" in the prose is no label; the last label is.
    [
      "dengan ingredients aktif lain yang baik untuk kulit: Cica. Suitable for:Semua jenis kulitIngredients:WATER / AQUA / EAU, GLYCERIN",
      "WATER / AQUA / EAU, GLYCERIN",
    ],
    // :228 (COSRX Snail 96), as the old reading already found it.
    ["Ingredients:Snail Secretion Filtrate, Betaine", "Snail Secretion Filtrate, Betaine"],
  ])("finds the list in %s", (description, expected) => {
    expect(listInDescription(description)).toBe(expected);
  });

  it.each([
    // :185 (Ariul): prose about ingredients, no list.
    "ingredients, both cleansing foam and tissue can be used on sensitive skins.",
    "There's no description for this product.",
    // :965 (Nacific Phyto Niacin Whitening Toner): a label with a dash for a list.
    "Suitable for :Semua jenis kulitIngredients:-",
  ])("finds none in %s", (description) => {
    expect(listInDescription(description)).toBe("");
  });
});
