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

const strays = (value: number, other: number) =>
  other > 0 && (value / other > maximumRatio || other / value > maximumRatio);

/** Whether every one of these amounts is within three times of every other. */
const agree = (values: readonly number[]) =>
  values.length === 0 || Math.max(...values) <= Math.min(...values) * maximumRatio;

/** The prices as compared: per unit when every row gives a size in one unit, else whole prices. */
function comparedValues(observations: readonly ObservedPrice[]): number[] {
  const units = new Set(observations.map((observed) => observed.size?.unit ?? null));
  const comparable = units.size === 1 && !units.has(null);
  return observations.map((observed) => (comparable ? usdPerItem(observed) : usdPerItem({ ...observed, size: null })));
}

/**
 * Checks a product's prices against each other (in US dollars, per unit of size where every row
 * gives one; docs/catalogue.md, "Prices seen and reference prices"):
 * - a price more than three times off more than half of the others is an outlier (a bundle, a
 *   wrong row, a typo) when the rest are a majority: reported and never shown;
 * - where no majority is left (two prices three times apart, or two camps of equal size), the rule
 *   cannot tell which is wrong. If the prices that say their size agree, they are trusted and an
 *   unsized price that strays from them is the outlier (it may be another size's, or a sale's);
 *   otherwise every price stays among the prices seen but is `disputed`: none of them may become
 *   the product's reference price;
 * - a single price cannot be checked this way.
 */
export function splitOutliers(observations: readonly ObservedPrice[]): {
  kept: ObservedPrice[];
  outliers: ObservedPrice[];
  disputed: ObservedPrice[];
} {
  const values = comparedValues(observations);
  // A price is an outlier when it is three times off more than half of the others.
  const isStray = values.map(
    (value, index) => values.filter((other, at) => at !== index && strays(value, other)).length * 2 > values.length - 1,
  );
  const straying = observations.filter((_, index) => isStray[index]);
  if (straying.length * 2 < observations.length) {
    return { kept: observations.filter((observed) => !straying.includes(observed)), outliers: straying, disputed: [] };
  }
  const sized = observations.filter((observed) => observed.size !== null);
  if (sized.length > 0 && sized.length < observations.length && agree(comparedValues(sized))) {
    // An unsized price has nothing to compare per unit: the sized prices' whole amounts are its yardstick.
    const sizedAmounts = sized.map((observed) => usdPerItem({ ...observed, size: null }));
    const unsizedStraying = observations.filter(
      (observed) => observed.size === null && sizedAmounts.some((amount) => strays(usdPerItem(observed), amount)),
    );
    const kept = observations.filter((observed) => !unsizedStraying.includes(observed));
    if (agree(comparedValues(kept))) return { kept, outliers: unsizedStraying, disputed: [] };
  }
  return { kept: [...observations], outliers: [], disputed: [...observations] };
}
