import type { Aspect } from "./aspects";
import { type BudgetLevel, fitsBudget } from "./budget";
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
  basePriceGbp: number;
}

export interface MatchBreakdown {
  skinTypePoints: number;
  budgetPoints: number;
  /** Points per targeted aspect, 0.2 × (100 − the user's score). */
  aspectPoints: Partial<Record<Aspect, number>>;
  /** The capped, rounded percentage. */
  percent: number;
}

export const matchCap = 97;

/**
 * The match of spec §9 / DESIGN.md §4, with its parts, so that the product page can
 * explain the number it shows.
 */
export function matchBreakdown(profile: MatchProfile, product: MatchProduct): MatchBreakdown {
  const skinTypePoints = product.skinTypes.includes(profile.skinType) ? 50 : 0;
  const budgetPoints = fitsBudget(product.basePriceGbp, profile.budget) ? 20 : 0;
  const aspectPoints: Partial<Record<Aspect, number>> = {};
  let aspectTotal = 0;
  for (const [aspect, score] of Object.entries(profile.scores) as [Aspect, number][]) {
    if (!product.aspects.includes(aspect)) continue;
    const points = 0.2 * (100 - score);
    aspectPoints[aspect] = points;
    aspectTotal += points;
  }
  const percent = Math.min(matchCap, Math.round(skinTypePoints + budgetPoints + aspectTotal));
  return { skinTypePoints, budgetPoints, aspectPoints, percent };
}

/** The percentage match; 0 when the profile or product is missing. */
export function matchScore(profile: MatchProfile | null | undefined, product: MatchProduct | null | undefined): number {
  if (!profile || !product) return 0;
  return matchBreakdown(profile, product).percent;
}
