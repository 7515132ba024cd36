import { intlLocaleOf, type Language } from "./language";
import {
  type Currency,
  currencies,
  exchangeRateBetween,
  fractionDigitsOf,
  isCurrency,
  marketOfCurrency,
  type ObservedCurrency,
} from "./markets";
import { formatSize, type ProductSize } from "./product-size";
import { numberFormat } from "./intl-formatters";

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
export function roundToCurrency(amount: number, currency: ObservedCurrency): number {
  const scale = 10 ** fractionDigitsOf(currency);
  return Math.round(amount * scale) / scale;
}

/** Intl writes a no-break space between symbol and number; plain text is easier to match and copy. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

/** `£12.50` for GBP; `Rp 185.000` for IDR, Indonesian grouping, no decimals (docs/rules.md). */
export function formatPrice(amount: number, currency: Currency): string {
  return plainSpaces(formatters[currency].format(amount));
}

/**
 * An amount in any currency a price was seen in, for a visitor: a market's currency as its market
 * writes it (`Rp 185.000` on both sites), another in the visitor's language (`US$20.00`, `₩12,000`).
 */
export function formatObservedPrice(amount: number, currency: ObservedCurrency, language: Language): string {
  if (isCurrency(currency)) return formatPrice(amount, currency);
  const digits = fractionDigitsOf(currency);
  return plainSpaces(
    numberFormat(intlLocaleOf(language), {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount),
  );
}

/**
 * The fixed rate between two currencies as the page says it, one unit of the currency worth more
 * first: `£1 = Rp 20.250`, `US$1 = £0.80`, `£1 = ₩1,837.5` (docs/rules.md, "Prices seen").
 */
export function formatExchangeRate(a: ObservedCurrency, b: ObservedCurrency, language: Language): string {
  const { unit, quote, rate } = exchangeRateBetween(a, b);
  const quoteText = plainSpaces(
    numberFormat(isCurrency(quote) ? intlLocaleOf(marketOfCurrency(quote)) : intlLocaleOf(language), {
      style: "currency",
      currency: quote,
      minimumFractionDigits: Number.isInteger(rate) ? 0 : fractionDigitsOf(quote),
      maximumFractionDigits: Math.max(2, fractionDigitsOf(quote)),
    }).format(rate),
  );
  const unitText = plainSpaces(
    numberFormat(isCurrency(unit) ? intlLocaleOf(marketOfCurrency(unit)) : intlLocaleOf(language), {
      style: "currency",
      currency: unit,
      maximumFractionDigits: 0,
    }).format(1),
  );
  return `${unitText} = ${quoteText}`;
}

/** Price with size as the card shows it: `£12.50 / 150 ml`, `£9.00 / 10 × 25 ml`. */
export function formatPriceWithSize(amount: number, currency: Currency, size: ProductSize | null): string {
  const price = formatPrice(amount, currency);
  return size === null ? price : `${price} / ${formatSize(size)}`;
}
