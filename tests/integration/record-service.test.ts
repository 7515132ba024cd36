import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductRecordFilter } from "~/domain/record-filter";
import { createRecordService, InvalidNextTokenError, type RecordService } from "~/server/api/record-service.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";

/**
 * What the record service (app/server/api/record-service.server.ts) does with SQL that a client
 * of the API cannot see, on the run's dialect over the demo catalogue imported from `data/`:
 * how many statements a page takes, values PostgreSQL text cannot hold, and tokens signed with
 * another secret. The records, every filter on every field, paging, nextToken and the
 * ingredient lookups are tested as a client sees them, over HTTP, in graphql-products.test.ts.
 * Every expectation here comes from the stored rows, never from the SQL under test.
 */
const secret = "record-service-test-secret";

let database: TestDatabase;
let records: RecordService;
/** Statements sent by `records`, counted by a Kysely plugin. */
let statements = 0;

const countStatements: KyselyPlugin = {
  transformQuery(args) {
    statements += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

async function page(filter: ProductRecordFilter | null, limit: number, nextToken: string | null = null) {
  return records.listProducts({ filter, limit, nextToken });
}

/** The ids of every product a filter matches, following nextToken at the largest page size. */
async function everyMatchingId(filter: ProductRecordFilter): Promise<string[]> {
  const found: string[] = [];
  let nextToken: string | null = null;
  do {
    const current = await page(filter, 1000, nextToken);
    found.push(...ids(current.items));
    nextToken = current.nextToken;
  } while (nextToken !== null);
  return found;
}

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  records = createRecordService(database.db.withPlugin(countStatements), { secret });
});

afterAll(async () => {
  await database?.destroy();
});

describe(`record service SQL (${testDialect()})`, () => {
  it("reads a page in a bounded number of statements, whatever its size", async () => {
    for (const limit of [1, 7, 100, 1000]) {
      statements = 0;
      await page({ skinType: { contains: "dry" }, or: [{ price: { ge: 1 } }, { amazon: { beginsWith: "h" } }] }, limit);
      expect(statements, `limit ${limit}`).toBeLessThanOrEqual(5);
    }
    const [third] = await database.db
      .selectFrom("products")
      .select("id")
      .orderBy("rank")
      .orderBy("id")
      .offset(3)
      .limit(1)
      .execute();
    statements = 0;
    expect(await records.getProduct(third?.id ?? "")).not.toBeNull();
    expect(statements).toBeLessThanOrEqual(5);
  });

  it("takes a NUL, which PostgreSQL text cannot hold, as a value no record has", async () => {
    const { db } = database;
    const products = await db.selectFrom("products").select(["id", "brand"]).orderBy("rank").orderBy("id").execute();
    const aspects = await db.selectFrom("product_aspects").selectAll().execute();
    const cases: [string, ProductRecordFilter, string[]][] = [
      [
        "string contains a NUL",
        { brand: { contains: "\u0000" } },
        ids(products.filter((p) => p.brand.includes("\u0000"))),
      ],
      [
        "string ne with a NUL",
        { brand: { ne: "COSRX\u0000" } },
        ids(products.filter((p) => p.brand !== "COSRX\u0000")),
      ],
      [
        "list notContains a NUL",
        { aspect: { notContains: "\u0000" } },
        ids(products.filter((p) => !aspects.some((a) => a.product_id === p.id && a.aspect === "\u0000"))),
      ],
    ];
    for (const [label, filter, expected] of cases) expect(await everyMatchingId(filter), label).toEqual(expected);
    expect(await records.getProduct("a\u0000b")).toBeNull();
    const byName = { sortDirection: "ASC" as const, filter: null, limit: 100, nextToken: null };
    expect(await records.ingredientsByIngredient({ ...byName, ingredient: "\u0000" })).toEqual({
      items: [],
      nextToken: null,
    });
    expect(
      await records.ingredientsByIngredient({ ...byName, ingredient: "Glycerin", filter: { cas: { eq: "\u0000" } } }),
    ).toEqual({ items: [], nextToken: null });
  });

  it("refuses a token signed with another secret", async () => {
    const filter: ProductRecordFilter = { productType: { eq: "mask" }, amazon: { attributeExists: true } };
    const first = await page(filter, 7);
    expect(first.nextToken).toEqual(expect.any(String));
    expect((await page(filter, 7, first.nextToken)).items.length).toBeGreaterThan(0);
    const other = createRecordService(database.db, { secret: "another-secret" });
    await expect(other.listProducts({ filter, limit: 7, nextToken: first.nextToken })).rejects.toBeInstanceOf(
      InvalidNextTokenError,
    );
  });
});
