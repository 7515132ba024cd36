/**
 * What the percentages a label prints beside its entries can tell (docs/catalogue.md, "Splits
 * INCI lists", "Stated amounts"). An INCI list names its ingredients above 1 % in descending
 * order of amount, then those at 1 % or less in any order (Regulation (EC) No 1223/2009, Article
 * 19(1)(g)); a US "Drug Facts" label prints its actives above that list. So the amounts bound
 * one another: none exceeds one stated above it, and together the entries must make up the
 * whole product.
 */

/** An entry of a list as printed: its INCI name, whether it is a Drug Facts active, the amount it states. */
export interface StatedEntry {
  inciName: string;
  active: boolean;
  statedPercent: number | null;
}

/**
 * Preservatives whose amount the law caps (Regulation (EC) No 1223/2009, Annex V: phenoxyethanol
 * 1 %, chlorphenesin 0.3 %, methyl- and ethylparaben 0.4 %, propyl- and butylparaben 0.14 %; the
 * Korean limits are the same): a label cannot hold more, so whatever follows one of them in a
 * list is at 1 % or less.
 */
const legalMaximum: Readonly<Record<string, number>> = {
  PHENOXYETHANOL: 1,
  CHLORPHENESIN: 0.3,
  METHYLPARABEN: 0.4,
  ETHYLPARABEN: 0.4,
  PROPYLPARABEN: 0.14,
  BUTYLPARABEN: 0.14,
};

/** The amount below which a list's order is free, so that an entry there bounds no later entry more tightly. */
const orderedDownTo = 1;

/**
 * The most the whole product can hold if every stated amount is true: each entry outside the
 * actives holds at most what the one above it may hold (its stated amount, a legal cap, or the
 * bound passed down), and never more than 1 % below an entry at 1 % or less; the actives hold
 * what they state. `unplaced` entries (left out of the list, their place unknown) may each hold
 * as much as the first entry. Below 100, some stated amount is too low for its place: "4 %" first
 * in a list of 26 whose 21st entry is phenoxyethanol makes at most 86 %.
 */
export function largestPossibleTotal(entries: readonly StatedEntry[], unplaced = 0): number {
  let bound = 100;
  let first: number | undefined;
  let total = 0;
  for (const entry of entries) {
    if (entry.active) {
      total += entry.statedPercent ?? 100;
      continue;
    }
    const most = entry.statedPercent ?? Math.min(bound, legalMaximum[entry.inciName.toUpperCase()] ?? bound);
    first ??= most;
    total += most;
    bound = most > orderedDownTo ? most : orderedDownTo;
  }
  return total + unplaced * (first ?? 100);
}

/**
 * Whether a list's stated amounts can all be true: outside a Drug Facts label's actives none
 * exceeds one stated above it, none at place n exceeds 100 / n ("Bee Venom (75% complex)" in
 * eighth place is the raw material's share, not the product's), together they stay within
 * 100 %, and they leave room to make up the whole (`largestPossibleTotal`). Skinsort prints
 * "Homosalate 90%, Octocrylene 90%" for 9.0 %, and "Aloe Barbadensis Leaf Juice 4%" first on a
 * "99" aloe gel: a page must show neither.
 */
export function statedAmountsHold(entries: readonly StatedEntry[], unplaced = 0): boolean {
  const stated = entries.filter((entry) => entry.statedPercent !== null);
  if (stated.length === 0) return true;
  const sum = stated.reduce((total, entry) => total + (entry.statedPercent ?? 0), 0);
  const inactive = entries.filter((entry) => !entry.active);
  const statedInactive = inactive.flatMap((entry) => (entry.statedPercent === null ? [] : [entry.statedPercent]));
  const descending = statedInactive.every(
    (percent, index) => index === 0 || percent <= (statedInactive[index - 1] ?? 0),
  );
  const fitsPlace = inactive.every((entry, index) => (entry.statedPercent ?? 0) * (index + 1) <= 100);
  return sum <= 100 && descending && fitsPlace && largestPossibleTotal(entries, unplaced) >= 100;
}

/** Water by its INCI names: the base of most lists. */
export const isWater = (entry: { inciName: string }) => /^(aqua|water)$/i.test(entry.inciName);

/**
 * A list whose featured ingredients were printed, with their amounts, above it: water, the
 * product's base, stands below an entry stated at under 1 %, and the stated amounts cannot make
 * up the whole (Ipisu's Refresh Nature Cream on Skinsort: "Glycerin 5%, Xanthium … 0.17%, …,
 * Citric Acid 0.01%, Malic Acid, …, Water, Hydrogenated Polydecene, …"). Its order is not the
 * formula's, and every rule that reads positions would be false. Returns what shows it, or
 * undefined. A water-in-oil cream that lists water late ("Adenosine (0.04%), Water", Skin79's
 * BB cream, whose snail filtrate is 45 %) still adds up and is not one.
 */
export function featuredAmountsFirst(entries: readonly StatedEntry[]): string | undefined {
  const inactive = entries.filter((entry) => !entry.active);
  const water = inactive.findIndex(isWater);
  if (water <= 0) return undefined;
  const small = inactive
    .slice(0, water)
    .find((entry) => entry.statedPercent !== null && entry.statedPercent < orderedDownTo);
  if (!small || largestPossibleTotal(entries) >= 100) return undefined;
  return `water after ${small.inciName} (${String(small.statedPercent)} %)`;
}
