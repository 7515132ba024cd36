import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import type { ProductCardView } from "~/domain/catalog-views";
import type { Language } from "~/domain/language";
import { productPath } from "~/domain/product-url";
import { usePriceLine, useUnitPriceLine } from "./product-card";

interface SimilarItem {
  product: ProductCardView;
  sharedTop: number;
  topCount: number;
}

function SimilarProductRow(props: { item: SimilarItem; language: Language }) {
  const { t } = useTranslation("catalog");
  const { product, sharedTop, topCount } = props.item;
  const price = usePriceLine(product);
  const perUnit = useUnitPriceLine(product);
  return (
    <li className="px-4 py-3">
      <Link to={productPath(props.language, product)} className="inline-block font-semibold link">
        <span className="sr-only">{t("product.brandLabel")}: </span>
        {product.brand} · {product.name}
      </Link>
      <p className="mt-1 text-sm text-ink-soft">{t("similar.reason", { shared: sharedTop, top: topCount })}</p>
      <p className="mt-0.5 text-sm text-ink-soft tabular-nums">
        {price}
        {perUnit ? ` · ${perUnit}` : null}
      </p>
    </li>
  );
}

/** "Similar formulas" or "Cheaper alternatives" of the product page (docs/similar-formulas.md). */
export function SimilarProductList(props: {
  items: SimilarItem[];
  language: Language;
  empty: string;
  /** A line under the list (what could not be compared). */
  note?: string | null;
}) {
  const { t } = useTranslation("catalog");
  if (props.items.length === 0) return <p className="text-sm text-ink-soft">{props.empty}</p>;
  return (
    <>
      <p className="mb-2 text-xs leading-relaxed text-ink-soft">{t("similar.intro")}</p>
      <ul className="divide-y divide-line overflow-hidden card">
        {props.items.map((item) => (
          <SimilarProductRow key={item.product.id} item={item} language={props.language} />
        ))}
      </ul>
      {props.note ? <p className="mt-2 text-xs leading-relaxed text-ink-soft">{props.note}</p> : null}
    </>
  );
}
