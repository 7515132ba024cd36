import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Market } from "~/domain/markets";
import { type CatalogueSizeService, createCatalogueSize } from "~/server/catalog/catalogue-size.server";
import { replaceCatalogueVersion } from "~/server/db/catalogue-version.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";

/**
 * The landing page's figures (docs/screens.md, "Landing page"): the products of a market (an
 * offer from its primary shop) and the distinct ingredients of their lists, on the run's dialect.
 */
let database: TestDatabase;
let sizes: CatalogueSizeService;

const now = "2026-11-25T00:00:00.000Z";

async function addProduct(id: string, offers: { market: Market; shop: string }[], ingredients: (string | null)[]) {
  await database.db
    .insertInto("products")
    .values({
      id,
      name: `Product ${id}`,
      brand: "Brand",
      product_type: "toner",
      size_ml: 150,
      size_unit: "ml",
      pack_count: null,
      list_observed_on: null,
      list_source: null,
      description_en: "",
      description_id: "",
      usage_en: "",
      usage_id: "",
      base_price_gbp: null,
      images: "[]",
      rank: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (offers.length > 0) {
    await database.db
      .insertInto("offers")
      .values(
        offers.map((offer) => ({
          product_id: id,
          ...offer,
          url: `https://${offer.shop}.example/`,
          price: null,
          currency: null,
          checked_at: null,
        })),
      )
      .execute();
  }
  await database.db
    .insertInto("product_ingredients")
    .values(
      ingredients.map((ingredient, index) => ({
        product_id: id,
        position: index + 1,
        raw_name: ingredient ?? "Mystery Extract",
        ingredient_id: ingredient,
      })),
    )
    .execute();
  // What an import does when it changes the catalogue.
  await replaceCatalogueVersion(database.db);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto("ingredients")
    .values(
      ["water", "glycerin", "niacinamide", "retinol"].map((id) => ({
        id,
        name: id,
        inci_name: id.toUpperCase(),
        cas: null,
        ec: null,
        cosing_functions: "[]",
        functions: "[]",
        aspects: "[]",
        skin_types: "[]",
        kulit_functions: "[]",
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  sizes = createCatalogueSize(database.db);
});

afterAll(async () => {
  await database.destroy();
});

describe(`the catalogue's size per market (${testDialect()})`, () => {
  it("is nothing at all for an empty catalogue", async () => {
    expect(await sizes.inMarket("en")).toEqual({ products: 0, ingredients: 0 });
  });

  it("counts the market's products and their distinct ingredients, again after an import adds one", async () => {
    await addProduct(
      "both",
      [
        { market: "en", shop: "amazon" },
        { market: "id", shop: "shopee" },
      ],
      ["water", "glycerin", null],
    );
    await addProduct("uk-only", [{ market: "en", shop: "amazon" }], ["water", "niacinamide"]);
    // An offer from a shop that is not the market's primary one does not put a product in it.
    await addProduct("not-primary", [{ market: "id", shop: "lazada" }], ["retinol"]);
    expect(await sizes.inMarket("en")).toEqual({ products: 2, ingredients: 3 });
    expect(await sizes.inMarket("id")).toEqual({ products: 1, ingredients: 2 });

    await addProduct("new", [{ market: "id", shop: "shopee" }], ["retinol", "water"]);
    expect(await sizes.inMarket("id")).toEqual({ products: 2, ingredients: 3 });
  });
});
