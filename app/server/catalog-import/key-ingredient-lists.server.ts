/** A whole list holds at least this many times the substances of a list of its key ingredients… */
const wholeListTimes = 2;
/** …and at least this share of the short list's substances. */
const containsAtLeast = 0.8;

/**
 * Whether a product's list (its substances, CosIng ids) is only its key ingredients, given the
 * lists its other rows give: another of them holds at least twice as many substances, among them
 * nearly all of this one's (docs/catalogue.md, "One product, one page"). Sociolla 2025 gives
 * Benton's Air Fit UV Defense Sun Cream seven entries (one UV filter of its four, niacinamide,
 * centella, panthenol, …), all of them in Skinsort's 40-entry list of the same cream.
 */
export function isKeyIngredientsOnly(
  substances: ReadonlySet<string>,
  otherLists: readonly ReadonlySet<string>[],
): boolean {
  return otherLists.some(
    (other) =>
      other.size >= substances.size * wholeListTimes &&
      [...substances].filter((substance) => other.has(substance)).length >= substances.size * containsAtLeast,
  );
}

/**
 * Whether a product's list (its substances in list order) is another of its rows' list without
 * that list's first entries: every substance it names is in the other, and the ones it lacks are
 * exactly the other's opening ones (docs/catalogue.md, "One product, one page"). Sephora 2025 gives
 * Sulwhasoo's Gentle Cleansing Foam without its water and its main cleansing agent, the two
 * entries Sociolla 2025's list of the same foam opens with.
 */
export function lacksTheOpeningOf(list: readonly string[], other: readonly string[]): boolean {
  const own = new Set(list);
  if (own.size === 0 || !list.every((substance) => other.includes(substance))) return false;
  const missing = other.filter((substance) => !own.has(substance));
  return missing.length > 0 && other.slice(0, missing.length).every((substance) => !own.has(substance));
}
