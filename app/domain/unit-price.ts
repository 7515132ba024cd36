import { fractionDigitsOf, type ObservedCurrency } from "./markets";
import { type CountUnit, isCountUnit, type ProductSize, type SizeUnit, totalQuantity } from "./product-size";

/** Prices are compared per this many ml (or g): `£0.83 per 10 ml` (docs/rules.md, "Price per 10 ml"). */
export const unitPriceQuantity = 10;

/** How much of a unit a unit price is for: 10 ml or 10 g, one sheet, one pad. */
export function unitPriceQuantityOf(unit: SizeUnit): number {
  return isCountUnit(unit) ? 1 : unitPriceQuantity;
}

export interface UnitPrice<C extends ObservedCurrency = ObservedCurrency> {
  /** The price of `unitPriceQuantityOf(unit)` of the unit, rounded to what the currency's prices carry. */
  amount: number;
  currency: C;
  unit: SizeUnit;
}

/**
 * The price per 10 ml (or 10 g), per sheet or per pad of a price for a size; a multipack counts
 * its whole quantity (count × one item). Null when the price or the size is not known, so
 * nothing is guessed.
 */
export function unitPrice<C extends ObservedCurrency>(
  price: { amount: number; currency: C } | null,
  size: ProductSize | null,
): UnitPrice<C> | null {
  if (price === null || size === null) return null;
  const quantity = totalQuantity(size);
  if (!(quantity > 0) || !(price.amount > 0)) return null;
  const scale = 10 ** fractionDigitsOf(price.currency);
  const amount = Math.round(((price.amount * unitPriceQuantityOf(size.unit)) / quantity) * scale) / scale;
  return { amount, currency: price.currency, unit: size.unit };
}

/**
 * The text of a unit price in the catalog texts: its key and values, the price already written
 * (`£0.83 per 10 ml`, `£2.50 per sheet`, `Rp 1.500 per pad`). One wording for cards, the product
 * page and "Prices seen".
 */
export function unitPriceMessage(
  unit: SizeUnit,
  price: string,
): {
  key: `card.unitPricePer.${CountUnit}` | "card.unitPrice";
  values: { price: string; quantity?: number; unit?: string };
} {
  return isCountUnit(unit)
    ? { key: `card.unitPricePer.${unit}`, values: { price } }
    : { key: "card.unitPrice", values: { price, quantity: unitPriceQuantity, unit } };
}
