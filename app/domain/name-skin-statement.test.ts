import { describe, expect, it } from "vitest";
import { nameSkinStatement } from "./name-skin-statement";

describe("nameSkinStatement", () => {
  it("reads the skin types a product's name is made for, from real names in data/", () => {
    // products_sephora_kaggle_cosmetics.csv:305 and its Combination to Oily twin.
    expect(nameSkinStatement("Essential Power Skin Toner for Normal to Dry Skin").skinTypes).toEqual(["dry", "normal"]);
    expect(nameSkinStatement("Essential Power Skin Toner for Combination to Oily Skin").skinTypes).toEqual([
      "oily",
      "combination",
    ]);
    expect(nameSkinStatement("Waterbank Blue HA Emulsion for Dry Skin").skinTypes).toEqual(["dry"]);
  });

  it("reads a name made to control oil as for oily and combination skin (belif, sixteenth review)", () => {
    expect(nameSkinStatement("Oil Control Fresh Moisturizer").skinTypes).toEqual(["oily", "combination"]);
    expect(nameSkinStatement("Pore Rest LHA Sebum Control Facial Cream").skinTypes).toEqual(["oily", "combination"]);
    expect(nameSkinStatement("Oil Cleanser").skinTypes).toEqual([]);
  });

  it("reads sensitive skin as every skin type, since sensitivity is no type of its own", () => {
    // products_kbeauty_skincareapi_2017.csv:1087, Banila Co's cleansing balm (sixth review).
    expect(nameSkinStatement("Clean it Zero Purity for Sensitive Skin").skinTypes).toEqual([
      "oily",
      "dry",
      "combination",
      "normal",
    ]);
    expect(nameSkinStatement("Cicapair Sensitive Skin Moisturizer").skinTypes).toHaveLength(4);
    expect(nameSkinStatement("Gentle Gel for All Skin Types").skinTypes).toHaveLength(4);
  });

  it("reads Indonesian names and acne-prone skin as a concern", () => {
    expect(nameSkinStatement("Toner untuk Kulit Normal hingga Kering").skinTypes).toEqual(["dry", "normal"]);
    expect(nameSkinStatement("Sabun Wajah untuk Semua Jenis Kulit").skinTypes).toHaveLength(4);
    expect(nameSkinStatement("Clear Gel for Acne-Prone Skin")).toEqual({ skinTypes: [], aspects: ["acne"] });
  });

  it("reads nothing from names that only mention skin", () => {
    expect(nameSkinStatement("FOR MEN Active Skin Essence")).toEqual({ skinTypes: [], aspects: [] });
    expect(nameSkinStatement("Sensitive Sun Protector SPF35 PA++")).toEqual({ skinTypes: [], aspects: [] });
    expect(nameSkinStatement("Dry Oil Mist")).toEqual({ skinTypes: [], aspects: [] });
  });
});
