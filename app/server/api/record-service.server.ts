import { catalogueVersionSource } from "~/server/db/catalogue-version.server";
import type { Kysely } from "kysely";
import {
  type IngredientRecord,
  ingredientRecordFields,
  type ProductRecord,
  productRecordFields,
  type RecordPage,
  recordFieldNames,
  recordListLimits,
  type SortDirection,
} from "~/domain/api-records";
import { canonicalJson } from "~/domain/canonical-json";
import { ingredientIdOf } from "~/domain/ingredient-name";
import type { IngredientRecordFilter, ProductRecordFilter } from "~/domain/record-filter";
import { parseJsonList } from "../db/json-list.server";
import { createCatalogueCache } from "../catalog/catalogue-cache.server";
import type { Database } from "../db/schema.server";
import { createPageTokens, type PagePosition } from "./page-token.server";
import { ingredientFieldSources, productFieldSources, type RelatedList } from "./record-fields.server";
import {
  type IngredientRecordRow,
  type ProductKey,
  type ProductRecordParts,
  type ProductRecordRow,
  RecordRepository,
} from "./record-repository.server";

/** A `nextToken` that was not issued by us for this same query (tampered, truncated or reused with another filter). */
export class InvalidNextTokenError extends Error {
  override readonly name = "InvalidNextTokenError";
  constructor() {
    super("nextToken is not valid for this query");
  }
}

export interface ListRequest<F> {
  /** Null: every record. */
  filter: F | null;
  /** 1…recordListLimits.max; counts matching records (the filter is applied before the limit). */
  limit: number;
  /** Null: the first page. */
  nextToken: string | null;
}

/**
 * The catalogue as records of the public API (docs/api.md). Lists are ordered by popularity
 * (rank, then id), the order of the product list screens for a visitor without a profile;
 * ingredients by id. Paging is keyset-based and the token is signed: paging through a list
 * returns every record exactly once, and a tampered token is refused (InvalidNextTokenError).
 */
export interface RecordService {
  getProduct(id: string): Promise<ProductRecord | null>;
  listProducts(request: ListRequest<ProductRecordFilter>): Promise<RecordPage<ProductRecord>>;
  /**
   * The ingredient records of one ingredient name. The name is matched as the catalogue
   * normalises it (`ingredientIdOf`), so "NIACINAMIDE" and "Niacinamide" find the same record.
   */
  ingredientsByIngredient(
    request: ListRequest<IngredientRecordFilter> & { ingredient: string; sortDirection: SortDirection },
  ): Promise<RecordPage<IngredientRecord>>;
}

/** Groups rows by product id, keeping their order. */
function byProduct<R extends { product_id: string }, V>(rows: readonly R[], value: (row: R) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id) ?? [];
    group.push(value(row));
    groups.set(row.product_id, group);
  }
  return groups;
}

/** Code-unit order, the same on every database. */
function sorted(values: readonly string[]): string[] {
  return [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Each related list of the page's products, by product id: skin types and aspects sorted, ingredients in printed order. */
function relatedLists(parts: ProductRecordParts): Record<RelatedList, Map<string, string[]>> {
  const sortedGroups = (groups: Map<string, string[]>) =>
    new Map([...groups].map(([productId, values]) => [productId, sorted(values)]));
  return {
    skinTypes: sortedGroups(byProduct(parts.skinTypes, (row) => row.skin_type)),
    aspects: sortedGroups(byProduct(parts.aspects, (row) => row.aspect)),
    ingredientNames: byProduct(parts.ingredients, (row) => row.name),
    ingredientIds: byProduct(parts.ingredients, (row) => row.ingredient_id),
  };
}

const productFields = recordFieldNames(productRecordFields);
const ingredientFields = recordFieldNames(ingredientRecordFields);

/** Builds the records of one page's rows from the rows and their parts, each field from its source. */
function productRecords(rows: readonly ProductRecordRow[], parts: ProductRecordParts): ProductRecord[] {
  const related = relatedLists(parts);
  const offers = byProduct(parts.offers, (row) => row);
  return rows.map((row) => {
    // Offers are keyed by (product, shop). The API's prices are the offers' own (never
    // reference prices), whichever market the shop serves.
    const offerOf = new Map((offers.get(row.id) ?? []).map((offer) => [offer.shop, offer]));
    const record: Partial<Record<keyof ProductRecord, unknown>> = {};
    for (const field of productFields) {
      const source = productFieldSources[field];
      switch (source.from) {
        case "column":
          record[field] = row[source.column];
          break;
        case "jsonList":
          record[field] = parseJsonList(row[source.column]);
          break;
        case "offer":
          record[field] = offerOf.get(source.shop)?.[source.value] ?? null;
          break;
        case "related":
          record[field] = related[source.list].get(row.id) ?? [];
          break;
      }
    }
    return record as ProductRecord;
  });
}

function ingredientRecord(row: IngredientRecordRow): IngredientRecord {
  const record: Partial<Record<keyof IngredientRecord, unknown>> = {};
  for (const field of ingredientFields) {
    const source = ingredientFieldSources[field];
    record[field] = source.from === "jsonList" ? parseJsonList(row[source.column]) : row[source.column];
  }
  return record as IngredientRecord;
}

/** A limit within 1…max whatever the caller passed (the adapter has already refused bad ones). */
function pageSize(limit: number): number {
  if (!Number.isFinite(limit)) return recordListLimits.default;
  return Math.min(recordListLimits.max, Math.max(1, Math.floor(limit)));
}

function productKeyOf(position: PagePosition | null): ProductKey {
  const [rank, id, ...rest] = position ?? [];
  if (typeof rank !== "number" || !Number.isSafeInteger(rank) || typeof id !== "string" || rest.length > 0) {
    throw new InvalidNextTokenError();
  }
  return { rank, id };
}

function ingredientKeyOf(position: PagePosition | null): string {
  const [id, ...rest] = position ?? [];
  if (typeof id !== "string" || rest.length > 0) throw new InvalidNextTokenError();
  return id;
}

/** Splits the `limit + 1` rows read into the page and whether another page follows. */
function pageOf<R>(rows: readonly R[], limit: number): { rows: R[]; last: R | undefined } {
  const page = rows.slice(0, limit);
  return { rows: page, last: rows.length > limit ? page.at(-1) : undefined };
}

/**
 * How many records the service keeps, over all the pages kept: the demo catalogue many times
 * over, a few megabytes.
 */
const keptRecords = 5000;

const recordCount = (page: RecordPage<unknown>) => Math.max(1, page.items.length);

export function createRecordService(db: Kysely<Database>, options: { secret: string }): RecordService {
  const repository = new RecordRepository(db);
  const tokens = createPageTokens(options.secret);
  // The answers change only when an import changes the catalogue (docs/performance.md, "API and ranking").
  const versions = catalogueVersionSource(db);
  const productPages = createCatalogueCache<RecordPage<ProductRecord>>(versions, {
    capacity: keptRecords,
    weightOf: recordCount,
  });
  const productsById = createCatalogueCache<ProductRecord | null>(versions, { capacity: keptRecords });
  const ingredientPages = createCatalogueCache<RecordPage<IngredientRecord>>(versions, {
    capacity: keptRecords,
    weightOf: recordCount,
  });

  async function recordsOf(rows: readonly ProductRecordRow[]): Promise<ProductRecord[]> {
    return productRecords(rows, await repository.productParts(rows.map((row) => row.id)));
  }

  async function getProduct(id: string): Promise<ProductRecord | null> {
    const row = await repository.productById(id);
    if (row === undefined) return null;
    const [record] = await recordsOf([row]);
    return record ?? null;
  }

  async function listProducts(request: ListRequest<ProductRecordFilter>): Promise<RecordPage<ProductRecord>> {
    const limit = pageSize(request.limit);
    // The token is valid only for the query it was issued for: same operation, same filter.
    const query = canonicalJson({ operation: "listProducts", filter: request.filter });
    const after = request.nextToken === null ? null : productKeyOf(await tokens.read(query, request.nextToken));
    const { rows, last } = pageOf(await repository.productPage(request.filter, after, limit + 1), limit);
    return {
      items: await recordsOf(rows),
      nextToken: last === undefined ? null : await tokens.issue(query, [last.rank, last.id]),
    };
  }

  async function ingredientsByIngredient(
    request: ListRequest<IngredientRecordFilter> & { ingredient: string; sortDirection: SortDirection },
  ): Promise<RecordPage<IngredientRecord>> {
    const limit = pageSize(request.limit);
    const ingredientId = ingredientIdOf(request.ingredient);
    const query = canonicalJson({
      operation: "ingredientsByIngredient",
      ingredient: ingredientId,
      sortDirection: request.sortDirection,
      filter: request.filter,
    });
    const after = request.nextToken === null ? null : ingredientKeyOf(await tokens.read(query, request.nextToken));
    if (ingredientId === "") return { items: [], nextToken: null };
    const { rows, last } = pageOf(
      await repository.ingredientPage({
        ingredientId,
        filter: request.filter,
        sortDirection: request.sortDirection,
        after,
        limit: limit + 1,
      }),
      limit,
    );
    return {
      items: rows.map(ingredientRecord),
      nextToken: last === undefined ? null : await tokens.issue(query, [last.id]),
    };
  }

  return {
    getProduct: (id) => productsById.get(id, () => getProduct(id)),
    listProducts: (request) =>
      productPages.get(canonicalJson({ ...request, limit: pageSize(request.limit) }), () => listProducts(request)),
    ingredientsByIngredient: (request) =>
      ingredientPages.get(canonicalJson({ ...request, limit: pageSize(request.limit) }), () =>
        ingredientsByIngredient(request),
      ),
  };
}
