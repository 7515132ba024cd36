import { type Aspect, aspects } from "./aspects";

/**
 * The ingredients the advice of each aspect names, with the catalogue ingredient they link
 * to (docs/screens.md: Niacinamide, Salicylic Acid, Glycolic Acid, Caffeine, Hyaluronic Acid and
 * Glycerin link to /{lang}/ingredient/{name}).
 */
export const adviceIngredients: Record<Aspect, readonly string[]> = {
  eyebags: ["Caffeine"],
  dryness: ["Hyaluronic Acid", "Glycerin"],
  redness: ["Niacinamide"],
  wrinkles: ["Glycolic Acid"],
  acne: ["Salicylic Acid"],
  pores: ["Niacinamide", "Salicylic Acid"],
};

export const adviceCount = 3;

/** The lowest-scoring aspects, ties in the order of `aspects` (docs/rules.md). */
export function adviceAspects(scores: Record<Aspect, number>, count: number = adviceCount): Aspect[] {
  return [...aspects]
    .map((aspect, order) => ({ aspect, order, score: scores[aspect] }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.aspect);
}
