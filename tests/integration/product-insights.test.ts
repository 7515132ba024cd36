import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitPrice } from "~/domain/unit-price";
import { type CatalogService, createCatalogService } from "~/server/catalog/catalog-service.server";
import { createSimilarProducts, type SimilarProductsService } from "~/server/catalog/similar-products.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";
import { catalogueDay } from "./support/catalogue-services";

/**
 * What the product page says about a formula, on the run's dialect over the demo catalogue:
 * the ingredient flags and "free of" badges read from its list (docs/ingredient-flags.md), and
 * "Similar formulas" and "Cheaper alternatives" (docs/similar-formulas.md).
 */
let database: TestDatabase;
let catalog: CatalogService;
let similar: SimilarProductsService;

const snailEssence = "cosrx-advanced-snail-96-mucin-power-essence";

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  catalog = createCatalogService(database.db, { today: () => catalogueDay });
  similar = createSimilarProducts(database.db, catalog);
});

afterAll(async () => {
  await database?.destroy();
});

describe(`product page: ingredient flags (${testDialect()})`, () => {
  it("says a fragrance-free list is free of fragrance, and names the fragrance of one that has it", async () => {
    const essence = await catalog.productDetail(snailEssence, "en");
    expect(essence?.flags.freeOf).toEqual(["fragrance", "essential-oils", "drying-alcohol", "fungal-acne"]);
    expect(essence?.flags.flags.map((flag) => flag.flag)).not.toContain("fragrance");

    const scented = await database.db
      .selectFrom("product_ingredients")
      .select("product_id")
      .where("ingredient_id", "=", "fragrance")
      .orderBy("product_id")
      .executeTakeFirstOrThrow();
    const product = await catalog.productDetail(scented.product_id, "id");
    // Named as the page lists it (CosIng's name for fragrance is Parfum).
    const shownName = product?.ingredients.find((ingredient) => ingredient.ingredientId === "fragrance")?.name;
    expect(shownName).toBeDefined();
    expect(product?.flags.flags.find((flag) => flag.flag === "fragrance")?.ingredients).toContain(shownName);
    expect(product?.flags.freeOf).not.toContain("fragrance");
  });
});

describe(`product page: similar formulas and cheaper alternatives (${testDialect()})`, () => {
  it("lists products of the same type that share the essence's first ingredients", async () => {
    const result = await similar.similarTo(snailEssence, "en");
    expect(result?.similar.length).toBeGreaterThan(0);
    expect(result?.similar.length).toBeLessThanOrEqual(4);
    for (const item of result?.similar ?? []) {
      expect(item.product.productType).toBe("essence");
      expect(item.product.id).not.toBe(snailEssence);
      expect(item.topCount).toBe(10);
    }
    expect(result?.similar[0]?.sharedTop).toBeGreaterThanOrEqual(5);
  });

  it("offers only alternatives that cost less per 10 ml in the market's currency", async () => {
    for (const market of ["en", "id"] as const) {
      const products = await catalog.listProducts({ kind: "productType", productType: "moisturizer" }, market, {
        offset: 0,
        limit: 500,
      });
      let offered = 0;
      for (const product of products.items) {
        const own = unitPrice(product.price, product.size);
        const result = await similar.similarTo(product.id, market);
        for (const item of result?.cheaper ?? []) {
          offered += 1;
          expect(own, product.id).not.toBeNull();
          expect(item.unitPrice.currency).toBe(own?.currency);
          expect(item.unitPrice.unit).toBe(own?.unit);
          expect(item.unitPrice.amount).toBeLessThan(own?.amount ?? 0);
          expect(item.product.productType).toBe("moisturizer");
        }
        if (own === null) expect(result?.cheaper).toEqual([]);
      }
      expect(offered, market).toBeGreaterThan(0);
    }
  });

  it("knows no similar products of an unknown product", async () => {
    expect(await similar.similarTo("no-such-product", "en")).toBeNull();
  });
});
