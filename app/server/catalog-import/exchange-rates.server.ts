/**
 * Fixed, documented exchange rates (docs/catalogue.md), so that an import is reproducible and
 * every converted price can say how it was derived. Approximate mid-market rates of
 * 2 January 2025, rounded; they are not live rates.
 */
export const exchangeRates = {
  date: "2025-01-02",
  usdToGbp: 0.8,
  usdToIdr: 16_200,
} as const;

export function usdToGbp(usd: number): number {
  return Math.round(usd * exchangeRates.usdToGbp * 100) / 100;
}

/** IDR prices are shown without decimals and shops price in hundreds of rupiah. */
export function usdToIdr(usd: number): number {
  return Math.round((usd * exchangeRates.usdToIdr) / 100) * 100;
}
