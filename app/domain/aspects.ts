/**
 * The six scored aspects, in the order used to break ties (docs/rules.md). The one list of
 * them: the analyses table's score columns, the API's `Users` fields and `updateUsers` input,
 * the analysis answers and the scores are all built from it.
 */
export const aspects = ["eyebags", "dryness", "redness", "wrinkles", "acne", "pores"] as const;
export type Aspect = (typeof aspects)[number];

export function isAspect(value: string): value is Aspect {
  return (aspects as readonly string[]).includes(value);
}

/** One value per aspect, in the order of `aspects`. */
export function byAspect<T>(valueOf: (aspect: Aspect) => T): Record<Aspect, T> {
  return Object.fromEntries(aspects.map((aspect) => [aspect, valueOf(aspect)])) as Record<Aspect, T>;
}
