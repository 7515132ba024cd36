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
    expect(matchKey("UV Protection Fresh Sun Gel SPF 50+ PA++++")).toBe("uv protection fresh sun gel spf50");
    expect(matchKey("AHA-BHA-PHA 30Days Miracle Toner 150ml")).toBe("aha bha pha 30 days miracle toner");
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
    const typo = row("sociolla-2025", "COSRX", "Advance snail 96 mucin power essence", { line: 9 });
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
    const groups = groupProducts([soko, sociolla, typo, other], [watsons]);
    expect(groups.map((group) => group.members.length)).toEqual([3, 1]);
    expect(groups[0]?.members[0]).toBe(soko);
    expect(groups[0]?.prices).toEqual([watsons]);
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
});
