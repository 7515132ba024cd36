import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetFit } from "~/domain/budget";
import { noListFilters, priceBands } from "~/domain/list-filters";
import { budgetPriceGbp } from "~/domain/reference-price";
import { type CatalogService, createCatalogService, type ProductFilter } from "~/server/catalog/catalog-service.server";
import { catalogueDay } from "./support/catalogue-services";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";

/**
 * A market's own price (docs/rules.md, "A market's own price") on the run's dialect over the demo
 * catalogue, read on an injected day: only prices seen at the market's own shops are a product's
 * own, its budget band, and its place in price filters and sorts; one seen more than two years
 * before the day is only "last seen".
 */
let database: TestDatabase;
let onTheDay: CatalogService;
let earlier: CatalogService;

// Seen only at Indonesian shops (Sociolla): no price of its own on the English site.
const pricedInIndonesia = "cosrx-hydrium-centella-aqua-soothing-ampoule";
// Its newest price for the UK is Soko Glam's of September 2020: more than two years before the day.
const staleToner = "mamonde-pore-clean-toner";
const toners: ProductFilter = { kind: "productType", productType: "toner" };
const everything = { offset: 0, limit: 500 };

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  onTheDay = createCatalogService(database.db, { today: () => catalogueDay });
  earlier = createCatalogService(database.db, { today: () => "2021-06-01" });
});

afterAll(async () => {
  await database?.destroy();
});

describe(`a market's own price (${testDialect()})`, () => {
  it("never shows a price seen in Indonesia as a UK product's own, only under the prices seen", async () => {
    const en = await onTheDay.productDetail(pricedInIndonesia, "en");
    expect(en?.price).toBeNull();
    expect(en?.lastSeen).toBeNull();
    expect(en?.basePriceGbp).toBeNull();
    expect(en?.priceObservations.length).toBeGreaterThan(0);
    expect(en?.priceObservations.every((observation) => observation.market === "id")).toBe(true);
    const id = await onTheDay.productDetail(pricedInIndonesia, "id");
    expect(id?.price).toMatchObject({ currency: "IDR", converted: false, shop: "sociolla", country: "ID" });
    expect(await onTheDay.referencePrices([pricedInIndonesia])).toEqual(
      new Map([[pricedInIndonesia, [expect.objectContaining({ market: "id", current: true })]]]),
    );
  });

  it("makes a price seen more than two years before the day only 'last seen': no band, no price filter, last in a price sort", async () => {
    const card = await onTheDay.productDetail(staleToner, "en");
    expect(card?.price).toBeNull();
    expect(card?.lastSeen).toMatchObject({ shop: "soko-glam", country: "US", sourceCurrency: "USD", converted: true });
    expect(card?.basePriceGbp).toBeNull();
    expect(budgetFit(card?.basePriceGbp ?? null, 3)).toBe("unknown");
    const [api] = (await onTheDay.referencePrices([staleToner])).get(staleToner) ?? [];
    expect(api).toMatchObject({ market: "en", current: false });

    for (const [index] of priceBands.GBP.entries()) {
      const banded = await onTheDay.listProducts(toners, "en", everything, {
        filters: { ...noListFilters, priceBand: index + 1 },
      });
      expect(banded.items.map((item) => item.id)).not.toContain(staleToner);
    }
    const byPrice = await onTheDay.listProducts(toners, "en", everything, { sort: "price" });
    const position = byPrice.items.findIndex((item) => item.id === staleToner);
    expect(position).toBeGreaterThan(-1);
    expect(byPrice.items.slice(position).every((item) => item.price === null)).toBe(true);

    // The same stored price, read on a day within two years of it, is the product's own again.
    const then = await earlier.productDetail(staleToner, "en");
    expect(then?.price).toMatchObject({ source: "sokoglam-2020", amount: card?.lastSeen?.amount });
    expect(then?.basePriceGbp).toBe(card?.lastSeen?.amount);
  });

  it("gives every card the budget price of its own current price, and the price bands count exactly those", async () => {
    for (const market of ["en", "id"] as const) {
      const list = await onTheDay.listProducts(toners, market, everything);
      expect(list.total).toBeLessThanOrEqual(everything.limit);
      for (const card of list.items) {
        expect(card.basePriceGbp, card.id).toBe(budgetPriceGbp(card.price));
        if (card.price !== null) expect(card.price.currency).toBe(market === "en" ? "GBP" : "IDR");
      }
      const counts = await onTheDay.filterCounts(toners, market, noListFilters);
      const priced = list.items.filter((card) => card.price !== null).length;
      expect(Object.values(counts.priceBand).reduce((sum, count) => sum + count, 0)).toBe(priced);
    }
  });
});
