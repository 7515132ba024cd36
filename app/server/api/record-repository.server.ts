import { type Kysely, PostgresAdapter, type Selectable, sql } from "kysely";
import type { SortDirection } from "~/domain/api-records";
import type { IngredientRecordFilter, ProductRecordFilter } from "~/domain/record-filter";
import type { Dialect } from "../db/database.server";
import type { Database, IngredientsTable, ProductsTable } from "../db/schema.server";
import {
  type IngredientSourceColumn,
  ingredientSourceColumns,
  type ProductSourceColumn,
  productSourceColumns,
} from "./record-fields.server";
import { survivingProductIds } from "../catalog/product-redirect-repository.server";
import { ingredientFilterCondition, productFilterCondition } from "./record-filter-sql.server";

/**
 * The catalogue's queries for the public API's records (the only file of the API's read side
 * that holds SQL, with the filter compiler beside it). One set of queries for SQLite and
 * PostgreSQL; list-valued columns are JSON text, parsed by the service. The columns read are
 * the ones the records' field sources name (record-fields.server.ts).
 */

/** Where a products page starts: after this product in (rank, id) order. */
export interface ProductKey {
  rank: number;
  id: string;
}

/** A product's own columns that its record is built from (record-fields.server.ts), and its rank. */
export type ProductRecordRow = Pick<Selectable<ProductsTable>, ProductSourceColumn | "rank">;

/** What a product record holds besides its own row, for the products of one page. */
export interface ProductRecordParts {
  skinTypes: { product_id: string; skin_type: string }[];
  aspects: { product_id: string; aspect: string }[];
  /** Entries matched to an ingredient, by product then printed position. */
  ingredients: { product_id: string; ingredient_id: string; name: string }[];
  offers: { product_id: string; shop: string; url: string; price: number | null }[];
}

/** The columns of an ingredient that its record is built from (record-fields.server.ts). */
export type IngredientRecordRow = Pick<Selectable<IngredientsTable>, IngredientSourceColumn>;

export interface IngredientPageQuery {
  ingredientId: string;
  filter: IngredientRecordFilter | null;
  sortDirection: SortDirection;
  /** The id of the last record served; null for the first page. */
  after: string | null;
  limit: number;
}

/** The columns the records are built from; `rank` orders the pages of products. */
const productColumns = [...productSourceColumns, "rank" as const].map((column) => `p.${column}` as const);
const ingredientColumns = ingredientSourceColumns.map((column) => `i.${column}` as const);

function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export class RecordRepository {
  private readonly dialect: Dialect;

  constructor(private readonly db: Kysely<Database>) {
    this.dialect = dialectOf(db);
  }

  async productById(id: string): Promise<ProductRecordRow | undefined> {
    // PostgreSQL text cannot hold NUL (sending one is an error there), so no id contains one.
    if (id.includes("\u0000")) return undefined;
    const row = await this.db
      .selectFrom("products as p")
      .select(productColumns)
      .where("p.id", "=", id)
      .executeTakeFirst();
    if (row !== undefined) return row;
    // A merged product's old id answers with the surviving product (docs/api.md, "getProducts").
    const survivor = (await survivingProductIds(this.db, [id])).get(id);
    return survivor === undefined
      ? undefined
      : this.db.selectFrom("products as p").select(productColumns).where("p.id", "=", survivor).executeTakeFirst();
  }

  /**
   * Up to `limit` products that pass the filter, in (rank, id) order, after `after`. Keyset
   * paging: the database starts at the position through the rank index instead of counting
   * past every earlier row, and a page never repeats or skips a row.
   */
  async productPage(
    filter: ProductRecordFilter | null,
    after: ProductKey | null,
    limit: number,
  ): Promise<ProductRecordRow[]> {
    let query = this.db.selectFrom("products as p").select(productColumns);
    if (filter !== null) query = query.where((eb) => productFilterCondition(eb, this.dialect, filter));
    if (after !== null) {
      // `rank >= r` first so that both dialects can seek in the rank index.
      query = query
        .where("p.rank", ">=", after.rank)
        .where((eb) => eb.or([eb("p.rank", ">", after.rank), eb("p.id", ">", after.id)]));
    }
    return query.orderBy("p.rank").orderBy("p.id").limit(limit).execute();
  }

  /**
   * Skin types, aspects, ingredients and offers of the given products: three queries for any
   * page (skin types and aspects, both short tags, in one).
   */
  async productParts(productIds: readonly string[]): Promise<ProductRecordParts> {
    if (productIds.length === 0) return { skinTypes: [], aspects: [], ingredients: [], offers: [] };
    const ids = [...productIds];
    const [tags, ingredients, offers] = await Promise.all([
      this.db
        .selectFrom("product_skin_types")
        .select(["product_id", sql<boolean>`1 = 1`.as("is_skin_type"), "skin_type as tag"])
        .where("product_id", "in", ids)
        .unionAll((eb) =>
          eb
            .selectFrom("product_aspects")
            .select(["product_id", sql<boolean>`1 = 0`.as("is_skin_type"), "aspect as tag"])
            .where("product_id", "in", ids),
        )
        .execute(),
      this.db
        .selectFrom("product_ingredients as pin")
        .innerJoin("ingredients as ing", "ing.id", "pin.ingredient_id")
        .select(["pin.product_id", "ing.id as ingredient_id", "ing.name"])
        .where("pin.product_id", "in", ids)
        .orderBy("pin.product_id")
        .orderBy("pin.position")
        .execute(),
      this.db
        .selectFrom("offers")
        .select(["product_id", "shop", "url", "price"])
        .where("product_id", "in", ids)
        .execute(),
    ]);
    return {
      // SQLite answers a comparison as 1 or 0, PostgreSQL as a boolean.
      skinTypes: tags.flatMap(({ product_id, is_skin_type, tag }) =>
        is_skin_type ? [{ product_id, skin_type: tag }] : [],
      ),
      aspects: tags.flatMap(({ product_id, is_skin_type, tag }) => (is_skin_type ? [] : [{ product_id, aspect: tag }])),
      ingredients,
      offers,
    };
  }

  /** Up to `limit` records of one ingredient id that pass the filter, by id in the given direction, after `after`. */
  async ingredientPage(query: IngredientPageQuery): Promise<IngredientRecordRow[]> {
    const { filter, after } = query;
    let select = this.db
      .selectFrom("ingredients as i")
      .select(ingredientColumns)
      .where("i.id", "=", query.ingredientId);
    if (filter !== null) select = select.where((eb) => ingredientFilterCondition(eb, this.dialect, filter));
    if (after !== null) select = select.where("i.id", query.sortDirection === "ASC" ? ">" : "<", after);
    return select
      .orderBy("i.id", query.sortDirection === "ASC" ? "asc" : "desc")
      .limit(query.limit)
      .execute();
  }
}
