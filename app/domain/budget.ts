/** A budget level: 1 under 20, 2 from 20 to 40, 3 over 40 (questionnaire step 3). */
export type BudgetLevel = 1 | 2 | 3;

/**
 * The product's budget band from its base price in GBP (docs/rules.md, "Budget"): < 16 → 1,
 * 16…22 → 2, > 22 → 3; null when the product has no price, since a band is never guessed.
 */
export function budgetBand(basePriceGbp: number | null): BudgetLevel | null {
  if (basePriceGbp === null) return null;
  if (basePriceGbp < 16) return 1;
  if (basePriceGbp <= 22) return 2;
  return 3;
}

/** The budget answer (1-based option index) as a budget level (docs/rules.md). */
export function budgetLevelOfAnswer(answer: number): BudgetLevel {
  if (answer === 1 || answer === 2 || answer === 3) return answer;
  throw new RangeError(`budget answer must be 1, 2 or 3, got ${answer}`);
}

/** How a product's price stands to a budget: within it, above it, or not known (no price). */
export type BudgetFit = "fits" | "above" | "unknown";

/** A product fits when its band is at most the user's level; without a price, the fit is unknown. */
export function budgetFit(basePriceGbp: number | null, level: BudgetLevel): BudgetFit {
  const band = budgetBand(basePriceGbp);
  if (band === null) return "unknown";
  return band <= level ? "fits" : "above";
}

/** Whether the product is known to fit (an unknown price does not). */
export function fitsBudget(basePriceGbp: number | null, level: BudgetLevel): boolean {
  return budgetFit(basePriceGbp, level) === "fits";
}

/** A pick and how it stands to the budget it was picked for. */
export interface BudgetPick<T> {
  item: T;
  budget: BudgetFit;
}

/**
 * The top pick of one product type (docs/rules.md, "Top picks"): from `ranked` (the type's
 * products in the market, best match first), the first that fits the budget; only when none
 * does, the first, with its own fit (above, or not known when it has no price). Null for none.
 */
export function pickWithinBudget<T extends { basePriceGbp: number | null }>(
  ranked: readonly T[],
  level: BudgetLevel,
): BudgetPick<T> | null {
  const within = ranked.find((item) => fitsBudget(item.basePriceGbp, level));
  if (within !== undefined) return { item: within, budget: "fits" };
  const [best] = ranked;
  return best === undefined ? null : { item: best, budget: budgetFit(best.basePriceGbp, level) };
}
