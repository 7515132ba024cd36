import type { QualifiedTranslate } from "~/i18n/translate";
import type {
  IngredientListSourceView,
  OfferView,
  PriceObservationView,
  PriceSeenLine,
  ProductDetailView,
} from "~/domain/catalog-views";
import {
  isObservationShop,
  mayBeSalePrice,
  observationShopFacts,
  observationShopName,
  sellsToMarket,
  sourceName,
} from "~/domain/catalogue-sources";
import { formatExchangeRate, formatObservedPrice, formatPrice } from "~/domain/currency";
import { countryName, priceOrigin } from "~/domain/price-origin";
import type { CheaperStanding } from "~/server/catalog/similar-products.server";
import { formulaMayHaveChanged, isOldPrice } from "~/domain/fact-age";
import { intlLocaleOf, type Language } from "~/domain/language";
import { convertToMarketCurrency, isObservedCurrency, type MarketDefinition, type Shop } from "~/domain/markets";
import { formatSize, type SizeUnit, totalQuantity } from "~/domain/product-size";
import type { SoldInVersions } from "~/domain/product-versions";
import { dateTimeFormat, listFormat, numberFormat } from "~/domain/intl-formatters";
import { unitPrice, unitPriceMessage } from "~/domain/unit-price";

/** An amount in a source's own currency (`US$20.00`); falls back to the code for a currency we have no rate for. */
export function formatSourceAmount(amount: number, currency: string, language: Language): string {
  if (isObservedCurrency(currency)) return formatObservedPrice(amount, currency, language);
  try {
    return numberFormat(intlLocaleOf(language), { style: "currency", currency })
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
  return dateTimeFormat(intlLocaleOf(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * Where the shown price comes from (docs/rules.md, "A market's own price": never pretend a
 * reference price is a shop's live price), e.g. "≈ £16.80, from US$21.00 at Soko Glam (United
 * States), September 2022, at the fixed rate US$1 = £0.80."; for a price more than two years old,
 * that it is only "last seen"; without one, why: the market's shops' prices disagree too much to
 * name one (docs/catalogue.md, "Disputed prices"), the prices seen are other markets' or sizes',
 * or there is none.
 */
export function priceNote(
  product: Pick<ProductDetailView, "price" | "lastSeen" | "priceObservations" | "market">,
  language: Language,
  t: QualifiedTranslate,
): string {
  if (product.lastSeen) return t("catalog:priceNote.stale");
  const { price } = product;
  if (!price) {
    const seen = product.priceObservations;
    if (seen.some((observed) => observed.disputed && sellsToMarket(observed.shop, product.market)))
      return t("catalog:priceNote.disputed");
    // Prices seen but none of them the market's own: another market's shops, Korea's, or another size.
    return seen.length > 0 ? t("catalog:priceNote.seenElsewhere") : t("catalog:priceNote.none");
  }
  const origin = priceOrigin(price, language, "long");
  const values = {
    amount: formatPrice(price.amount, price.currency),
    sourceAmount: origin.sourceAmount,
    shop: origin.country === null ? origin.shop : `${origin.shop} (${origin.country})`,
    month: origin.month,
    rate: origin.rate ?? "",
  };
  const note =
    origin.rate !== null ? t("catalog:priceNote.converted", values) : t("catalog:priceNote.observed", values);
  return mayBeSalePrice(price.source) ? `${note} ${t("catalog:priceNote.mayBeSale")}` : note;
}

/**
 * What "Cheaper alternatives" says when it lists nothing (`empty`), and under its list (`note`):
 * why it cannot compare, or how many similar formulas it could not (docs/similar-formulas.md).
 */
export function cheaperNotes(standing: CheaperStanding, t: QualifiedTranslate): { empty: string; note: string | null } {
  switch (standing.kind) {
    case "noPrice":
      return { empty: t("catalog:cheaper.noPrice"), note: null };
    case "sizeUnknown":
      return { empty: t("catalog:cheaper.sizeUnknown"), note: null };
    case "compared":
      return standing.uncompared === 0
        ? { empty: t("catalog:cheaper.none"), note: null }
        : {
            empty: t("catalog:cheaper.noneCompared", { count: standing.uncompared }),
            note: t("catalog:cheaper.uncompared", { count: standing.uncompared }),
          };
  }
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
export function offerLines(
  shops: readonly Shop[],
  offers: OfferView[],
  language: Language,
  t: QualifiedTranslate,
): OfferLine[] {
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

/** UN/CEFACT common codes of a size's unit: millilitre, gram, and "one" for sheets and pads. */
const unitCodes: Record<SizeUnit, string> = { ml: "MLT", g: "GRM", sheet: "C62", pad: "C62" };

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
    ...(product.size !== null
      ? {
          size: {
            "@type": "QuantitativeValue",
            value: totalQuantity(product.size),
            unitCode: unitCodes[product.size.unit],
          },
        }
      : {}),
  };
}

/** An observation's own price per 10 ml, per sheet or per pad, for its own size; null without one. */
function observedUnitPrice(
  observation: PriceObservationView,
  language: Language,
  t: QualifiedTranslate,
): string | null {
  const per = unitPrice(observation, observation.size);
  if (per === null) return null;
  const message = unitPriceMessage(per.unit, formatObservedPrice(per.amount, per.currency, language));
  return t(`catalog:${message.key}`, message.values);
}

/**
 * "Prices seen": each observation (already newest first) with its shop, price, size and date,
 * converted into the market's currency when the shop charged in another, old ones marked, and
 * a shop that does not sell to the market said to be elsewhere: its price is never the product's
 * own there (docs/rules.md, "A market's own price"); a disputed one marked as such.
 */
export function pricesSeenLines(
  observations: readonly PriceObservationView[],
  market: Pick<MarketDefinition, "market" | "currency">,
  language: Language,
  t: QualifiedTranslate,
  today: string,
): PriceSeenLine[] {
  const { currency } = market;
  return observations.map((observation, index) => ({
    key: `${index}-${observation.source}-${observation.shop}`,
    shopName: observationShopName(observation.shop),
    price: formatObservedPrice(observation.amount, observation.currency, language),
    converted:
      observation.currency === currency
        ? null
        : t("catalog:pricesSeen.converted", {
            amount: formatPrice(convertToMarketCurrency(observation.amount, observation.currency, currency), currency),
            rate: formatExchangeRate(observation.currency, currency, language),
          }),
    elsewhere:
      sellsToMarket(observation.shop, market.market) || !isObservationShop(observation.shop)
        ? null
        : t("catalog:pricesSeen.elsewhere", {
            country: countryName(observationShopFacts(observation.shop).country, language),
          }),
    size: observation.size === null ? null : formatSize(observation.size),
    unitPrice: observedUnitPrice(observation, language, t),
    date: formatCheckedDate(observation.observedOn, language),
    old: isOldPrice(observation.observedOn, today),
    disputed: observation.disputed,
  }));
}

/** Both languages quote with “ ” (as the search page's titles do). */
const quoted = (text: string): string => `“${text}”`;

/**
 * What the list shown lacks: that the source's list was cut short, at which part of a name
 * ("The source's list looks cut short: it ends in part of a name, “Potassium Hyalur”, …"), or
 * may have lost its end, as a list made in water that names no preservative (`mayBeIncomplete`),
 * and the other entries the import left out as unreadable, named as the source writes them ("Left
 * out: “butyrospermum parkii” and “c12-15”. …"); null when it lacks nothing.
 */
export function ingredientsLeftOutNote(
  list: IngredientListSourceView | null,
  language: Language,
  t: QualifiedTranslate,
): string | null {
  if (list === null) return null;
  const others = list.leftOut.filter((entry) => entry !== list.cutShortAt);
  const notes = [
    list.cutShortAt !== null
      ? t("catalog:ingredientList.cutShort", { name: quoted(list.cutShortAt) })
      : list.mayBeIncomplete
        ? t("catalog:ingredientList.noPreservative")
        : null,
    others.length === 0
      ? null
      : t("catalog:ingredientList.leftOut", {
          count: others.length,
          names: listFormat(intlLocaleOf(language), { type: "conjunction" }).format(others.map(quoted)),
        }),
  ].filter((note) => note !== null);
  return notes.length === 0 ? null : notes.join(" ");
}

/** `2023-12-08` → `December 2023` / `Desember 2023`; kept as given when it is not a date. */
function monthOf(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(intlLocaleOf(language), { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/**
 * "Sold in versions: Rice and Green Tea (Sociolla, December 2023). The ingredients below are the
 * Rice version's.", or that the source does not say which version the list is; null for a product
 * no source sells in versions (docs/catalogue.md, "Products sold in versions").
 */
export function versionsNote(
  versions: SoldInVersions | null,
  language: Language,
  t: QualifiedTranslate,
): string | null {
  if (versions === null) return null;
  const soldIn = t("catalog:versions.soldIn", {
    names: listFormat(intlLocaleOf(language), { type: "conjunction" }).format(versions.names),
    source: sourceName(versions.source, language),
    month: monthOf(versions.observedOn, language),
  });
  const list =
    versions.listVersion === null
      ? t("catalog:versions.listUnknown")
      : t("catalog:versions.listIs", { version: versions.listVersion });
  return `${soldIn} ${list}`;
}

/**
 * "Ingredient list as of March 2023 (Sociolla)", and that the formula may have changed when the
 * list is more than five years old; null when the import did not record where the list came from.
 */
export function ingredientListNote(
  list: IngredientListSourceView | null,
  language: Language,
  t: QualifiedTranslate,
  today: string,
): string | null {
  if (list === null) return null;
  const month = monthOf(list.observedOn, language);
  const asOf = t("catalog:ingredientList.asOf", { month, source: sourceName(list.source, language) });
  return formulaMayHaveChanged(list.observedOn, today) ? `${asOf} ${t("catalog:ingredientList.mayHaveChanged")}` : asOf;
}
