import { type CheaperAlternative, cheaperAlternatives, type SimilarFormula } from "./formula-similarity";
import type { UnitPrice } from "./unit-price";

/**
 * What "Cheaper alternatives" can say (docs/similar-formulas.md, "Saying why"): prices compare
 * per 10 ml (or 10 g), so a product whose size or current price is unknown cannot be compared,
 * and the section says so instead of "none costs less" beside a similar formula that plainly
 * might. Either this product cannot be compared at all (no current price in the market, or no
 * size), or the candidates were compared and `uncompared` of them could not be.
 */
export type CheaperComparison =
  | { kind: "noPrice" }
  | { kind: "sizeUnknown" }
  | { kind: "compared"; alternatives: CheaperAlternative[]; uncompared: number };

/** A product's price facts for the comparison: whether it has a current price, and its price per 10 ml or 10 g. */
export interface ComparablePrice {
  priced: boolean;
  unitPrice: UnitPrice | null;
}

function comparable(candidate: UnitPrice | null, target: UnitPrice): boolean {
  return candidate !== null && candidate.currency === target.currency && candidate.unit === target.unit;
}

/**
 * Compares the product with its similar formulas (`candidates`: every one the page shows or
 * would list as an alternative) per unit: those cheaper are listed (`cheaperAlternatives`,
 * at least `minScore` alike), and those without a comparable price per unit are counted.
 */
export function cheaperComparison(
  targetId: string,
  candidates: readonly SimilarFormula[],
  priceOf: (productId: string) => ComparablePrice,
  options: { minScore: number; limit: number },
): CheaperComparison {
  const target = priceOf(targetId);
  if (!target.priced) return { kind: "noPrice" };
  const targetUnit = target.unitPrice;
  if (targetUnit === null) return { kind: "sizeUnknown" };
  const alternatives = cheaperAlternatives({ id: targetId }, candidates, (id) => priceOf(id).unitPrice, options);
  const uncompared = candidates.filter(
    (candidate) => candidate.score >= options.minScore && !comparable(priceOf(candidate.id).unitPrice, targetUnit),
  ).length;
  return { kind: "compared", alternatives, uncompared };
}
