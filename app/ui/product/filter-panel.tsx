import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useId } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, Link } from "react-router";
import type { FilterGroup, FilterPanelData } from "~/domain/catalog-views";

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-sand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

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
        <select
          id={selectId}
          name={group.name}
          defaultValue={chosen}
          className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 text-sm"
        >
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
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{group.legend}</legend>
      <div className="mt-1 grid grid-cols-1 sm:grid-cols-2">
        {group.kind === "radio" ? (
          <label className={optionClass}>
            <input
              type="radio"
              name={group.name}
              value=""
              defaultChecked={!group.options.some((option) => option.checked)}
              className="size-4 accent-accent"
            />
            {t("filters.any")}
          </label>
        ) : null}
        {group.options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type={group.kind}
              name={group.name}
              value={option.value}
              defaultChecked={option.checked}
              className="size-4 accent-accent"
            />
            <span>
              {option.label} <span className="text-ink-soft tabular-nums">({option.count})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A list's filters (docs/rules.md, "Filters"): a plain GET form, so a filtered list has its own
 * URL and works without JavaScript; each option says how many products it would list. Folded
 * away until opened, and open whenever a filter is chosen. The list's order is kept: the form
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
  const { groups, active, action } = props.filters;
  return (
    <details open={active > 0 || undefined} className="group rounded-2xl border border-line bg-white/70 sm:open:pb-1">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-accent">
        <SlidersHorizontal aria-hidden="true" size={18} />
        {active > 0 ? t("filters.activeTitle", { count: active }) : t("filters.title")}
      </summary>
      <Form method="get" action={action} className="grid gap-5 px-4 pt-1 pb-4 lg:grid-cols-2 lg:gap-x-10">
        {Object.entries(props.keep ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {groups.map((group) => (
          <OptionGroup key={group.name} group={group} />
        ))}
        {props.sortField ? <input type="hidden" name="sort" value={props.sortField} /> : null}
        <div className="flex flex-wrap items-center gap-4 lg:col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-sm font-semibold text-cream hover:bg-ink/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {t("filters.apply")}
          </button>
          {active > 0 ? (
            <Link
              to={props.filters.clear ?? action}
              className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent"
            >
              {t("filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
