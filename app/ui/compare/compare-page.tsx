import CircleCheck from "lucide-react/icons/circle-check";
import Scale from "lucide-react/icons/scale";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, Link } from "react-router";
import type { ProductCardView } from "~/domain/catalog-views";
import type { IngredientFlags } from "~/domain/ingredient-flags";
import { intlLocaleOf, type Language } from "~/domain/language";
import type { MatchState } from "~/domain/match-state";
import { productPath } from "~/domain/product-url";
import { comparePath, homePath } from "~/domain/site-paths";
import { PageShell } from "../layout/page-shell";
import { MatchLine } from "../product/match-line";
import { usePriceLine, useUnitPriceLine } from "../product/product-card";
import { ProductImage } from "../product/product-image";
import { CompareToggle } from "./compare-toggle";
import { listFormat } from "~/domain/intl-formatters";
import { pillVariants } from "~/ui/kit/pill-variants";
import { ButtonLink } from "~/ui/kit/button";
import { Card } from "~/ui/kit/card";

export interface ComparedColumn {
  product: Pick<ProductCardView, "id" | "name" | "brand" | "image" | "price" | "lastSeen" | "size"> & {
    flags: IngredientFlags;
  };
  match: MatchState;
  size: string | null;
  keyActives: string[];
  onlyHere: string[];
}

const cellClass = "border-t border-line px-3 py-3 align-top text-sm";

function Row(props: { label: string; columns: ComparedColumn[]; cell: (column: ComparedColumn) => ReactNode }) {
  return (
    <tr>
      <th
        scope="row"
        className={`${cellClass} sticky left-0 z-10 bg-cream text-left text-xs font-semibold text-ink-soft`}
      >
        {props.label}
      </th>
      {props.columns.map((column) => (
        <td key={column.product.id} className={cellClass}>
          {props.cell(column)}
        </td>
      ))}
    </tr>
  );
}

function NotKnown() {
  const { t } = useTranslation("compare");
  return <span className="text-ink-soft">{t("notKnown")}</span>;
}

function PriceCell(props: { column: ComparedColumn }) {
  return <span className="font-semibold tabular-nums">{usePriceLine(props.column.product)}</span>;
}

function UnitPriceCell(props: { column: ComparedColumn }) {
  const line = useUnitPriceLine(props.column.product);
  return line === null ? <NotKnown /> : <span className="tabular-nums">{line}</span>;
}

function FlagsCell(props: { flags: IngredientFlags; language: Language }) {
  const { t } = useTranslation("catalog");
  const list = listFormat(intlLocaleOf(props.language), { type: "conjunction" });
  if (props.flags.flags.length === 0 && props.flags.freeOf.length === 0) return <NotKnown />;
  return (
    <ul className="space-y-1.5">
      {props.flags.flags.map(({ flag, ingredients }) => (
        <li key={flag} className="flex gap-1.5">
          <TriangleAlert aria-hidden="true" size={14} className="mt-0.5 shrink-0 text-accent" />
          <span>
            <span className="font-semibold">{t(`flags.flag.${flag}.title`)}</span>
            <span className="text-ink-soft">: {list.format(ingredients)}</span>
          </span>
        </li>
      ))}
      {props.flags.freeOf.map((key) => (
        <li key={key} className="flex gap-1.5 text-fresh">
          <CircleCheck aria-hidden="true" size={14} className="mt-0.5 shrink-0" />
          {t(`flags.freeOf.${key}`)}
        </li>
      ))}
    </ul>
  );
}

function NameList(props: { names: string[]; none: string }) {
  if (props.names.length === 0) return <span className="text-ink-soft">{props.none}</span>;
  return <span className="leading-relaxed">{props.names.join(", ")}</span>;
}

function EmptyCompare(props: { language: Language; max: number }) {
  const { t } = useTranslation("compare");
  return (
    <Card padding="xl" className="mt-8 max-w-xl">
      <Scale aria-hidden="true" size={28} className="text-accent" />
      <h2 className="mt-3 text-lg font-semibold">{t("empty.title")}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t("empty.text", { max: props.max })}</p>
      <ButtonLink to={homePath(props.language)} tone="ink" size="sm" className="mt-4 text-sm">
        {t("empty.browse")}
      </ButtonLink>
    </Card>
  );
}

/**
 * `/{lang}/compare` (docs/screens.md, "Compare"): two to four products side by side, one column
 * each; on a phone the table scrolls sideways under its sticky row labels. Every fact is the
 * product page's own (price and its note, the list's flags), so nothing here can disagree with it.
 */
export function ComparePage(props: {
  language: Language;
  columns: ComparedColumn[];
  shared: string[];
  missing: number;
  /** How many products may be compared (`maxCompared`, sent by the loader: the compare rules stay on the server). */
  max: number;
}) {
  const { t } = useTranslation("compare");
  const { columns, language } = props;
  return (
    <PageShell>
      <header className="max-w-3xl">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        {columns.length > 0 ? (
          <p className="mt-3 text-base text-ink-soft">{t("intro", { count: columns.length, max: props.max })}</p>
        ) : null}
        {props.missing > 0 ? (
          <p role="status" className="mt-3 text-sm text-ink-soft">
            {t("missing", { count: props.missing })}
          </p>
        ) : null}
        {columns.length === 1 ? <p className="mt-3 text-sm font-medium">{t("oneMore")}</p> : null}
      </header>

      {columns.length === 0 ? (
        <EmptyCompare language={language} max={props.max} />
      ) : (
        <>
          <div
            role="region"
            aria-labelledby="compare-caption"
            tabIndex={0}
            className="relative -mx-4 mt-6 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-accent sm:mx-0 sm:px-0"
          >
            <table className="w-full min-w-max border-separate border-spacing-0 sm:min-w-0 sm:table-fixed">
              <caption id="compare-caption" className="sr-only">
                {t("caption")}
              </caption>
              <thead>
                <tr>
                  <td className="sticky left-0 z-10 w-24 bg-cream sm:w-36" />
                  {columns.map(({ product }) => (
                    <th
                      key={product.id}
                      scope="col"
                      className="w-44 px-3 pb-3 text-left align-top font-normal sm:w-auto"
                    >
                      <ProductImage
                        src={product.image}
                        alt=""
                        size={120}
                        className="w-24 rounded-xl border border-line sm:w-28"
                      />
                      <p className="mt-2 text-xs font-medium tracking-wide text-ink-soft uppercase">{product.brand}</p>
                      <Link
                        to={productPath(language, product)}
                        className="mt-0.5 line-clamp-3 text-sm leading-snug font-semibold link"
                      >
                        {product.name}
                      </Link>
                      <CompareToggle
                        productId={product.id}
                        productName={product.name}
                        language={language}
                        className="mt-2"
                      />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row label={t("rows.price")} columns={columns} cell={(column) => <PriceCell column={column} />} />
                <Row
                  label={t("rows.unitPrice")}
                  columns={columns}
                  cell={(column) => <UnitPriceCell column={column} />}
                />
                <Row
                  label={t("rows.size")}
                  columns={columns}
                  cell={(column) => (column.size === null ? <NotKnown /> : column.size)}
                />
                <Row
                  label={t("rows.match")}
                  columns={columns}
                  cell={(column) => <MatchLine match={column.match} language={language} />}
                />
                <Row
                  label={t("rows.keyActives")}
                  columns={columns}
                  cell={(column) => <NameList names={column.keyActives} none={t("noKeyActives")} />}
                />
                <Row
                  label={t("rows.flags")}
                  columns={columns}
                  cell={(column) => <FlagsCell flags={column.product.flags} language={language} />}
                />
                {columns.length > 1 ? (
                  <Row
                    label={t("rows.onlyHere")}
                    columns={columns}
                    cell={(column) => <NameList names={column.onlyHere} none={t("nothingOwn")} />}
                  />
                ) : null}
              </tbody>
            </table>
          </div>

          {columns.length > 1 ? (
            <section aria-labelledby="compare-shared" className="mt-8 max-w-3xl">
              <h2 id="compare-shared" className="text-lg font-semibold">
                {t("shared.title", { count: props.shared.length })}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">
                {props.shared.length === 0 ? t("shared.none") : props.shared.join(", ")}
              </p>
            </section>
          ) : null}

          <p className="mt-6 text-xs leading-relaxed text-ink-soft">{t("note")}</p>
          <Form method="post" action={comparePath(language)} className="mt-4">
            <input type="hidden" name="intent" value="clear" />
            <button type="submit" className={`${pillVariants()} px-5 font-semibold`}>
              {t("clear")}
            </button>
          </Form>
        </>
      )}
    </PageShell>
  );
}
