import { describe, expect, it } from "vitest";
import { productTypes } from "~/domain/product-types";
import { type CatalogueFigures, thresholdFailures } from "./catalogue-figures.server";

const passing: CatalogueFigures = {
  products: 2100,
  perType: Object.fromEntries(productTypes.map((type) => [type, 50])) as CatalogueFigures["perType"],
  perSource: { "sociolla-2025": 900 },
  occurrences: 1000,
  cosingOccurrences: 975,
  distinctNames: 100,
  cosingNames: 92,
  rejectedPerReason: {},
  merges: 10,
  observations: 900,
  productsByObservations: [1000, 600, 300, 200],
  productsWithoutPrice: 1000,
  pricedOn: "2026-11-27",
  marketPrices: {
    en: { own: 100, convertedOnly: 500, staleOnly: 900, none: 600 },
    id: { own: 1200, convertedOnly: 0, staleOnly: 300, none: 600 },
  },
  outliers: 3,
  claimViolations: 0,
  unplacedReviewedMatches: 0,
  importMs: 9000,
};

describe("thresholdFailures", () => {
  it("passes a catalogue within every threshold", () => {
    expect(thresholdFailures(passing)).toEqual([]);
  });

  it("names each threshold a catalogue breaks", () => {
    const failures = thresholdFailures({
      ...passing,
      products: 1999,
      perType: { ...passing.perType, spf: 9 },
      cosingOccurrences: 960,
      cosingNames: 89,
      claimViolations: 2,
      unplacedReviewedMatches: 1,
      importMs: 61_000,
    });
    expect(failures).toEqual([
      "1999 products, fewer than 2000",
      "9 products of type spf, fewer than 10",
      "CosIng spelling on 96.0 % of ingredient mentions, under 97 %",
      "CosIng spelling on 89.0 % of distinct names, under 90 %",
      "2 claims the ingredient lists do not support",
      "1 reviewed matches name no catalogue product",
      "the import took 61000 ms, over 60000 ms",
    ]);
  });
});
