import {
  type ColumnDataType,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  sql,
} from "kysely";
import { randomUUID } from "node:crypto";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { isProductType } from "~/domain/product-types";
import { productSearchText } from "~/domain/search-text";
import { catalogueVersionKey } from "./catalogue-version.server";
import { refreshPlannerStatistics } from "./planner-statistics.server";

/** Column types that differ between the two dialects (better-auth writes real booleans and dates on PostgreSQL). */
function dialectTypes(db: Kysely<unknown>): { boolean: ColumnDataType; timestamp: ColumnDataType } {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres ? { boolean: "boolean", timestamp: "timestamptz" } : { boolean: "integer", timestamp: "date" };
}

/** Migrations live in code so that start-up needs no files on disk besides the build. */
const migrations: Record<string, Migration> = {
  "0001-catalogue": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("products")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("brand", "text", (c) => c.notNull())
        .addColumn("product_type", "text", (c) => c.notNull())
        .addColumn("size_ml", "real")
        .addColumn("description_en", "text", (c) => c.notNull())
        .addColumn("description_id", "text", (c) => c.notNull())
        .addColumn("usage_en", "text", (c) => c.notNull())
        .addColumn("usage_id", "text", (c) => c.notNull())
        .addColumn("base_price_gbp", "real", (c) => c.notNull())
        .addColumn("images", "text", (c) => c.notNull())
        .addColumn("rank", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("products_type_rank").on("products").columns(["product_type", "rank"]).execute();
      await db.schema.createIndex("products_rank").on("products").column("rank").execute();

      await db.schema
        .createTable("reference_prices")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("market", "text", (c) => c.notNull())
        .addColumn("amount", "real", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_amount", "real", (c) => c.notNull())
        .addColumn("source_currency", "text", (c) => c.notNull())
        .addColumn("converted", "integer", (c) => c.notNull())
        .addColumn("observed_on", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("reference_prices_pk", ["product_id", "market"])
        .execute();

      await db.schema
        .createTable("product_skin_types")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("skin_type", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_skin_types_pk", ["product_id", "skin_type"])
        .execute();
      await db.schema.createIndex("product_skin_types_skin").on("product_skin_types").column("skin_type").execute();

      await db.schema
        .createTable("product_aspects")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("aspect", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_aspects_pk", ["product_id", "aspect"])
        .execute();

      await db.schema
        .createTable("ingredients")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("inci_name", "text")
        .addColumn("cas", "text")
        .addColumn("ec", "text")
        .addColumn("cosing_functions", "text", (c) => c.notNull())
        .addColumn("functions", "text", (c) => c.notNull())
        .addColumn("aspects", "text", (c) => c.notNull())
        .addColumn("skin_types", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("product_ingredients")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("raw_name", "text", (c) => c.notNull())
        .addColumn("ingredient_id", "text", (c) => c.references("ingredients.id"))
        .addPrimaryKeyConstraint("product_ingredients_pk", ["product_id", "position"])
        .execute();
      await db.schema
        .createIndex("product_ingredients_ingredient")
        .on("product_ingredients")
        .column("ingredient_id")
        .execute();

      await db.schema
        .createTable("offers")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("market", "text", (c) => c.notNull())
        .addColumn("shop", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("price", "real")
        .addColumn("currency", "text")
        .addColumn("checked_at", "text")
        .addPrimaryKeyConstraint("offers_pk", ["product_id", "shop"])
        .execute();
      await db.schema.createIndex("offers_market_shop").on("offers").columns(["market", "shop"]).execute();

      await db.schema
        .createTable("kulit_meta")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  /**
   * Accounts. The first five tables are better-auth's own schema (its names and camelCase
   * columns, see ADR 0006); the rest are ours.
   */
  "0002-accounts": {
    async up(db: Kysely<unknown>) {
      const { boolean, timestamp } = dialectTypes(db);
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", boolean, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", timestamp, (c) => c.notNull())
        .addColumn("updatedAt", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", timestamp, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", timestamp, (c) => c.notNull())
        .addColumn("updatedAt", timestamp, (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", timestamp)
        .addColumn("refreshTokenExpiresAt", timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", timestamp, (c) => c.notNull())
        .addColumn("updatedAt", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", timestamp, (c) => c.notNull())
        .addColumn("createdAt", timestamp, (c) => c.notNull())
        .addColumn("updatedAt", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();
      await db.schema
        .createTable("rateLimit")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("key", "text", (c) => c.notNull().unique())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("lastRequest", "bigint", (c) => c.notNull())
        .execute();

      // Codes mailed per address, for the mail limits (docs/security.md, "Accounts").
      await db.schema
        .createTable("auth_mail_log")
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("sent_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("auth_mail_log_email").on("auth_mail_log").columns(["email", "sent_at"]).execute();
      // Failed sign-ins per account, for the sign-in back-off (docs/security.md, "Accounts").
      await db.schema
        .createTable("sign_in_failures")
        .addColumn("email", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull())
        .addColumn("locked_until", "bigint", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("analyses")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("gender", "integer", (c) => c.notNull())
        .addColumn("age", "integer", (c) => c.notNull())
        .addColumn("budget", "integer", (c) => c.notNull())
        .addColumn("skin_type", "text", (c) => c.notNull())
        .addColumn("location", "text", (c) => c.notNull())
        .addColumn("image_key", "text")
        .addColumn("eyebags", "integer", (c) => c.notNull())
        .addColumn("dryness", "integer", (c) => c.notNull())
        .addColumn("redness", "integer", (c) => c.notNull())
        .addColumn("wrinkles", "integer", (c) => c.notNull())
        .addColumn("acne", "integer", (c) => c.notNull())
        .addColumn("pores", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("analyses_user_created").on("analyses").columns(["user_id", "created_at"]).execute();
    },
  },
  /** better-auth's JWT plugin keeps its signing keys here (private keys encrypted with AUTH_SECRET). */
  "0003-api-tokens": {
    async up(db: Kysely<unknown>) {
      const { timestamp } = dialectTypes(db);
      await db.schema
        .createTable("jwks")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("publicKey", "text", (c) => c.notNull())
        .addColumn("privateKey", "text", (c) => c.notNull())
        .addColumn("createdAt", timestamp, (c) => c.notNull())
        .addColumn("expiresAt", timestamp)
        .addColumn("alg", "text")
        .addColumn("crv", "text")
        .execute();
    },
  },
  /**
   * Money and sizes as 8-byte floats on PostgreSQL, where `real` is 4 bytes and keeps only about
   * seven digits (Rp 12,345,678.50 would read back as 12,345,679). SQLite's REAL is 8 bytes
   * already. The stored values had at most two decimals, so rounding to them restores the figures
   * that 4 bytes blurred.
   */
  "0004-double-precision-amounts": {
    async up(db: Kysely<unknown>) {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      const columns = [
        ["products", "size_ml"],
        ["products", "base_price_gbp"],
        ["reference_prices", "amount"],
        ["reference_prices", "source_amount"],
        ["offers", "price"],
      ] as const;
      for (const [table, column] of columns) {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type double precision using round(${sql.ref(column)}::numeric, 2)::double precision`.execute(
          db,
        );
      }
    },
  },
  /**
   * Where each fact of the catalogue came from (docs/catalogue.md): every price a source reported
   * as an observation, the date and source of the ingredient list shown, sizes with their unit and
   * pack count, our own function notes apart from CosIng's, and the old ingredient ids that now
   * redirect to one page per substance. A product may have no price yet, so the base price may be
   * null; SQLite cannot drop a NOT NULL in place, so the products table is rebuilt there with
   * foreign keys off (SQLite's documented procedure; migrations run outside a transaction on it).
   */
  "0005-catalogue-provenance": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const double: ColumnDataType = postgres ? "double precision" : "real";
      if (postgres) {
        await sql`alter table products alter column base_price_gbp drop not null`.execute(db);
      } else {
        await sql`pragma foreign_keys = off`.execute(db);
        await sql`begin`.execute(db);
        await db.schema
          .createTable("products_next")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("brand", "text", (c) => c.notNull())
          .addColumn("product_type", "text", (c) => c.notNull())
          .addColumn("size_ml", "real")
          .addColumn("description_en", "text", (c) => c.notNull())
          .addColumn("description_id", "text", (c) => c.notNull())
          .addColumn("usage_en", "text", (c) => c.notNull())
          .addColumn("usage_id", "text", (c) => c.notNull())
          .addColumn("base_price_gbp", "real")
          .addColumn("images", "text", (c) => c.notNull())
          .addColumn("rank", "integer", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await sql`insert into products_next select id, name, brand, product_type, size_ml, description_en, description_id, usage_en, usage_id, base_price_gbp, images, rank, created_at, updated_at from products`.execute(
          db,
        );
        await sql`drop table products`.execute(db);
        await sql`alter table products_next rename to products`.execute(db);
        await db.schema.createIndex("products_type_rank").on("products").columns(["product_type", "rank"]).execute();
        await db.schema.createIndex("products_rank").on("products").column("rank").execute();
        await sql`commit`.execute(db);
        await sql`pragma foreign_keys = on`.execute(db);
      }
      await db.schema.alterTable("products").addColumn("size_unit", "text").execute();
      await db.schema.alterTable("products").addColumn("pack_count", "integer").execute();
      await db.schema.alterTable("products").addColumn("list_observed_on", "text").execute();
      await db.schema.alterTable("products").addColumn("list_source", "text").execute();
      await db.schema.alterTable("products").addColumn("form", "text").execute();
      await db.schema
        .alterTable("ingredients")
        .addColumn("kulit_functions", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();

      await db.schema
        .createTable("price_observations")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("shop", "text", (c) => c.notNull())
        .addColumn("market", "text", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("amount", double, (c) => c.notNull())
        .addColumn("size_amount", double)
        .addColumn("size_unit", "text")
        .addColumn("pack_count", "integer")
        .addColumn("observed_on", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_file", "text", (c) => c.notNull())
        .addColumn("source_line", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("price_observations_pk", ["product_id", "source_file", "source_line"])
        .execute();

      await db.schema
        .createTable("ingredient_redirects")
        .addColumn("from_id", "text", (c) => c.primaryKey())
        .addColumn("to_id", "text", (c) => c.notNull().references("ingredients.id").onDelete("cascade"))
        .execute();
    },
  },
  /**
   * Search (docs/search.md): each product's search words (brand, name, reviewed aliases, as
   * `productSearchText` writes them), indexed with SQLite's FTS5 (an external-content table kept
   * in step by triggers) or PostgreSQL's full-text search (a GIN index on the 'simple'
   * configuration, which neither stems nor drops words, as FTS5's unicode61 does not).
   */
  "0006-product-search": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .alterTable("products")
        .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      const products = await sql<{
        id: string;
        brand: string;
        name: string;
      }>`select id, brand, name from products`.execute(db);
      for (const product of products.rows) {
        await sql`update products set search_text = ${productSearchText(product)} where id = ${product.id}`.execute(db);
      }
      if (postgres) {
        await sql`create index products_search on products using gin (to_tsvector('simple', search_text))`.execute(db);
        return;
      }
      await sql`create virtual table products_fts using fts5(search_text, content='products', content_rowid='rowid', tokenize='unicode61')`.execute(
        db,
      );
      await sql`create trigger products_fts_insert after insert on products begin
        insert into products_fts(rowid, search_text) values (new.rowid, new.search_text);
      end`.execute(db);
      await sql`create trigger products_fts_delete after delete on products begin
        insert into products_fts(products_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
      end`.execute(db);
      await sql`create trigger products_fts_update after update of search_text on products begin
        insert into products_fts(products_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
        insert into products_fts(rowid, search_text) values (new.rowid, new.search_text);
      end`.execute(db);
      await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
    },
  },
  /**
   * The ingredient flags each product's list raises (docs/ingredient-flags.md), so that lists can
   * filter on "free of fragrance" and the like in SQL. The import writes them; existing
   * catalogues get them here, read with the same rule from the names their pages show.
   */
  "0007-product-flags": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("product_flags")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("flag", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_flags_pk", ["product_id", "flag"])
        .execute();
      await db.schema.createIndex("product_flags_flag").on("product_flags").columns(["flag", "product_id"]).execute();
      const rows = await sql<{
        product_id: string;
        product_type: string;
        position: number;
        name: string;
      }>`select pi.product_id, p.product_type, pi.position, coalesce(i.name, pi.raw_name) as name
         from product_ingredients pi
         join products p on p.id = pi.product_id
         left join ingredients i on i.id = pi.ingredient_id
         order by pi.product_id, pi.position`.execute(db);
      const lists = new Map<string, { productType: string; entries: { position: number; inciName: string }[] }>();
      for (const row of rows.rows) {
        const list = lists.get(row.product_id) ?? { productType: row.product_type, entries: [] };
        list.entries.push({ position: Number(row.position), inciName: row.name });
        lists.set(row.product_id, list);
      }
      const flagRows = [...lists].flatMap(([productId, list]) =>
        ingredientFlags(list.entries, isProductType(list.productType) ? list.productType : undefined).flags.map(
          ({ flag }) => sql`(${productId}, ${flag})`,
        ),
      );
      for (let start = 0; start < flagRows.length; start += 500) {
        await sql`insert into product_flags (product_id, flag) values ${sql.join(flagRows.slice(start, start + 500))}`.execute(
          db,
        );
      }
    },
  },
  /**
   * A user's morning and evening routine (docs/routine.md): product ids in the order the user
   * added them (the page orders them by step). No foreign key to products: a re-import may drop
   * a product for a while, and the routine keeps it, saying it is gone; the user's rows go
   * with the user.
   */
  "0008-routines": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("routine_entries")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("slot", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("product_id", "text", (c) => c.notNull())
        .addColumn("added_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("routine_entries_pk", ["user_id", "slot", "product_id"])
        .execute();
    },
  },
  /**
   * The catalogue's version, which every import that changes something replaces: the caches built
   * from the catalogue (rendered pages, search, sizes) compare it, in every instance, with one
   * primary-key read instead of counting the products (docs/performance.md, "The page cache").
   */
  "0009-catalogue-version": {
    async up(db: Kysely<unknown>) {
      await sql`insert into kulit_meta (key, value) values (${catalogueVersionKey}, ${randomUUID()})`.execute(db);
    },
  },
  /**
   * Our own rate limits' counters, shared by every app instance (docs/deploy.md, "Rate limits").
   * The columns are the ones rate-limiter-flexible's PostgreSQL and SQLite stores read and write
   * (`key`, `points`, `expire` in epoch milliseconds), so it uses this table instead of creating
   * its own at run time; the index serves the clean-up of expired rows.
   */
  "0010-rate-limit-counters": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rate_limit_counters")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("expire", "bigint")
        .execute();
      await db.schema.createIndex("rate_limit_counters_expire").on("rate_limit_counters").column("expire").execute();
    },
  },
  "0011-planner-statistics": {
    async up(db: Kysely<unknown>) {
      await refreshPlannerStatistics(db);
    },
  },
  /**
   * One product, one page (docs/catalogue.md): the ids a merged product had under its other
   * names, each answering the surviving product (301 on the web, the survivor in the API,
   * routines and compare picks). The import writes it; a survivor's removal takes its redirects.
   */
  "0012-product-redirects": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("product_redirects")
        .addColumn("from_id", "text", (c) => c.primaryKey())
        .addColumn("to_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .execute();
    },
  },
  /**
   * One shop row can price several sizes (Sociolla's size choices, docs/catalogue.md, "Parses
   * size"): each is an observation of its own, told apart by `source_offer` (0 for the row's first
   * price), which joins the primary key. SQLite cannot change a primary key in place, so the table
   * is rebuilt there with its rows (SQLite's documented procedure, as 0005 does).
   */
  "0015-price-observation-offers": {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table price_observations add column source_offer integer not null default 0`.execute(db);
        await sql`alter table price_observations drop constraint price_observations_pk`.execute(db);
        await sql`alter table price_observations add constraint price_observations_pk primary key (product_id, source_file, source_line, source_offer)`.execute(
          db,
        );
        return;
      }
      await sql`pragma foreign_keys = off`.execute(db);
      await sql`begin`.execute(db);
      await db.schema
        .createTable("price_observations_next")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("shop", "text", (c) => c.notNull())
        .addColumn("market", "text", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("amount", "real", (c) => c.notNull())
        .addColumn("size_amount", "real")
        .addColumn("size_unit", "text")
        .addColumn("pack_count", "integer")
        .addColumn("observed_on", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_file", "text", (c) => c.notNull())
        .addColumn("source_line", "integer", (c) => c.notNull())
        .addColumn("source_offer", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("price_observations_pk", ["product_id", "source_file", "source_line", "source_offer"])
        .execute();
      await sql`insert into price_observations_next select product_id, shop, market, currency, amount, size_amount, size_unit, pack_count, observed_on, source, source_file, source_line, 0 from price_observations`.execute(
        db,
      );
      await sql`drop table price_observations`.execute(db);
      await sql`alter table price_observations_next rename to price_observations`.execute(db);
      await sql`commit`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);
    },
  },
  /**
   * What a label states beside a listed ingredient (docs/catalogue.md, "Splits INCI lists"): a US
   * "Drug Facts" label's active ingredients, which the position rules count above the inactive
   * list, and the percentage printed with an entry ("Avobenzone 3.0%").
   */
  "0017-listed-ingredient-amounts": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const double: ColumnDataType = postgres ? "double precision" : "real";
      await db.schema
        .alterTable("product_ingredients")
        .addColumn("active", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("product_ingredients").addColumn("stated_percent", double).execute();
    },
  },
  /** Shoppers' ratings on community and shop sites, one row per product and site (docs/rules.md, "Community ratings"). */
  "0018-community-ratings": {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const double: ColumnDataType = postgres ? "double precision" : "real";
      await db.schema
        .createTable("product_ratings")
        .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
        .addColumn("site", "text", (c) => c.notNull())
        .addColumn("stars", double, (c) => c.notNull())
        .addColumn("review_count", "integer")
        .addColumn("url", "text")
        .addColumn("observed_on", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_ratings_pk", ["product_id", "site"])
        .execute();
    },
  },
  /** The list's entries the import could not read, and where it was cut short, said on the product page (docs/catalogue.md). */
  "0019-list-left-out": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("products").addColumn("list_left_out", "text").execute();
      await db.schema.alterTable("products").addColumn("list_cut_short_at", "text").execute();
    },
  },
  /** The versions a product is sold in and which one its list is, said on the page and in the API (docs/catalogue.md). */
  "0020-product-versions": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("products").addColumn("versions", "text").execute();
    },
  },
  /** 1 when the list may have lost its end, so it supports no "free of" claim (docs/catalogue.md). */
  "0021-list-may-be-incomplete": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("products")
        .addColumn("list_may_be_incomplete", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
