/**
 * What a size is counted in: millilitres or grams, or for sheet masks and pads the sheets and
 * pads themselves, which is what a shopper compares them by (docs/catalogue.md, "Parses size").
 */
export const sizeUnits = ["ml", "g", "sheet", "pad"] as const;
export type SizeUnit = (typeof sizeUnits)[number];

/** The units counted one by one: their price is compared per sheet or per pad, not per 10. */
export type CountUnit = Extract<SizeUnit, "sheet" | "pad">;

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

export function isCountUnit(unit: SizeUnit): unit is CountUnit {
  return unit === "sheet" || unit === "pad";
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

const countWords: Record<CountUnit, [one: string, many: string]> = {
  sheet: ["sheet", "sheets"],
  pad: ["pad", "pads"],
};

/**
 * `150 ml`, `50 g`, `10 × 25 ml` (a multipack: count × one item); sheets and pads by their count,
 * `1 sheet`, `10 sheets`, `70 pads`, `2 × 70 pads`. The same text on the site and in the API: the
 * words are the ones Indonesian shops print too ("isi 10 sheets", "70 pads").
 */
export function formatSize(size: ProductSize): string {
  if (size.unit === "sheet") {
    const sheets = totalQuantity(size);
    return `${formatAmount(sheets)} ${countWords.sheet[sheets === 1 ? 0 : 1]}`;
  }
  const one = isCountUnit(size.unit)
    ? `${formatAmount(size.amount)} ${countWords[size.unit][size.amount === 1 ? 0 : 1]}`
    : `${formatAmount(size.amount)} ${size.unit}`;
  return size.packCount === null ? one : `${size.packCount} × ${one}`;
}

/** Whether a price was for the product's own size: same unit and pack, within 10 %, or a size unknown on either side. */
export function isForSize(observed: ProductSize | null, product: ProductSize | null): boolean {
  if (!observed || !product) return true;
  return (
    observed.unit === product.unit &&
    observed.packCount === product.packCount &&
    Math.abs(observed.amount - product.amount) <= product.amount * 0.1
  );
}
