import type { ReactNode } from "react";
import { useLanguage, useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import type { ProductCardView } from "~/domain/catalog-views";
import { formatPrice, formatPriceWithSize } from "~/domain/currency";
import type { Language } from "~/domain/language";
import { priceOrigin } from "~/domain/price-origin";
import { productPath } from "~/domain/product-url";
import { CompareToggle } from "../compare/compare-toggle";
import { MatchLine } from "./match-line";
import type { MatchState } from "~/domain/match-state";
import { unitPrice, unitPriceMessage } from "~/domain/unit-price";
import { ProductImage } from "./product-image";

/**
 * The price line of a card and of the product page: `£12.50 / 150 ml`, `≈ £16.80 / 150 ml` when
 * converted from a shop's dollars, "Last seen at Soko Glam: US$21.00, Sep 2022" for a price more
 * than two years old, or 'Price not known yet' (docs/rules.md, "A market's own price").
 */
export function usePriceLine(product: Pick<ProductCardView, "price" | "lastSeen" | "size">): string {
  const { t } = useTranslation("catalog");
  const language = useLanguage();
  if (product.price) {
    const line = formatPriceWithSize(product.price.amount, product.price.currency, product.size);
    return product.price.converted ? t("card.approximately", { price: line }) : line;
  }
  if (product.lastSeen) {
    const origin = priceOrigin(product.lastSeen, language, "short");
    return t("card.lastSeen", { shop: origin.shop, price: origin.sourceAmount, month: origin.month });
  }
  return t("card.priceUnknown");
}

/** Where a card's price was seen: "from US$21.00 at Soko Glam, Sep 2022"; null without a current price. */
export function usePriceOriginLine(product: Pick<ProductCardView, "price">): string | null {
  const { t } = useTranslation("catalog");
  const language = useLanguage();
  if (!product.price) return null;
  const origin = priceOrigin(product.price, language, "short");
  return product.price.converted
    ? t("card.convertedFrom", { amount: origin.sourceAmount, shop: origin.shop, month: origin.month })
    : t("card.seenAt", { shop: origin.shop, month: origin.month });
}

/**
 * `£0.83 per 10 ml`, `£2.50 per sheet`, `£0.25 per pad` from the reference price and the size
 * (docs/rules.md, "Price per 10 ml"); null unless both are known.
 */
export function useUnitPriceLine(product: Pick<ProductCardView, "price" | "size">): string | null {
  const { t } = useTranslation("catalog");
  const per = unitPrice(product.price, product.size);
  if (per === null) return null;
  const message = unitPriceMessage(per.unit, formatPrice(per.amount, per.currency));
  return t(message.key, message.values);
}

/**
 * A product card (docs/screens.md). The whole card is a link to the product page: the name's link
 * stretches over the card, and the match line's link and the compare button sit above it (no
 * nested interactive elements).
 */
export function ProductCard(props: {
  product: ProductCardView;
  language: Language;
  match: MatchState;
  /** Heading level of the product name within the page. */
  headingLevel?: 2 | 3;
  priority?: boolean;
  className?: string;
  /** A line under the price (a top pick's budget). */
  note?: ReactNode;
}) {
  const { t } = useTranslation("catalog");
  const { product, language } = props;
  const Heading = props.headingLevel === 3 ? "h3" : "h2";
  const price = usePriceLine(product);
  const origin = usePriceOriginLine(product);
  const perUnit = useUnitPriceLine(product);
  return (
    <article
      className={`group relative flex h-full gap-4 rounded-2xl border border-line bg-white/70 p-3 transition-shadow hover:shadow-[0_6px_24px_-12px_rgba(61,58,57,0.35)] has-[a[data-card-link]:focus-visible]:outline-2 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-accent sm:flex-col sm:gap-3 sm:p-4 ${props.className ?? ""}`}
    >
      <ProductImage
        src={product.image}
        alt={t("card.imageAlt", { brand: product.brand, name: product.name })}
        priority={props.priority}
        className="w-28 shrink-0 self-start rounded-xl sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-soft uppercase">{product.brand}</p>
        <Heading className="line-clamp-3 text-[0.95rem] leading-snug font-semibold text-ink">
          <Link
            to={productPath(language, product)}
            data-card-link=""
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="mt-0.5 text-sm font-semibold text-ink tabular-nums">{price}</p>
        {origin ? <p className="text-xs text-ink-soft">{origin}</p> : null}
        {perUnit ? <p className="text-xs text-ink-soft tabular-nums">{perUnit}</p> : null}
        {props.note}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1">
          <MatchLine match={props.match} language={language} variant="card" className="relative z-10" />
          <CompareToggle
            productId={product.id}
            productName={product.name}
            language={language}
            className="relative z-10"
          />
        </div>
      </div>
    </article>
  );
}
