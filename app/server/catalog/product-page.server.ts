import type { TFunction } from "i18next";
import type { OfferView, ProductDetailView, ReferencePriceView } from "~/domain/catalog-views";
import { formatPrice } from "~/domain/currency";
import { intlLocaleOf, type Language } from "~/domain/language";
import type { Shop } from "~/domain/markets";

/** Display names of the price sources the catalogue import records (`reference_prices.source`). */
const sourceNames: [prefix: string, name: string][] = [
  ["sokoglam", "Soko Glam"],
  ["stylekorean", "StyleKorean"],
  ["sephora", "Sephora"],
  ["lookfantastic", "LookFantastic"],
  ["beautyhaul", "Beautyhaul"],
  ["sociolla", "Sociolla"],
];

/** `sokoglam-2020` → `Soko Glam`; an unknown key is shown readably rather than hidden. */
export function priceSourceName(source: string): string {
  const key = source.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const known = sourceNames.find(([prefix]) => key.startsWith(prefix));
  if (known) return known[1];
  const words = source
    .replace(/[-_]+\d{4}$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An amount in a source's own currency (`US$20.00`); falls back to the code for odd currencies. */
export function formatSourceAmount(amount: number, currency: string, language: Language): string {
  try {
    return new Intl.NumberFormat(intlLocaleOf(language), { style: "currency", currency })
      .format(amount)
      .replace(/\u00a0/g, " ");
  } catch {
    return `${currency} ${amount}`;
  }
}

/** `2024-03-12` → `12 Mar 2024` / `12 Mar 2024` (id); kept as given when it is not a date. */
export function formatCheckedDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * Where the shown price comes from (docs/rules.md, "Prices": never pretend a reference price is a
 * shop's live price), e.g. 'Reference price: converted from US$20.00 (Soko Glam, 2020) at a fixed rate.'
 */
export function priceNote(price: ReferencePriceView | null, language: Language, t: TFunction): string {
  if (!price) return t("catalog:priceNote.none");
  const values = {
    amount: formatSourceAmount(price.sourceAmount, price.sourceCurrency, language),
    source: priceSourceName(price.source),
    year: price.observedOn.slice(0, 4),
  };
  return price.converted ? t("catalog:priceNote.converted", values) : t("catalog:priceNote.observed", values);
}

export interface OfferLine {
  shop: Shop;
  shopName: string;
  url: string | null;
  /** Formatted price, or null: 'Price not available'. */
  price: string | null;
  checked: string | null;
}

/** One line per shop of the market, in the market's order, whether or not there is an offer. */
export function offerLines(shops: readonly Shop[], offers: OfferView[], language: Language, t: TFunction): OfferLine[] {
  return shops.map((shop) => {
    const offer = offers.find((candidate) => candidate.shop === shop);
    const price =
      offer && offer.price !== null && offer.currency !== null ? formatPrice(offer.price, offer.currency) : null;
    return {
      shop,
      shopName: t(`catalog:shops.${shop}`),
      url: offer?.url ?? null,
      price,
      checked: price !== null && offer?.checkedAt ? formatCheckedDate(offer.checkedAt, language) : null,
    };
  });
}

/** schema.org Product for search engines: facts only, no invented offers. */
export function productJsonLd(product: ProductDetailView, pageUrl: string, publicUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    brand: { "@type": "Brand", name: product.brand },
    image: new URL(product.image, publicUrl).toString(),
    description: product.description,
    url: pageUrl,
    ...(product.sizeMl !== null
      ? { size: { "@type": "QuantitativeValue", value: product.sizeMl, unitCode: "MLT" } }
      : {}),
  };
}
