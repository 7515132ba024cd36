import { type Aspect, aspects } from "~/domain/aspects";
import type { BudgetFit, BudgetLevel } from "~/domain/budget";
import { matchBreakdown, type MatchProduct, type MatchProfile } from "~/domain/match-score";
import type { SkinType } from "~/domain/skin-types";

/** What the product page needs to explain a match: the parts of `matchBreakdown` and the user's inputs to them. */
export interface MatchExplanationData {
  percent: number;
  skinType: { yours: SkinType; points: number };
  /** Within the budget, above it, or not known (no price): then the budget part does not count. */
  budget: BudgetFit;
  /** The user's budget level, which the budget line names ("Above your budget (£20–£40)"). */
  budgetLevel: BudgetLevel;
  budgetPoints: number;
  /** The targeted aspects the user has a score for, most points first. */
  aspects: { aspect: Aspect; score: number; points: number }[];
  /** The parts added up, before rounding and the cap. */
  total: number;
}

/** The explanation of one product's match, from the same breakdown the percentage comes from. */
export function matchExplanationOf(profile: MatchProfile, product: MatchProduct): MatchExplanationData {
  const breakdown = matchBreakdown(profile, product);
  const targeted = aspects
    .flatMap((aspect) => {
      const points = breakdown.aspectPoints[aspect];
      return points === undefined ? [] : [{ aspect, score: profile.scores[aspect], points }];
    })
    .sort((a, b) => b.points - a.points);
  const aspectTotal = targeted.reduce((sum, entry) => sum + entry.points, 0);
  return {
    percent: breakdown.percent,
    skinType: { yours: profile.skinType, points: breakdown.skinTypePoints },
    budget: breakdown.budget,
    budgetLevel: profile.budget,
    budgetPoints: breakdown.budgetPoints,
    aspects: targeted,
    total: breakdown.skinTypePoints + breakdown.budgetPoints + aspectTotal,
  };
}
