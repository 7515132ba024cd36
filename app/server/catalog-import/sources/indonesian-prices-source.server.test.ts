import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  beautyhaulFile,
  readIndonesianPrices,
  sociolla2021File,
  sociolla2023File,
  versionChoices,
} from "./indonesian-prices-source.server";

const { prices, rejections } = readIndonesianPrices(path.resolve("data"));
const priceAt = (file: string, line: number) =>
  prices.filter((row) => row.price.file === file && row.price.line === line).map((row) => row.price.amount);
const versionsAt = (file: string, line: number) =>
  prices.find((row) => row.price.file === file && row.price.line === line)?.price.versions;
const rejectionAt = (file: string, line: number) => rejections.find((row) => row.file === file && row.line === line);

describe("readIndonesianPrices, on the real shop files in data/", () => {
  it("reads a comma-grouped rupiah price as thousands", () => {
    // Laneige Water Bank Blue Hyaluronic Serum, "Rp 700,000".
    expect(priceAt(beautyhaulFile, 649)).toEqual([700000]);
    expect(rejections.filter((row) => row.file === beautyhaulFile && row.reason === "no IDR price")).toEqual([]);
  });

  it("reads a Sociolla row as skincare when a later category or its first one says so", () => {
    // Benton's essence ("Treatment; Essence; Skincare"), I'm From's gel cleanser ("Cleanser; Cleansing
    // Gel"), Missha's sheet mask ("Healthier Skin Ahead; TRY SKINCARE ACIDS; …").
    expect(priceAt(sociolla2023File, 738)).toHaveLength(1);
    expect(priceAt(sociolla2023File, 3071)).toHaveLength(1);
    expect(priceAt(sociolla2023File, 4490)).toHaveLength(1);
  });

  it("reports every Korean brand's Sociolla row it leaves out, with its line and reason", () => {
    // Benton's hand cream ("Hand & Foot Cream; Body Care"), a Holika Holika mascara (no category),
    // SKIN1004's pads filed as cotton pads, and Acwell's toner and essence set; a Japanese brand's kit
    // (Anessa) is passed over like any non-Korean row.
    expect(rejectionAt(sociolla2023File, 761)?.reason).toBe("category not skincare");
    expect(rejectionAt(sociolla2023File, 3001)?.reason).toBe("category not skincare");
    expect(rejectionAt(sociolla2023File, 6247)?.reason).toBe("category not skincare");
    expect(rejectionAt(sociolla2023File, 58)?.reason).toBe("bundle, refill or set");
    expect(rejectionAt(sociolla2023File, 179)).toBeUndefined();
  });

  it("reads a sheet mask's price range over several offers for its low end, one sheet's price", () => {
    // Jumiso's "Whoa, Whoa Soothing Sheet Mask" and Sociolla 2021's Chewy-Elasticity Sheet Mask,
    // "Rp 36.000 - Rp 180.000" with no choices, shelved under /sheet-mask/.
    expect(priceAt(sociolla2023File, 3413)).toEqual([36000]);
    expect(priceAt(sociolla2021File, 694)).toEqual([36000]);
    const [whoa] = prices.filter((row) => row.price.file === sociolla2023File && row.price.line === 3413);
    expect(whoa?.price.printedSize).toEqual({ quantity: null, packOf: null, pieces: 1, partial: false });
    expect(rejectionAt(sociolla2023File, 3413)).toBeUndefined();
  });

  it("still refuses a range over sizes on any other shelf: its low end may be a mini", () => {
    // innisfree's Volcanic Pore BHA Cleansing Foam, "Rp 131.000 - Rp 151.000", under /face-wash/.
    expect(priceAt(sociolla2023File, 3173)).toEqual([]);
    expect(rejectionAt(sociolla2023File, 3173)?.reason).toBe("price range over several sizes");
  });

  it("reads the versions a Sociolla row's choices name, and no versions from sizes or a single choice", () => {
    // Holika Holika's Daily Fresh Cleansing Foam ("Rice", "Green Tea"), its Pure Essence Mask Sheet
    // (twelve, one typed "Cucumber "), Neogen's Bio Peel Gauze Peeling - 30 Pads; Klairs' Midnight
    // Blue Calming Cream ("30 ml", "60 ml") and Neogen's Bio Peel Gauze Peeling Lemon (one choice).
    expect(versionsAt(sociolla2023File, 3028)).toEqual(["Rice", "Green Tea"]);
    const maskVersions = versionsAt(sociolla2023File, 2985);
    expect(maskVersions).toHaveLength(12);
    expect(maskVersions).toEqual(expect.arrayContaining(["Strawberry", "Cucumber", "Green Tea", "Shea Butter"]));
    expect(versionsAt(sociolla2023File, 4820)).toEqual(["Wine", "Lemon", "Green Tea"]);
    expect(versionsAt(sociolla2023File, 1597)).toBeUndefined();
    expect(versionsAt(sociolla2023File, 4821)).toBeUndefined();
  });
});

describe("versionChoices", () => {
  it("names no versions when a choice is a size, a pack count or the shop's placeholder", () => {
    expect(versionChoices([{ sizeText: "Rice" }, { sizeText: "Green Tea" }])).toEqual(["Rice", "Green Tea"]);
    expect(versionChoices([{ sizeText: "Rice" }, { sizeText: "Non Specify" }])).toBeNull();
    expect(versionChoices([{ sizeText: "Rice" }, { sizeText: "60 ml" }])).toBeNull();
    expect(versionChoices([{ sizeText: "1 pcs" }, { sizeText: "5 Pcs" }])).toBeNull();
    expect(versionChoices([{ sizeText: "Rice" }, { sizeText: " Rice ." }])).toBeNull();
  });
});
