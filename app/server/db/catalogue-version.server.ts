import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema.server";

/** The `kulit_meta` row that names the catalogue's current version. */
export const catalogueVersionKey = "catalogue_version";

/**
 * The catalogue's version: replaced by every import that changes something, so a cache built from
 * the catalogue is good for as long as this stays the same (docs/performance.md, "The page cache").
 */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("kulit_meta")
    .select("value")
    .where("key", "=", catalogueVersionKey)
    .executeTakeFirst();
  if (!row) throw new Error("the catalogue version is missing: run the database migrations");
  return row.value;
}

/** Gives the catalogue a new version; called inside the import's transaction. */
export async function replaceCatalogueVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("kulit_meta")
    .values({ key: catalogueVersionKey, value: randomUUID() })
    .onConflict((conflict) => conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
    .execute();
}

/** Where a cache built from the catalogue reads the version it was built at. */
export interface CatalogueVersionSource {
  current(): Promise<string>;
}

export function catalogueVersionSource(db: Kysely<Database>): CatalogueVersionSource {
  return { current: () => readCatalogueVersion(db) };
}
