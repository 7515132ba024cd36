import PackageSearch from "lucide-react/icons/package-search";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import type { FilterPanelData, SortPanelData } from "~/domain/catalog-views";
import type { Language } from "~/domain/language";
import { productTypeKey, productTypes } from "~/domain/product-types";
import { productTypePath } from "~/domain/product-url";
import { type ProductGridItem, ProductGrid } from "./product-grid";
import { PageShell } from "../layout/page-shell";
import { FilterPanel } from "./filter-panel";
import { ShowMore } from "./show-more";
import { SortControl } from "./sort-control";
import { PillLink } from "~/ui/kit/pill";

/** The empty state of a list: nothing in this market yet, with a way on. */
export function EmptyList(props: { language: Language }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="card-empty px-6 py-10 text-center">
      <PackageSearch aria-hidden="true" className="mx-auto text-ink-soft" size={32} />
      <h2 className="mt-3 text-lg font-semibold">{t("list.emptyTitle")}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-soft">{t("list.emptyText")}</p>
      <nav aria-label={t("list.browseTypes")} className="mt-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {productTypes.map((type) => (
            <li key={type}>
              <PillLink to={productTypePath(props.language, type)}>
                {t(`productTypes.${productTypeKey(type)}.title`)}
              </PillLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * A list page (product type, skin type, ingredient): heading, intro, filters, the order, the
 * products shown so far and 'Show More'.
 */
export function CatalogListPage(props: {
  language: Language;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Extra content under the description (the ingredient's functions). */
  intro?: ReactNode;
  items: ProductGridItem[];
  total: number;
  page: number;
  /** The list's filters; a list without them (none today) shows none. */
  filters?: FilterPanelData & { action: string; clear?: string };
  /** The list's order and its control; shown when the list has products. */
  sort?: SortPanelData;
}) {
  const { t } = useTranslation("catalog");
  return (
    <PageShell>
      <header className="max-w-3xl animate-[fade-in_0.5s_ease-out_both]">
        {props.eyebrow ? <p className="eyebrow">{props.eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{props.title}</h1>
        {props.description ? <p className="mt-3 text-base leading-relaxed text-ink-soft">{props.description}</p> : null}
        {props.intro}
        {props.total > 0 ? (
          <p className="mt-4 text-sm font-medium text-ink-soft">{t("list.count", { count: props.total })}</p>
        ) : null}
      </header>
      {props.filters ? (
        <div className="mt-6">
          <FilterPanel filters={props.filters} sortField={props.sort?.sortField} />
        </div>
      ) : null}
      {props.sort && props.items.length > 0 ? (
        <div className="mt-6">
          <SortControl sort={props.sort} />
        </div>
      ) : null}
      <section aria-label={t("list.productsHeading")} className="mt-6">
        {props.items.length > 0 ? (
          <>
            <ProductGrid items={props.items} language={props.language} />
            <ShowMore shown={props.items.length} total={props.total} page={props.page} />
          </>
        ) : props.filters && props.filters.active > 0 ? (
          <p className="card-empty px-6 py-10 text-center text-sm text-ink-soft">{t("filters.noMatch")}</p>
        ) : (
          <EmptyList language={props.language} />
        )}
      </section>
    </PageShell>
  );
}
