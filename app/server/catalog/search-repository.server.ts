import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../db/schema.server";
import { type ListFilters, noListFilters } from "~/domain/list-filters";
import type { ProductType } from "~/domain/product-types";
import type { SkinType } from "~/domain/skin-types";
import { type PricedScope, productsInMarket, productsListing, refine } from "./catalog-repository.server";

/** What a product must have to be found: every word at the start of one of its search words, and each facet. */
export interface SearchCriteria {
  /** Plain words (`searchWords`: [a-z0-9]+), matched as word beginnings, all of them. */
  words: readonly string[];
  productTypes: readonly ProductType[];
  skinTypes: readonly SkinType[];
  aspects: readonly string[];
  /** The product lists at least one of these ingredients. */
  ingredientIds: readonly string[];
}

/**
 * Search's queries (docs/search.md): SQLite's FTS5 index or PostgreSQL's full-text index on the
 * products' search words, the same criteria in both, and what spelling correction and ingredient
 * names need. Every word reaching here is letters and digits only, so no query syntax can pass.
 */
export class SearchRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** The products of the market meeting the criteria (the lists' own filters applied for the facets). */
  private matching(criteria: SearchCriteria, scope: PricedScope) {
    let query = refine(productsInMarket(this.db, scope), scope, {
      ...noListFilters,
      productTypes: [...criteria.productTypes],
      skinTypes: [...criteria.skinTypes],
    });
    if (criteria.words.length > 0) {
      const words = criteria.words.filter((word) => /^[a-z0-9]+$/.test(word));
      query = this.postgres
        ? query.where(
            sql<boolean>`to_tsvector('simple', p.search_text) @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`,
          )
        : query.where(
            sql<boolean>`p.rowid in (select rowid from products_fts where products_fts match ${words.map((word) => `"${word}"*`).join(" ")})`,
          );
    }
    if (criteria.aspects.length > 0) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("product_aspects as a")
            .select(sql<number>`1`.as("one"))
            .whereRef("a.product_id", "=", "p.id")
            .where("a.aspect", "in", [...criteria.aspects]),
        ),
      );
    }
    if (criteria.ingredientIds.length > 0) {
      query = query.where(sql<boolean>`p.id in ${productsListing(criteria.ingredientIds)}`);
    }
    return query;
  }

  /** Every product of the market meeting the criteria, with its popularity rank. */
  async searchProducts(criteria: SearchCriteria, scope: PricedScope): Promise<{ id: string; rank: number }[]> {
    return this.matching(criteria, scope).select(["p.id", "p.rank"]).orderBy("p.rank").orderBy("p.id").execute();
  }

  /** The most popular few products meeting the criteria, with what a suggestion shows of them. */
  async suggestProducts(
    criteria: SearchCriteria,
    scope: PricedScope,
    limit: number,
  ): Promise<{ id: string; brand: string; name: string }[]> {
    return this.matching(criteria, scope)
      .select(["p.id", "p.brand", "p.name"])
      .orderBy("p.rank")
      .orderBy("p.id")
      .limit(limit)
      .execute();
  }

  /** Which of the given products of the market pass the lists' filters (docs/rules.md, "Filters"). */
  async refinedIds(ids: readonly string[], scope: PricedScope, filters: ListFilters): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await refine(productsInMarket(this.db, scope), scope, filters)
      .where("p.id", "in", [...ids])
      .select("p.id")
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Every product's search words, for the vocabulary of spelling correction. */
  async searchTextsById(): Promise<{ id: string; searchText: string }[]> {
    const rows = await this.db.selectFrom("products").select(["id", "search_text"]).execute();
    return rows.map((row) => ({ id: row.id, searchText: row.search_text }));
  }

  /** Ingredient ids and names, for ingredient results and the ids a common name stands for. */
  async ingredientNames(): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom("ingredients").select(["id", "name"]).orderBy("id").execute();
  }

  /** How many products list each ingredient (suggestions put the common ones first). */
  async ingredientUses(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom("product_ingredients")
      .where("ingredient_id", "is not", null)
      .select((eb) => ["ingredient_id", eb.fn.count<number>("product_id").distinct().as("uses")])
      .groupBy("ingredient_id")
      .execute();
    return new Map(rows.map((row) => [row.ingredient_id ?? "", Number(row.uses)]));
  }
}
