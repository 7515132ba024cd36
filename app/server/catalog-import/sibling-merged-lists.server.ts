import type { SourceProduct } from "./source-row.server";

/**
 * A product's row as this check reads it: its brand, its name for the reason, and the
 * substances of its resolved list (CosIng ids, each once).
 */
export interface ListedRow {
  row: SourceProduct;
  substances: ReadonlySet<string>;
}

/** The product's other list is a whole one (a list of key ingredients always "grows")… */
const fewestInOlder = 15;
/** …the newer list holds at least this many times its substances… */
const grownBy = 1.4;
/** …keeps at least this share of them… */
const keeps = 0.75;
/** …and adds at least this many… */
const fewestAdded = 8;
/** …of which at least this share are one sibling's (a product of the same brand)… */
const fromOneSibling = 0.8;
/** …which stands out: the next sibling holds at most this share of what the best one holds. */
const nextSiblingAtMost = 1 / 1.5;

export const siblingMergedReason = "two products' lists in one";

/**
 * Rows whose list is the product's own list and a sibling's run together (docs/catalogue.md,
 * "Plausibility gates"): a source that gives one product the entries of two. Skinsort's Holika
 * Holika Wine Therapy Sleeping Mask Red Wine holds 53 entries: 26 of the 32 of the Red Wine's own
 * list (skincare API 2017) and 20 that only the White Wine's list has (its silicones, the
 * water-in-oil emulsifiers, sodium chloride, niacinamide). Only a product whose rows give two
 * lists can show it, by the one that grew. What the grown list adds must be one sibling's own:
 * a brand's common base (water, butylene glycol, a gum) is in every sibling, so a fuller list of
 * the same formula (Benton's Aloe BHA Skin Toner, 12 entries in 2017, 24 on Skinsort) adds
 * entries many siblings share alike and is not taken for a merge.
 * Returns each such row with the sibling's name.
 */
export function siblingMergedRows(groups: readonly (readonly ListedRow[])[]): Map<SourceProduct, string> {
  const byBrand = new Map<string, { group: number; listed: ListedRow }[]>();
  for (const [group, rows] of groups.entries()) {
    for (const listed of rows) {
      const brand = listed.row.brand.toLowerCase();
      byBrand.set(brand, [...(byBrand.get(brand) ?? []), { group, listed }]);
    }
  }
  const merged = new Map<SourceProduct, string>();
  for (const [group, rows] of groups.entries()) {
    for (const newer of rows) {
      for (const older of rows) {
        if (older === newer || older.substances.size < fewestInOlder) continue;
        if (newer.substances.size < older.substances.size * grownBy) continue;
        const kept = [...older.substances].filter((substance) => newer.substances.has(substance)).length;
        if (kept < older.substances.size * keeps) continue;
        const added = [...newer.substances].filter((substance) => !older.substances.has(substance));
        if (added.length < fewestAdded) continue;
        const [best, next] = (byBrand.get(newer.row.brand.toLowerCase()) ?? [])
          .filter((other) => other.group !== group)
          .map((other) => ({
            name: other.listed.row.name,
            share: added.filter((substance) => other.listed.substances.has(substance)).length / added.length,
          }))
          .sort((one, other) => other.share - one.share);
        const sibling =
          best && best.share >= fromOneSibling && (next?.share ?? 0) <= best.share * nextSiblingAtMost
            ? best
            : undefined;
        if (sibling) merged.set(newer.row, sibling.name);
      }
    }
  }
  return merged;
}
