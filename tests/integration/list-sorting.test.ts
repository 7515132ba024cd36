import { describe, expect, it } from "vitest";
import type { ProductCardView } from "~/domain/catalog-views";
import { noListFilters } from "~/domain/list-filters";
import type { ListSort } from "~/domain/list-sort";
import type { Market } from "~/domain/markets";
import { type MatchProfile, matchScore } from "~/domain/match-score";
import { isCountUnit } from "~/domain/product-size";
import { unitPrice } from "~/domain/unit-price";
import type { ListOptions, ProductFilter } from "~/server/catalog/catalog-service.server";
import { catalogueServicesForFile } from "./support/catalogue-services";
import { testDialect } from "./support/test-database";

/**
 * The lists' orders (docs/rules.md, "Sorting") on the run's dialect over the demo catalogue: the
 * prices and names of what a sorted list returns, unknown prices last, the list's filters kept,
 * pages that join up, and search results in a list's order.
 */
const services = catalogueServicesForFile();

const everything = { offset: 0, limit: 500 };
const toners: ProductFilter = { kind: "productType", productType: "toner" };
const profile: MatchProfile = {
  skinType: "dry",
  budget: 1,
  scores: { eyebags: 90, dryness: 10, redness: 55, wrinkles: 70, acne: 35, pores: 80 },
};

async function sorted(filter: ProductFilter, market: Market, options: ListOptions): Promise<ProductCardView[]> {
  const page = await services.catalog.listProducts(filter, market, everything, options);
  expect(page.items).toHaveLength(page.total);
  return page.items;
}

/** The amounts in list order, each known one at most the next, and every unknown one after them all. */
function expectLowToHighUnknownLast(amounts: (number | null)[]) {
  const firstUnknown = amounts.indexOf(null);
  const known = firstUnknown === -1 ? amounts : amounts.slice(0, firstUnknown);
  expect(amounts.slice(known.length).every((amount) => amount === null)).toBe(true);
  expect(known).toEqual([...known].sort((a, b) => (a ?? 0) - (b ?? 0)));
}

/** A–Z as the lists sort names: by code point, letters of the alphabet in either case alike. */
const nameKey = (name: string) => name.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

describe(`list sorting (${testDialect()})`, () => {
  it.each(["en", "id"] as const)("by price in %s: low to high, the products without a price last", async (market) => {
    const byPrice = await sorted(toners, market, { sort: "price" });
    const amounts = byPrice.map((product) => product.price?.amount ?? null);
    expect(amounts.filter((amount) => amount !== null).length).toBeGreaterThan(10);
    // The demo catalogue has unpriced toners, so "last" is tested.
    expect(amounts.at(-1)).toBeNull();
    expectLowToHighUnknownLast(amounts);
    expect(byPrice.map((product) => product.id).sort()).toEqual(
      (await sorted(toners, market, {})).map((product) => product.id).sort(),
    );
  });

  it("by price per 10 ml: low to high as the cards show it, those without one last", async () => {
    const byUnit = await sorted(toners, "id", { sort: "per10" });
    // A price per pad or per sheet is no price per 10 ml: toner pads come last in this order.
    const amounts = byUnit.map((product) =>
      product.size === null || isCountUnit(product.size.unit)
        ? null
        : (unitPrice(product.price, product.size)?.amount ?? null),
    );
    expect(amounts.filter((amount) => amount !== null).length).toBeGreaterThan(10);
    expectLowToHighUnknownLast(amounts);
  });

  it("by name: A–Z", async () => {
    const names = (await sorted(toners, "en", { sort: "name" })).map((product) => nameKey(product.name));
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort());
  });

  it("keeps the list's filters, and pages that join up", async () => {
    const filters = { ...noListFilters, skinTypes: ["oily" as const], freeOf: ["fragrance" as const] };
    const filter: ProductFilter = { kind: "ingredient", ingredientId: "niacinamide" };
    const all = await sorted(filter, "en", { sort: "price", filters });
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((product) => product.skinTypes.includes("oily"))).toBe(true);
    expect(all).toHaveLength((await services.catalog.listProducts(filter, "en", everything, { filters })).total);
    for (const sort of ["price", "per10", "name", "popularity"] satisfies ListSort[]) {
      const whole = (await sorted(filter, "en", { sort, filters })).slice(0, 20).map((product) => product.id);
      const first = await services.catalog.listProducts(filter, "en", { offset: 0, limit: 10 }, { sort, filters });
      const second = await services.catalog.listProducts(filter, "en", { offset: 10, limit: 10 }, { sort, filters });
      expect(
        [...first.items, ...second.items].map((product) => product.id),
        sort,
      ).toEqual(whole);
    }
  });

  it("sorts by match for a viewer by default, and in the order asked otherwise", async () => {
    const byMatch = (await sorted(toners, "en", { viewer: profile })).map((p) => matchScore(profile, p));
    expect(byMatch).toEqual([...byMatch].sort((a, b) => b - a));
    const byPrice = await sorted(toners, "en", { viewer: profile, sort: "price" });
    expectLowToHighUnknownLast(byPrice.map((product) => product.price?.amount ?? null));
    const byRank = await sorted(toners, "en", { viewer: profile, sort: "popularity" });
    expect(byRank.map((product) => product.id)).toEqual((await sorted(toners, "en", {})).map((product) => product.id));
  });

  it("sorts search results as a list, the filters kept", async () => {
    const filters = { ...noListFilters, skinTypes: ["dry" as const] };
    const relevance = await services.search.search("serum", "en", everything, null, filters);
    const byPrice = await services.search.search("serum", "en", everything, null, filters, "price");
    expect(byPrice.products.total).toBe(relevance.products.total);
    expect(byPrice.products.total).toBeGreaterThan(10);
    expect(byPrice.products.items.map((product) => product.id).sort()).toEqual(
      relevance.products.items.map((product) => product.id).sort(),
    );
    expect(byPrice.products.items.every((product) => product.skinTypes.includes("dry"))).toBe(true);
    expectLowToHighUnknownLast(byPrice.products.items.map((product) => product.price?.amount ?? null));
  });
});
