import { ClientError, GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, expect } from "vitest";
import type { IngredientRecord, ProductRecord } from "~/domain/api-records";
import { filterLimits } from "~/domain/record-filter";
import { replaceCatalogueVersion } from "~/server/db/catalogue-version.server";
import { type ApiServer, startApiServer } from "./api-server";

/**
 * The shared fixture of the GraphQL product tests (graphql-products.test.ts and
 * graphql-product-filters.test.ts, split so that the two run side by side): a client, paging
 * helpers, and a plain evaluation of the filter semantics of app/domain/record-filter.ts
 * (`matches`), never the server's own filter code.
 *
 * The filter and list files serve a quarter of the demo catalogue (`everyNthProduct: 4`): each
 * of their hundreds of cases compares whole lists, so its cost grows with the products it
 * matches, and the filters' SQL meets the same kinds of values (nulls, empty lists, fractions,
 * both markets) in 600 products as in 2,400; a case whose value has gone fails, never passes
 * empty (`expectSelective`). docs/decisions/0017-integration-tests-per-dialect.md.
 *
 * So that markets, prices and numbers matter, some products leave a market before the lists
 * are compared (no Shopee offer, or no Amazon offer), some offers get a price (fractions and
 * 7-digit rupiah amounts included), and a few products get other dates, a fractional size,
 * unusual names or a short Indonesian description.
 */

/** A filter as the client sends it (ModelProductsFilterInput / ModelIngredientsFilterInput). */
export type Filter = Record<string, unknown>;

export interface Connection<T> {
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

export const getProductsQuery = /* GraphQL */ `
  query GetProducts($id: ID!) { getProducts(id: $id) { ${productFields} } }
`;
export const listProductsQuery = /* GraphQL */ `
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

export let server: ApiServer;
export let api: GraphQLClient;
/** Every product as the API served it before any offer was changed. */
export let pristine: ProductRecord[];
/** Every product after the changes of `beforeAll`, in list order. */
export let all: ProductRecord[];
/** Products without a Shopee offer, and without an Amazon offer. */
export let notInId: Set<string>;
export let notInEn: Set<string>;
type Shop = "amazon" | "stylevana" | "yesstyle" | "shopee" | "tokopedia" | "lazada";
/** The offers given a price: product, shop, price. */
export let pricedOffers: { productId: string; shop: Shop; price: number }[];

/** The flat price field of each shop (docs/api.md, "Products"). */
export const priceFields = {
  amazon: "price",
  stylevana: "price_stylevana",
  yesstyle: "price_yesstyle",
  shopee: "price_id",
  tokopedia: "price_tokopedia",
  lazada: "price_lazada",
} as const satisfies Record<Shop, keyof ProductRecord>;

export const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/**
 * A page size that still makes lists span many pages: the longest lists of a quarter of the
 * catalogue (about 500 products) come to some 10 pages, of the whole one to some 40.
 */
export const smallPage = 50;

export interface ListVariables {
  filter?: Filter | null;
  limit?: number;
  nextToken?: string | null;
}

export async function listProducts(variables: ListVariables): Promise<Connection<ProductRecord>> {
  return (await api.request<{ listProducts: Connection<ProductRecord> }>(listProductsQuery, variables)).listProducts;
}

export async function listProductIds(variables: ListVariables): Promise<Connection<{ id: string }>> {
  return (await api.request<{ listProducts: Connection<{ id: string }> }>(listProductIdsQuery, variables)).listProducts;
}

/** The ids of every product a filter matches, page by page at the largest limit (the catalogue has more). */
export async function everyMatchingId(filter: Filter): Promise<string[]> {
  return ids(await everyPage((nextToken) => listProductIds({ filter, limit: 1000, nextToken }), 1000));
}

/**
 * Every item of a list, following nextToken. On the way it checks that `limit` counts
 * matching items: a page with a nextToken is full, and the page after it is not empty.
 */
export async function everyPage<T>(
  page: (nextToken: string | null) => Promise<Connection<T>>,
  limit: number,
): Promise<T[]> {
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
export async function listAllProducts(filter: Filter | null, limit: number): Promise<ProductRecord[]> {
  return everyPage((nextToken) => listProducts({ filter, limit, nextToken }), limit);
}

/** The ids of every matching product, following nextToken, each checked to come once. */
export async function listAllIds(filter: Filter | null, limit: number): Promise<string[]> {
  const paged = ids(await everyPage((nextToken) => listProductIds({ filter, limit, nextToken }), limit));
  expect(new Set(paged).size).toBe(paged.length);
  return paged;
}

export async function ingredientsByIngredient(variables: {
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
export async function ingredientLookups(
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
export async function failure(request: Promise<unknown>): Promise<{ status: number; message: string; code: unknown }> {
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
export function sampleValue<R extends object>(
  items: readonly R[],
  value: (item: R) => FieldValue,
  nth = 0,
): FieldValue {
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
export type Case<R> = [label: string, filter: Filter, rule: (record: R) => boolean, edge?: "edge"];

/** A case whose rule is the plain evaluation of the filter; `selective`: it matches some records, not all. */
export function modelCase<R extends object>(label: string, filter: Filter, selective: boolean): Case<R> {
  const rule = (record: R) => matches(record, filter);
  return selective ? [label, filter, rule] : [label, filter, rule, "edge"];
}

/**
 * Every operator of a string field, on `value` (one record's): `beginsWith` its first
 * `prefixLength` characters, `contains` a part of its middle.
 */
export function stringFieldCases<R extends object>(
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
export function listFieldCases<R extends object>(field: string, element: string, existsSelective: boolean): Case<R>[] {
  return [
    modelCase(`${field} contains`, { [field]: { contains: element } }, true),
    modelCase(`${field} notContains`, { [field]: { notContains: element } }, true),
    modelCase(`${field} contains a part of an element`, { [field]: { contains: element.slice(1) } }, false),
    modelCase(`${field} attributeExists true`, { [field]: { attributeExists: true } }, existsSelective),
    modelCase(`${field} attributeExists false`, { [field]: { attributeExists: false } }, existsSelective),
  ];
}

export function expectSelective(label: string, expected: readonly unknown[], total: number) {
  expect(expected.length, `${label} matches something`).toBeGreaterThan(0);
  expect(expected.length, `${label} does not match everything`).toBeLessThan(total);
}

/** The product the filter cases name (its image), kept in any share of the catalogue. */
const keptByName = "cosrx-advanced-snail-96-mucin-power-essence";

/**
 * Starts the API server on a copy of the demo catalogue, keeps every `everyNthProduct`th product
 * by rank (all by default) and reshapes them (above), once per file.
 */
export function setUpProductsApi(options: { everyNthProduct?: number } = {}): void {
  const nth = options.everyNthProduct ?? 1;
  beforeAll(async () => {
    server = await startApiServer();
    api = new GraphQLClient(server.graphqlUrl, { headers: { "x-api-key": server.apiKey } });
    const { db } = server.database;
    const ranked = await db.selectFrom("products").select("id").orderBy("rank").execute();
    const dropped = ranked.filter((row, index) => index % nth !== 0 && row.id !== keptByName).map((row) => row.id);
    if (dropped.length > 0) await db.deleteFrom("products").where("id", "in", dropped).execute();
    pristine = await listAllProducts(null, 1000);

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
    // These writes stand for an import, so they give the catalogue a new version as the import does: the
    // server keeps its answers per catalogue version (docs/performance.md, "API and ranking").
    await replaceCatalogueVersion(db);
    all = await listAllProducts(null, 1000);
  });

  afterAll(async () => {
    await server?.close();
  });
}
