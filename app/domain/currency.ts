import { intlLocaleOf } from "./language";
import { type Currency, currencies, fractionDigitsOf, marketOfCurrency } from "./markets";

/** Written the way the market that pays in it writes it (docs/rules.md, "Markets and languages"). */
const formatters = Object.fromEntries(
  currencies.map((currency) => [
    currency,
    new Intl.NumberFormat(intlLocaleOf(marketOfCurrency(currency)), {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigitsOf(currency),
      maximumFractionDigits: fractionDigitsOf(currency),
    }),
  ]),
) as Record<Currency, Intl.NumberFormat>;

/** An amount rounded to what the currency's prices carry: `17.994` → `17.99` GBP, `245000.4` → `245000` IDR. */
export function roundToCurrency(amount: number, currency: Currency): number {
  const scale = 10 ** fractionDigitsOf(currency);
  return Math.round(amount * scale) / scale;
}

/** `£12.50` for GBP; `Rp 185.000` for IDR, Indonesian grouping, no decimals (docs/rules.md). */
export function formatPrice(amount: number, currency: Currency): string {
  return formatters[currency].format(amount).replace(/\u00a0/g, " ");
}

/** Price with size as the card shows it: `£12.50 / 150 ml`. */
export function formatPriceWithSize(amount: number, currency: Currency, sizeMl: number | null): string {
  const price = formatPrice(amount, currency);
  return sizeMl === null ? price : `${price} / ${formatSize(sizeMl)} ml`;
}

function formatSize(sizeMl: number): string {
  return Number.isInteger(sizeMl) ? String(sizeMl) : sizeMl.toFixed(1).replace(/\.0$/, "");
}
