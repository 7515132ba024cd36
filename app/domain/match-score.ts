import { type Aspect, isAspect } from "./aspects";
import { type BudgetFit, budgetFit, type BudgetLevel, fitsBudget } from "./budget";
import type { SkinType } from "./skin-types";

export interface MatchProfile {
  skinType: SkinType;
  budget: BudgetLevel;
  /** Each 0…100, higher is better. */
  scores: Record<Aspect, number>;
}

export interface MatchProduct {
  skinTypes: readonly string[];
  aspects: readonly string[];
  /** Null when no source has priced the product: the budget part then does not count. */
  basePriceGbp: number | null;
}

export interface MatchBreakdown {
  skinTypePoints: number;
  /** Whether the product fits the budget, is above it, or has no price to tell. */
  budget: BudgetFit;
  budgetPoints: number;
  /** Points per targeted aspect, 0.2 × (100 − the user's score). */
  aspectPoints: Partial<Record<Aspect, number>>;
  /** The capped, rounded percentage. */
  percent: number;
}

export const matchCap = 97;
/** The parts of docs/rules.md, "Match"; exported so that the landing page quotes the numbers the match uses. */
export const skinTypeWeight = 50;
export const budgetWeight = 20;
export const aspectWeight = 0.2;

function aspectScore(profile: MatchProfile, aspect: string): number | undefined {
  return isAspect(aspect) ? profile.scores[aspect] : undefined;
}

/**
 * The match of docs/rules.md, "Match", with its parts, so that the product page can
 * explain the number it shows.
 */
export function matchBreakdown(profile: MatchProfile, product: MatchProduct): MatchBreakdown {
  const skinTypePoints = product.skinTypes.includes(profile.skinType) ? skinTypeWeight : 0;
  const budget = budgetFit(product.basePriceGbp, profile.budget);
  const budgetPoints = budget === "fits" ? budgetWeight : 0;
  const aspectPoints: Partial<Record<Aspect, number>> = {};
  for (const aspect of product.aspects) {
    const score = aspectScore(profile, aspect);
    if (score !== undefined && isAspect(aspect)) aspectPoints[aspect] = aspectWeight * (100 - score);
  }
  return { skinTypePoints, budget, budgetPoints, aspectPoints, percent: matchScore(profile, product) };
}

/**
 * The percentage match; 0 when the profile or product is missing. A product without a price
 * gets no budget points (docs/rules.md, "Match"). Lists are ranked with it through
 * match-ranking.ts, which calls it once per distinct product signature (skin types, budget band,
 * aspects): a rule that reads anything else of the product must add it to that signature
 * (match-ranking.test.ts fails until it does).
 */
export function matchScore(profile: MatchProfile | null | undefined, product: MatchProduct | null | undefined): number {
  if (!profile || !product) return 0;
  let total = product.skinTypes.includes(profile.skinType) ? skinTypeWeight : 0;
  if (fitsBudget(product.basePriceGbp, profile.budget)) total += budgetWeight;
  for (const aspect of product.aspects) {
    const score = aspectScore(profile, aspect);
    if (score !== undefined) total += aspectWeight * (100 - score);
  }
  return Math.min(matchCap, Math.round(total));
}
