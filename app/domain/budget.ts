/** A budget level: 1 under 20, 2 from 20 to 40, 3 over 40 (questionnaire step 3). */
export type BudgetLevel = 1 | 2 | 3;

/** The product's budget band from its base price in GBP (docs/rules.md): < 16 → 1, 16…22 → 2, > 22 → 3. */
export function budgetBand(basePriceGbp: number): BudgetLevel {
  if (basePriceGbp < 16) return 1;
  if (basePriceGbp <= 22) return 2;
  return 3;
}

/** The budget answer (1-based option index) as a budget level (docs/rules.md). */
export function budgetLevelOfAnswer(answer: number): BudgetLevel {
  if (answer === 1 || answer === 2 || answer === 3) return answer;
  throw new RangeError(`budget answer must be 1, 2 or 3, got ${answer}`);
}

/** A product fits when its band is at most the user's level. */
export function fitsBudget(basePriceGbp: number, level: BudgetLevel): boolean {
  return budgetBand(basePriceGbp) <= level;
}
