import { describe, expect, it } from "vitest";
import { groupProducts, matchKey } from "./product-matcher.server";
import type { SourcePrice, SourceProduct } from "./source-row.server";

function row(source: string, brand: string, name: string, overrides: Partial<SourceProduct> = {}): SourceProduct {
  return {
    file: `${source}.csv`,
    line: 2,
    source,
    brand,
    name,
    productType: "essence",
    labels: [],
    size: null,
    ingredients: ["Water", "Glycerin"],
    listObservedOn: "2022-02-01",
    price: null,
    rating: null,
    skinTypes: [],
    aspects: [],
    sourceRank: 1,
    ...overrides,
  };
}

describe("matchKey", () => {
  it("ignores case, punctuation, sizes, fillers and the PA grade", () => {
    expect(matchKey("Soothing & Moisture Aloe Vera 92% Soothing Gel (Bottle)")).toBe(
      matchKey("soothing moisture aloe vera 92 soothing gel"),
    );
    expect(matchKey("UV Protection Fresh Sun Gel SPF 50+ PA++++")).toBe("uv protection fresh sun gel spf 50");
    expect(matchKey("AHA-BHA-PHA 30Days Miracle Toner 150ml")).toBe("aha bha pha 30 day miracle toner");
  });

  // Real names from data/ that name one product (docs/catalogue.md, "One product, one page").
  it.each([
    ["spacing in a pH", "SoonJung pH5.5 Relief Toner", "SoonJung pH 5.5 Relief Toner"],
    ["spacing in a pH", "SoonJung pH6.5 Whip Cleanser", "SoonJung pH 6.5 Whip Cleanser"],
    ["Ampule", "Centella Blemish Ampule", "Centella Blemish Ampoule"],
    ["Ampule", "Propolis Light Ampule", "Propolis Light Ampoule"],
    ["a plural", "One Step Moisture Up Pads", "One Step Moisture Up Pad"],
    ["a plural", "One Step Original Clear Pads", "One Step Original Clear Pad"],
    ["an accent", "MOISTURE BOUND Rejuvenating Crème", "Moisture Bound Rejuvenating Creme"],
    ["a dropped accented letter", "Hydrabio Gel-Crme 40Ml", "Hydrabio Gel-Creme 40 ml"],
    ["mojibake", "Hydrabio Gel-CrÃ¨me", "Hydrabio Gel-Crème"],
    ["a combining mark left by mojibake", "Future Response Age Defense Cr̬me", "FUTURE RESPONSE Age Defense Creme"],
    ["Masque", "Moisture Bond Sleeping Recovery Masque", "Moisture Bond Sleeping Recovery Mask"],
    ["a pack of ten", "Aloe Soothing Mask Pack (10 Pack)", "Aloe Soothing Mask Pack (Single)"],
    ["packs", "Tone Up Milk Mask (10 Packs)", "Tone Up Milk Mask"],
    ["a set of five", "Egg Cream Mask Hydration Set (5 pack)", "Egg Cream Mask Hydration"],
    ["a set of two", "Advanced Snail 96 Mucin Power Essence (Set of 2)", "Advanced Snail 96 Mucin Power Essence"],
    ["a box of ten", "Snail Bee High Content Mask (Box of 10)", "Snail Bee High Content Mask"],
    ["a miniature", "Honey Mask Miniature", "Honey Mask"],
    ["a mini", "Freshly Juiced Vitamin E Mask Miniature 15ml", "Freshly Juiced Vitamin E Mask"],
    [
      "a travel size",
      "White Radiance Light Perfecting Essence Mini Travel Size",
      "White Radiance Light Perfecting Essence",
    ],
    ["a trial size", "Trial Size - Harlette Oatmilk Gentle Facial Wash", "Harlette Oatmilk Gentle Facial Wash"],
    ["a single sheet", "N.M.F. Intensive Hydrating Sheet Mask (Single Sheet)", "N.M.F Intensive Hydrating Sheet Mask"],
  ])("reads %s as the same name: %s / %s", (_case, name, other) => {
    expect(matchKey(name)).toBe(matchKey(other));
  });

  it("keeps words that name another product", () => {
    expect(matchKey("Supple Preparation Unscented Toner")).not.toBe(matchKey("Supple Preparation Toner"));
    expect(matchKey("Water Sleeping Mask - Lavender")).not.toBe(matchKey("Water Sleeping Mask"));
  });
});

describe("groupProducts", () => {
  it("joins one product across sources, best source first, and attaches shop prices by name", () => {
    const soko = row("sokoglam-2022", "COSRX", "Advanced Snail 96 Mucin Power Essence");
    const sociolla = row("sociolla-2025", "COSRX", "Advanced Snail Mucin 96 Power Essence");
    const other = row("sociolla-2025", "COSRX", "Advanced Snail 92 All in One Cream", { productType: "moisturizer" });
    const watsons: SourcePrice = {
      brand: "COSRX",
      name: "Advanced Snail 96 Mucin Power Essence",
      reviewedMatch: false,
      price: {
        source: "watsons-2026",
        shop: "watsons",
        market: "id",
        currency: "IDR",
        amount: 168_000,
        observedOn: "2026-05-07",
        size: null,
        file: "watsons.csv",
        line: 2160,
      },
    };
    const groups = groupProducts([soko, sociolla, other], [watsons]);
    expect(groups.map((group) => group.members.length)).toEqual([2, 1]);
    expect(groups[0]?.members[0]).toBe(soko);
    expect(groups[0]?.prices).toEqual([watsons]);
  });

  it("keeps a sheet mask apart from a jar of the same name where one source sells both, in every source", () => {
    // Catalogue review, third pass: I'm From's Mugwort Sheet Mask and its Mugwort Mask (a jar) were one page.
    const jar = row("sociolla-2025", "I'm From", "Mugwort Mask", { productType: "mask" });
    const sheet = row("sociolla-2025", "I'm From", "Mugwort Sheet Mask", {
      productType: "mask",
      line: 3,
      ingredients: ["Artemisia Princeps Extract", "Butylene Glycol"],
    });
    const jarElsewhere = row("sokoglam-2022", "I'm From", "Mugwort Mask", { productType: "mask" });
    const groups = groupProducts([jar, sheet, jarElsewhere], []);
    expect(groups.map((group) => group.members)).toEqual([[jar, jarElsewhere], [sheet]]);
    // Without a source naming both, "sheet" is only a word some sources leave out.
    const mediheal = groupProducts(
      [
        row("sokoglam-2022", "Mediheal", "Tea Tree Essential Blemish Control Sheet Mask", { productType: "mask" }),
        row("skinsort-2023", "Mediheal", "Tea Tree Essential Blemish Control Mask", { productType: "mask" }),
        row("skinsort-2023", "Mediheal", "Tea Tree Essential Blemish Control Mask 10 Sheets", { productType: "mask" }),
      ],
      [],
    );
    expect(mediheal).toHaveLength(1);
    // One list under both names in one source: one product listed twice.
    const twice = groupProducts(
      [
        row("skincareapi-2017", "Elishacoy", "Natural Pearl Mask", { productType: "mask" }),
        row("skincareapi-2017", "Elishacoy", "Natural Pearl Mask Sheet", { productType: "mask", line: 3 }),
      ],
      [],
    );
    expect(twice).toHaveLength(1);
  });

  it("keeps products of different brands apart, and a longer name from the same file", () => {
    const groups = groupProducts(
      [
        row("sokoglam-2020", "Missha", "Time Revolution The First Treatment Essence"),
        row("sokoglam-2020", "Missha", "Time Revolution The First Treatment Essence Intensive", { line: 3 }),
        row("sociolla-2025", "Benton", "Time Revolution The First Treatment Essence"),
      ],
      [],
    );
    expect(groups).toHaveLength(3);
  });

  it.each([
    ["joined words", "Missha", "Geum Sul Vitalizing Eye Cream", "GeumSul Vitalizing Eye Cream"],
    ["joined words", "Missha", "Geum Sul First Essence Booster", "Geumsul First Essence Booster"],
    ["joined words", "Etude House", "Soon Jung pH 5.5 Relief Toner", "SoonJung pH5.5 Relief Toner"],
    ["joined words", "innisfree", "Jeju volcanic pore claymask", "Jeju Volcanic Pore Clay Mask"],
    ["joined letters", "Nacific", "Pink AHABHA Serum", "Pink AHA BHA Serum"],
  ])("joins %s: %s %s / %s", (_case, brand, name, other) => {
    const groups = groupProducts([row("sokoglam-2022", brand, name), row("sociolla-2025", brand, other)], []);
    expect(groups).toHaveLength(1);
  });

  it("joins a name another file only extends, for one brand and type", () => {
    const groups = groupProducts(
      [
        row("sokoglam-2020", "Missha", "Time Revolution Night Repair Ampoule"),
        row("sociolla-2025", "Missha", "Time Revolution Night Repair Ampoule 5X"),
      ],
      [],
    );
    expect(groups).toHaveLength(1);
  });

  it("keeps a range a shop sells in versions apart from one version's longer name", () => {
    // Holika Holika: lookfantastic's Cucumber sheet, Sociolla 2025's bare range name (its list has
    // green tea and mugwort, no cucumber), and Sociolla 2023's row choosing among twelve versions.
    const cucumber = row("lookfantastic-2020", "Holika Holika", "Pure Essence Mask Sheet - Cucumber", {
      productType: "mask",
    });
    const range = row("sociolla-2025", "Holika Holika", "Pure Essence Mask Sheet", { productType: "mask" });
    const versions: SourcePrice = {
      brand: "Holika Holika",
      name: "Pure Essence Mask Sheet",
      reviewedMatch: false,
      price: {
        source: "sociolla-2023",
        shop: "sociolla",
        market: "id",
        currency: "IDR",
        amount: 22_000,
        observedOn: "2023-12-08",
        size: null,
        file: "sociolla-2023.csv",
        line: 2985,
        versions: ["Strawberry", "Cucumber", "Green Tea"],
      },
    };
    const groups = groupProducts([cucumber, range], [versions]);
    expect(groups.map((group) => group.members)).toEqual([[cucumber], [range]]);
    expect(groups[1]?.prices).toEqual([versions]);
    // Without a row naming versions, the longer name extends the range's as before.
    const { versions: _named, ...unversioned } = versions.price;
    expect(groupProducts([cucumber, range], [{ ...versions, price: unversioned }])).toHaveLength(1);
  });
});
