import { describe, expect, it } from "vitest";
import { exclusionReason, tintedBaseReason } from "./product-filters.server";

describe("exclusionReason", () => {
  it.each([
    ["Licorice Loves Exclusive Duo Set", "set of several products"],
    ["Dermaclear Trans-Foam Clay Trio", "set of several products"],
    ["Lover Rubber Masks", "set of several products"],
    ["Lip Sleeping Mask in Plum Blossom", "lip product"],
    ["Green Pearlsation Tea Tree Care Body Spray", "body product"],
    ["62% Alcohol Hand Clean Sanitizing Gel", "body product"],
    ["Acne Pimple Master Patch", "tool or accessory, not a formula"],
    ["Perfect Cover BB Cream SPF 42 PA+++", "base make-up, not skincare"],
    ["Snail Repair Blemish Balm", "base make-up, not skincare"],
    // Sixteenth review: a glow base and a massage cream, neither a step of the routine.
    ["Glowy Makeup Serum", "base make-up, not skincare"],
    ["Orchid massage cream", "massage cream or gel, wiped off after a facial massage"],
  ])("%s: %s", (name, reason) => {
    expect(exclusionReason(name)).toBe(reason);
  });

  it("keeps single face-care products, including line names like 'AC Collection'", () => {
    expect(exclusionReason("AC Collection Calming Liquid Mild")).toBeUndefined();
    expect(exclusionReason("Dual Moist Toning Lotion")).toBeUndefined();
    expect(exclusionReason("Aloe Soothing Mask Pack (10 Pack)")).toBeUndefined();
    // A cleanser that takes BB cream off (products_indonesia_femaledaily_2025.csv:142, Missha's M
    // Perfect BB Deep Cleansing Oil) is not base make-up.
    expect(exclusionReason("Baking Powder BB Deep Cleansing Foam")).toBeUndefined();
    expect(exclusionReason("M Perfect BB Deep Cleansing Oil")).toBeUndefined();
    expect(exclusionReason("Makeup Remover Cleansing Oil Sheet")).toBeUndefined();
    expect(exclusionReason("Tomatox Magic White Massage Pack")).toBeUndefined();
    // A peeling massage gel is an exfoliant, rinsed off after it.
    expect(exclusionReason("Pig Nose Clear Blackhead Peeling Massage Gel")).toBeUndefined();
  });

  it("keeps a set that states a count of one item: a multipack of one product", () => {
    // products_kbeauty_sokoglam_2022.csv: Too Cool For School's five Egg Cream Masks at $24.
    expect(exclusionReason("Egg Cream Mask Hydration Set (5 pack)")).toBeUndefined();
    expect(exclusionReason("Advanced Snail 96 Mucin Power Essence (Set of 2)")).toBeUndefined();
    expect(exclusionReason("Best Seller Minis Set (4pcs)")).toBe("set of several products");
  });
});

describe("tintedBaseReason", () => {
  // products_indonesia_sociolla_inci_2025.csv:388, Tirtir's Mask Fit Tone Up Essence (sixth review).
  const toneUpEssence = [
    "Water",
    "Methyl Trimethicone",
    "CI 77891",
    "Dimethicone",
    "Alcohol Denat.",
    "Butylene Glycol",
    "Cyclopentasiloxane",
    "Disteardimonium Hectorite",
    "CI 77492",
    "Stearic Acid",
    "CI 77491",
  ];

  it("finds tinted base make-up by its pigments, whatever the name says", () => {
    expect(tintedBaseReason("Mask Fit Tone Up Essence", "essence", toneUpEssence)).toBe("base make-up, not skincare");
    // products_kbeauty_skincareapi_2017.csv, Mizon's Snail Repair Blemish Balm: a BB cream.
    expect(
      tintedBaseReason("Snail Repair Blemish Balm", "moisturizer", [
        "Snail Secretion Filtrate",
        "Titanium Dioxide",
        "Ethylhexyl Methoxycinnamate",
        "Cyclopentasiloxane",
        "Iron Oxides",
      ]),
    ).toBe("base make-up, not skincare");
  });

  it("keeps a tinted sunscreen, a clay mask and a spot lotion, whose pigments are no make-up", () => {
    expect(tintedBaseReason("Mask Fit Tone Up Essence", "spf", toneUpEssence)).toBeUndefined();
    // products_kbeauty_skincareapi_2017.csv: Innisfree's volcanic clay mask, tinted grey.
    expect(
      tintedBaseReason("Jeju Volcanic Pore Clay Mask", "mask", [
        "Water",
        "Titanium Dioxide",
        "Butylene Glycol",
        "Volcanic Ash",
        "Black Iron Oxides",
      ]),
    ).toBeUndefined();
    // Etude's calamine-style drying lotion, dabbed on a blemish.
    expect(
      tintedBaseReason("AC Clinic Intense Pink Powder Spot", "treatment", [
        "Alcohol",
        "Water",
        "Zinc Oxide",
        "Glycerin",
        "Titanium Dioxide",
        "Iron Oxides",
      ]),
    ).toBeUndefined();
  });

  it("keeps a product whose white pigment is low in the list, or that holds no iron oxide", () => {
    expect(tintedBaseReason("Tone Up Cream", "moisturizer", ["Water", "Glycerin", "Titanium Dioxide"])).toBeUndefined();
  });
});
