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
