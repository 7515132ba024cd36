import type { Kysely } from "kysely";
import {
  type IngredientRecord,
  type ProductRecord,
  type RecordPage,
  recordListLimits,
  type SortDirection,
  shopRecordFields,
} from "~/domain/api-records";
import { canonicalJson } from "~/domain/canonical-json";
import { ingredientIdOf } from "~/domain/ingredient-name";
import { isShop } from "~/domain/markets";
import type { IngredientRecordFilter, ProductRecordFilter } from "~/domain/record-filter";
import { parseJsonList } from "../db/json-list.server";
import type { Database } from "../db/schema.server";
import { createPageTokens, type PagePosition } from "./page-token.server";
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
function sorted(values: readonly string[] | undefined): string[] {
  return [...(values ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Builds the records of one page's rows from the rows and their parts. */
function productRecords(rows: readonly ProductRecordRow[], parts: ProductRecordParts): ProductRecord[] {
  const skinTypes = byProduct(parts.skinTypes, (row) => row.skin_type);
  const aspects = byProduct(parts.aspects, (row) => row.aspect);
  const ingredients = byProduct(parts.ingredients, (row) => row);
  const offers = byProduct(parts.offers, (row) => row);
  return rows.map((row) => {
    const entries = ingredients.get(row.id) ?? [];
    const record: ProductRecord = {
      id: row.id,
      product: row.name,
      productType: row.product_type,
      brand: row.brand,
      size: row.size_ml,
      description: row.description_en,
      description_id: row.description_id,
      usage: row.usage_en,
      usage_id: row.usage_id,
      price: null,
      price_id: null,
      price_lazada: null,
      price_tokopedia: null,
      price_yesstyle: null,
      price_stylevana: null,
      skinType: sorted(skinTypes.get(row.id)),
      aspect: sorted(aspects.get(row.id)),
      ingredients: entries.map((entry) => entry.name),
      ingredient_clean: entries.map((entry) => entry.ingredient_id),
      images: parseJsonList(row.images),
      amazon: null,
      shoppee: null,
      lazada: null,
      tokopedia: null,
      yesstyle: null,
      stylevana: null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    // The API's prices are the offers' own (never reference prices), whichever market the shop serves.
    for (const offer of offers.get(row.id) ?? []) {
      if (!isShop(offer.shop)) continue;
      const fields = shopRecordFields[offer.shop];
      record[fields.link] = offer.url;
      record[fields.price] = offer.price;
    }
    return record;
  });
}

function ingredientRecord(row: IngredientRecordRow): IngredientRecord {
  return {
    id: row.id,
    ingredient: row.name,
    aspect: parseJsonList(row.aspects),
    skinType: parseJsonList(row.skin_types),
    cosing: parseJsonList(row.cosing_functions),
    cas: row.cas,
    ec: row.ec,
    function: parseJsonList(row.functions),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
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

export function createRecordService(db: Kysely<Database>, options: { secret: string }): RecordService {
  const repository = new RecordRepository(db);
  const tokens = createPageTokens(options.secret);

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
    const after = request.nextToken === null ? null : productKeyOf(tokens.read(query, request.nextToken));
    const { rows, last } = pageOf(await repository.productPage(request.filter, after, limit + 1), limit);
    return {
      items: await recordsOf(rows),
      nextToken: last === undefined ? null : tokens.issue(query, [last.rank, last.id]),
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
    const after = request.nextToken === null ? null : ingredientKeyOf(tokens.read(query, request.nextToken));
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
    return { items: rows.map(ingredientRecord), nextToken: last === undefined ? null : tokens.issue(query, [last.id]) };
  }

  return { getProduct, listProducts, ingredientsByIngredient };
}
