import type { ReferencePriceView } from "./catalog-views";
import { oldPriceYears, yearsBefore } from "./fact-age";
import { convertToMarketCurrency, type Currency } from "./markets";

/**
 * A market's reference price and how old it may be (docs/rules.md, "A market's own price"). The
 * import stores each market's newest price seen at a shop that sells to it; whether that price is
 * still a reference is decided when it is read, against the request's date, so that a page never
 * goes stale silently: a price seen more than two years before `today` is only "last seen", it
 * gives no budget band and no place in a price filter or sort. This is the one rule: the list
 * queries compare the stored date with `referencePriceSince`, the cards, the match, the top picks
 * and the API call `isCurrentReference`, which is the same comparison.
 */

/** The oldest observation date (`YYYY-MM-DD`) that is still a reference price on `today`. */
export function referencePriceSince(today: string): string {
  return yearsBefore(today, oldPriceYears);
}

/** Whether a price seen on `observedOn` is still a reference price on `today` (ISO dates, compared as text). */
export function isCurrentReference(observedOn: string, today: string): boolean {
  return observedOn >= referencePriceSince(today);
}

/** A market's stored reference price, split by age: the product's own price, or only a "last seen" one. */
export interface ReferencePriceStanding {
  /** The product's own price in the market; null without a current one. */
  price: ReferencePriceView | null;
  /** The market's newest price when it is more than two years old; null otherwise. */
  lastSeen: ReferencePriceView | null;
}

export function referencePriceStanding(stored: ReferencePriceView | null, today: string): ReferencePriceStanding {
  if (stored === null) return { price: null, lastSeen: null };
  return isCurrentReference(stored.observedOn, today)
    ? { price: stored, lastSeen: null }
    : { price: null, lastSeen: stored };
}

/**
 * The price the budget bands read (docs/rules.md, "Budget"): the market's own current reference
 * price in pounds at the fixed rates (the bands are set in pounds); null without one.
 */
export function budgetPriceGbp(price: Pick<ReferencePriceView, "amount" | "currency"> | null): number | null {
  return price === null ? null : convertToMarketCurrency(price.amount, price.currency satisfies Currency, "GBP");
}
