import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

it(`runs on the dialect of this run (${testDialect()})`, () => {
  expect(database.dialect).toBe(testDialect());
});

it("has applied every migration, and a second run applies none", async () => {
  const tables = (await database.db.introspection.getTables()).map((table) => table.name);
  expect(tables).toEqual(
    expect.arrayContaining(["products", "offers", "ingredients", "product_ingredients", "reference_prices"]),
  );
  expect(await migrateToLatest(database.db)).toEqual([]);
});

it("keeps money and sizes to the cent, however many digits (8-byte floats on both dialects)", async () => {
  const product = {
    id: "precision-probe",
    name: "Precision Probe",
    brand: "kulit",
    product_type: "toner",
    size_ml: 1234.56,
    description_en: "",
    description_id: "",
    usage_en: "",
    usage_id: "",
    base_price_gbp: 98765.43,
    images: "[]",
    rank: 1,
    created_at: "2026-11-24T00:00:00Z",
    updated_at: "2026-11-24T00:00:00Z",
  };
  await database.db.insertInto("products").values(product).execute();
  await database.db
    .insertInto("offers")
    .values({
      product_id: product.id,
      market: "id",
      shop: "shopee",
      url: "https://shopee.co.id/search?keyword=probe",
      price: 12_345_678.5,
      currency: "IDR",
      checked_at: "2026-11-24",
    })
    .execute();
  const stored = await database.db
    .selectFrom("products")
    .innerJoin("offers", "offers.product_id", "products.id")
    .select(["products.size_ml", "products.base_price_gbp", "offers.price"])
    .where("products.id", "=", product.id)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ size_ml: 1234.56, base_price_gbp: 98765.43, price: 12_345_678.5 });
});

it("refuses an offer for a product that does not exist", async () => {
  await expect(
    database.db
      .insertInto("offers")
      .values({
        product_id: "missing",
        market: "en",
        shop: "amazon",
        url: "https://example.com",
        price: null,
        currency: null,
        checked_at: null,
      })
      .execute(),
  ).rejects.toThrow(/foreign key/i);
});
