import { convertToUsd } from "~/domain/markets";
import type { ObservedPrice } from "./source-row.server";

/** How far one price may stray from the product's other prices before it is taken for a wrong row. */
const maximumRatio = 3;

function usdPerItem(observed: ObservedPrice): number {
  const usd = observed.currency === "USD" ? observed.amount : convertToUsd(observed.amount, observed.currency);
  const size = observed.size;
  // Per unit of size when the row says its size, so that a 200 ml and a 50 ml price compare.
  return size ? usd / (size.amount * (size.packCount ?? 1)) : usd;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Prices that disagree with the product's other prices by more than three times (in US dollars,
 * per unit of size where the rows give one) are outliers: a bundle, a wrong row, a typo. They are
 * reported and never shown (docs/catalogue.md, "Prices seen"). Two prices that disagree are
 * both outliers, as nothing tells which one is right; a single price cannot be checked this way.
 */
export function splitOutliers(observations: readonly ObservedPrice[]): {
  kept: ObservedPrice[];
  outliers: ObservedPrice[];
} {
  const sized = observations.filter((observed) => observed.size !== null);
  // Compare like with like: per unit when every row gives a size in one unit, else whole prices.
  const units = new Set(sized.map((observed) => observed.size?.unit));
  const comparable = sized.length === observations.length && units.size === 1;
  const values = observations.map((observed) =>
    comparable ? usdPerItem(observed) : usdPerItem({ ...observed, size: null }),
  );
  const strays = (value: number, reference: number) =>
    reference > 0 && (value / reference > maximumRatio || reference / value > maximumRatio);
  // Of two prices, neither is the reference for the other; from three on, the median is.
  const reference = values.length === 2 ? Math.min(...values) : median(values);
  const disagreeing = values.length === 2 ? strays(Math.max(...values), reference) : false;
  const kept: ObservedPrice[] = [];
  const outliers: ObservedPrice[] = [];
  observations.forEach((observed, index) => {
    if (disagreeing || (values.length > 2 && strays(values[index] ?? 0, reference))) outliers.push(observed);
    else kept.push(observed);
  });
  return { kept, outliers };
}
