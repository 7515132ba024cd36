import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { type ListFilters, noListFilters, priceBands, unitPriceBands } from "~/domain/list-filters";
import { unitPrice } from "~/domain/unit-price";
import { type CatalogService, createCatalogService, type ProductFilter } from "~/server/catalog/catalog-service.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";
import { catalogueDay } from "./support/catalogue-services";

/**
 * The lists' filters (docs/rules.md, "Filters") on the run's dialect over the demo catalogue:
 * what each filter keeps, checked against the products' own facts, and that every count beside
 * an option is the number of products choosing it lists.
 */
let database: TestDatabase;
let catalog: CatalogService;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  catalog = createCatalogService(database.db, { today: () => catalogueDay });
});

afterAll(async () => {
  await database?.destroy();
});

const everything = { offset: 0, limit: 500 };
const toners: ProductFilter = { kind: "productType", productType: "toner" };

async function list(filter: ProductFilter, market: "en" | "id", filters: ListFilters) {
  return catalog.listProducts(filter, market, everything, { filters });
}

describe(`list filters (${testDialect()})`, () => {
  it("keeps only what each filter asks for", async () => {
    const oily = await list(toners, "en", { ...noListFilters, skinTypes: ["oily"] });
    expect(oily.total).toBeGreaterThan(0);
    expect(oily.items.every((product) => product.skinTypes.includes("oily"))).toBe(true);

    const band = priceBands.GBP[1];
    const priced = await list(toners, "en", { ...noListFilters, priceBand: 2 });
    expect(priced.total).toBeGreaterThan(0);
    for (const product of priced.items) {
      expect(product.price?.amount ?? -1).toBeGreaterThanOrEqual(band?.min ?? 0);
      expect(product.price?.amount ?? Infinity).toBeLessThan(band?.max ?? Infinity);
    }

    const cheapPerTen = await list(toners, "id", { ...noListFilters, unitPriceBand: 1 });
    expect(cheapPerTen.total).toBeGreaterThan(0);
    for (const product of cheapPerTen.items) {
      expect(unitPrice(product.price, product.size)?.amount ?? Infinity).toBeLessThanOrEqual(
        unitPriceBands.IDR[0]?.max ?? 0,
      );
    }
  });

  it("keeps only the chosen brands and the products made for a chosen concern", async () => {
    const brands = ["COSRX", "Beauty of Joseon"];
    const ofBrands = await list(toners, "en", { ...noListFilters, brands });
    expect(new Set(ofBrands.items.map((product) => product.brand))).toEqual(new Set(brands));

    const forRedness = await list(toners, "id", { ...noListFilters, concerns: ["redness", "acne"] });
    const all = await list(toners, "id", noListFilters);
    expect(forRedness.total).toBeGreaterThan(0);
    expect(forRedness.total).toBeLessThan(all.total);
    for (const product of forRedness.items) {
      expect(
        product.aspects.some((aspect) => aspect === "redness" || aspect === "acne"),
        product.id,
      ).toBe(true);
    }

    const unknown = await list(toners, "en", { ...noListFilters, brands: ["No Such Brand"] });
    expect(unknown.total).toBe(0);
  });

  it("keeps only lists free of fragrance, with niacinamide and without alcohol, as the product page reads them", async () => {
    const filters = {
      ...noListFilters,
      freeOf: ["fragrance" as const],
      withIngredient: "niacinamide",
      withoutIngredient: "alcohol-denat",
    };
    const kept = await list(toners, "id", filters);
    expect(kept.total).toBeGreaterThan(0);
    for (const card of kept.items.slice(0, 25)) {
      const detail = await catalog.productDetail(card.id, "id");
      const ids = detail?.ingredients.map((ingredient) => ingredient.ingredientId) ?? [];
      expect(ids, card.id).toContain("niacinamide");
      expect(ids, card.id).not.toContain("alcohol-denat");
      const flags = ingredientFlags(
        (detail?.ingredients ?? []).map((ingredient, index) => ({ position: index + 1, inciName: ingredient.name })),
        "toner",
      );
      expect(flags.freeOf, card.id).toContain("fragrance");
    }
  });

  it("keeps only moisturisers free of fungal-acne triggers, as their pages say, and fewer than without the filter", async () => {
    const moisturisers: ProductFilter = { kind: "productType", productType: "moisturizer" };
    const all = await list(moisturisers, "en", noListFilters);
    const kept = await list(moisturisers, "en", { ...noListFilters, freeOf: ["fungal-acne"] });
    expect(kept.total).toBeGreaterThan(0);
    expect(kept.total).toBeLessThan(all.total);
    for (const card of kept.items.slice(0, 25)) {
      const detail = await catalog.productDetail(card.id, "en");
      expect(detail?.flags.freeOf, card.id).toContain("fungal-acne");
    }
  });

  it("claims nothing free of anything for a list that may have lost its end, on the page or in a free-of or without filter", async () => {
    // Etude House's Wonder Pore Deep Foaming Cleanser: made in water, no preservative, ends at
    // "Arnica Montana Flower" (docs/catalogue.md, "Lists that name no preservative").
    const id = "etude-house-wonder-pore-deep-foaming-cleanser";
    const detail = await catalog.productDetail(id, "en");
    expect(detail?.ingredientList?.mayBeIncomplete).toBe(true);
    expect(detail?.flags.flags.map((raised) => raised.flag)).not.toContain("fragrance");
    expect(detail?.flags.freeOf).toEqual([]);
    const cleansers: ProductFilter = { kind: "productType", productType: "water-based cleanser" };
    const all = await list(cleansers, "en", noListFilters);
    expect(all.items.map((card) => card.id)).toContain(id);
    const freeOfFragrance = await list(cleansers, "en", { ...noListFilters, freeOf: ["fragrance"] });
    expect(freeOfFragrance.total).toBeGreaterThan(0);
    expect(freeOfFragrance.items.map((card) => card.id)).not.toContain(id);
    // Its list as shown holds no niacinamide, but the end it may have lost could.
    const withoutNiacinamide = await list(cleansers, "en", { ...noListFilters, withoutIngredient: "niacinamide" });
    expect(withoutNiacinamide.total).toBeGreaterThan(0);
    expect(withoutNiacinamide.items.map((card) => card.id)).not.toContain(id);
  });

  it("counts beside each option what choosing it lists", async () => {
    const filters = { ...noListFilters, skinTypes: ["dry" as const], freeOf: ["essential-oils" as const] };
    const filter: ProductFilter = { kind: "ingredient", ingredientId: "niacinamide" };
    const counts = await catalog.filterCounts(filter, "en", filters);
    const total = async (changed: Partial<ListFilters>) => (await list(filter, "en", { ...filters, ...changed })).total;
    expect(counts.productTypes.toner).toBe(await total({ productTypes: ["toner"] }));
    expect(counts.skinTypes.oily).toBe(await total({ skinTypes: ["oily"] }));
    expect(counts.skinTypes.dry).toBe(await total({}));
    expect(counts.concerns.acne).toBe(await total({ concerns: ["acne"] }));
    expect(counts.brands.COSRX).toBe(await total({ brands: ["COSRX"] }));
    // Every brand the list holds is offered, each with what choosing it lists.
    expect(Object.values(counts.brands).reduce((sum, count) => sum + count, 0)).toBe(await total({}));
    expect(counts.priceBand["1"]).toBe(await total({ priceBand: 1 }));
    expect(counts.unitPriceBand["2"]).toBe(await total({ unitPriceBand: 2 }));
    expect(counts.freeOf.fragrance).toBe(await total({ freeOf: ["essential-oils", "fragrance"] }));
    expect(counts.withIngredient.panthenol).toBe(await total({ withIngredient: "panthenol" }));
    expect(counts.withoutIngredient.panthenol).toBe(await total({ withoutIngredient: "panthenol" }));
  });
});
