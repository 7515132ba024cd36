import { describe, expect, it } from "vitest";
import { isNeckProduct, isNightProduct, isSpotTreatment, nameRuledOutAspects, nameStatedAspects } from "./name-purpose";

describe("nameStatedAspects", () => {
  it("reads breakouts from a name that states a blemish or acne purpose (real names from data/)", () => {
    expect(nameStatedAspects("treatment", "Anti-Blemish Spot A-sol", [])).toEqual(["acne"]);
    expect(nameStatedAspects("treatment", "A-Clear Pink Eraser", [])).toEqual(["acne"]);
    expect(nameStatedAspects("toner", "Trouble Care Mist", [])).toEqual(["acne"]);
    // A brand's acne line by its own capitals (fourteenth review): COSRX's "AC", Isoi's "Acni".
    expect(nameStatedAspects("toner", "AC Collection Calming Liquid Mild", [])).toEqual(["acne"]);
    expect(nameStatedAspects("toner", "Acni Dr. 1st Control Tonic", [])).toEqual(["acne"]);
    expect(nameStatedAspects("toner", "Lilac Ac Toner", [])).toEqual([]);
    // Nineteenth review: Mediheal's AC-Dressing line as Skinsort writes it.
    expect(nameStatedAspects("mask", "P D F Ac Dressing Ampoule Mask", [])).toEqual(["acne"]);
    expect(nameStatedAspects("water-based cleanser", "Acne Facial Cleanser", [])).toEqual(["acne"]);
  });

  it("reads none from a dark-spot serum, a spot serum or a blemish balm", () => {
    expect(nameStatedAspects("treatment", "Dark Spot Correcting Serum", [])).toEqual([]);
    expect(nameStatedAspects("treatment", "Radian-C Vitamin Spot Serum", [])).toEqual([]);
    expect(nameStatedAspects("moisturizer", "Snail Repair Blemish Balm", [])).toEqual([]);
  });
});

/** The tops of real lists from data/ (Sociolla 2023, the 2017 product set). */
const isoiBlemishCareSpot = [
  "Aqua",
  "Glycerin",
  "Cetyl Ethylhexanoate",
  "Caprylic/Capric Triglyceride",
  "Arbutin",
  "Glyceryl Stearate",
  "Macadamia Ternifolia Seed Oil",
  "Betaine",
];
const yadahAntiTBlemishCareSpotCream = [
  "Aqua",
  "Propanediol",
  "Caprylic/Capric Triglyceride",
  "Niacinamide",
  "Camellia Japonica Seed Oil",
];
const holikaPinkPowder = ["SD Alcohol 40-B", "Calamine", "Glycerin", "Propolis Extract", "Zinc Oxide"];

describe("a name read with its list (seventeenth and eighteenth reviews)", () => {
  it("reads Korean-English 'Blemish' over a dark-spot active, and no breakout active, as dark spots", () => {
    expect(nameStatedAspects("moisturizer", "Blemish Care Cream Plus", isoiBlemishCareSpot)).toEqual([]);
    expect(isSpotTreatment("treatment", "Blemish Care Spot", isoiBlemishCareSpot)).toBe(false);
    expect(nameStatedAspects("treatment", "Blemish Care Spot", isoiBlemishCareSpot)).toEqual([]);
    // The same list with a breakout active is a blemish product after all.
    expect(isSpotTreatment("treatment", "Blemish Care Spot", [...isoiBlemishCareSpot, "Salicylic Acid"])).toBe(true);
  });

  it("keeps breakouts where the name says them plainly or the list has no dark-spot active", () => {
    expect(nameStatedAspects("treatment", "Anti-Blemish Spot A-sol", isoiBlemishCareSpot)).toEqual(["acne"]);
    expect(nameStatedAspects("treatment", "Anti-T Blemish Care Spot Cream", yadahAntiTBlemishCareSpotCream)).toEqual([
      "acne",
    ]);
  });

  it("reads a calamine drying lotion as a spot treatment whatever its name", () => {
    expect(isSpotTreatment("treatment", "Don't Worry Bee Care Pink Powder", holikaPinkPowder)).toBe(true);
    expect(nameStatedAspects("treatment", "Don't Worry Bee Care Pink Powder", holikaPinkPowder)).toEqual(["acne"]);
    expect(isSpotTreatment("moisturizer", "Don't Worry Bee Care Pink Powder", holikaPinkPowder)).toBe(false);
    expect(isSpotTreatment("treatment", "Propolis Powder", ["Water", "Glycerin", "Propolis Extract"])).toBe(false);
  });

  it("reads a spot serum or essence that states a breakout purpose as dabbed on, and one that states none as for the face (27th review)", () => {
    const jejuBija = ["Water", "Zinc Oxide", "Cyclopentasiloxane", "Silica", "Cyclohexasiloxane", "PEG-10 Dimethicone"];
    expect(isSpotTreatment("treatment", "Jeju Bija Anti-trouble Spot Essence R", jejuBija)).toBe(true);
    expect(isSpotTreatment("treatment", "AC Collection Blemish Spot Serum", [])).toBe(true);
    expect(isSpotTreatment("treatment", "Radian-C Vitamin Spot Serum", [])).toBe(false);
    expect(isSpotTreatment("treatment", "Genoptics Spot Essence", [])).toBe(false);
  });
});

describe("nameRuledOutAspects", () => {
  it("rules fine lines out for a spot treatment only", () => {
    expect(isSpotTreatment("treatment", "Anti-Blemish Spot A-sol", [])).toBe(true);
    expect(nameRuledOutAspects("treatment", "Anti-Blemish Spot A-sol", [])).toEqual(["wrinkles"]);
    expect(nameRuledOutAspects("treatment", "Dark Spot Correcting Serum", [])).toEqual([]);
    expect(isSpotTreatment("treatment", "Age Spot Brightening Pen", [])).toBe(false);
    expect(isSpotTreatment("treatment", "Time Revolution White Cure Science Blanc Spot Eraser", [])).toBe(false);
    expect(isSpotTreatment("treatment", "A.C Control White Spot Cream", [])).toBe(true);
    expect(nameRuledOutAspects("moisturizer", "Spot Care Cream", [])).toEqual([]);
    // Twelfth review: Isntree's Spot Saver line, a 50 ml ampoule for the face.
    expect(isSpotTreatment("treatment", "Spot Saver Mugwort Ampoule", [])).toBe(false);
    expect(isSpotTreatment("treatment", "Vita C Plus Spot Correcting & Firming Ampoule", [])).toBe(false);
    expect(isSpotTreatment("treatment", "AC Collection Blemish Spot Clearing Serum", [])).toBe(true);
    expect(isSpotTreatment("treatment", "Clarifying Spot Care Ampoule", [])).toBe(true);
    expect(isSpotTreatment("treatment", "Acne Spot Cream", [])).toBe(true);
  });
});

describe("isNightProduct", () => {
  it("reads the night from a name's own words (real names from data/)", () => {
    expect(isNightProduct("Night Repair Ampoule")).toBe(true);
    expect(isNightProduct("Skin Pot Sleeping Pack")).toBe(true);
    // Tenth review: Dr. Jart+'s coined "Sleepair" names a sleeping mask.
    expect(isNightProduct("Cicapair Tiger Grass Sleepair Intensive Mask")).toBe(true);
    expect(isNightProduct("Midnight Blue Calming Cream")).toBe(false);
    expect(isNightProduct("Cicapair Tiger Grass Calming Mask")).toBe(false);
  });
});

describe("isNeckProduct", () => {
  it("reads a neck cream from its name, and rules out the face's concerns (tenth review)", () => {
    expect(isNeckProduct("moisturizer", "Line Revolution Firming Neck Crème")).toBe(true);
    expect(nameRuledOutAspects("moisturizer", "Soybean Firming Neck Cream", [])).toEqual(["acne", "pores"]);
    // An eye-and-neck cream is an eye product first.
    expect(isNeckProduct("eye-cream", "Vitalift-A Eye & Neck")).toBe(false);
    expect(isNeckProduct("moisturizer", "Necktar Cream")).toBe(false);
  });
});
