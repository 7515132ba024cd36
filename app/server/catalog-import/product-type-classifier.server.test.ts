import { describe, expect, it } from "vitest";
import { classifyProductType } from "./product-type-classifier.server";

describe("classifyProductType", () => {
  it.each([
    ["Advanced Snail 96 Mucin Power Essence", "essence"],
    ["Supple Preparation Facial Toner", "toner"],
    ["Licorice pH Balancing Cleansing Toner", "toner"],
    ["Clean It Zero Cleansing Balm Original", "oil-based cleanser"],
    ["Gentle Black Deep Cleansing Oil", "oil-based cleanser"],
    ["Pore Cleansing Oil [BHA]", "oil-based cleanser"],
    ["Low-pH Good Morning Cleanser", "water-based cleanser"],
    ["Tea Tree Cleansing Water", "water-based cleanser"],
    ["Bio-Peel Gauze Peeling Wine", "exfoliant"],
    ["AHA-BHA-PHA 30Days Miracle Toner", "exfoliant"],
    ["Ultimate Moisturizing Honey Overnight Mask", "mask"],
    ["First Aid Transforming Peel Off Mask", "mask"],
    ["Eye Sleeping Mask", "eye-cream"],
    ["Fundamental Eye Awakening Gel", "eye-cream"],
    ["Sun Project Light Sun Essence", "spf"],
    ["Day Dew Sunscreen Lightweight SPF 50", "spf"],
    ["Freshly Juiced Vitamin C Drop", "treatment"],
    ["Super Aqua Cell Renew Snail Ampoule", "treatment"],
    ["Midnight Blue Calming Cream", "moisturizer"],
    ["SoonJung 10 Free Moist Emulsion", "moisturizer"],
  ])("%s → %s", (name, type) => {
    expect(classifyProductType(name)).toBe(type);
  });

  it("falls back to the source label", () => {
    expect(classifyProductType("Dermask Water Jet Vital Hydra Solution", "Face Mask")).toBe("mask");
    expect(classifyProductType("Real Big Yogurt One-Bottle")).toBeUndefined();
  });
});
