import { describe, expect, it } from "vitest";
import { ingredientFlagKeys } from "~/domain/ingredient-flags";
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
  pricedProducts: 1100,
  pricedWithSize: 440,
  sizedPricesPerSource: { "sociolla-2023": { prices: 800, sized: 400 } },
  pricedOn: "2026-11-27",
  marketPrices: {
    en: { own: 100, convertedOnly: 500, staleOnly: 900, none: 600 },
    id: { own: 1200, convertedOnly: 0, staleOnly: 300, none: 600 },
  },
  outliers: 3,
  disputedPrices: 2,
  productsPerFlag: Object.fromEntries(
    ingredientFlagKeys.map((flag) => [flag, 300]),
  ) as CatalogueFigures["productsPerFlag"],
  productsBySkinTypeCount: [400, 700, 500, 500],
  claimViolations: 0,
  ratedPerSite: { "female-daily": 60, "soko-glam": 330, sephora: 90 },
  unplacedReviewedMatches: 0,
  unplacedRenames: 0,
  gates: {
    "raw-material-breakdown": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "alphabetical-order": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "gel-without-thickener": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "featured-amounts-first": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "sunscreen-filter": { rows: 3, productsRefused: 3, productsOnOlderList: 0 },
    "anhydrous-opening": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "oil-cleanser-opening": { rows: 1, productsRefused: 0, productsOnOlderList: 1 },
    "foam-surfactant": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "cleanser-without-cleansing-agent": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "leave-on-detergents": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "sleeping-mask-clay": { rows: 1, productsRefused: 1, productsOnOlderList: 0 },
    "trace-opening": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "emulsion-without-emulsifier": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "water-base-without-water": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "hair-conditioner-base": { rows: 0, productsRefused: 0, productsOnOlderList: 0 },
    "hero-ingredient": { rows: 20, productsRefused: 15, productsOnOlderList: 2 },
  },
  sunscreensWithoutFilter: 0,
  misdecodedNames: 0,
  drugFactsLists: 2,
  listsWithEntriesLeftOut: 3,
  listsCutShort: 1,
  soldInVersions: { products: 2, listVersionKnown: 1 },
  reviewPairs: 3,
  undecidedPairs: [],
  unreviewedSharedLists: 0,
  pairDecisions: { same: 1, different: 1, "list-belongs-to": 1 },
  productRedirects: 1,
  importMs: 9000,
  importCpuMs: 8500,
};

const undecided = {
  brand: "Torriden",
  products: [
    { id: "torriden-sold-in-ceramide-cream", brand: "Torriden", name: "Sold In Ceramide Cream", ingredients: [] },
    { id: "torriden-solid-in-ceramide-cream", brand: "Torriden", name: "Solid In Ceramide Cream", ingredients: [] },
  ],
  overlap: 0.96,
  signals: ["overlapping lists", "near-identical names"],
} satisfies CatalogueFigures["undecidedPairs"][number];

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
      productsBySkinTypeCount: [400, 600, 500, 600],
      claimViolations: 2,
      unplacedReviewedMatches: 1,
      unplacedRenames: 1,
      sunscreensWithoutFilter: 4,
      misdecodedNames: 1,
      undecidedPairs: [undecided],
      unreviewedSharedLists: 1,
      importMs: 90_000,
      importCpuMs: 61_000,
    });
    expect(failures).toEqual([
      "1999 products, fewer than 2000",
      "9 products of type spf, fewer than 10",
      "CosIng spelling on 96.0 % of ingredient mentions, under 97 %",
      "CosIng spelling on 89.0 % of distinct names, under 90 %",
      "30.0 % of products tagged for all four skin types, over 25 %",
      "2 claims the ingredient lists do not support",
      "1 reviewed matches name no catalogue product",
      "1 reviewed renames name no catalogue product (product-id-renames.csv)",
      "4 sunscreens whose list names no UV filter",
      "1 product names show mis-decoded characters",
      "1 product pairs no reviewed row decides (product-pair-decisions.csv)",
      "1 shared lists no reviewed row decides (product-pair-decisions.csv)",
      "the import used 61000 ms of processor time, over 60000 ms",
    ]);
  });

  it("judges the import's time by its processor time, which a busy machine does not stretch", () => {
    expect(thresholdFailures({ ...passing, importMs: 75_000, importCpuMs: 41_000 })).toEqual([]);
  });

  it("fails a catalogue where fewer priced products than the held share have a known size", () => {
    expect(thresholdFailures({ ...passing, pricedWithSize: 428 })).toEqual([
      "a known size on 38.9 % of priced products, under 39 %",
    ]);
  });
});
