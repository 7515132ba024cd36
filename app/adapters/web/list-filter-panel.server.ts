import type { AppLoadContext } from "react-router";
import { formatPrice } from "~/domain/currency";
import { freeOfKeys } from "~/domain/ingredient-flags";
import type { Language } from "~/domain/language";
import { aspects } from "~/domain/aspects";
import {
  activeFilterCount,
  byBrandName,
  filterIngredients,
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

/**
 * The filter form of a list (docs/rules.md, "Filters"): every option with its label in the
 * visitor's language, its count and whether it is chosen. A dimension the list itself fixes
 * (the type of a type list, the skin type of a skin-type list) is left out.
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
  const bandGroup = (
    name: string,
    legend: string,
    bands: readonly PriceBand[],
    bandCounts: readonly number[],
    chosen: number | null,
  ): FilterGroup => ({
    name,
    legend,
    kind: "radio",
    options: bands.map((band, index) => ({
      value: String(index + 1),
      label: bandLabel(band, currency, language),
      count: bandCounts[index] ?? 0,
      checked: chosen === index + 1,
    })),
  });
  const groups: FilterGroup[] = [];
  if (list.kind !== "productType") {
    groups.push({
      name: "type",
      legend: t("catalog:filters.productType"),
      kind: "checkbox",
      options: productTypes.map((type) => ({
        value: type,
        label: t(`catalog:productTypes.${productTypeKey(type)}.title`),
        count: counts.productTypes[type] ?? 0,
        checked: filters.productTypes.includes(type),
      })),
    });
  }
  if (list.kind !== "skinType") {
    groups.push({
      name: "skin",
      legend: t("catalog:filters.skinType"),
      kind: "checkbox",
      options: skinTypes.map((skinType) => ({
        value: skinType,
        label: t(`catalog:skinTypes.${skinType}.title`),
        count: counts.skinTypes[skinType] ?? 0,
        checked: filters.skinTypes.includes(skinType),
      })),
    });
  }
  groups.push({
    name: "concern",
    legend: t("catalog:filters.concern"),
    kind: "checkbox",
    options: aspects.map((aspect) => ({
      value: aspect,
      label: t(`catalog:aspects.${aspect}.title`),
      count: counts.concerns[aspect] ?? 0,
      checked: filters.concerns.includes(aspect),
    })),
  });
  // Only the brands the list holds (and any chosen), A–Z: a brand of no product here is no choice.
  const brandNames = new Set([...Object.keys(counts.brands), ...filters.brands]);
  groups.push({
    name: "brand",
    legend: t("catalog:filters.brand"),
    kind: "checkbox",
    searchable: true,
    options: [...brandNames].sort(byBrandName).map((brand) => ({
      value: brand,
      label: brand,
      count: counts.brands[brand] ?? 0,
      checked: filters.brands.includes(brand),
    })),
  });
  groups.push(
    bandGroup("price", t("catalog:filters.price"), priceBands[currency], counts.priceBands, filters.priceBand),
    bandGroup(
      "per10",
      t("catalog:filters.unitPrice"),
      unitPriceBands[currency],
      counts.unitPriceBands,
      filters.unitPriceBand,
    ),
    {
      name: "free",
      legend: t("catalog:filters.freeOf"),
      kind: "checkbox",
      options: freeOfKeys.map((key) => ({
        value: key,
        label: t(`catalog:flags.freeOf.${key}`),
        count: counts.freeOf[key] ?? 0,
        checked: filters.freeOf.includes(key),
      })),
    },
  );
  const ingredientGroup = (name: "with" | "without", chosen: string | null, byId: Record<string, number>) => ({
    name,
    legend: t(`catalog:filters.${name}`),
    kind: "select" as const,
    options: filterIngredients
      .filter((id) => list.kind !== "ingredient" || list.ingredientId !== id)
      .map((id) => ({ value: id, label: names.get(id) ?? id, count: byId[id] ?? 0, checked: chosen === id })),
  });
  groups.push(
    ingredientGroup("with", filters.withIngredient, counts.withIngredient),
    ingredientGroup("without", filters.withoutIngredient, counts.withoutIngredient),
  );
  return { groups, active: activeFilterCount(filters), chips: filterChips(groups, withoutFilter) };
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
