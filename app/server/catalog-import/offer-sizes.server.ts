import { convertToUsd } from "~/domain/markets";
import type { ProductForm } from "~/domain/product-forms";
import type { ObservedPrice, PrintedSize, ProductSize, SourceProduct } from "./source-row.server";
import { sizeIn } from "./size-parser.server";

/** A row's size as the product's form counts it: a sheet mask's in sheets, a pad jar's in pads. */
export function inProductForm<Row extends { printedSize?: PrintedSize | null; size: ProductSize | null }>(
  row: Row,
  form: ProductForm,
): Row {
  return row.printedSize === undefined ? row : { ...row, size: sizeIn(row.printedSize, form) };
}

/**
 * Whether a price seen says anything about the product once its form is known: a price range read
 * only for its low end is one sheet's price where the product is a sheet mask (counted in sheets);
 * on any other form its count gives no size, the low end is probably a mini's, and it is no price.
 * Nor is the price of a set, a mini or a refill whose size the row does not give: it is another
 * offer's, and with no size the page could not say which (Sociolla's "Salicylic Acid Daily Gentle
 * Cleanser (Set of 2)" at Rp 310,000 was shown as the cleanser's price in the tenth review).
 */
export function isPriceInProductForm(observed: ObservedPrice): boolean {
  if (observed.size !== null) return true;
  const otherOffer = (observed.printedSize?.packOf ?? 0) >= 2 || observed.printedSize?.partial === true;
  return observed.lowestOfRange !== true && !otherOffer;
}

/**
 * Whether a row's size can be the product's: a single item at full size. A mini, travel size,
 * trial, sample or refill, and a multipack (a box of ten sheets, a duo) are offers with their own
 * size and price, never the product's (docs/catalogue.md, "Parses size").
 */
export function isFullSingleSize(row: { printedSize?: PrintedSize | null; size: ProductSize | null }): boolean {
  return row.size !== null && row.size.packCount === null && row.printedSize?.partial !== true;
}

const sameSize = (a: ProductSize, b: ProductSize) =>
  a.unit === b.unit &&
  a.packCount === b.packCount &&
  Math.abs(a.amount - b.amount) <= Math.max(a.amount, b.amount) * 0.1;

/**
 * The product's own size from its rows and the prices seen for it (already in the product's
 * form): of the full single sizes, those of the site's markets (a Korean shop's size, often a
 * jumbo or a set, is not what a shopper in the UK or Indonesia buys, as its price is not their
 * price), in the unit most rows give (ml on a tie), the size most rows give, and on a tie the
 * larger. Null when no row gives a full single size: nothing is guessed.
 */
export function productSizeFrom(
  members: readonly SourceProduct[],
  observations: readonly ObservedPrice[],
): ProductSize | null {
  const rows = new Map<string, ProductSize>();
  const add = (file: string, line: number, size: ProductSize) =>
    rows.set(`${file}:${line}:${size.amount}:${size.unit}`, size);
  for (const member of members) if (member.size && isFullSingleSize(member)) add(member.file, member.line, member.size);
  for (const observed of observations)
    if (observed.market !== "kr" && observed.size && isFullSingleSize(observed))
      add(observed.file, observed.line, observed.size);
  const sizes = [...rows.values()];
  if (sizes.length === 0) return null;
  const perUnit = new Map<ProductSize["unit"], number>();
  for (const size of sizes) perUnit.set(size.unit, (perUnit.get(size.unit) ?? 0) + 1);
  const [unit] = [...perUnit].sort((a, b) => b[1] - a[1] || Number(b[0] === "ml") - Number(a[0] === "ml"))[0] ?? [];
  const ofUnit = sizes.filter((size) => size.unit === unit);
  const seenFor = (size: ProductSize) => ofUnit.filter((other) => sameSize(size, other)).length;
  const [best] = [...ofUnit].sort((a, b) => seenFor(b) - seenFor(a) || b.amount - a.amount);
  return best ? { amount: best.amount, unit: best.unit, packCount: null } : null;
}

/**
 * Whether a price seen can be the product's own price (its reference price): not a mini, travel
 * size, trial, sample or refill, and not a multipack (a box of sheets, a "Twinpack"), which is
 * never the product's size. Such a price stays among the prices seen, with its own size and its
 * own price per unit.
 */
export function canBeProductPrice(observed: ObservedPrice): boolean {
  const printed = observed.printedSize;
  return printed?.partial !== true && (printed?.packOf ?? 1) < 2 && (observed.size?.packCount ?? null) === null;
}

/** How close another shop's unsized price must be to a multipack's to be taken for it: a few per cent. */
const otherShopTolerance = 0.05;

/** How far above a stated single item's price an unsized price must be to be a multipack's. */
const multipackOverSingle = 2;

/**
 * A shop's price that says no size is the same offer as an equal price for a multipack, a mini or
 * a refill (docs/catalogue.md, "Parses size"):
 * - at the same shop, an equal price: a shop asks one price for one offer, so Soko Glam's $9.95
 *   for Mediheal's Tea Tree mask in 2022 is the five-mask set its 2020 row describes at $9.95;
 * - at another shop of the same currency, a price within 5 % of a stated multipack's, unless a
 *   shop prices a single item (in any currency, at the fixed rates) at more than half of it:
 *   Sephora's unsized $24 for Too Cool For School's Egg Cream Mask Hydration in 2017 is the
 *   five-mask set Soko Glam sells at $24, not one mask.
 * Either way it is no more the product's own price than that row's. The size is a shop's own
 * words; none is taken from another amount.
 */
export function withSameOfferSizes(observations: readonly ObservedPrice[]): ObservedPrice[] {
  const usd = (observed: ObservedPrice) => convertToUsd(observed.amount, observed.currency);
  const singles = observations.filter((observed) => isFullSingleSize(observed));
  const sameOffer = (observed: ObservedPrice, other: ObservedPrice) => {
    if (other.size === null || isFullSingleSize(other) || other.currency !== observed.currency) return false;
    if (other.shop === observed.shop) return other.amount === observed.amount;
    return (
      (other.size.packCount ?? 1) > 1 &&
      Math.abs(observed.amount - other.amount) <= other.amount * otherShopTolerance &&
      singles.every((single) => usd(observed) >= usd(single) * multipackOverSingle)
    );
  };
  return observations.map((observed) => {
    if (observed.size !== null) return observed;
    // The shop's own offer first, then another shop's multipack.
    const same =
      observations.find((other) => other.shop === observed.shop && sameOffer(observed, other)) ??
      observations.find((other) => sameOffer(observed, other));
    return same ? { ...observed, printedSize: same.printedSize, size: same.size } : observed;
  });
}
