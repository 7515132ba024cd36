import { describe, expect, it } from "vitest";
import { splitOutliers } from "./price-outliers.server";
import type { ObservedPrice } from "./source-row.server";

function idr(amount: number, line: number): ObservedPrice {
  return {
    source: "sociolla-2023",
    shop: "sociolla",
    market: "id",
    currency: "IDR",
    amount,
    observedOn: "2023-12-08",
    size: null,
    file: "prices_indonesia_sociolla_catalog_2023.csv",
    line,
  };
}

describe("splitOutliers", () => {
  it("leaves out a price three times off the others (a bundle priced as one item)", () => {
    const { kept, outliers } = splitOutliers([idr(199_000, 1), idr(215_000, 2), idr(599_000 * 2, 3)]);
    expect(kept.map((observed) => observed.line)).toEqual([1, 2]);
    expect(outliers.map((observed) => observed.line)).toEqual([3]);
  });

  it("compares per unit when every price gives its size", () => {
    const small = { ...idr(100_000, 1), size: { amount: 50, unit: "ml" as const, packCount: null } };
    const large = { ...idr(380_000, 2), size: { amount: 200, unit: "ml" as const, packCount: null } };
    expect(splitOutliers([small, large]).outliers).toEqual([]);
  });

  it("drops both of two prices that disagree, and cannot judge a single one", () => {
    expect(splitOutliers([idr(100_000, 1), idr(599_000, 2)]).kept).toEqual([]);
    expect(splitOutliers([idr(599_000, 1)]).kept).toHaveLength(1);
  });
});
