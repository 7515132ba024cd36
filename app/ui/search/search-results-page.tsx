import SearchX from "lucide-react/icons/search-x";
import { useTranslation } from "~/i18n/i18n-provider";
import { Link } from "react-router";
import type { FilterPanelData, SortPanelData } from "~/domain/catalog-views";
import type { Language } from "~/domain/language";
import { ingredientPath, productTypePath } from "~/domain/product-url";
import { productTypeKey, productTypes, type ProductType } from "~/domain/product-types";
import { checkPath } from "~/domain/site-paths";
import { PageShell } from "../layout/page-shell";
import { FilterPanel } from "../product/filter-panel";
import { type ProductGridItem, ProductGrid } from "../product/product-grid";
import { ShowMore } from "../product/show-more";
import { SortControl } from "../product/sort-control";
import { pillVariants } from "~/ui/kit/pill-variants";

const chipClass = pillVariants();

/** Links shown as chips: ingredients and product types the query names, or suggestions. */
function ChipLinks(props: { heading: string; links: { to: string; label: string }[] }) {
  if (props.links.length === 0) return null;
  return (
    <nav aria-label={props.heading} className="mt-5">
      <h2 className="text-sm font-semibold text-ink-soft">{props.heading}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {props.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={chipClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/{lang}/search?q=` (docs/search.md): what the query found, how it was read (spelling
 * corrected, understood as a type or concern, or only some of its words), the ingredients and
 * types it names, the lists' filters over what it found, the order (relevance or a list's), the
 * products with 'Show More', and a plain answer when nothing matches.
 */
export function SearchResultsPage(props: {
  language: Language;
  query: string;
  correctedQuery: string | null;
  reading: "words" | "meaning" | "some-words" | "none";
  items: ProductGridItem[];
  /** Products shown, the filters applied. */
  total: number;
  /** Products the query found, before the filters. */
  found: number;
  page: number;
  ingredients: { id: string; name: string }[];
  productTypes: { type: ProductType; title: string }[];
  /** The lists' filters over what the query found; none when it found nothing. */
  filters: (FilterPanelData & { action: string; clear?: string }) | null;
  sort: SortPanelData;
}) {
  const { t } = useTranslation("catalog");
  const typeLinks = props.productTypes.map(({ type, title }) => ({
    to: productTypePath(props.language, type),
    label: title,
  }));
  const ingredientLinks = props.ingredients.map((ingredient) => ({
    to: ingredientPath(props.language, ingredient.id),
    label: ingredient.name,
  }));
  const nothing = props.query !== "" && props.found === 0 && ingredientLinks.length === 0;
  return (
    <PageShell>
      <header className="max-w-3xl">
        <p className="eyebrow">{t("search.eyebrow")}</p>
        <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance break-words sm:text-4xl">
          {props.query === "" ? t("search.title") : t("search.resultsTitle", { query: props.query })}
        </h1>
        {props.query === "" ? <p className="mt-3 text-base text-ink-soft">{t("search.intro")}</p> : null}
        {props.correctedQuery !== null && props.found > 0 ? (
          <p className="mt-3 text-base text-ink-soft">{t("search.correctedNote", { query: props.correctedQuery })}</p>
        ) : null}
        {props.reading === "meaning" ? <p className="mt-3 text-sm text-ink-soft">{t("search.meaningNote")}</p> : null}
        {props.reading === "some-words" ? (
          <p className="mt-3 text-sm text-ink-soft">{t("search.someWordsNote")}</p>
        ) : null}
        {props.total > 0 ? (
          <p className="mt-4 text-sm font-medium text-ink-soft">{t("list.count", { count: props.total })}</p>
        ) : null}
        <ChipLinks heading={t("search.typesHeading")} links={typeLinks} />
        <ChipLinks heading={t("search.ingredientsHeading")} links={ingredientLinks} />
      </header>
      {props.filters ? (
        <div className="mt-6">
          <FilterPanel filters={props.filters} keep={{ q: props.query }} sortField={props.sort.sortField} />
        </div>
      ) : null}
      {props.items.length > 0 ? (
        <section aria-label={t("list.productsHeading")} className="mt-6">
          <div className="mb-6">
            <SortControl sort={props.sort} />
          </div>
          <ProductGrid items={props.items} language={props.language} />
          <ShowMore shown={props.items.length} total={props.total} page={props.page} />
        </section>
      ) : props.found > 0 ? (
        <p className="mt-6 card-empty px-6 py-10 text-center text-sm text-ink-soft sm:mt-8">{t("filters.noMatch")}</p>
      ) : null}
      {nothing || props.query === "" ? (
        <div className="mt-8 card-empty px-6 py-10 text-center">
          {nothing ? (
            <>
              <SearchX aria-hidden="true" className="mx-auto text-ink-soft" size={32} />
              <h2 className="mt-3 text-lg font-semibold break-words">
                {t("search.noResultsTitle", { query: props.query })}
              </h2>
              <p className="mx-auto mt-2 max-w-md text-sm text-ink-soft">{t("search.noResultsText")}</p>
              <p className="mt-4">
                <Link to={checkPath(props.language)} className="link-accent">
                  {t("check:emptySearch")}
                </Link>
              </p>
            </>
          ) : null}
          <ChipLinks
            heading={t("search.suggestionsHeading")}
            links={productTypes.map((type) => ({
              to: productTypePath(props.language, type),
              label: t(`productTypes.${productTypeKey(type)}.title`),
            }))}
          />
        </div>
      ) : null}
    </PageShell>
  );
}
