import ArrowDownUp from "lucide-react/icons/arrow-down-up";
import { useId } from "react";
import { useTranslation } from "~/i18n/i18n-provider";
import { Form, useNavigate } from "react-router";
import type { SortPanelData } from "~/domain/catalog-views";
import { putsUnpricedLast } from "~/domain/list-sort";
import { applyOnChange } from "~/ui/taps-before-hydration";
import { buttonVariants } from "~/ui/kit/button-variants";

/**
 * The order of a list (docs/rules.md, "Sorting"): a line saying which it is, and a plain GET form
 * with a select and a button, so it works without JavaScript; the form carries the query and the
 * filters before `sort`. With JavaScript a choice applies at once, to the link of that order
 * (which leaves the default order out of the URL).
 */
export function SortControl(props: { sort: SortPanelData }) {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const selectId = useId();
  const { sort } = props;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="text-sm">
        <p className="flex items-center gap-2 font-medium">
          <ArrowDownUp aria-hidden="true" size={16} className="shrink-0 text-accent" />
          {t(`sort.sortedBy.${sort.current}`)}
        </p>
        {putsUnpricedLast(sort.current) ? (
          <p className="mt-1 text-ink-soft">{t(`sort.unpricedLast.${sort.current}`)}</p>
        ) : null}
        {sort.current === "popularity" ? (
          <p className="mt-1 max-w-prose text-ink-soft">{t("sort.popularityBasis")}</p>
        ) : null}
      </div>
      <Form method="get" action={sort.action} className="flex flex-wrap items-center gap-2">
        {sort.keep.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={selectId} className="text-sm font-semibold">
          {t("sort.label")}
        </label>
        <select
          // A new order mounts a new select, so its shown choice follows the page's.
          key={sort.current}
          {...applyOnChange}
          id={selectId}
          name="sort"
          defaultValue={sort.current}
          onChange={(event) => {
            const chosen = sort.options.find((option) => option.value === event.currentTarget.value);
            if (chosen) void navigate(chosen.href, { preventScrollReset: true });
          }}
          className="field-compact"
        >
          {sort.options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`sort.options.${option.value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className={`${buttonVariants({ tone: "outline-ink", size: "sm" })} px-4 text-sm`}>
          {t("sort.apply")}
        </button>
      </Form>
    </div>
  );
}
