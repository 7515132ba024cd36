import path from "node:path";
import { fileURLToPath } from "node:url";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngredientRecord, ProductRecord, RecordPage } from "~/domain/api-records";
import { type ProductType, productTypes } from "~/domain/product-types";
import {
  type IngredientRecordFilter,
  ingredientListFields,
  ingredientStringFields,
  type ProductRecordFilter,
  productListFields,
  productNumberFields,
  productStringFields,
} from "~/domain/record-filter";
import { type SkinType, skinTypes } from "~/domain/skin-types";
import { createRecordService, InvalidNextTokenError, type RecordService } from "~/server/api/record-service.server";
import { type CatalogService, createCatalogService } from "~/server/catalog/catalog-service.server";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import type { IngredientsTable } from "~/server/db/schema.server";
import { inMarket, screenList, wholeList } from "./support/screen-lists";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";

/**
 * The catalogue as API records (docs/api.md) on the run's dialect, over the demo catalogue
 * imported from the project's `data/`. Every expectation comes from the stored rows or from a
 * plain evaluation of the filter semantics of app/domain/record-filter.ts written here, never
 * from the SQL under test.
 *
 * So that markets, prices and numbers matter, some products lose their Shopee or Amazon offer,
 * some offers get a price (fractions and 7-digit rupiah amounts included), and a few products
 * get unusual names and sizes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const secret = "record-service-test-secret";

let database: TestDatabase;
let catalog: CatalogService;
let records: RecordService;
/** Every product after the changes of `beforeAll`, in (rank, id) order. */
let all: ProductRecord[];
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

/**
 * Every matching product, following nextToken, checking on the way that `limit` counts
 * matching items (a page with a token is full) and that the last page has no token.
 */
async function everyProduct(filter: ProductRecordFilter | null, limit: number): Promise<ProductRecord[]> {
  const items: ProductRecord[] = [];
  let nextToken: string | null = null;
  for (let pages = 0; pages < 500; pages += 1) {
    const current: RecordPage<ProductRecord> = await page(filter, limit, nextToken);
    if (current.nextToken === null) {
      if (pages > 0) expect(current.items.length).toBeGreaterThan(0);
      expect(current.items.length).toBeLessThanOrEqual(limit);
      return [...items, ...current.items];
    }
    expect(current.items).toHaveLength(limit);
    items.push(...current.items);
    nextToken = current.nextToken;
  }
  throw new Error("paging did not end after 500 pages");
}

// The filter semantics of app/domain/record-filter.ts, evaluated on records in plain TypeScript.

type FieldValue = string | number | null | readonly string[];

function operatorHolds(value: FieldValue, operator: string, operand: unknown): boolean {
  if (operator === "attributeExists")
    return (typeof value === "object" && value !== null ? value.length > 0 : value !== null) === operand;
  if (Array.isArray(value)) {
    if (operator === "contains") return value.includes(operand);
    if (operator === "notContains") return !value.includes(operand);
    throw new Error(`list operator ${operator}`);
  }
  if (value === null) return false;
  if (typeof value === "string" && typeof operand === "string") {
    if (operator === "eq") return value === operand;
    if (operator === "ne") return value !== operand;
    if (operator === "contains") return value.includes(operand);
    if (operator === "notContains") return !value.includes(operand);
    if (operator === "beginsWith") return value.startsWith(operand);
  }
  if (typeof value === "number") {
    if (operator === "between" && Array.isArray(operand)) return value >= operand[0] && value <= operand[1];
    if (typeof operand === "number") {
      if (operator === "eq") return value === operand;
      if (operator === "ne") return value !== operand;
      if (operator === "le") return value <= operand;
      if (operator === "lt") return value < operand;
      if (operator === "ge") return value >= operand;
      if (operator === "gt") return value > operand;
    }
  }
  throw new Error(`operator ${operator} on ${typeof value}`);
}

interface FilterShape {
  and?: FilterShape[];
  or?: FilterShape[];
  not?: FilterShape;
}

function matches(record: object, filter: FilterShape): boolean {
  const fields = new Map<string, unknown>(Object.entries(record));
  return Object.entries(filter).every(([key, condition]: [string, unknown]) => {
    if (key === "and") return (condition as FilterShape[]).every((member) => matches(record, member));
    if (key === "or") return (condition as FilterShape[]).some((member) => matches(record, member));
    if (key === "not") return !matches(record, condition as FilterShape);
    if (!fields.has(key)) throw new Error(`no field ${key}`);
    const value = fields.get(key) as FieldValue;
    return Object.entries(condition as object).every(([operator, operand]) => operatorHolds(value, operator, operand));
  });
}

/** A part of a text from its middle, so that `contains` is a real substring test. */
function middle(text: string): string {
  const start = Math.floor(text.length / 3);
  return text.slice(start, start + Math.max(3, Math.min(8, text.length - start)));
}

function productValue(record: ProductRecord, field: keyof ProductRecord): FieldValue {
  return record[field];
}

/** A record's value of a field, taken from a record in the middle of the list that has one. */
function sampleValue<R extends object>(items: readonly R[], value: (item: R) => FieldValue, nth = 0): FieldValue {
  const present = items.filter((item) => {
    const found = value(item);
    return Array.isArray(found) ? found.length > 0 : found !== null;
  });
  const found = present[Math.floor(present.length / 2) + nth];
  if (found === undefined) throw new Error("no record has a value for this field");
  return value(found);
}

type Case<F> = [label: string, filter: F, selective: boolean];

/** Every operator on every field of `kind`, with values taken from the records. */
function generatedProductCases(): Case<ProductRecordFilter>[] {
  const cases: Case<ProductRecordFilter>[] = [];
  for (const field of productStringFields) {
    const value = sampleValue(all, (record) => productValue(record, field));
    if (typeof value !== "string") throw new Error(field);
    cases.push(
      [`${field} eq`, { [field]: { eq: value } }, true],
      [`${field} ne`, { [field]: { ne: value } }, false],
      [`${field} contains`, { [field]: { contains: middle(value) } }, false],
      [`${field} notContains`, { [field]: { notContains: middle(value) } }, false],
      [`${field} beginsWith`, { [field]: { beginsWith: value.slice(0, 12) } }, false],
      [`${field} attributeExists true`, { [field]: { attributeExists: true } }, false],
      [`${field} attributeExists false`, { [field]: { attributeExists: false } }, false],
    );
  }
  for (const field of productNumberFields) {
    const value = sampleValue(all, (record) => productValue(record, field));
    if (typeof value !== "number") throw new Error(field);
    cases.push(
      [`${field} eq`, { [field]: { eq: value } }, true],
      [`${field} ne`, { [field]: { ne: value } }, true],
      [`${field} le`, { [field]: { le: value } }, true],
      [`${field} lt`, { [field]: { lt: value } }, false],
      [`${field} ge`, { [field]: { ge: value } }, true],
      [`${field} gt`, { [field]: { gt: value } }, false],
      [`${field} between`, { [field]: { between: [value * 0.9, value * 1.1] } }, true],
      [`${field} attributeExists true`, { [field]: { attributeExists: true } }, true],
      [`${field} attributeExists false`, { [field]: { attributeExists: false } }, true],
    );
  }
  for (const field of productListFields) {
    const value = sampleValue(all, (record) => productValue(record, field), 1);
    if (!Array.isArray(value)) throw new Error(field);
    const element = value[value.length - 1] ?? "";
    cases.push(
      [`${field} contains`, { [field]: { contains: element } }, true],
      [`${field} notContains`, { [field]: { notContains: element } }, true],
      [`${field} attributeExists true`, { [field]: { attributeExists: true } }, false],
      [`${field} attributeExists false`, { [field]: { attributeExists: false } }, false],
    );
  }
  return cases;
}

/** The edges of each kind of field, and and / or / not. */
const specialProductCases: Case<ProductRecordFilter>[] = [
  ["string eq is case-sensitive", { brand: { eq: "cosrx" } }, false],
  ["string contains is case-sensitive", { product: { contains: "snail" } }, false],
  ["string contains '%' literally", { product: { contains: "%" } }, true],
  ["string contains '_' literally", { product: { contains: "_" } }, true],
  ["string beginsWith '%'", { product: { beginsWith: "%" } }, true],
  ["string beginsWith is case-sensitive", { brand: { beginsWith: "cos" } }, false],
  ["string contains a quote", { product: { contains: "'" } }, true],
  ["string contains the empty string", { product: { contains: "" } }, false],
  ["string beginsWith the empty string", { amazon: { beginsWith: "" } }, true],
  ["string ne the empty string", { shoppee: { ne: "" } }, true],
  ["string contains a NUL", { brand: { contains: "\u0000" } }, false],
  ["string ne with a NUL", { brand: { ne: "COSRX\u0000" } }, false],
  ["link notContains skips missing links", { amazon: { notContains: "Snail" } }, true],
  ["link beginsWith", { shoppee: { beginsWith: "https://shopee.co.id/" } }, true],
  ["not of a link comparison keeps missing links", { not: { amazon: { contains: "Snail" } } }, true],
  ["two operators in one condition", { brand: { beginsWith: "K", ne: "Klairs" } }, true],
  ["number with a fraction", { size: { gt: 29.5, lt: 29.7 } }, true],
  ["number eq a fraction", { size: { eq: 29.6 } }, true],
  ["price eq a fraction", { price: { eq: 9.99 } }, true],
  ["price_id eq seven digits", { price_id: { eq: 1_234_567 } }, true],
  ["price beyond single precision", { price: { lt: 1e300 } }, true],
  ["price below single precision", { price: { gt: 1e-300 } }, true],
  ["not of a number comparison keeps nulls", { not: { size: { gt: 100 } } }, true],
  ["number between one value", { size: { between: [100, 100] } }, true],
  ["list contains is case-sensitive", { skinType: { contains: "Dry" } }, false],
  ["list contains tests whole elements", { skinType: { contains: "dr" } }, false],
  ["ingredients contains is not a substring test", { ingredients: { contains: "Niacin" } }, false],
  ["list contains and notContains", { skinType: { contains: "dry", notContains: "oily" } }, true],
  ["list notContains a NUL", { aspect: { notContains: "\u0000" } }, false],
  ["and", { and: [{ productType: { eq: "toner" } }, { skinType: { contains: "dry" } }] }, true],
  ["or", { or: [{ brand: { eq: "COSRX" } }, { brand: { eq: "Laneige" } }] }, true],
  ["not", { not: { productType: { eq: "mask" } } }, true],
  ["not not", { not: { not: { brand: { eq: "Klairs" } } } }, true],
  ["empty and holds", { and: [] }, false],
  ["empty or never holds", { or: [] }, false],
  ["not of empty or", { not: { or: [] } }, false],
  ["and with fields beside it", { brand: { eq: "COSRX" }, and: [{ size: { attributeExists: true } }] }, true],
  [
    "or of and and not",
    {
      or: [
        { and: [{ brand: { eq: "COSRX" } }, { not: { productType: { eq: "toner" } } }] },
        { size: { between: [10, 20] } },
      ],
    },
    true,
  ],
  ["not of or", { not: { or: [{ skinType: { contains: "oily" } }, { skinType: { contains: "dry" } }] } }, true],
  [
    "five levels of nesting",
    {
      and: [
        {
          or: [
            {
              and: [
                { not: { or: [{ productType: { eq: "mask" } }, { price: { attributeExists: true } }] } },
                { aspect: { contains: "redness" } },
              ],
            },
            { brand: { eq: "Klairs" } },
          ],
        },
        { amazon: { attributeExists: true } },
      ],
    },
    true,
  ],
  [
    "the language filter with a list filter",
    { skinType: { contains: "oily" }, shoppee: { attributeExists: true }, price_id: { attributeExists: false } },
    true,
  ],
];

function expectSelective(label: string, expected: readonly unknown[], total: number) {
  expect(expected.length, `${label} matches something`).toBeGreaterThan(0);
  expect(expected.length, `${label} does not match everything`).toBeLessThan(total);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await importCatalogue(database.db, { dataDir: path.join(root, "data"), now: new Date("2025-06-01T12:00:00Z") });
  const { db } = database;
  catalog = createCatalogService(db);
  records = createRecordService(db.withPlugin(countStatements), { secret });

  const inRank = (await db.selectFrom("products").select("id").orderBy("rank").orderBy("id").execute()).map(
    (row) => row.id,
  );
  const at = (index: number) => inRank[index] ?? "";
  const notInId = inRank.filter((_, index) => index % 5 === 1);
  const notInEn = inRank.filter((_, index) => index % 7 === 3);
  await db.deleteFrom("offers").where("shop", "=", "shopee").where("product_id", "in", notInId).execute();
  await db.deleteFrom("offers").where("shop", "=", "amazon").where("product_id", "in", notInEn).execute();
  const prices: [number, string, number][] = [
    ...[0, 2, 4, 6, 8, 12, 14, 16].map((index): [number, string, number] => [index, "amazon", 9.5 + index]),
    [11, "amazon", 9.99],
    [19, "amazon", 9.99],
    ...[0, 5, 9, 13].map((index): [number, string, number] => [index, "shopee", 150_000 + 1000 * index]),
    [20, "shopee", 1_234_567],
    [20, "tokopedia", 230_000],
    [21, "lazada", 250_500],
    [22, "yesstyle", 18.25],
    [23, "stylevana", 16.3],
    [24, "stylevana", 16],
    [25, "lazada", 99_000],
    [26, "tokopedia", 1_500_000],
    [27, "yesstyle", 7.5],
  ];
  for (const [index, shop, price] of prices) {
    await db
      .updateTable("offers")
      .set({ price, currency: ["shopee", "tokopedia", "lazada"].includes(shop) ? "IDR" : "GBP" })
      .where("product_id", "=", at(index))
      .where("shop", "=", shop)
      .execute();
  }
  await db
    .updateTable("products")
    .set({ created_at: "2025-07-01T08:00:00.000Z", updated_at: "2025-07-02T09:30:00.000Z" })
    .where("id", "in", inRank.slice(170, 180))
    .execute();
  await db
    .updateTable("products")
    .set({ size_ml: 29.6 })
    .where("id", "in", [at(30), at(31)])
    .execute();
  await db.updateTable("products").set({ name: "Toner 100% Pure_Water I'm Fine" }).where("id", "=", at(40)).execute();
  await db.updateTable("products").set({ name: "%Off Essence" }).where("id", "=", at(41)).execute();
  all = await everyProduct(null, 1000);
});

afterAll(async () => {
  await database?.destroy();
});

describe(`product records (${testDialect()})`, () => {
  it("lists every product once, by rank then id", async () => {
    const rows = await database.db.selectFrom("products").select("id").orderBy("rank").orderBy("id").execute();
    expect(ids(all)).toEqual(rows.map((row) => row.id));
    expect(ids(await everyProduct(null, 50))).toEqual(ids(all));
  });

  it("serves each product's fields from storage", async () => {
    const { db } = database;
    const [products, skinTypeRows, aspectRows, ingredientRows, offers] = await Promise.all([
      db.selectFrom("products").selectAll().execute(),
      db.selectFrom("product_skin_types").selectAll().execute(),
      db.selectFrom("product_aspects").selectAll().execute(),
      db
        .selectFrom("product_ingredients as pi")
        .innerJoin("ingredients as i", "i.id", "pi.ingredient_id")
        .select(["pi.product_id", "pi.position", "i.id", "i.name"])
        .orderBy("pi.product_id")
        .orderBy("pi.position")
        .execute(),
      db.selectFrom("offers").selectAll().execute(),
    ]);
    const rowsOf = <T extends { product_id: string }>(rows: T[], id: string) =>
      rows.filter((row) => row.product_id === id);
    expect(all).toHaveLength(products.length);
    for (const row of products) {
      const offer = (shop: string) => offers.find((o) => o.product_id === row.id && o.shop === shop) ?? null;
      expect(
        all.find((product) => product.id === row.id),
        row.id,
      ).toEqual({
        id: row.id,
        product: row.name,
        productType: row.product_type,
        brand: row.brand,
        size: row.size_ml,
        description: row.description_en,
        description_id: row.description_id,
        usage: row.usage_en,
        usage_id: row.usage_id,
        price: offer("amazon")?.price ?? null,
        price_id: offer("shopee")?.price ?? null,
        price_lazada: offer("lazada")?.price ?? null,
        price_tokopedia: offer("tokopedia")?.price ?? null,
        price_yesstyle: offer("yesstyle")?.price ?? null,
        price_stylevana: offer("stylevana")?.price ?? null,
        skinType: rowsOf(skinTypeRows, row.id)
          .map((r) => r.skin_type)
          .sort(),
        aspect: rowsOf(aspectRows, row.id)
          .map((r) => r.aspect)
          .sort(),
        ingredients: rowsOf(ingredientRows, row.id).map((r) => r.name),
        ingredient_clean: rowsOf(ingredientRows, row.id).map((r) => r.id),
        images: JSON.parse(row.images) as string[],
        amazon: offer("amazon")?.url ?? null,
        shoppee: offer("shopee")?.url ?? null,
        lazada: offer("lazada")?.url ?? null,
        tokopedia: offer("tokopedia")?.url ?? null,
        yesstyle: offer("yesstyle")?.url ?? null,
        stylevana: offer("stylevana")?.url ?? null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      });
    }
  });

  it("serves the offers' own prices, exactly as set, and null elsewhere", () => {
    const priced = all.flatMap((product) =>
      (["price", "price_id", "price_lazada", "price_tokopedia", "price_yesstyle", "price_stylevana"] as const)
        .map((field) => product[field])
        .filter((price) => price !== null),
    );
    expect(priced.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      [
        9.5, 11.5, 13.5, 15.5, 17.5, 21.5, 23.5, 25.5, 9.99, 9.99, 150_000, 155_000, 159_000, 163_000, 1_234_567,
        230_000, 250_500, 18.25, 16.3, 16, 99_000, 1_500_000, 7.5,
      ].sort((a, b) => a - b),
    );
  });

  it("getProduct returns the record the list has, and null for an unknown id", async () => {
    for (const product of all.filter((_, index) => index % 29 === 0)) {
      expect(await records.getProduct(product.id)).toEqual(product);
    }
    for (const id of ["no-such-product", "", "%", "' or 1=1 --", all[0]?.id.toUpperCase() ?? "", "a\u0000b"]) {
      expect(await records.getProduct(id), id).toBeNull();
    }
  });

  it("reads a page in a bounded number of statements, whatever its size", async () => {
    for (const limit of [1, 7, 100, 1000]) {
      statements = 0;
      await page({ skinType: { contains: "dry" }, or: [{ price: { ge: 1 } }, { amazon: { beginsWith: "h" } }] }, limit);
      expect(statements, `limit ${limit}`).toBeLessThanOrEqual(5);
    }
    statements = 0;
    await records.getProduct(all[3]?.id ?? "");
    expect(statements).toBeLessThanOrEqual(5);
  });

  it("takes limits up to 1000, and counts matching items", async () => {
    const whole = await page(null, 1000);
    expect(ids(whole.items)).toEqual(ids(all));
    expect(whole.nextToken).toBeNull();
    const cosrx = all.filter((product) => product.brand === "COSRX");
    expect(cosrx.length).toBeGreaterThan(5);
    const first = await page({ brand: { eq: "COSRX" } }, 5);
    expect(ids(first.items)).toEqual(ids(cosrx.slice(0, 5)));
    const rest = await page({ brand: { eq: "COSRX" } }, 1000, first.nextToken);
    expect(ids(rest.items)).toEqual(ids(cosrx.slice(5)));
    expect(rest.nextToken).toBeNull();
    const exact = await page({ brand: { eq: "COSRX" } }, cosrx.length);
    expect(exact.nextToken).toBeNull();
  });
});

describe(`product filters (${testDialect()})`, () => {
  it("pass the data checks the cases rely on", () => {
    expect(all.some((product) => product.size === null)).toBe(true);
    expect(all.some((product) => product.aspect.length === 0)).toBe(true);
    expect(all.some((product) => product.amazon === null)).toBe(true);
  });

  it("apply every operator to every field", async () => {
    const cases = generatedProductCases();
    expect(cases.length).toBeGreaterThan(150);
    for (const [label, filter, selective] of cases) {
      const expected = ids(all.filter((product) => matches(product, filter)));
      if (selective) expectSelective(label, expected, all.length);
      expect(ids((await page(filter, 1000)).items), label).toEqual(expected);
    }
  });

  it.each(specialProductCases)("%s", async (label, filter, selective) => {
    const expected = ids(all.filter((product) => matches(product, filter)));
    if (selective) expectSelective(label, expected, all.length);
    expect(ids((await page(filter, 1000)).items)).toEqual(expected);
  });

  it("page through filters with limit 7, each item exactly once", async () => {
    const cases = [...generatedProductCases(), ...specialProductCases].filter((_, index) => index % 6 === 0);
    for (const [label, filter] of cases) {
      const paged = ids(await everyProduct(filter, 7));
      expect(new Set(paged).size, label).toBe(paged.length);
      expect(paged, label).toEqual(ids(all.filter((product) => matches(product, filter))));
    }
  });
});

describe(`product records equal the screens' lists (${testDialect()})`, () => {
  const types: ProductType[] = ["toner", "mask", "spf", "water-based cleanser", "eye-cream"];
  it.each(types.flatMap((type) => (["en", "id"] as const).map((market) => [type, market] as const)))(
    "product type %s in %s, paged by 7",
    async (type, market) => {
      expect(productTypes).toContain(type);
      const expected = await screenList(catalog.listByProductType(type, market, wholeList));
      expect(ids(await everyProduct({ productType: { eq: type }, ...inMarket(market) }, 7))).toEqual(expected);
    },
  );

  it.each(skinTypes.map((skinType): [SkinType] => [skinType]))("skin type %s in en, paged by 7", async (skinType) => {
    const expected = await screenList(catalog.listBySkinType(skinType, "en", wholeList));
    const filter: ProductRecordFilter = { skinType: { contains: skinType }, amazon: { attributeExists: true } };
    expect(ids(await everyProduct(filter, 7))).toEqual(expected);
  });

  it.each(["en", "id"] as const)("ingredient Niacinamide in %s, paged by 7", async (market) => {
    const expected = await screenList(catalog.listByIngredient("niacinamide", market, wholeList));
    const filter: ProductRecordFilter = { ingredients: { contains: "Niacinamide" }, ...inMarket(market) };
    expect(ids(await everyProduct(filter, 7))).toEqual(expected);
    const byId: ProductRecordFilter = { ingredient_clean: { contains: "niacinamide" }, ...inMarket(market) };
    expect(ids(await everyProduct(byId, 7))).toEqual(expected);
  });
});

describe(`nextToken (${testDialect()})`, () => {
  const filter: ProductRecordFilter = { productType: { eq: "mask" }, amazon: { attributeExists: true } };

  async function firstToken(): Promise<string> {
    const first = await page(filter, 7);
    expect(first.nextToken).toEqual(expect.any(String));
    return first.nextToken ?? "";
  }

  function changedAt(token: string, index: number): string {
    const character = token[index] === "A" ? "Q" : "A";
    return token.slice(0, index) + character + token.slice(index + 1);
  }

  it("is stable and gives the next page for the same filter, however its fields are ordered", async () => {
    const token = await firstToken();
    const expected = ids(all.filter((product) => matches(product, filter)).slice(7, 14));
    expect(ids((await page(filter, 7, token)).items)).toEqual(expected);
    expect(ids((await page(filter, 7, token)).items)).toEqual(expected);
    const reordered: ProductRecordFilter = { amazon: { attributeExists: true }, productType: { eq: "mask" } };
    expect(ids((await page(reordered, 7, token)).items)).toEqual(expected);
  });

  it("refuses a tampered, truncated or garbage token", async () => {
    const token = await firstToken();
    const [payload = "", mac = ""] = token.split(".");
    const forged = [
      changedAt(token, 0),
      changedAt(token, Math.floor(token.length / 3)),
      changedAt(token, payload.length - 1),
      changedAt(token, payload.length + 2),
      changedAt(token, token.length - 1),
      token.slice(0, -4),
      token.slice(4),
      `${token}A`,
      `${mac}.${payload}`,
      token.split("").reverse().join(""),
      "garbage",
      "",
      ".",
      "x".repeat(5000),
      Buffer.from(JSON.stringify({ rank: 1, id: "a" })).toString("base64url"),
      `${Buffer.from(JSON.stringify({ p: [1, "a"] })).toString("base64url")}.${mac}`,
    ];
    for (const bad of forged) {
      await expect(page(filter, 7, bad), bad.slice(0, 40)).rejects.toBeInstanceOf(InvalidNextTokenError);
    }
  });

  it("refuses a token from another filter, no filter, another operation or another secret", async () => {
    const token = await firstToken();
    await expect(page({ productType: { eq: "toner" } }, 7, token)).rejects.toBeInstanceOf(InvalidNextTokenError);
    await expect(page({ productType: { eq: "mask" }, shoppee: { attributeExists: true } }, 7, token)).rejects.toThrow(
      InvalidNextTokenError,
    );
    await expect(page(null, 7, token)).rejects.toBeInstanceOf(InvalidNextTokenError);
    await expect(
      records.ingredientsByIngredient({
        ingredient: "Glycerin",
        sortDirection: "ASC",
        filter: null,
        limit: 1,
        nextToken: token,
      }),
    ).rejects.toBeInstanceOf(InvalidNextTokenError);
    const other = createRecordService(database.db, { secret: "another-secret" });
    await expect(other.listProducts({ filter, limit: 7, nextToken: token })).rejects.toBeInstanceOf(
      InvalidNextTokenError,
    );
    const unfiltered = await page(null, 3);
    await expect(page(filter, 7, unfiltered.nextToken)).rejects.toBeInstanceOf(InvalidNextTokenError);
  });
});

describe(`ingredient records (${testDialect()})`, () => {
  type IngredientRow = Omit<IngredientsTable, "created_at" | "updated_at"> & { created_at: string; updated_at: string };
  let rows: IngredientRow[];
  /** A varied sample: with and without CAS/EC numbers, functions, aspects and skin types. */
  let sample: IngredientRow[];

  const recordOf = (row: IngredientRow): IngredientRecord => ({
    id: row.id,
    ingredient: row.name,
    aspect: JSON.parse(row.aspects) as string[],
    skinType: JSON.parse(row.skin_types) as string[],
    cosing: JSON.parse(row.cosing_functions) as string[],
    cas: row.cas,
    ec: row.ec,
    function: JSON.parse(row.functions) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  async function byName(
    ingredient: string,
    filter: IngredientRecordFilter | null = null,
    sortDirection: "ASC" | "DESC" = "ASC",
  ) {
    return records.ingredientsByIngredient({ ingredient, sortDirection, filter, limit: 100, nextToken: null });
  }

  beforeAll(async () => {
    rows = await database.db.selectFrom("ingredients").selectAll().orderBy("id").execute();
    const picked = [
      ...rows.filter((row) => ["glycerin", "niacinamide", "water", "panthenol", "adenosine"].includes(row.id)),
      rows.find((row) => row.cas === null),
      rows.find((row) => row.cas !== null && row.ec === null),
      rows.find((row) => row.functions === "[]"),
      rows.find((row) => row.cosing_functions === "[]"),
      rows.find((row) => row.aspects !== "[]" && row.skin_types === "[]"),
      ...rows.filter((_, index) => index % 200 === 7),
    ];
    sample = [...new Map(picked.flatMap((row) => (row ? [[row.id, row] as const] : []))).values()];
  });

  it("returns an ingredient's record by its stored name, as stored", async () => {
    for (const row of sample) {
      expect(await byName(row.name), row.name).toEqual({ items: [recordOf(row)], nextToken: null });
    }
  });

  it("matches the name as the catalogue normalises it: exact, upper-case, lower-case or raw", async () => {
    for (const name of ["Niacinamide", "NIACINAMIDE", "niacinamide", "Niacinamide."]) {
      expect(ids((await byName(name)).items), name).toEqual(["niacinamide"]);
    }
    for (const name of ["Water (Aqua)", "WATER", "Aqua", "Water/Aqua/Eau"]) {
      expect(ids((await byName(name)).items), name).toEqual(["water"]);
    }
    for (const name of ["Unobtainium", "Niacin", "%", "***", "\u0000"]) {
      expect(await byName(name), name).toEqual({ items: [], nextToken: null });
    }
  });

  it("takes a sort direction and a limit, and has no next page", async () => {
    for (const sortDirection of ["ASC", "DESC"] as const) {
      const result = await records.ingredientsByIngredient({
        ingredient: "Glycerin",
        sortDirection,
        filter: null,
        limit: 1,
        nextToken: null,
      });
      expect(result).toEqual({ items: [expect.objectContaining({ id: "glycerin" })], nextToken: null });
    }
  });

  function ingredientCases(): Case<IngredientRecordFilter>[] {
    const records = sample.map(recordOf);
    const cases: Case<IngredientRecordFilter>[] = [];
    for (const field of ingredientStringFields) {
      const value = sampleValue(records, (record) => record[field]);
      if (typeof value !== "string") throw new Error(field);
      cases.push(
        [`${field} eq`, { [field]: { eq: value } }, false],
        [`${field} ne`, { [field]: { ne: value } }, false],
        [`${field} contains`, { [field]: { contains: middle(value) } }, false],
        [`${field} notContains`, { [field]: { notContains: middle(value) } }, false],
        [`${field} beginsWith`, { [field]: { beginsWith: value.slice(0, 3) } }, false],
        [`${field} attributeExists true`, { [field]: { attributeExists: true } }, false],
        [`${field} attributeExists false`, { [field]: { attributeExists: false } }, false],
      );
    }
    for (const field of ingredientListFields) {
      const value = sampleValue(records, (record) => record[field]);
      if (!Array.isArray(value)) throw new Error(field);
      const element = value[0] ?? "";
      cases.push(
        [`${field} contains`, { [field]: { contains: element } }, true],
        [`${field} notContains`, { [field]: { notContains: element } }, true],
        [`${field} contains a part of an element`, { [field]: { contains: element.slice(1) } }, false],
        [`${field} attributeExists true`, { [field]: { attributeExists: true } }, true],
        [`${field} attributeExists false`, { [field]: { attributeExists: false } }, true],
      );
    }
    cases.push(
      ["cas attributeExists false", { cas: { attributeExists: false } }, true],
      ["ec ne skips nulls", { ec: { ne: "200-289-5" } }, true],
      ["ingredient contains is case-sensitive", { ingredient: { contains: "glycerin" } }, false],
      ["or", { or: [{ cas: { attributeExists: false } }, { function: { contains: "soothing" } }] }, true],
      ["not", { not: { aspect: { attributeExists: true } } }, true],
      ["and with not", { and: [{ cas: { attributeExists: true } }, { not: { ec: { attributeExists: true } } }] }, true],
      ["empty or", { or: [] }, false],
    );
    return cases;
  }

  it("apply every operator to every field, in both directions", async () => {
    const cases = ingredientCases();
    for (const [label, filter, selective] of cases) {
      const kept = sample.filter((row) => matches(recordOf(row), filter));
      if (selective) expectSelective(label, kept, sample.length);
      for (const row of sample) {
        for (const sortDirection of ["ASC", "DESC"] as const) {
          const result = await byName(row.name, filter, sortDirection);
          expect(ids(result.items), `${label}: ${row.name}`).toEqual(matches(recordOf(row), filter) ? [row.id] : []);
        }
      }
    }
  });

  it("refuses a garbage token", async () => {
    const request = { ingredient: "Glycerin", sortDirection: "ASC" as const, filter: null, limit: 1 };
    for (const nextToken of ["garbage", "a.b", ""]) {
      await expect(records.ingredientsByIngredient({ ...request, nextToken })).rejects.toBeInstanceOf(
        InvalidNextTokenError,
      );
    }
  });
});
