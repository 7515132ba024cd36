import type { Aspect } from "./aspects";
import type { BudgetLevel } from "./budget";
import type { MatchProfile } from "./match-score";
import type { SkinType } from "./skin-types";

/** One saved analysis (the API's `Users` record, docs/api.md); the latest one is the profile. */
export interface SkinAnalysis {
  id: string;
  userId: string;
  /** The 1-based answers of the option steps. */
  gender: number;
  age: number;
  budget: BudgetLevel;
  location: string;
  skinType: SkinType;
  scores: Record<Aspect, number>;
  /** Whether a selfie was stored with this analysis (the image itself is served to its owner only). */
  hasSelfie: boolean;
  createdAt: string;
}

export function matchProfileOf(analysis: SkinAnalysis): MatchProfile {
  return { skinType: analysis.skinType, budget: analysis.budget, scores: analysis.scores };
}
