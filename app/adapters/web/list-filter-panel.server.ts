import type { AppLoadContext } from "react-router";
import { formatPrice } from "~/domain/currency";
import { freeOfKeys } from "~/domain/ingredient-flags";
import type { Language } from "~/domain/language";
import { aspects } from "~/domain/aspects";
import {
  activeFilterCount,
  byBrandName,
  chosenValues,
  filterIngredients,
  listFilterFields,
  type ListFilterName,
  listFilterNames,
  type ListFilters,
  type PriceBand,
  priceBands,
  unitPriceBands,
} from "~/domain/list-filters";
import { type Currency, marketFor } from "~/domain/markets";
import { productTypeKey, productTypes } from "~/domain/product-types";
import { skinTypes } from "~/domain/skin-types";
import type { FilterChip, FilterGroup, FilterPanelData } from "~/domain/catalog-views";
import type { FilterCounts, ProductFilter } from "~/server/catalog/catalog-service.server";
import { translator } from "~/i18n/translate.server";

/** "Under £10", "£10–£20", "£40 and up". */
function bandLabel(band: PriceBand, currency: Currency, language: Language): string {
  const t = translator(language);
  const price = (amount: number) => formatPrice(amount, currency);
  if (band.min === null && band.max !== null) return t("catalog:filters.under", { price: price(band.max) });
  if (band.max === null && band.min !== null) return t("catalog:filters.andUp", { price: price(band.min) });
  return `${price(band.min ?? 0)}–${price(band.max ?? 0)}`;
}

/** One option of a filter: its URL value and its label. */
type Choice = readonly [value: string, label: string];

/**
 * The filter form of a list (docs/rules.md, "Filters"): every option with its label in the
 * visitor's language, its count and whether it is chosen. A filter the list itself fixes (the
 * type of a type list, the skin type of a skin-type list) is left out.
 */
export async function filterPanel(
  context: AppLoadContext,
  list: ProductFilter,
  language: Language,
  filters: ListFilters,
  /** Where the list goes without one chosen option (`ListLinks.withoutFilter`). */
  withoutFilter: (name: string, value: string) => string,
): Promise<FilterPanelData> {
  const t = translator(language);
  const { currency } = marketFor(language);
  const counts: FilterCounts = await context.services.catalog.filterCounts(list, language, filters);
  const names = await context.services.catalog.ingredientNames(filterIngredients);
  const bands = (bandsOfCurrency: readonly PriceBand[]): Choice[] =>
    bandsOfCurrency.map((band, index) => [String(index + 1), bandLabel(band, currency, language)]);
  const ingredients = (): Choice[] =>
    filterIngredients
      .filter((id) => list.kind !== "ingredient" || list.ingredientId !== id)
      .map((id) => [id, names.get(id) ?? id]);
  // Only the brands the list holds (and any chosen), A–Z: a brand of no product here is no choice.
  const brands = [...new Set([...Object.keys(counts.brands), ...filters.brands])].sort(byBrandName);
  const forms: { readonly [Name in ListFilterName]: FilterForm | null } = {
    productTypes:
      list.kind === "productType"
        ? null
        : {
            legend: t("catalog:filters.productType"),
            kind: "checkbox",
            choices: productTypes.map((type) => [type, t(`catalog:productTypes.${productTypeKey(type)}.title`)]),
          },
    skinTypes:
      list.kind === "skinType"
        ? null
        : {
            legend: t("catalog:filters.skinType"),
            kind: "checkbox",
            choices: skinTypes.map((skinType) => [skinType, t(`catalog:skinTypes.${skinType}.title`)]),
          },
    concerns: {
      legend: t("catalog:filters.concern"),
      kind: "checkbox",
      choices: aspects.map((aspect) => [aspect, t(`catalog:aspects.${aspect}.title`)]),
    },
    brands: {
      legend: t("catalog:filters.brand"),
      kind: "checkbox",
      searchable: true,
      choices: brands.map((brand) => [brand, brand]),
    },
    priceBand: { legend: t("catalog:filters.price"), kind: "radio", choices: bands(priceBands[currency]) },
    unitPriceBand: { legend: t("catalog:filters.unitPrice"), kind: "radio", choices: bands(unitPriceBands[currency]) },
    freeOf: {
      legend: t("catalog:filters.freeOf"),
      kind: "checkbox",
      choices: freeOfKeys.map((key) => [key, t(`catalog:flags.freeOf.${key}`)]),
    },
    withIngredient: { legend: t("catalog:filters.with"), kind: "select", choices: ingredients() },
    withoutIngredient: { legend: t("catalog:filters.without"), kind: "select", choices: ingredients() },
  };
  const groups = listFilterNames.flatMap((name): FilterGroup[] => {
    const form = forms[name];
    if (form === null) return [];
    const chosen = new Set(chosenValues(filters, name));
    const { choices, ...group } = form;
    return [
      {
        name: listFilterFields[name].param,
        ...group,
        options: choices.map(([value, label]) => ({
          value,
          label,
          count: counts[name][value] ?? 0,
          checked: chosen.has(value),
        })),
      },
    ];
  });
  return { groups, active: activeFilterCount(filters), chips: filterChips(groups, withoutFilter) };
}

/** A filter's group in the form, before its counts and choices are known. */
interface FilterForm extends Pick<FilterGroup, "legend" | "kind" | "searchable"> {
  choices: readonly Choice[];
}

/**
 * The chosen options as chips above the list, each naming its group unless its own label already
 * does ("Free of fragrance"), each a link to the list without it.
 */
function filterChips(
  groups: readonly FilterGroup[],
  withoutFilter: (name: string, value: string) => string,
): FilterChip[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => option.checked)
      .map((option) => ({
        label: group.name === "free" ? option.label : `${group.legend}: ${option.label}`,
        href: withoutFilter(group.name, option.value),
      })),
  );
}
