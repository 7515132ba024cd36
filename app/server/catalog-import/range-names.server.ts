import { matchKey } from "./product-matcher.server";
import { classifyProductType } from "./product-type-classifier.server";
import type { SourceProduct } from "./source-row.server";

/** Why a row named only for a range is left out (docs/catalogue.md, "What the import does", step 2). */
export const rangeNameReason = "range name without its variant";

/** How many of a brand's longer names in one file make a name a range's. */
const variantsForRange = 2;

/** Whether a name by itself says what kind of product it is ("Mask Sheet", "Ampoule", "Eye …"). */
const namesKind = (name: string) => classifyProductType(name) !== undefined;

/**
 * Rows named only for a range: a name that says no kind of product and whose whole match key
 * begins two or more other names of the same brand in the same file that do ("Real Nature" beside
 * "Real Nature Tea Tree Mask Sheet" and "Real Nature Green Tea Mask Sheet", Sociolla 2025). The
 * file itself sells the range's variants apart, so the bare row's list is one variant's, and the
 * page could not say which. A name that says its kind ("The Real Noni Energy Ampoule" beside its
 * Mist and its Mask) is a product of its line, and sizes, minis and packs are not in the key, so
 * "X Toner" beside "X Toner Mini" stays. Only the same file counts: another source's variants say
 * nothing about what this source's row is, since a source often names its line's original product
 * by the line's name (docs/catalogue.md, "One product, one page").
 */
export function rangeNameRows(sources: readonly SourceProduct[]): Set<SourceProduct> {
  const byFileAndBrand = new Map<string, SourceProduct[]>();
  for (const source of sources) {
    const at = `${source.file}|${source.brand}`;
    const rows = byFileAndBrand.get(at);
    if (rows) rows.push(source);
    else byFileAndBrand.set(at, [source]);
  }
  const ranges = new Set<SourceProduct>();
  for (const rows of byFileAndBrand.values()) {
    const keyed = rows.map((row) => ({ row, key: matchKey(row.name) }));
    for (const { row, key } of keyed) {
      if (key === "") continue;
      // The names first (cheap), the kinds only of the few rows whose key begins others'.
      const longer = keyed.filter((other) => other.key.startsWith(`${key} `));
      if (new Set(longer.map((other) => other.key)).size < variantsForRange || namesKind(row.name)) continue;
      const variants = new Set(longer.filter((other) => namesKind(other.row.name)).map((other) => other.key));
      if (variants.size >= variantsForRange) ranges.add(row);
    }
  }
  return ranges;
}
