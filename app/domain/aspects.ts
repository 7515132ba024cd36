/** The six scored aspects, in the order used to break ties (docs/rules.md). */
export const aspects = ["eyebags", "dryness", "redness", "wrinkles", "acne", "pores"] as const;
export type Aspect = (typeof aspects)[number];

export function isAspect(value: string): value is Aspect {
  return (aspects as readonly string[]).includes(value);
}
