import type { ComparablePrice } from "./cheaper-comparison";
import type { SimilarFormula } from "./formula-similarity";
import { sizeUnits } from "./product-size";
import type { UnitPrice } from "./unit-price";

/**
 * What "cheaper" can mean beside a pasted list (docs/check.md, "Closest formulas"): the list has
 * no price and no size, so no formula can be said to cost less than the visitor's product. What
 * can be said is which of the close formulas costs least for the same amount in the visitor's
 * market, by the unit price the product page's "Cheaper alternatives" compares
 * (`cheaperComparison`), and how many of them cannot be placed in that order.
 */

export interface PricedFormula extends SimilarFormula {
  unitPrice: UnitPrice;
}

export interface CloseFormulaPrices {
  /**
   * The formulas with a price per 10 ml (per 10 g, per sheet, per pad) in the market, cheapest
   * first; prices per 10 ml come before those per 10 g and so on, each unit in its own order,
   * since a density would be a guess.
   */
  priced: PricedFormula[];
  /** How many have a price in the market but no known size, so no price per 10 ml. */
  sizeUnknown: number;
  /** How many have no current price in the market. */
  unpriced: number;
}

/**
 * The close formulas (`candidates`: those shown, and every one similar enough to count as a
 * dupe) by price per unit, at least `minScore` alike; at most `limit` listed, every one counted.
 * Among equal prices the more similar goes first.
 */
export function closeFormulaPrices(
  candidates: readonly SimilarFormula[],
  priceOf: (productId: string) => ComparablePrice,
  options: { minScore: number; limit: number },
): CloseFormulaPrices {
  const priced: PricedFormula[] = [];
  let sizeUnknown = 0;
  let unpriced = 0;
  for (const candidate of candidates) {
    if (candidate.score < options.minScore) continue;
    const price = priceOf(candidate.id);
    if (price.unitPrice !== null) priced.push({ ...candidate, unitPrice: price.unitPrice });
    else if (price.priced) sizeUnknown += 1;
    else unpriced += 1;
  }
  const unitRank = (formula: PricedFormula) => sizeUnits.indexOf(formula.unitPrice.unit);
  priced.sort(
    (a, b) =>
      unitRank(a) - unitRank(b) ||
      a.unitPrice.amount - b.unitPrice.amount ||
      b.score - a.score ||
      a.id.localeCompare(b.id),
  );
  return { priced: priced.slice(0, options.limit), sizeUnknown, unpriced };
}
