import { describe, expect, it } from "vitest";
import { femaleDailyName, listInDescription } from "./femaledaily-2025-source.server";

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

describe("femaleDailyName: a row's name cut to the product's line", () => {
  const page = (path: string) => `https://reviews.femaledaily.com/products/${path}`;

  it("takes the review page's fuller name where its added words say what the product is", () => {
    // products_indonesia_femaledaily_2025.csv:142: "Baking Powder", Etude's line, is its BB Deep Cleansing Foam.
    expect(
      femaleDailyName(
        "Baking Powder",
        "Etude House",
        page("cleanser/facial-wash/etude-house/baking-powder-bb-deep-cleansing-foam"),
      ),
    ).toBe("Baking Powder BB Deep Cleansing Foam");
  });

  it("keeps the row's name where the address adds only a variant, a size, an SPF or a page number", () => {
    // Lines 924, 1016, 587 and 515.
    expect(
      femaleDailyName(
        "Wonder Pore Freshner",
        "Etude House",
        page("cleanser/toner/etude-house/wonder-pore-freshner-10-in-1-68"),
      ),
    ).toBe("Wonder Pore Freshner");
    expect(
      femaleDailyName(
        "Essential Power Skin Refiner",
        "Laneige",
        page("cleanser/toner/laneige/essential-power-skin-refiner-light"),
      ),
    ).toBe("Essential Power Skin Refiner");
    expect(
      femaleDailyName(
        "Tone Up Sun Cream",
        "d'Alba",
        page("moisturizer/sun-protection-1/d-alba/tone-up-sun-cream-spf-42"),
      ),
    ).toBe("Tone Up Sun Cream");
  });

  it("keeps the row's name where the address names the product otherwise, or gives nothing", () => {
    // Line 762: the address adds "jeju" in front, so the name is no cut of it.
    expect(
      femaleDailyName(
        "Cherry Blossom Tone-up Cream",
        "innisfree",
        page("moisturizer/cream-1/innisfree/jeju-cherry-blossom-tone-up-cream"),
      ),
    ).toBe("Cherry Blossom Tone-up Cream");
    expect(femaleDailyName("Baking Powder", "Etude House", "")).toBe("Baking Powder");
  });
});
