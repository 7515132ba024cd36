import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, Link } from "react-router";
import type { FilterChip, FilterGroup, FilterOption, FilterPanelData } from "~/domain/catalog-views";
import { searchWords } from "~/domain/search-text";
import { useHydrated } from "~/ui/use-client";
import { buttonVariants } from "~/ui/kit/button-variants";
import { pillVariants } from "~/ui/kit/pill-variants";

/**
 * Where applying or removing a filter leads within the page: the chips, the order and the first
 * results, rather than the top of the page with the panel (docs/rules.md, "Filters").
 */
const resultsAnchor = "results";

function OptionGroup(props: { group: FilterGroup }) {
  const { t } = useTranslation("catalog");
  const selectId = useId();
  const { group } = props;
  if (group.kind === "select") {
    const chosen = group.options.find((option) => option.checked)?.value ?? "";
    return (
      <div>
        <label htmlFor={selectId} className="text-sm font-semibold">
          {group.legend}
        </label>
        <select id={selectId} name={group.name} defaultValue={chosen} className="mt-1 block w-full field-compact">
          <option value="">{t("filters.any")}</option>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {t("filters.option", { label: option.label, count: option.count })}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return group.searchable ? <SearchableGroup group={group} /> : <OptionList group={group} />;
}

function CheckOption(props: { group: FilterGroup; option: FilterOption; hidden?: boolean }) {
  const { group, option } = props;
  return (
    <label className="filter-option" hidden={props.hidden}>
      <input type={group.kind} name={group.name} value={option.value} defaultChecked={option.checked} />
      {/* One text node and the count: no wrapper, no React text separators; a brand list has a
          hundred of these (docs/decisions/0024). */}
      {`${option.label} `}
      <span className="filter-count">{`(${option.count})`}</span>
    </label>
  );
}

/**
 * A long group (the brands) in a box of its own height, with a field that narrows it once the
 * page has hydrated; without JavaScript every option is there to scroll through. A chosen option
 * is never hidden, so the form always sends it.
 */
function SearchableGroup(props: { group: FilterGroup }) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const fieldId = useId();
  const [query, setQuery] = useState("");
  const { group } = props;
  const wanted = searchWords(query).join(" ");
  const shows = (option: FilterOption) => option.checked || searchWords(option.label).join(" ").includes(wanted);
  const shown = group.options.filter(shows).length;
  return (
    <fieldset className="lg:col-span-2">
      <legend className="text-sm font-semibold">{group.legend}</legend>
      {hydrated ? (
        <div className="mt-1">
          <label htmlFor={fieldId} className="sr-only">
            {t("filters.brandSearch")}
          </label>
          <input
            id={fieldId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("filters.brandSearch")}
            autoComplete="off"
            className="block w-full field-compact sm:max-w-xs"
          />
        </div>
      ) : null}
      <div className="mt-1 grid max-h-64 grid-cols-1 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
        {group.options.map((option) => (
          <CheckOption key={option.value} group={group} option={option} hidden={!shows(option)} />
        ))}
      </div>
      {shown === 0 ? (
        <p role="status" className="mt-1 px-2 text-sm text-ink-soft">
          {t("filters.brandNoMatch", { query })}
        </p>
      ) : null}
    </fieldset>
  );
}

function OptionList(props: { group: FilterGroup }) {
  const { t } = useTranslation("catalog");
  const { group } = props;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{group.legend}</legend>
      <div className="mt-1 grid grid-cols-1 sm:grid-cols-2">
        {group.kind === "radio" ? (
          <label className="filter-option">
            <input
              type="radio"
              name={group.name}
              value=""
              defaultChecked={!group.options.some((option) => option.checked)}
            />
            {t("filters.any")}
          </label>
        ) : null}
        {group.options.map((option) => (
          <CheckOption key={option.value} group={group} option={option} />
        ))}
      </div>
    </fieldset>
  );
}

/** The chosen filters above the list, each a link that removes it, then "Clear filters". */
function FilterChips(props: { chips: readonly FilterChip[]; clear: string }) {
  const { t } = useTranslation("catalog");
  if (props.chips.length === 0) return null;
  return (
    <ul aria-label={t("filters.chosen")} className="flex flex-wrap items-center gap-2">
      {props.chips.map((chip) => (
        <li key={chip.href}>
          <Link
            to={`${chip.href}#${resultsAnchor}`}
            aria-label={t("filters.remove", { filter: chip.label })}
            className={`${pillVariants({ white: true })} px-3`}
          >
            {chip.label}
            <X aria-hidden="true" size={14} />
          </Link>
        </li>
      ))}
      <li>
        <Link to={`${props.clear}#${resultsAnchor}`} className="link-tap px-2">
          {t("filters.clear")}
        </Link>
      </li>
    </ul>
  );
}

/**
 * A list's filters (docs/rules.md, "Filters"): a plain GET form, so a filtered list has its own
 * URL and works without JavaScript; each option says how many products it would list. Folded
 * away until opened, and folded again when applied: the chosen filters show as chips above the
 * list, and the page goes to them and the first results. The list's order is kept: the form
 * sends it after the filters, and "Clear filters" goes to the list in that order.
 */
export function FilterPanel(props: {
  /** `clear`: where "Clear filters" goes (the form's action when not given). */
  filters: FilterPanelData & { action: string; clear?: string };
  /** Fields the form sends as they are, before the filters: the search page's query. */
  keep?: Readonly<Record<string, string>>;
  /** The list's order (the `sort` field), sent after the filters; none for the default order. */
  sortField?: string | null;
}) {
  const { t } = useTranslation("catalog");
  const { groups, active, action, chips } = props.filters;
  const clear = props.filters.clear ?? action;
  const panel = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // The browser's own submission (before hydration) loads the page afresh, folded; this folds it
  // the same way when React Router sends it, and keeps the keyboard on the panel's toggle.
  function fold() {
    if (panel.current) panel.current.open = false;
    summary.current?.focus({ preventScroll: true });
  }
  return (
    <>
      <details ref={panel} className="group card sm:open:pb-1">
        <summary
          ref={summary}
          className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-accent"
        >
          <SlidersHorizontal aria-hidden="true" size={18} />
          {active > 0 ? t("filters.activeTitle", { count: active }) : t("filters.title")}
        </summary>
        <Form
          method="get"
          action={`${action}#${resultsAnchor}`}
          onSubmit={fold}
          className="grid gap-5 px-4 pt-1 pb-4 lg:grid-cols-2 lg:gap-x-10"
        >
          {Object.entries(props.keep ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {groups.map((group) => (
            <OptionGroup key={group.name} group={group} />
          ))}
          {props.sortField ? <input type="hidden" name="sort" value={props.sortField} /> : null}
          <div className="flex flex-wrap items-center gap-4 lg:col-span-2">
            <button type="submit" className={`${buttonVariants({ tone: "ink", size: "sm" })} text-sm`}>
              {t("filters.apply")}
            </button>
            {active > 0 ? (
              <Link to={`${clear}#${resultsAnchor}`} className="link-tap">
                {t("filters.clear")}
              </Link>
            ) : null}
          </div>
        </Form>
      </details>
      <div id={resultsAnchor} className="mt-4 empty:hidden">
        <FilterChips chips={chips} clear={clear} />
      </div>
    </>
  );
}
