/** An entry of a product's list as printed, in label order. */
export interface PrintedEntry {
  /** A US "Drug Facts" label's active ingredient, printed above the inactive list with its amount. */
  active: boolean;
}

/**
 * The position each entry has for the position rules (flags, claim checks, key ingredients;
 * docs/catalogue.md, "Splits INCI lists"), in label order. On a "Drug Facts" label the inactive
 * list is the INCI list in descending order and the actives are printed above it with a known
 * amount: each active counts as position 1, and the inactive entries count from 1 in their own
 * order, so four UV filters never push the water and glycerin after them down the list. Any
 * other list counts 1, 2, 3 … as printed.
 */
export function rulePositions(entries: readonly PrintedEntry[]): number[] {
  let inactive = 0;
  return entries.map((entry) => {
    if (entry.active) return 1;
    inactive += 1;
    return inactive;
  });
}
