import { describe, expect, it } from "vitest";
import { parseSizeMl, printedSizeOf, readPrintedSize, sizeIn, withoutSize } from "./size-parser.server";

describe("parseSizeMl", () => {
  it("reads millilitres", () => {
    expect(parseSizeMl("200 ml")).toBe(200);
    expect(parseSizeMl("Low pH Good Morning Cleanser 150ml")).toBe(150);
    expect(parseSizeMl("200 ml/ 6.76 fl. oz.")).toBe(200);
  });
  it("prefers the ml figure over ounces", () => {
    expect(parseSizeMl("1.7 fl. oz / 50 mL")).toBe(50);
  });
  it("converts fluid ounces when no ml is given", () => {
    expect(parseSizeMl("1.69 fl. oz")).toBe(50);
    expect(parseSizeMl(".67 fl oz")).toBe(20);
    expect(parseSizeMl("0.1 fl oz")).toBe(3);
  });
  it("reads ml glued to the next word", () => {
    expect(parseSizeMl("5.07 fl. oz./ 150 mlFeatured on The Cut!")).toBe(150);
    expect(parseSizeMl("until dry.100 ml, 3.38 oz fl . pH level")).toBe(100);
  });
  it("separates a pH run into the size, using the other unit to check", () => {
    expect(parseSizeMl("pH level of ~5.8200 ml. / 6.76 fl.oz.Learn more")).toBe(200);
    expect(parseSizeMl("pH level of ~ 6.060 ML / 2.03 fl.oz")).toBe(60);
    expect(parseSizeMl("pH level of ~4.5100 ml. / 3.38 fl.oz.")).toBe(100);
    expect(parseSizeMl("pH level ~6.6-7.650 ml. / 1.7 fl. oz.")).toBe(50);
    expect(parseSizeMl("pH level of ~66.76 fl. oz./ 200 mlFeatured")).toBe(200);
    expect(parseSizeMl("pH level of 5.55.07 fl.oz / 150 mlFeatured")).toBe(150);
  });
  it("takes the ml figure the fluid ounces confirm when the text names several", () => {
    expect(parseSizeMl("in a tube, with 10ml more for the same price! … 60ml / 2.03 FL. OZ")).toBe(60);
  });
  it("gives null for a glued figure it cannot check", () => {
    expect(parseSizeMl("pH level of ~5.8200 ml")).toBeNull();
  });
  it("makes no volume from fluid ounces printed beside the label's own weight", () => {
    // products_kbeauty_sokoglam_2020.csv:477 and :316 (Neogen's Real Vita C Powder)
    expect(parseSizeMl("does not contain THC.2.64 fl. oz / 75 g")).toBeNull();
    expect(parseSizeMl("parabens or sulfates.20 g/ 0.70 fl.oz")).toBeNull();
  });
  it("gives null for weights, counts and nothing", () => {
    expect(parseSizeMl("0.70 oz / 20 g")).toBeNull();
    expect(parseSizeMl("60 pads / pack")).toBeNull();
    expect(parseSizeMl(undefined)).toBeNull();
  });
});

describe("withoutSize", () => {
  it("drops a size from a name", () => {
    expect(withoutSize("Ceramidin Cream 50ml")).toBe("Ceramidin Cream");
    expect(withoutSize("Aloe Soothing Mask Pack -1 Ea")).toBe("Aloe Soothing Mask Pack");
  });
});

const ml = (amount: number) => ({ amount, unit: "ml" as const });

describe("readPrintedSize and sizeIn, on real size texts and names from data/", () => {
  // [file:line, the text as the file prints it, the product's form, the size it gives]
  const table: [string, string, Parameters<typeof sizeIn>[1], ReturnType<typeof sizeIn>][] = [
    [
      "products_sephora_skincare_2025.csv:2 (size)",
      "1.7 fl. oz / 50 mL",
      "cream",
      { amount: 50, unit: "ml", packCount: null },
    ],
    [
      "products_kbeauty_sokoglam_2020.csv:477 (description's end)",
      "Note: This product is non-psychoactive and does not contain THC.2.64 fl. oz / 75 g",
      "balm",
      { amount: 75, unit: "g", packCount: null },
    ],
    [
      "products_kbeauty_sokoglam_2020.csv:192 (description)",
      "products that already contain vitamin C. Learn more here.   20 g/ 0.70 fl.oz. Featured on Allure",
      "powder",
      { amount: 20, unit: "g", packCount: null },
    ],
    [
      "products_sephora_skincare_2025.csv:13 (size)",
      "1.69 fl. oz",
      "cream",
      { amount: 50, unit: "ml", packCount: null },
    ],
    [
      "prices_indonesia_sociolla_catalog_2023.csv:175 (a size choice)",
      "60 ml",
      "lotion",
      { amount: 60, unit: "ml", packCount: null },
    ],
    [
      "prices_indonesia_sociolla_catalog_2023.csv:766 (a size choice)",
      "45 gr",
      "cream",
      { amount: 45, unit: "g", packCount: null },
    ],
    [
      "prices_indonesia_sociolla_catalog_2023.csv:1436 (a size choice)",
      "70 pads/135 ml",
      "pad",
      { amount: 70, unit: "pad", packCount: null },
    ],
    [
      "prices_indonesia_sociolla_catalog_2023.csv:269 (a size choice)",
      "30 Sheet",
      "pad",
      { amount: 30, unit: "pad", packCount: null },
    ],
    [
      "prices_indonesia_sociolla_catalog_2023.csv:47 (a sheet mask's size choice)",
      "30ml",
      "sheet",
      { amount: 1, unit: "sheet", packCount: null },
    ],
    [
      "prices_indonesia_watsons_2026.csv:1630 (name)",
      "SKINTIFIC 5X Ceramide Soothing Sheet Mask 26ml",
      "sheet",
      { amount: 1, unit: "sheet", packCount: null },
    ],
    [
      "prices_indonesia_watsons_2026.csv:438 (name)",
      "GLAD2GLOW Glad2Glow Centella Salicylic Acid Exfoliating Acne Pads 30'S",
      "pad",
      { amount: 30, unit: "pad", packCount: null },
    ],
    [
      "prices_indonesia_watsons_2026.csv:415 (name)",
      "TRUE TO SKIN True To Skin Matcha Oat - Gentle Cleanser Mini 15Gr",
      "gel",
      { amount: 15, unit: "g", packCount: null },
    ],
    [
      "products_kbeauty_sokoglam_2020.csv:512 (name)",
      "Aloe Soothing Mask Pack (10 Pack)",
      "sheet",
      { amount: 1, unit: "sheet", packCount: 10 },
    ],
    [
      "products_kbeauty_sokoglam_2020.csv:625 (name)",
      "Snail Bee High Content Mask Pack (Box of 10)",
      "sheet",
      { amount: 1, unit: "sheet", packCount: 10 },
    ],
    [
      "prices_korea_oliveyoung_2024.csv:104 (name)",
      "화산송이 파하 모공 매끈결 토너 170mL",
      "liquid",
      { amount: 170, unit: "ml", packCount: null },
    ],
  ];
  it.each(table)("%s: %s", (_where, text, form, size) => {
    expect(sizeIn(readPrintedSize(text), form)).toEqual(size);
  });

  it("reads multipacks as count × one item, whichever side the count is on", () => {
    expect(readPrintedSize("Tea Tree Essential Mask 10 x 24ml")).toMatchObject({ quantity: ml(24), packOf: 10 });
    expect(readPrintedSize("Sheet Mask 25ml x 10ea")).toMatchObject({ quantity: ml(25), packOf: 10 });
    expect(sizeIn(readPrintedSize("Cream 50 ml x 2"), "cream")).toEqual({ amount: 50, unit: "ml", packCount: 2 });
    // Nineteenth review: Sociolla 2023's "35ml+35ml" for Cell Fusion C's Laser Sunscreen 100.
    expect(sizeIn(readPrintedSize("35ml+35ml"), "cream")).toEqual({ amount: 35, unit: "ml", packCount: 2 });
    expect(sizeIn(readPrintedSize("50 ml + 50 ml + 50 ml"), "cream")).toEqual({ amount: 50, unit: "ml", packCount: 3 });
    // A bonus of another size is no multipack.
    expect(sizeIn(readPrintedSize("50ml+10ml"), "cream")?.packCount).toBeNull();
    expect(sizeIn(readPrintedSize("Sheet Mask 25ml x 10ea"), "sheet")).toEqual({
      amount: 1,
      unit: "sheet",
      packCount: 10,
    });
    // products_kbeauty_sokoglam_2020.csv:60 (Mediheal's H.D.P Charcoal Mask, $9.95): the description
    // says the offer is five masks, so its price is five masks' price.
    const fiveMasks =
      "mineral oils, essential oils and silicone.Each set includes 5 single-use sheet masks.*All single-use sheet masks are final sale.Learn more about Mediheal here.";
    expect(sizeIn(printedSizeOf("H.D.P Photoready Tightening Charcoal Mask", fiveMasks), "sheet")).toEqual({
      amount: 1,
      unit: "sheet",
      packCount: 5,
    });
    // products_kbeauty_sokoglam_2020.csv: a count that is not a pack is not one.
    expect(readPrintedSize("Set Includes 1 single use sheet mask")).toBeNull();
    // prices_indonesia_sociolla_catalog_2023.csv:193: a twin pack with no figure is still two items.
    expect(readPrintedSize("Twinpack New Perfect Uv Sunscreen Skincare Milk")).toMatchObject({ packOf: 2 });
    // prices_indonesia_sociolla_catalog_2023.csv:1449 (tenth review): "(Set of 2)" is two items.
    expect(readPrintedSize("Salicylic Acid Daily Gentle Cleanser (Set of 2)")).toMatchObject({ packOf: 2 });
  });

  it("gives no size where the print does not say one for the product's form", () => {
    // A count is not a cream's size; a jar of patches' weight is not one sheet.
    expect(sizeIn(readPrintedSize("Clear Pad 70 pads"), "cream")).toBeNull();
    expect(sizeIn(readPrintedSize("Gold Hydrogel Eye Patch 90g"), "sheet")).toBeNull();
    // prices_indonesia_sociolla_catalog_2023.csv:70: "Non Specify" is no size.
    expect(readPrintedSize("Non Specify")).toBeNull();
    expect(readPrintedSize("Cica Cream")).toBeNull();
    expect(readPrintedSize(undefined)).toBeNull();
  });
});

describe("printedSizeOf", () => {
  it("marks a mini, travel size, trial, sample or refill, in the size text or the name", () => {
    // prices_indonesia_watsons_2026.csv:415 and :268
    expect(printedSizeOf("True To Skin Matcha Oat - Gentle Cleanser Mini 15Gr")?.partial).toBe(true);
    expect(printedSizeOf("Kojie San Skin Light Soap Travel Pack 65g")?.partial).toBe(true);
    expect(printedSizeOf("Heartleaf 77% Soothing Toner", "Refill 250ml")?.partial).toBe(true);
    expect(printedSizeOf("마녀공장 토너 400ml 리필")?.partial).toBe(true);
    expect(printedSizeOf("Low pH Good Morning Gel Cleanser", "150 ml")?.partial).toBe(false);
    // Catalogue review of 2026-11-28: Missha's "Super Aqua Mini Pore" line names pores, not a size.
    expect(printedSizeOf("Super Aqua Mini Pore Tightening Toner", "250 ml")?.partial).toBe(false);
  });

  it("takes what the name adds to the size text, and no mini from a description's prose", () => {
    // products_kbeauty_sokoglam_2020.csv:512: the description gives one sheet's volume, the name the pack.
    expect(printedSizeOf("Aloe Soothing Mask Pack (10 Pack)", "Each sheet holds 23 g of essence.")).toMatchObject({
      quantity: { amount: 23, unit: "g" },
      packOf: 10,
    });
    const prose = "A gentle toner you can take anywhere: perfect for travel and for every day. 150 ml / 5.07 fl. oz.";
    expect(printedSizeOf("Pore Clarifying Toner", prose)).toMatchObject({ quantity: ml(150), partial: false });
  });
});
