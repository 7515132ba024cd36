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
 * nested interactive elements). Its look is the `product-card` class in app.css, written once
 * because a page repeats the card dozens of times (docs/decisions/0024).
 */
export function ProductCard(props: {
  product: ProductCardView;
  language: Language;
  match: MatchState;
  /** Heading level of the product name within the page. */
  headingLevel?: 2 | 3;
  priority?: boolean;
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
    <article className="product-card">
      <ProductImage
        src={product.image}
        alt={t("card.imageAlt", { brand: product.brand, name: product.name })}
        priority={props.priority}
      />
      <div className="card-body">
        <p className="card-brand">{product.brand}</p>
        <Heading className="card-name">
          <Link to={productPath(language, product)} data-card-link="">
            {product.name}
          </Link>
        </Heading>
        <p className="card-price">{price}</p>
        {origin ? <p className="card-detail">{origin}</p> : null}
        {perUnit ? <p className="card-detail">{perUnit}</p> : null}
        {props.note}
        <div className="card-actions">
          <MatchLine match={props.match} language={language} variant="card" />
          <CompareToggle productId={product.id} productName={product.name} language={language} />
        </div>
      </div>
    </article>
  );
}
