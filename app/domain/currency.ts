import type { Currency } from "./markets";

const formatters: Record<Currency, Intl.NumberFormat> = {
  GBP: new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: "GBP",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  IDR: new Intl.NumberFormat("id-ID", {
    style: "currency",
    currency: "IDR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
};

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
