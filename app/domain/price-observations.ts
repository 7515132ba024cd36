import type { PriceObservationView } from "./catalog-views";

/** Code-unit order, the same on every database and machine. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Prices seen, newest first (docs/rules.md, "Prices seen"); ties by source, shop, then amount, so
 * the order never depends on how a database returned the rows.
 */
export function newestFirst<T extends Pick<PriceObservationView, "observedOn" | "source" | "shop" | "amount">>(
  observations: readonly T[],
): T[] {
  return [...observations].sort(
    (a, b) =>
      compareText(b.observedOn, a.observedOn) ||
      compareText(a.source, b.source) ||
      compareText(a.shop, b.shop) ||
      a.amount - b.amount,
  );
}
