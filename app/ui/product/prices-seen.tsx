import { useTranslation } from "~/i18n/i18n-provider";
import type { PriceSeenLine } from "~/domain/catalog-views";

/**
 * "Prices seen" on the product page (docs/screens.md): every price a source reported, newest
 * first, with its shop, size, its own price per 10 ml (per sheet, per pad) and date; old ones
 * marked, other currencies converted with the rate; disputed ones marked, and said why none of
 * them is the product's price (docs/catalogue.md, "Disputed prices").
 * A list rather than a table, so that a row wraps on a 390 px phone instead of scrolling sideways.
 */
export function PricesSeen(props: { items: PriceSeenLine[] }) {
  const { t } = useTranslation("catalog");
  if (props.items.length === 0) {
    return <p className="card-empty px-4 py-3 text-sm text-ink-soft">{t("pricesSeen.empty")}</p>;
  }
  return (
    <>
      <p className="text-sm leading-relaxed text-ink-soft">{t("pricesSeen.intro")}</p>
      {props.items.some((item) => item.disputed) ? (
        <p className="mt-2 text-sm leading-relaxed text-ink">{t("pricesSeen.disputedNote")}</p>
      ) : null}
      <ul className="mt-3 divide-y divide-line overflow-hidden card">
        {props.items.map((item) => (
          <li key={item.key} className="px-4 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 font-semibold">{item.shopName}</span>
              <span className="shrink-0 font-semibold tabular-nums">{item.price}</span>
            </div>
            <div className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs text-ink-soft">
              <span className="flex flex-wrap items-baseline gap-x-1.5">
                {item.size ? (
                  <>
                    <span className="tabular-nums">{item.size}</span>
                    <span aria-hidden="true">·</span>
                  </>
                ) : null}
                {item.unitPrice ? (
                  <>
                    <span className="tabular-nums">{item.unitPrice}</span>
                    <span aria-hidden="true">·</span>
                  </>
                ) : null}
                <span>{t("pricesSeen.seen", { date: item.date })}</span>
                {item.old ? (
                  <span className="rounded-full bg-sand px-2 py-0.5 font-medium text-ink">{t("pricesSeen.old")}</span>
                ) : null}
                {item.disputed ? (
                  <span className="rounded-full border border-line px-2 py-0.5 font-medium text-ink">
                    {t("pricesSeen.disputed")}
                  </span>
                ) : null}
              </span>
              {item.converted ? <span className="ml-auto tabular-nums">{item.converted}</span> : null}
            </div>
            {item.elsewhere ? <p className="mt-0.5 text-xs font-medium text-ink">{item.elsewhere}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
