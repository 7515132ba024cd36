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
