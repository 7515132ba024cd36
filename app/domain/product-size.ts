/** What a size is counted in: millilitres or grams. */
export const sizeUnits = ["ml", "g"] as const;
export type SizeUnit = (typeof sizeUnits)[number];

/** A product's (or a priced item's) size: one item's amount, and how many items a multipack holds. */
export interface ProductSize {
  amount: number;
  unit: SizeUnit;
  /** Items in a multipack (10 sheets of 25 ml); null for a single item. */
  packCount: number | null;
}

export function isSizeUnit(value: string): value is SizeUnit {
  return (sizeUnits as readonly string[]).includes(value);
}

/**
 * A size from its stored parts, or null when it is not a usable size (no amount, an unknown unit,
 * nothing positive). A size stored without a unit predates units and is in ml.
 */
export function productSizeOf(
  amount: number | null,
  unit: string | null,
  packCount: number | null,
): ProductSize | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return null;
  const sizeUnit = unit ?? "ml";
  if (!isSizeUnit(sizeUnit)) return null;
  const count = packCount !== null && Number.isInteger(packCount) && packCount > 1 ? packCount : null;
  return { amount, unit: sizeUnit, packCount: count };
}

/** The whole quantity bought: the pack's count × one item's amount. */
export function totalQuantity(size: ProductSize): number {
  return size.amount * (size.packCount ?? 1);
}

function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(1).replace(/\.0$/, "");
}

/** `150 ml`, `50 g`, `10 × 25 ml` (a multipack: count × one item); the same text on the site and in the API. */
export function formatSize(size: ProductSize): string {
  const one = `${formatAmount(size.amount)} ${size.unit}`;
  return size.packCount === null ? one : `${size.packCount} × ${one}`;
}
