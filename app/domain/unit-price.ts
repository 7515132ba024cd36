import { fractionDigitsOf, type ObservedCurrency } from "./markets";
import { type ProductSize, type SizeUnit, totalQuantity } from "./product-size";

/** Prices are compared per this many ml (or g): `£0.83 per 10 ml` (docs/rules.md, "Price per 10 ml"). */
export const unitPriceQuantity = 10;

export interface UnitPrice<C extends ObservedCurrency = ObservedCurrency> {
  /** The price of `unitPriceQuantity` of the unit, rounded to what the currency's prices carry. */
  amount: number;
  currency: C;
  unit: SizeUnit;
}

/**
 * The price per 10 ml (or 10 g) of a price for a size; a multipack counts its whole quantity
 * (count × one item). Null when the price or the size is not known, so nothing is guessed.
 */
export function unitPrice<C extends ObservedCurrency>(
  price: { amount: number; currency: C } | null,
  size: ProductSize | null,
): UnitPrice<C> | null {
  if (price === null || size === null) return null;
  const quantity = totalQuantity(size);
  if (!(quantity > 0) || !(price.amount > 0)) return null;
  const scale = 10 ** fractionDigitsOf(price.currency);
  const amount = Math.round(((price.amount * unitPriceQuantity) / quantity) * scale) / scale;
  return { amount, currency: price.currency, unit: size.unit };
}
