import { describe, expect, it } from "vitest";
import { projectPath } from "~/server/project-root.server";
import { readFemaleDaily2025, readFemaleDaily2025Ratings } from "./femaledaily-2025-source.server";
import { readSephoraKaggle } from "./sephora-kaggle-source.server";
import { readSokoglam2022 } from "./sokoglam-2022-source.server";

// Real rows of the project's data files (data/README.md), read as the import reads them.
const dataDir = projectPath("data");

describe('ratings the sources carry (docs/rules.md, "Community ratings")', () => {
  it("reads Female Daily's stars, review count and review page from a row without a list", () => {
    // products_indonesia_femaledaily_2025.csv:29, Cosrx Salicylic Acid Gentle Cleanser, 4.1, 949.0
    const row = readFemaleDaily2025Ratings(dataDir).prices.find(
      (price) => price.brand === "COSRX" && price.name === "Salicylic Acid Gentle Cleanser",
    );
    expect(row?.price).toMatchObject({
      shop: "female-daily",
      market: "id",
      currency: "IDR",
      amount: 140000,
      line: 29,
    });
    expect(row?.rating).toEqual({
      site: "female-daily",
      stars: 4.1,
      reviewCount: 949,
      url: "https://reviews.femaledaily.com/products/cleanser/facial-wash/cosrx/cosrx-salicylic-acid-gentle-cleanser",
      observedOn: "2025-11-01",
      source: "femaledaily-2025",
      file: "products_indonesia_femaledaily_2025.csv",
      line: 29,
    });
  });

  it("leaves the rows with a list to the product reader, so no row counts twice", () => {
    const listed = new Set(readFemaleDaily2025(dataDir)?.products.map((product) => product.line));
    const rated = readFemaleDaily2025Ratings(dataDir).prices.map((price) => price.price.line);
    expect(listed.size).toBeGreaterThan(0);
    expect(rated.filter((line) => listed.has(line))).toEqual([]);
  });

  it("reads Soko Glam's stars with their number of ratings, and no link the file does not give", () => {
    // products_kbeauty_sokoglam_2022.csv:2, Living Cleansing Balm, Then I Met You, 4.7, 1580
    const product = readSokoglam2022(dataDir)?.products.find((row) => row.line === 2);
    expect(product?.rating).toMatchObject({ site: "soko-glam", stars: 4.7, reviewCount: 1580, url: null });
  });

  it("reads Sephora's star rating without a review count, which the file does not give", () => {
    // products_sephora_kaggle_cosmetics.csv:243, Moisturizer, LANEIGE, Water Sleeping Mask, 25, 4.4
    const product = readSephoraKaggle(dataDir)?.products.find((row) => row.line === 243);
    expect(product?.rating).toMatchObject({ site: "sephora", stars: 4.4, reviewCount: null, observedOn: "2017-01-01" });
  });
});
