import { describe, expect, it } from "vitest";
import { isMisdecoded, repairMojibake } from "./mojibake.server";
import { cleanProductName } from "./product-name.server";

describe("repairMojibake on names from data/", () => {
  it.each([
    // products_indonesia_sociolla_inci_2025.csv:2302: UTF-8 of ’ read as Latin-1.
    [
      "SoonJung Director\u00e2\u0080\u0099s Moisture Sun Cream SPF50+ PA++++",
      "SoonJung Director’s Moisture Sun Cream SPF50+ PA++++",
    ],
    // products_indonesia_sociolla_inci_2025.csv:2651: UTF-8 of ™.
    ["Cream Skin Cerapeptide\u00e2\u0084\u00a2 Refiner", "Cream Skin Cerapeptide™ Refiner"],
    // The same bytes read as Windows-1252 (the "Directorâ€™s").
    ["Directorâ€™s", "Director’s"],
    // products_kbeauty_skincareapi_2017.csv:6 and :777: characters that stand for one letter.
    ["Future Response Age Defense Cr\u032cme", "Future Response Age Defense Crème"],
    ["No.1 Moist King\u06eas Berry Cream", "No.1 Moist King’s Berry Cream"],
    // prices_indonesia_watsons_2026.csv:1445: a letter lost altogether.
    ["BIODERMA Bioderma Hydrabio Gel-Crme 40Ml", "BIODERMA Bioderma Hydrabio Gel-Crème 40Ml"],
  ])("reads %s as %s", (raw, expected) => {
    expect(repairMojibake(raw)).toBe(expected);
  });

  it.each([
    "Real Flower Cleansing Water—Calendula",
    "Rosé Resurfacing Facial Mask",
    "5α Control Melting Cleansing Gel",
    "MOISTURE BOUND Rejuvenating Crème",
  ])("leaves the well-decoded %s as it is", (name) => {
    expect(repairMojibake(name)).toBe(name);
  });

  it("repairs before cleaning, so a mis-decoded ™ goes like a real one", () => {
    expect(cleanProductName("Cream Skin Cerapeptide\u00e2\u0084\u00a2 Refiner", "Laneige")).toBe(
      "Cream Skin Cerapeptide Refiner",
    );
  });
});

describe("isMisdecoded", () => {
  it("finds what the catalogue showed before names were repaired", () => {
    expect(isMisdecoded("Future Response Age Defense Cr\u032cme")).toBe(true);
    expect(isMisdecoded("SoonJung Director\u00e2\u0080\u0099s Moisture Sun Cream")).toBe(true);
    expect(isMisdecoded("SoonJung Director’s Moisture Sun Cream")).toBe(false);
    expect(isMisdecoded("Rose\u0301 Resurfacing Facial Mask")).toBe(false);
  });
});
