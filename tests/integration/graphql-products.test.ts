import { ClientError, GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngredientRecord, ProductRecord } from "~/domain/api-records";
import { productTypes } from "~/domain/product-types";
import {
  filterLimits,
  ingredientListFields,
  ingredientStringFields,
  productListFields,
  productNumberFields,
  productStringFields,
} from "~/domain/record-filter";
import { skinTypes } from "~/domain/skin-types";
import type { IngredientsTable } from "~/server/db/schema.server";
import { type ApiServer, startApiServer } from "./support/api-server";
import { inMarket, screenList } from "./support/screen-lists";
import { testDialect } from "./support/test-database";

/**
 * The public reads of the GraphQL API (issue 4, docs/api.md) over real HTTP against the
 * running server, through an independent client library (graphql-request): the records,
 * every operator on every field and the edges of each kind of field, paging, nextToken, the
 * lists the screens show, and the ingredient lookups. Every expectation is computed here, from
 * the database rows, from a rule written out with each case, or from a plain evaluation of the
 * filter semantics of app/domain/record-filter.ts (`matches` below), never by the server's own
 * filter code. What only the SQL shows (statements per page, inputs PostgreSQL cannot hold, a
 * token of another secret) is in record-service.test.ts.
 *
 * So that markets, prices and numbers matter, some products leave a market before the lists
 * are compared (no Shopee offer, or no Amazon offer), some offers get a price (fractions and
 * 7-digit rupiah amounts included), and a few products get other dates, a fractional size,
 * unusual names or a short Indonesian description.
 */

/** A filter as the client sends it (ModelProductsFilterInput / ModelIngredientsFilterInput). */
type Filter = Record<string, unknown>;

interface Connection<T> {
  items: T[];
  nextToken: string | null;
}

const productFields = /* GraphQL */ `
  id product productType brand size description description_id usage usage_id
  price price_id price_lazada price_tokopedia price_yesstyle price_stylevana
  skinType aspect ingredients ingredient_clean images
  amazon shoppee lazada tokopedia yesstyle stylevana createdAt updatedAt
`;
const ingredientFields = "id ingredient aspect skinType cosing cas ec function createdAt updatedAt";

const getProductsQuery = /* GraphQL */ `
  query GetProducts($id: ID!) { getProducts(id: $id) { ${productFields} } }
`;
const listProductsQuery = /* GraphQL */ `
  query ListProducts($filter: ModelProductsFilterInput, $limit: Int, $nextToken: String) {
    listProducts(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${productFields} } nextToken }
  }
`;
/** The same list with only the ids, for the many filter cases. */
const listProductIdsQuery = /* GraphQL */ `
  query ListProductIds($filter: ModelProductsFilterInput, $limit: Int, $nextToken: String) {
    listProducts(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
      }
      nextToken
    }
  }
`;
const ingredientsQuery = /* GraphQL */ `
  query IngredientsByIngredient(
    $ingredient: String!
    $sortDirection: ModelSortDirection
    $filter: ModelIngredientsFilterInput
    $limit: Int
    $nextToken: String
  ) {
    ingredientsByIngredient(
      ingredient: $ingredient
      sortDirection: $sortDirection
      filter: $filter
      limit: $limit
      nextToken: $nextToken
    ) { items { ${ingredientFields} } nextToken }
  }
`;

let server: ApiServer;
let api: GraphQLClient;
/** Every product as the API served it before any offer was changed. */
let pristine: ProductRecord[];
/** Every product after the changes of `beforeAll`, in list order. */
let all: ProductRecord[];
/** Products without a Shopee offer, and without an Amazon offer. */
let notInId: Set<string>;
let notInEn: Set<string>;
type Shop = "amazon" | "stylevana" | "yesstyle" | "shopee" | "tokopedia" | "lazada";
/** The offers given a price: product, shop, price. */
let pricedOffers: { productId: string; shop: Shop; price: number }[];

/** The flat price field of each shop (docs/api.md, "Products"). */
const priceFields = {
  amazon: "price",
  stylevana: "price_stylevana",
  yesstyle: "price_yesstyle",
  shopee: "price_id",
  tokopedia: "price_tokopedia",
  lazada: "price_lazada",
} as const satisfies Record<Shop, keyof ProductRecord>;

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/**
 * A page size that still makes lists span many pages: the demo catalogue's longest lists (about
 * 2,000 products) come to some 40 pages, as its first 345 products did at 7 a page.
 */
const smallPage = 50;

interface ListVariables {
  filter?: Filter | null;
  limit?: number;
  nextToken?: string | null;
}

async function listProducts(variables: ListVariables): Promise<Connection<ProductRecord>> {
  return (await api.request<{ listProducts: Connection<ProductRecord> }>(listProductsQuery, variables)).listProducts;
}

async function listProductIds(variables: ListVariables): Promise<Connection<{ id: string }>> {
  return (await api.request<{ listProducts: Connection<{ id: string }> }>(listProductIdsQuery, variables)).listProducts;
}

/** The ids of every product a filter matches, page by page at the largest limit (the catalogue has more). */
async function everyMatchingId(filter: Filter): Promise<string[]> {
  return ids(await everyPage((nextToken) => listProductIds({ filter, limit: 1000, nextToken }), 1000));
}

/**
 * Every item of a list, following nextToken. On the way it checks that `limit` counts
 * matching items: a page with a nextToken is full, and the page after it is not empty.
 */
async function everyPage<T>(page: (nextToken: string | null) => Promise<Connection<T>>, limit: number): Promise<T[]> {
  const items: T[] = [];
  let nextToken: string | null = null;
  for (let pages = 0; pages < 1000; pages += 1) {
    const current: Connection<T> = await page(nextToken);
    if (current.nextToken === null) {
      if (pages > 0) expect(current.items.length).toBeGreaterThan(0);
      expect(current.items.length).toBeLessThanOrEqual(limit);
      return [...items, ...current.items];
    }
    expect(current.items).toHaveLength(limit);
    items.push(...current.items);
    nextToken = current.nextToken;
  }
  throw new Error("paging did not end after 1000 pages");
}

/** Every matching product, whole, following nextToken. */
async function listAllProducts(filter: Filter | null, limit: number): Promise<ProductRecord[]> {
  return everyPage((nextToken) => listProducts({ filter, limit, nextToken }), limit);
}

/** The ids of every matching product, following nextToken, each checked to come once. */
async function listAllIds(filter: Filter | null, limit: number): Promise<string[]> {
  const paged = ids(await everyPage((nextToken) => listProductIds({ filter, limit, nextToken }), limit));
  expect(new Set(paged).size).toBe(paged.length);
  return paged;
}

async function ingredientsByIngredient(variables: {
  ingredient: string;
  sortDirection?: "ASC" | "DESC";
  filter?: Filter | null;
  limit?: number;
  nextToken?: string | null;
}): Promise<Connection<IngredientRecord>> {
  return (await api.request<{ ingredientsByIngredient: Connection<IngredientRecord> }>(ingredientsQuery, variables))
    .ingredientsByIngredient;
}

/** Lookups sent in one request as aliases, within the API's bound of 15 (docs/api.md, "Limits"). */
const lookupsPerRequest = 14;

/**
 * `ingredientsByIngredient` for each name and direction, all with one filter: the answers'
 * ids, in the lookups' order. Several lookups go in one request, each under its own alias.
 */
async function ingredientLookups(
  lookups: readonly { ingredient: string; sortDirection: "ASC" | "DESC" }[],
  filter: Filter | null,
): Promise<string[][]> {
  const answers: string[][] = [];
  for (let start = 0; start < lookups.length; start += lookupsPerRequest) {
    const chunk = lookups.slice(start, start + lookupsPerRequest);
    const names = chunk.map((_, index) => `$i${index}: String!`).join(", ");
    const fields = chunk.map(
      (lookup, index) =>
        `l${index}: ingredientsByIngredient(ingredient: $i${index}, sortDirection: ${lookup.sortDirection}, filter: $filter) { items { id } nextToken }`,
    );
    const query = `query Lookups($filter: ModelIngredientsFilterInput, ${names}) { ${fields.join("\n")} }`;
    const variables: Record<string, unknown> = { filter };
    for (const [index, lookup] of chunk.entries()) variables[`i${index}`] = lookup.ingredient;
    const data = await api.request<Record<string, Connection<{ id: string }>>>(query, variables);
    for (const [index] of chunk.entries()) {
      const answer = data[`l${index}`];
      expect(answer?.nextToken).toBeNull();
      answers.push(ids(answer?.items ?? []));
    }
  }
  return answers;
}

/** The GraphQL error a request failed with (HTTP status, message, extensions.code). */
async function failure(request: Promise<unknown>): Promise<{ status: number; message: string; code: unknown }> {
  const error = await request.then(
    () => new Error("the request succeeded"),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ClientError)) throw error;
  const [first] = error.response.errors ?? [];
  expect(first, error.response.body).toBeDefined();
  return { status: error.response.status, message: first?.message ?? "", code: first?.extensions?.code };
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

function matches(record: object, filter: Filter): boolean {
  const fields = new Map<string, unknown>(Object.entries(record));
  return Object.entries(filter).every(([key, condition]: [string, unknown]) => {
    if (key === "and") return (condition as Filter[]).every((member) => matches(record, member));
    if (key === "or") return (condition as Filter[]).some((member) => matches(record, member));
    if (key === "not") return !matches(record, condition as Filter);
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

/**
 * A record's value of a field, taken from a record in the middle of the list that has one
 * short enough for a filter to compare (filterLimits.maxValueLength).
 */
function sampleValue<R extends object>(items: readonly R[], value: (item: R) => FieldValue, nth = 0): FieldValue {
  const present = items.filter((item) => {
    const found = value(item);
    if (typeof found === "string") return found.length <= filterLimits.maxValueLength;
    return Array.isArray(found) ? found.length > 0 : found !== null;
  });
  const found = present[Math.floor(present.length / 2) + nth];
  if (found === undefined) throw new Error("no record has a value for this field");
  return value(found);
}

/** [label, filter, the rule written out in plain TypeScript, whether the result may be empty or everything]. */
type Case<R> = [label: string, filter: Filter, rule: (record: R) => boolean, edge?: "edge"];

/** A case whose rule is the plain evaluation of the filter; `selective`: it matches some records, not all. */
function modelCase<R extends object>(label: string, filter: Filter, selective: boolean): Case<R> {
  const rule = (record: R) => matches(record, filter);
  return selective ? [label, filter, rule] : [label, filter, rule, "edge"];
}

/**
 * Every operator of a string field, on `value` (one record's): `beginsWith` its first
 * `prefixLength` characters, `contains` a part of its middle.
 */
function stringFieldCases<R extends object>(
  field: string,
  value: string,
  prefixLength: number,
  eqSelective: boolean,
): Case<R>[] {
  return [
    modelCase(`${field} eq`, { [field]: { eq: value } }, eqSelective),
    modelCase(`${field} ne`, { [field]: { ne: value } }, false),
    modelCase(`${field} contains`, { [field]: { contains: middle(value) } }, false),
    modelCase(`${field} notContains`, { [field]: { notContains: middle(value) } }, false),
    modelCase(`${field} beginsWith`, { [field]: { beginsWith: value.slice(0, prefixLength) } }, false),
    modelCase(`${field} attributeExists true`, { [field]: { attributeExists: true } }, false),
    modelCase(`${field} attributeExists false`, { [field]: { attributeExists: false } }, false),
  ];
}

/** Every operator of a list field, on `element` (of one record's list), and on a part of it. */
function listFieldCases<R extends object>(field: string, element: string, existsSelective: boolean): Case<R>[] {
  return [
    modelCase(`${field} contains`, { [field]: { contains: element } }, true),
    modelCase(`${field} notContains`, { [field]: { notContains: element } }, true),
    modelCase(`${field} contains a part of an element`, { [field]: { contains: element.slice(1) } }, false),
    modelCase(`${field} attributeExists true`, { [field]: { attributeExists: true } }, existsSelective),
    modelCase(`${field} attributeExists false`, { [field]: { attributeExists: false } }, existsSelective),
  ];
}

function expectSelective(label: string, expected: readonly unknown[], total: number) {
  expect(expected.length, `${label} matches something`).toBeGreaterThan(0);
  expect(expected.length, `${label} does not match everything`).toBeLessThan(total);
}

beforeAll(async () => {
  server = await startApiServer();
  api = new GraphQLClient(server.graphqlUrl, { headers: { "x-api-key": server.apiKey } });
  pristine = await listAllProducts(null, 1000);

  const { db } = server.database;
  const inRank = ids(pristine);
  notInId = new Set(inRank.filter((_, index) => index % 5 === 1));
  notInEn = new Set(inRank.filter((_, index) => index % 7 === 3));
  await db
    .deleteFrom("offers")
    .where("shop", "=", "shopee")
    .where("product_id", "in", [...notInId])
    .execute();
  await db
    .deleteFrom("offers")
    .where("shop", "=", "amazon")
    .where("product_id", "in", [...notInEn])
    .execute();

  const at = (index: number) => inRank[index] ?? "";
  const priced: [number, Shop, number][] = [
    ...[0, 2, 4, 6, 8, 12, 14, 16].map((index): [number, Shop, number] => [index, "amazon", 9.5 + index]),
    [11, "amazon", 9.99],
    [19, "amazon", 9.99],
    ...[0, 5, 9, 13].map((index): [number, Shop, number] => [index, "shopee", 150_000 + 1000 * index]),
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
  pricedOffers = priced.map(([index, shop, price]) => ({ productId: at(index), shop, price }));
  for (const offer of pricedOffers) {
    await db
      .updateTable("offers")
      .set({
        price: offer.price,
        currency: ["shopee", "tokopedia", "lazada"].includes(offer.shop) ? "IDR" : "GBP",
        checked_at: "2025-05-30",
      })
      .where("product_id", "=", offer.productId)
      .where("shop", "=", offer.shop)
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
  // Every Indonesian description of the demo catalogue is longer than a filter may compare
  // (filterLimits.maxValueLength); a short one lets `eq` find a product by that field too.
  await db
    .updateTable("products")
    .set({ description_id: "Esens ringan untuk setiap hari." })
    .where("id", "=", at(42))
    .execute();
  all = await listAllProducts(null, 1000);
});

afterAll(async () => {
  await server?.close();
});

describe(`GraphQL public reads: products (${testDialect()})`, () => {
  it("lists every product once, most popular first (rank, then id)", async () => {
    const rows = await server.database.db.selectFrom("products").select("id").orderBy("rank").orderBy("id").execute();
    expect(ids(pristine)).toEqual(rows.map((row) => row.id));
    expect(ids(all)).toEqual(ids(pristine));
    expect(ids(await listAllProducts(null, 50))).toEqual(ids(all));
  });

  it("serves each product's fields from storage", async () => {
    const { db } = server.database;
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
    // Rows grouped by product once: scanning every table per product would hold the event loop for
    // seconds, long enough for the server to drop the client's idle keep-alive connection.
    const byProduct = <T extends { product_id: string }>(rows: T[]) => {
      const groups = new Map<string, T[]>();
      for (const row of rows) {
        const group = groups.get(row.product_id);
        if (group) group.push(row);
        else groups.set(row.product_id, [row]);
      }
      return (id: string) => groups.get(id) ?? [];
    };
    const [skinTypesOf, aspectsOf, ingredientsOf, offersOf] = [
      byProduct(skinTypeRows),
      byProduct(aspectRows),
      byProduct(ingredientRows),
      byProduct(offers),
    ];
    const served = new Map(all.map((product) => [product.id, product]));
    expect(all).toHaveLength(products.length);
    for (const row of products) {
      const record = served.get(row.id);
      const offer = (shop: string) => offersOf(row.id).find((o) => o.shop === shop) ?? null;
      // Skin types and aspects are sets: compared in one order, element for element.
      const asSets = record && { ...record, skinType: [...record.skinType].sort(), aspect: [...record.aspect].sort() };
      expect(asSets, row.id).toEqual({
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
        skinType: skinTypesOf(row.id)
          .map((r) => r.skin_type)
          .sort(),
        aspect: aspectsOf(row.id)
          .map((r) => r.aspect)
          .sort(),
        ingredients: ingredientsOf(row.id).map((r) => r.name),
        ingredient_clean: ingredientsOf(row.id).map((r) => r.id),
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

  it("serves each product's prices seen from storage: newest first, at most 20, size as text", async () => {
    const rows = await server.database.db.selectFrom("price_observations").selectAll().execute();
    const query = /* GraphQL */ `
      query ($limit: Int, $nextToken: String) {
        listProducts(limit: $limit, nextToken: $nextToken) {
          items {
            id
            priceObservations {
              shop
              market
              currency
              amount
              size
              unitPrice
              observedOn
              source
            }
          }
          nextToken
        }
      }
    `;
    type Seen = { id: string; priceObservations: Record<string, unknown>[] };
    const served = await everyPage(
      async (nextToken) =>
        (await api.request<{ listProducts: Connection<Seen> }>(query, { limit: 200, nextToken })).listProducts,
      200,
    );
    expect(served).toHaveLength(all.length);
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const sizeText = (amount: number, unit: string, count: number | null) => {
      const one = `${Number.isInteger(amount) ? amount : amount.toFixed(1).replace(/\.0$/, "")} ${unit}`;
      return count !== null && count > 1 ? `${count} × ${one}` : one;
    };
    for (const product of served) {
      const expected = rows
        .filter((row) => row.product_id === product.id && ["USD", "GBP", "IDR", "KRW"].includes(row.currency))
        .sort(
          (a, b) =>
            text(b.observed_on, a.observed_on) ||
            text(a.source, b.source) ||
            text(a.shop, b.shop) ||
            a.amount - b.amount,
        )
        .slice(0, 20)
        .map((row) => ({
          shop: row.shop,
          market: row.market,
          currency: row.currency,
          amount: row.amount,
          size: row.size_amount === null ? null : sizeText(row.size_amount, row.size_unit ?? "ml", row.pack_count),
          observedOn: row.observed_on,
          source: row.source,
        }));
      const withoutUnitPrice = product.priceObservations.map(({ unitPrice: _unitPrice, ...rest }) => rest);
      expect(withoutUnitPrice, product.id).toEqual(expected);
      for (const observation of product.priceObservations) {
        expect(observation.unitPrice === null, product.id).toBe(observation.size === null);
      }
    }
  });

  it("gives every product of the demo catalogue a link for all six shops and no price until a feed reports one", () => {
    for (const product of pristine) {
      for (const link of [product.amazon, product.shoppee, product.lazada, product.tokopedia, product.yesstyle]) {
        expect(link, product.id).toMatch(/^https:\/\//);
      }
      expect(product.stylevana, product.id).toMatch(/^https:\/\//);
      const prices = [product.price, product.price_id, product.price_lazada, product.price_tokopedia];
      expect([...prices, product.price_yesstyle, product.price_stylevana], product.id).toEqual(Array(6).fill(null));
    }
  });

  it("serves an offer's price, exactly as set, in the flat field of its shop (GBP for en shops, IDR for id shops)", async () => {
    for (const offer of pricedOffers) {
      const data = await api.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id: offer.productId });
      expect(data.getProducts?.[priceFields[offer.shop]], `${offer.productId} ${offer.shop}`).toBe(offer.price);
    }
    const priced = all.flatMap((product) => Object.values(priceFields).filter((field) => product[field] !== null));
    expect(priced).toHaveLength(pricedOffers.length);
  });

  it("drops a shop's link when the product has no offer from it", () => {
    for (const product of all) {
      expect(product.shoppee === null, product.id).toBe(notInId.has(product.id));
      expect(product.amazon === null, product.id).toBe(notInEn.has(product.id));
      expect(product.tokopedia, product.id).not.toBeNull();
    }
  });

  it("getProducts returns each product as the list does, and null for an unknown id", async () => {
    for (const product of all.filter((_, index) => index % 23 === 0)) {
      const data = await api.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id: product.id });
      expect(data.getProducts).toEqual(product);
    }
    const unknown = ["no-such-product", "", "COSRX-ADVANCED-SNAIL-96-MUCIN-POWER-ESSENCE", "%", "' or 1=1 --"];
    for (const id of [...unknown, all[0]?.id.toUpperCase() ?? ""]) {
      const data = await api.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id });
      expect(data.getProducts, id).toBeNull();
    }
  });

  it("answers queries over GET as over POST", async () => {
    const overGet = new GraphQLClient(server.graphqlUrl, { method: "GET", headers: { "x-api-key": server.apiKey } });
    const product = all[3];
    const data = await overGet.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id: product?.id });
    expect(data.getProducts).toEqual(product);
    const list = await overGet.request<{ listProducts: Connection<ProductRecord> }>(listProductsQuery, {
      filter: { brand: { eq: "COSRX" } },
      limit: 3,
    });
    expect(ids(list.listProducts.items)).toEqual(ids(all.filter((p) => p.brand === "COSRX").slice(0, 3)));
  });

  it("uses a limit of 100 by default, accepts up to 1000 and counts matching items", async () => {
    const first = await listProducts({});
    expect(ids(first.items)).toEqual(ids(all.slice(0, 100)));
    expect(first.nextToken).not.toBeNull();
    const largest = await listProducts({ limit: 1000 });
    expect(ids(largest.items)).toEqual(ids(all.slice(0, 1000)));
    expect(largest.nextToken).not.toBeNull();

    const cosrx = all.filter((product) => product.brand === "COSRX");
    expect(cosrx.length).toBeGreaterThan(5);
    const page = await listProducts({ filter: { brand: { eq: "COSRX" } }, limit: 5 });
    expect(ids(page.items)).toEqual(ids(cosrx.slice(0, 5)));
    const rest = await listProducts({ filter: { brand: { eq: "COSRX" } }, limit: 1000, nextToken: page.nextToken });
    expect(ids(rest.items)).toEqual(ids(cosrx.slice(5)));
    expect(rest.nextToken).toBeNull();
    const exact = await listProductIds({ filter: { brand: { eq: "COSRX" } }, limit: cosrx.length });
    expect(ids(exact.items)).toEqual(ids(cosrx));
    expect(exact.nextToken).toBeNull();
  });
});

type ProductCase = Case<ProductRecord>;

const contains = (value: string | null, part: string) => value !== null && value.includes(part);
/** The edges of each kind of field, and and / or / not, each with its rule written out. */
const productCases: ProductCase[] = [
  // Strings: exact and case-sensitive; LIKE wildcards are plain characters.
  ["string eq", { brand: { eq: "COSRX" } }, (p) => p.brand === "COSRX"],
  ["string ne", { brand: { ne: "COSRX" } }, (p) => p.brand !== "COSRX"],
  ["string eq is case-sensitive", { brand: { eq: "cosrx" } }, () => false, "edge"],
  ["string contains", { product: { contains: "Snail" } }, (p) => p.product.includes("Snail")],
  ["string contains is case-sensitive", { product: { contains: "snail" } }, (p) => p.product.includes("snail"), "edge"],
  ["string contains '%' literally", { product: { contains: "%" } }, (p) => p.product.includes("%")],
  ["string contains '0%' literally", { product: { contains: "0%" } }, (p) => p.product.includes("0%")],
  ["string contains '_' literally", { product: { contains: "_" } }, (p) => p.product.includes("_"), "edge"],
  ["string contains a quote", { product: { contains: "I'm" } }, (p) => p.product.includes("I'm")],
  ["string contains the empty string", { product: { contains: "" } }, () => true, "edge"],
  ["string notContains", { product: { notContains: "Cream" } }, (p) => !p.product.includes("Cream")],
  ["string beginsWith", { brand: { beginsWith: "Dr." } }, (p) => p.brand.startsWith("Dr.")],
  ["string beginsWith '%'", { product: { beginsWith: "%" } }, (p) => p.product.startsWith("%"), "edge"],
  ["string beginsWith is case-sensitive", { brand: { beginsWith: "b" } }, (p) => p.brand.startsWith("b")],
  ["id beginsWith", { id: { beginsWith: "cosrx-" } }, (p) => p.id.startsWith("cosrx-")],
  [
    "id eq",
    { id: { eq: "cosrx-advanced-snail-96-mucin-power-essence" } },
    (p) => p.id === "cosrx-advanced-snail-96-mucin-power-essence",
  ],
  ["id contains", { id: { contains: "-toner" } }, (p) => p.id.includes("-toner")],
  ["id notContains", { id: { notContains: "a" } }, (p) => !p.id.includes("a")],
  ["productType eq", { productType: { eq: "toner" } }, (p) => p.productType === "toner"],
  [
    "productType with a space",
    { productType: { eq: "water-based cleanser" } },
    (p) => p.productType === "water-based cleanser",
  ],
  [
    "Indonesian description contains",
    { description_id: { contains: "berminyak" } },
    (p) => p.description_id.includes("berminyak"),
  ],
  ["usage notContains", { usage: { notContains: "morning" } }, (p) => !p.usage.includes("morning")],
  ["string attributeExists true", { brand: { attributeExists: true } }, () => true, "edge"],
  ["string attributeExists false", { brand: { attributeExists: false } }, () => false, "edge"],
  [
    "two operators in one condition",
    { productType: { beginsWith: "e", ne: "essence" } },
    (p) => p.productType.startsWith("e") && p.productType !== "essence",
  ],
  [
    "two fields",
    { productType: { eq: "toner" }, brand: { ne: "COSRX" } },
    (p) => p.productType === "toner" && p.brand !== "COSRX",
  ],
  // Nullable strings (links): a missing value fails every comparison.
  ["link attributeExists true", { amazon: { attributeExists: true } }, (p) => p.amazon !== null],
  ["link attributeExists false", { amazon: { attributeExists: false } }, (p) => p.amazon === null],
  ["other link attributeExists false", { shoppee: { attributeExists: false } }, (p) => p.shoppee === null],
  ["link ne empty", { shoppee: { ne: "" } }, (p) => p.shoppee !== null && p.shoppee !== ""],
  ["link contains", { amazon: { contains: "Snail" } }, (p) => contains(p.amazon, "Snail")],
  [
    "link notContains skips missing links",
    { amazon: { notContains: "Snail" } },
    (p) => p.amazon !== null && !p.amazon.includes("Snail"),
  ],
  [
    "link beginsWith",
    { shoppee: { beginsWith: "https://shopee.co.id/" } },
    (p) => p.shoppee?.startsWith("https://shopee.co.id/") ?? false,
  ],
  ["link beginsWith the empty string skips missing links", { amazon: { beginsWith: "" } }, (p) => p.amazon !== null],
  ["link ne a value skips missing links", { amazon: { ne: "x" } }, (p) => p.amazon !== null],
  ["link eq null asks for a missing link", { amazon: { eq: null } }, (p) => p.amazon === null],
  ["link ne null asks for a present link", { shoppee: { ne: null } }, (p) => p.shoppee !== null],
  [
    "not of a link comparison keeps missing links",
    { not: { amazon: { contains: "Snail" } } },
    (p) => !contains(p.amazon, "Snail"),
  ],
  // Numbers: size in ml, null for many products; prices, null without an offer's price.
  ["number eq", { size: { eq: 50 } }, (p) => p.size === 50],
  ["number ne skips nulls", { size: { ne: 50 } }, (p) => p.size !== null && p.size !== 50],
  ["number le", { size: { le: 50 } }, (p) => p.size !== null && p.size <= 50],
  ["number lt", { size: { lt: 50 } }, (p) => p.size !== null && p.size < 50],
  ["number ge", { size: { ge: 150 } }, (p) => p.size !== null && p.size >= 150],
  ["number gt", { size: { gt: 150 } }, (p) => p.size !== null && p.size > 150],
  [
    "number between (inclusive)",
    { size: { between: [50, 100] } },
    (p) => p.size !== null && p.size >= 50 && p.size <= 100,
  ],
  ["number between one value", { size: { between: [100, 100] } }, (p) => p.size === 100],
  [
    "number with a fraction",
    { size: { lt: 50.5, gt: 49.5 } },
    (p) => p.size !== null && p.size > 49.5 && p.size < 50.5,
  ],
  ["number eq a fraction", { size: { eq: 29.6 } }, (p) => p.size === 29.6],
  [
    "a fraction between fractions",
    { size: { gt: 29.5, lt: 29.7 } },
    (p) => p.size !== null && p.size > 29.5 && p.size < 29.7,
  ],
  ["number attributeExists false", { size: { attributeExists: false } }, (p) => p.size === null],
  ["number attributeExists true", { size: { attributeExists: true } }, (p) => p.size !== null],
  [
    "number range of two operators",
    { size: { ge: 30, lt: 100 } },
    (p) => p.size !== null && p.size >= 30 && p.size < 100,
  ],
  ["not of a number comparison keeps nulls", { not: { size: { gt: 100 } } }, (p) => p.size === null || p.size <= 100],
  ["price attributeExists true", { price: { attributeExists: true } }, (p) => p.price !== null],
  ["price ge", { price: { ge: 15 } }, (p) => p.price !== null && p.price >= 15],
  ["price eq a fraction", { price: { eq: 9.99 } }, (p) => p.price === 9.99],
  ["price beyond single precision", { price: { lt: 1e300 } }, (p) => p.price !== null],
  ["price below single precision", { price: { gt: 1e-300 } }, (p) => p.price !== null && p.price > 1e-300],
  [
    "price_id between",
    { price_id: { between: [150_000, 160_000] } },
    (p) => p.price_id !== null && p.price_id >= 150_000 && p.price_id <= 160_000,
  ],
  ["price_id eq seven digits", { price_id: { eq: 1_234_567 } }, (p) => p.price_id === 1_234_567],
  ["price_lazada eq", { price_lazada: { eq: 250_500 } }, (p) => p.price_lazada === 250_500],
  ["price_stylevana ne skips nulls", { price_stylevana: { ne: 1 } }, (p) => p.price_stylevana !== null],
  // Lists: contains and notContains test one element; attributeExists tests non-empty.
  ["list contains", { skinType: { contains: "dry" } }, (p) => p.skinType.includes("dry")],
  ["list notContains", { skinType: { notContains: "dry" } }, (p) => !p.skinType.includes("dry")],
  ["list contains is case-sensitive", { skinType: { contains: "Dry" } }, () => false, "edge"],
  ["list contains tests whole elements", { skinType: { contains: "dr" } }, () => false, "edge"],
  [
    "list contains and notContains",
    { skinType: { contains: "dry", notContains: "oily" } },
    (p) => p.skinType.includes("dry") && !p.skinType.includes("oily"),
  ],
  ["aspect contains", { aspect: { contains: "acne" } }, (p) => p.aspect.includes("acne")],
  ["aspect attributeExists false", { aspect: { attributeExists: false } }, (p) => p.aspect.length === 0],
  ["aspect attributeExists true", { aspect: { attributeExists: true } }, (p) => p.aspect.length > 0],
  [
    "aspect notContains keeps empty lists",
    { aspect: { notContains: "dryness" } },
    (p) => !p.aspect.includes("dryness"),
  ],
  [
    "ingredients contains a name",
    { ingredients: { contains: "Niacinamide" } },
    (p) => p.ingredients.includes("Niacinamide"),
  ],
  [
    "ingredients contains is not a substring test",
    { ingredients: { contains: "Niacin" } },
    (p) => p.ingredients.includes("Niacin"),
    "edge",
  ],
  ["ingredients notContains", { ingredients: { notContains: "Water" } }, (p) => !p.ingredients.includes("Water")],
  [
    "ingredient_clean contains an id",
    { ingredient_clean: { contains: "hyaluronic-acid" } },
    (p) => p.ingredient_clean.includes("hyaluronic-acid"),
  ],
  [
    "images contains",
    { images: { contains: "/images/products/cosrx-advanced-snail-96-mucin-power-essence.svg" } },
    (p) => p.images.includes("/images/products/cosrx-advanced-snail-96-mucin-power-essence.svg"),
  ],
  // and / or / not.
  [
    "and",
    { and: [{ productType: { eq: "toner" } }, { skinType: { contains: "dry" } }] },
    (p) => p.productType === "toner" && p.skinType.includes("dry"),
  ],
  [
    "or",
    { or: [{ brand: { eq: "COSRX" } }, { brand: { eq: "Laneige" } }] },
    (p) => p.brand === "COSRX" || p.brand === "Laneige",
  ],
  ["not", { not: { productType: { eq: "mask" } } }, (p) => p.productType !== "mask"],
  ["not not", { not: { not: { brand: { eq: "Klairs" } } } }, (p) => p.brand === "Klairs"],
  ["empty and holds", { and: [] }, () => true, "edge"],
  ["empty or never holds", { or: [] }, () => false, "edge"],
  ["not of empty or", { not: { or: [] } }, () => true, "edge"],
  [
    "and with fields beside it",
    { brand: { eq: "COSRX" }, and: [{ size: { attributeExists: true } }] },
    (p) => p.brand === "COSRX" && p.size !== null,
  ],
  [
    "or of and and not",
    {
      or: [
        { and: [{ brand: { eq: "COSRX" } }, { not: { productType: { eq: "toner" } } }] },
        { size: { between: [10, 20] } },
      ],
    },
    (p) => (p.brand === "COSRX" && p.productType !== "toner") || (p.size !== null && p.size >= 10 && p.size <= 20),
  ],
  [
    "not of or",
    { not: { or: [{ skinType: { contains: "oily" } }, { skinType: { contains: "dry" } }] } },
    (p) => !p.skinType.includes("oily") && !p.skinType.includes("dry"),
  ],
  [
    "four levels of nesting",
    {
      and: [
        {
          or: [
            { and: [{ not: { productType: { eq: "mask" } } }, { aspect: { contains: "redness" } }] },
            { brand: { eq: "Klairs" } },
          ],
        },
        { amazon: { attributeExists: true } },
      ],
    },
    (p) => ((p.productType !== "mask" && p.aspect.includes("redness")) || p.brand === "Klairs") && p.amazon !== null,
  ],
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
    (p) =>
      ((p.productType !== "mask" && p.price === null && p.aspect.includes("redness")) || p.brand === "Klairs") &&
      p.amazon !== null,
  ],
  [
    "the language filter with a list filter",
    { skinType: { contains: "oily" }, shoppee: { attributeExists: true }, price_id: { attributeExists: false } },
    (p) => p.skinType.includes("oily") && p.shoppee !== null && p.price_id === null,
  ],
];

/** Every operator on every field of the products, with values taken from the records. */
function generatedProductCases(): ProductCase[] {
  const cases: ProductCase[] = [];
  for (const field of productStringFields) {
    const value = sampleValue(all, (record) => record[field]);
    if (typeof value !== "string") throw new Error(field);
    cases.push(...stringFieldCases<ProductRecord>(field, value, 12, true));
  }
  for (const field of productNumberFields) {
    const value = sampleValue(all, (record) => record[field]);
    if (typeof value !== "number") throw new Error(field);
    cases.push(
      modelCase(`${field} eq`, { [field]: { eq: value } }, true),
      modelCase(`${field} ne`, { [field]: { ne: value } }, true),
      modelCase(`${field} le`, { [field]: { le: value } }, true),
      modelCase(`${field} lt`, { [field]: { lt: value } }, false),
      modelCase(`${field} ge`, { [field]: { ge: value } }, true),
      modelCase(`${field} gt`, { [field]: { gt: value } }, false),
      modelCase(`${field} between`, { [field]: { between: [value * 0.9, value * 1.1] } }, true),
      modelCase(`${field} attributeExists true`, { [field]: { attributeExists: true } }, true),
      modelCase(`${field} attributeExists false`, { [field]: { attributeExists: false } }, true),
    );
  }
  for (const field of productListFields) {
    const value = sampleValue(all, (record) => record[field], 1);
    if (!Array.isArray(value)) throw new Error(field);
    cases.push(...listFieldCases<ProductRecord>(field, value[value.length - 1] ?? "", false));
  }
  return cases;
}

describe(`GraphQL listProducts filters (${testDialect()})`, () => {
  it("start from data with the values the cases rely on", () => {
    expect(all.some((product) => product.size === null)).toBe(true);
    expect(all.some((product) => product.aspect.length === 0)).toBe(true);
    expect(all.some((product) => product.amazon === null)).toBe(true);
  });

  it.each(productCases)("%s", async (label, filter, rule, edge) => {
    const expected = ids(all.filter(rule));
    if (!edge) expectSelective(label, expected, all.length);
    expect(await everyMatchingId(filter)).toEqual(expected);
  });

  it("apply every operator to every field", async () => {
    const cases = generatedProductCases();
    expect(cases.length).toBeGreaterThan(150);
    for (const [label, filter, rule, edge] of cases) {
      const expected = ids(all.filter(rule));
      if (!edge) expectSelective(label, expected, all.length);
      expect(await everyMatchingId(filter), label).toEqual(expected);
    }
  });

  it(`page through filters with limit ${smallPage}, each item exactly once`, async () => {
    const cases = [
      ...productCases.filter((_, index) => index % 4 === 0),
      ...generatedProductCases().filter((_, index) => index % 6 === 0),
    ];
    for (const [label, filter, rule] of cases) {
      expect(await listAllIds(filter, smallPage), label).toEqual(ids(all.filter(rule)));
    }
  });
});

describe(`GraphQL lists equal the screens' lists (${testDialect()})`, () => {
  it.each(productTypes.flatMap((type) => (["en", "id"] as const).map((market) => [type, market] as const)))(
    `product type %s in %s, paged by ${smallPage}`,
    async (type, market) => {
      const expected = await screenList((page) => server.services.catalog.listByProductType(type, market, page));
      expect(await listAllIds({ productType: { eq: type }, ...inMarket(market) }, smallPage)).toEqual(expected);
    },
  );

  it.each(skinTypes.flatMap((skinType) => (["en", "id"] as const).map((market) => [skinType, market] as const)))(
    `skin type %s in %s, paged by ${smallPage}`,
    async (skinType, market) => {
      const expected = await screenList((page) => server.services.catalog.listBySkinType(skinType, market, page));
      expect(await listAllIds({ skinType: { contains: skinType }, ...inMarket(market) }, smallPage)).toEqual(expected);
    },
  );

  it.each(
    ["niacinamide", "glycerin", "centella-asiatica-extract", "adenosine"].flatMap((id) =>
      (["en", "id"] as const).map((market) => [id, market] as const),
    ),
  )(`ingredient %s in %s, paged by ${smallPage}, by name and by id`, async (ingredientId, market) => {
    const expected = await screenList((page) => server.services.catalog.listByIngredient(ingredientId, market, page));
    const [record] = (await ingredientsByIngredient({ ingredient: ingredientId })).items;
    expect(record?.id).toBe(ingredientId);
    const byName = await listAllIds({ ingredients: { contains: record?.ingredient }, ...inMarket(market) }, smallPage);
    expect(byName).toEqual(expected);
    const byId = await listAllIds({ ingredient_clean: { contains: ingredientId }, ...inMarket(market) }, smallPage);
    expect(byId).toEqual(expected);
  });

  it("accepts the language filter written as 'not empty' (ne: \"\")", async () => {
    const expected = await screenList((page) => server.services.catalog.listBySkinType("combination", "id", page));
    expect(await listAllIds({ skinType: { contains: "combination" }, shoppee: { ne: "" } }, smallPage)).toEqual(
      expected,
    );
  });
});

describe(`GraphQL nextToken (${testDialect()})`, () => {
  const filter = { productType: { eq: "mask" }, amazon: { attributeExists: true } };
  const masks = () => ids(all.filter((p) => p.productType === "mask" && p.amazon !== null));

  async function firstToken(): Promise<string> {
    const page = await listProductIds({ filter, limit: 7 });
    expect(page.nextToken).toEqual(expect.any(String));
    return page.nextToken ?? "";
  }

  function changedAt(token: string, index: number): string {
    const character = token[index] === "A" ? "Q" : "A";
    return token.slice(0, index) + character + token.slice(index + 1);
  }

  async function expectRefused(request: Promise<unknown>, label = "") {
    const error = await failure(request);
    expect(error.code, label).toBe("BAD_USER_INPUT");
    expect(error.message, label).toContain("nextToken");
  }

  it("is stable and gives the next page for the same filter, however its fields are ordered", async () => {
    const token = await firstToken();
    const expected = masks().slice(7, 14);
    expect(ids((await listProductIds({ filter, limit: 7, nextToken: token })).items)).toEqual(expected);
    expect(ids((await listProductIds({ filter, limit: 7, nextToken: token })).items)).toEqual(expected);
    const reordered = { amazon: { attributeExists: true }, productType: { eq: "mask" } };
    expect(ids((await listProductIds({ filter: reordered, limit: 7, nextToken: token })).items)).toEqual(expected);
  });

  it("lets the limit change from page to page", async () => {
    const second = await listProductIds({ filter, limit: 3, nextToken: await firstToken() });
    expect(ids(second.items)).toEqual(masks().slice(7, 10));
    const rest = await listProductIds({ filter, limit: 1000, nextToken: second.nextToken });
    expect(ids(rest.items)).toEqual(masks().slice(10));
  });

  it("refuses a tampered, truncated or garbage token", async () => {
    const token = await firstToken();
    const [payload = "", mac = ""] = token.split(".");
    const forged = [
      changedAt(token, 0),
      changedAt(token, Math.floor(token.length / 4)),
      changedAt(token, Math.floor(token.length / 3)),
      changedAt(token, Math.floor(token.length / 2)),
      changedAt(token, payload.length - 1),
      changedAt(token, payload.length + 2),
      changedAt(token, token.length - 6),
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
      await expectRefused(listProductIds({ filter, limit: 7, nextToken: bad }), bad.slice(0, 40));
    }
  });

  it("refuses a token with another filter, without a filter, or in another operation", async () => {
    const token = await firstToken();
    await expectRefused(listProductIds({ filter: { productType: { eq: "toner" } }, limit: 7, nextToken: token }));
    await expectRefused(
      listProductIds({
        filter: { productType: { eq: "mask" }, shoppee: { attributeExists: true } },
        limit: 7,
        nextToken: token,
      }),
    );
    await expectRefused(listProductIds({ limit: 7, nextToken: token }));
    await expectRefused(ingredientsByIngredient({ ingredient: "Glycerin", nextToken: token }));
    const unfiltered = await listProductIds({ limit: 3 });
    await expectRefused(listProductIds({ filter, limit: 7, nextToken: unfiltered.nextToken }));
  });

  it("refuses a garbage token to ingredientsByIngredient", async () => {
    for (const nextToken of ["garbage", "a.b", ""]) {
      await expectRefused(ingredientsByIngredient({ ingredient: "Glycerin", limit: 1, nextToken }), nextToken);
    }
  });
});

describe(`GraphQL ingredientsByIngredient (${testDialect()})`, () => {
  type IngredientRow = Omit<IngredientsTable, "created_at" | "updated_at"> & { created_at: string; updated_at: string };
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

  beforeAll(async () => {
    const rows = await server.database.db.selectFrom("ingredients").selectAll().orderBy("id").execute();
    const plainNames = rows.filter((row) => /^[A-Z][A-Za-z0-9 -]*$/.test(row.name));
    const picked = [
      ...rows.filter((row) => ["glycerin", "niacinamide", "water", "panthenol", "adenosine"].includes(row.id)),
      rows.find((row) => row.cas === null),
      rows.find((row) => row.cas !== null && row.ec === null),
      rows.find((row) => row.functions === "[]"),
      rows.find((row) => row.cosing_functions === "[]"),
      rows.find((row) => row.aspects !== "[]" && row.skin_types === "[]"),
      ...rows.filter((_, index) => index % 200 === 7),
      ...plainNames.filter((_, index) => index % 150 === 7),
    ];
    sample = [...new Map(picked.flatMap((row) => (row ? [[row.id, row] as const] : []))).values()];
  });

  it("returns an ingredient's record by its stored name, as stored", async () => {
    for (const row of sample) {
      expect(await ingredientsByIngredient({ ingredient: row.name }), row.name).toEqual({
        items: [recordOf(row)],
        nextToken: null,
      });
    }
  });

  it("matches the name as the catalogue normalises it, and finds nothing for an unknown name", async () => {
    for (const name of ["Niacinamide", "NIACINAMIDE", "niacinamide", "Niacinamide.", " Niacinamide "]) {
      expect(ids((await ingredientsByIngredient({ ingredient: name })).items), name).toEqual(["niacinamide"]);
    }
    for (const name of ["Water (Aqua)", "WATER", "Aqua", "Water/Aqua/Eau"]) {
      expect(ids((await ingredientsByIngredient({ ingredient: name })).items), name).toEqual(["water"]);
    }
    for (const name of ["Unobtainium", "Niacinamid", "%", "***"]) {
      expect(await ingredientsByIngredient({ ingredient: name }), name).toEqual({ items: [], nextToken: null });
    }
    for (const name of ["", "   "]) {
      const error = await failure(ingredientsByIngredient({ ingredient: name }));
      expect(error.code).toBe("BAD_USER_INPUT");
      expect(error.message).toContain("ingredient");
    }
  });

  it("takes a sort direction and a limit, and has no next page", async () => {
    for (const sortDirection of ["ASC", "DESC"] as const) {
      const page = await ingredientsByIngredient({ ingredient: "Glycerin", sortDirection, limit: 1 });
      expect(ids(page.items)).toEqual(["glycerin"]);
      expect(page.nextToken).toBeNull();
    }
  });

  /** Looks up every sampled ingredient by its name, in both directions, with `filter`. */
  async function expectOnSample([label, filter, rule, edge]: Case<IngredientRecord>) {
    const kept = sample.map(recordOf).filter(rule);
    if (!edge) expectSelective(label, kept, sample.length);
    const lookups = sample.flatMap((row) =>
      (["ASC", "DESC"] as const).map((sortDirection) => ({ row, ingredient: row.name, sortDirection })),
    );
    const answers = await ingredientLookups(lookups, filter);
    for (const [index, { row, sortDirection }] of lookups.entries()) {
      const expected = rule(recordOf(row)) ? [row.id] : [];
      expect(answers[index], `${label}: ${row.name} ${sortDirection}`).toEqual(expected);
    }
  }

  const ingredientCases: Case<IngredientRecord>[] = [
    ["id eq", { id: { eq: "glycerin" } }, (r) => r.id === "glycerin"],
    ["id ne", { id: { ne: "glycerin" } }, (r) => r.id !== "glycerin"],
    ["ingredient beginsWith", { ingredient: { beginsWith: "Gly" } }, (r) => r.ingredient.startsWith("Gly")],
    ["ingredient contains", { ingredient: { contains: "Extract" } }, (r) => r.ingredient.includes("Extract")],
    [
      "ingredient contains is case-sensitive",
      { ingredient: { contains: "glycerin" } },
      (r) => r.ingredient.includes("glycerin"),
      "edge",
    ],
    ["ingredient notContains", { ingredient: { notContains: "Extract" } }, (r) => !r.ingredient.includes("Extract")],
    ["cas attributeExists false", { cas: { attributeExists: false } }, (r) => r.cas === null],
    ["cas attributeExists true", { cas: { attributeExists: true } }, (r) => r.cas !== null],
    ["cas beginsWith", { cas: { beginsWith: "5" } }, (r) => r.cas?.startsWith("5") ?? false],
    ["ec ne skips nulls", { ec: { ne: "200-289-5" } }, (r) => r.ec !== null && r.ec !== "200-289-5"],
    ["ec notContains skips nulls", { ec: { notContains: "202-" } }, (r) => r.ec !== null && !r.ec.includes("202-")],
    ["cosing contains", { cosing: { contains: "Humectant" } }, (r) => r.cosing.includes("Humectant")],
    ["cosing notContains", { cosing: { notContains: "Humectant" } }, (r) => !r.cosing.includes("Humectant")],
    ["function contains", { function: { contains: "humectant" } }, (r) => r.function.includes("humectant")],
    ["function attributeExists false", { function: { attributeExists: false } }, (r) => r.function.length === 0],
    ["aspect attributeExists true", { aspect: { attributeExists: true } }, (r) => r.aspect.length > 0],
    ["skinType contains", { skinType: { contains: "dry" } }, (r) => r.skinType.includes("dry")],
    [
      "or",
      { or: [{ cas: { attributeExists: false } }, { function: { contains: "soothing" } }] },
      (r) => r.cas === null || r.function.includes("soothing"),
    ],
    ["not", { not: { aspect: { attributeExists: true } } }, (r) => r.aspect.length === 0],
    [
      "and with not",
      { and: [{ cas: { attributeExists: true } }, { not: { ec: { attributeExists: true } } }] },
      (r) => r.cas !== null && r.ec === null,
    ],
    ["empty or", { or: [] }, () => false, "edge"],
  ];

  it.each(ingredientCases)("filter: %s, in both directions", async (...ingredientCase) => {
    await expectOnSample(ingredientCase);
  });

  /** Every operator on every field of the ingredients, with values taken from the sample. */
  function generatedIngredientCases(): Case<IngredientRecord>[] {
    const records = sample.map(recordOf);
    const cases: Case<IngredientRecord>[] = [];
    for (const field of ingredientStringFields) {
      const value = sampleValue(records, (record) => record[field]);
      if (typeof value !== "string") throw new Error(field);
      cases.push(...stringFieldCases<IngredientRecord>(field, value, 3, false));
    }
    for (const field of ingredientListFields) {
      const value = sampleValue(records, (record) => record[field]);
      if (!Array.isArray(value)) throw new Error(field);
      cases.push(...listFieldCases<IngredientRecord>(field, value[0] ?? "", true));
    }
    return cases;
  }

  it("apply every operator to every field, in both directions", async () => {
    const cases = generatedIngredientCases();
    expect(cases.length).toBe(7 * ingredientStringFields.length + 5 * ingredientListFields.length);
    for (const generated of cases) await expectOnSample(generated);
  });
});

describe(`GraphQL public reads: access and input errors (${testDialect()})`, () => {
  async function status(headers: Record<string, string>) {
    const response = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: "{ listProducts(limit: 1) { items { id } } }" }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it("answers 401 'Unauthorized' without a valid API key", async () => {
    const unauthorized = { errors: [{ message: "Unauthorized", extensions: { code: "UNAUTHORIZED" } }] };
    const headerSets: Record<string, string>[] = [
      {},
      { "x-api-key": "wrong" },
      { "x-api-key": "" },
      { "x-api-key": server.apiKey.toUpperCase() },
    ];
    for (const headers of headerSets) {
      expect(await status(headers)).toEqual({ status: 401, body: unauthorized });
    }
    const anonymous = new GraphQLClient(server.graphqlUrl);
    const error = await failure(anonymous.request(getProductsQuery, { id: all[0]?.id }));
    expect(error).toEqual({ status: 401, message: "Unauthorized", code: "UNAUTHORIZED" });
    const wrongKey = new GraphQLClient(server.graphqlUrl, { headers: { "x-api-key": `${server.apiKey}x` } });
    expect(await failure(wrongKey.request(listProductsQuery, {}))).toEqual(error);
  });

  it("takes a filter at its bounds and refuses one beyond them", async () => {
    const nestedNot = (depth: number): Filter =>
      depth === 0 ? { brand: { eq: "COSRX" } } : { not: nestedNot(depth - 1) };
    const notCosrx = (depth: number) => all.filter((p) => (p.brand === "COSRX") === (depth % 2 === 0));
    expect(await everyMatchingId(nestedNot(5))).toEqual(ids(notCosrx(5)));
    expect((await failure(listProducts({ filter: nestedNot(6) }))).code).toBe("BAD_USER_INPUT");
    const conditions = (count: number): Filter => ({
      and: Array.from({ length: count }, (_, index) => ({ brand: { ne: `brand ${index}` } })),
    });
    expect(await everyMatchingId(conditions(50))).toHaveLength(all.length);
    expect((await failure(listProducts({ filter: conditions(51) }))).code).toBe("BAD_USER_INPUT");
  });

  it("names the bad argument in a BAD_USER_INPUT error", async () => {
    const cases: [ListVariables, string][] = [
      [{ limit: 0 }, "limit"],
      [{ limit: 1001 }, "limit"],
      [{ limit: -5 }, "limit"],
      [{ filter: { skinType: { eq: "dry" } } }, "filter.skinType.eq"],
      [{ filter: { size: { between: [100, 50] } } }, "filter.size.between"],
      [{ filter: { size: { between: [50] } } }, "filter.size.between"],
      [{ filter: { brand: { eq: "x".repeat(201) } } }, "filter.brand.eq"],
      [{ filter: { or: [{ ingredients: { beginsWith: "Water" } }] } }, "ingredients.beginsWith"],
    ];
    for (const [variables, path] of cases) {
      const error = await failure(listProducts(variables));
      expect(error.code, path).toBe("BAD_USER_INPUT");
      expect(error.message, path).toContain(path);
    }
    const ingredientError = await failure(
      ingredientsByIngredient({ ingredient: "Glycerin", filter: { function: { eq: "humectant" } } }),
    );
    expect(ingredientError.code).toBe("BAD_USER_INPUT");
    expect(ingredientError.message).toContain("filter.function.eq");
  });
});
