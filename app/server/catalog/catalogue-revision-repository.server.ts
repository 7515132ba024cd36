import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

const revisionKey = "catalogue_revision";

/**
 * The catalogue's revision: a value in `kulit_meta` that the catalogue import replaces, in the
 * transaction that changes the catalogue, whenever it changes anything. Reading it is one
 * primary-key lookup, so every request can check that what it kept from the catalogue still
 * holds, on every instance that shares the database (docs/performance.md, "API and ranking").
 */
export class CatalogueRevisionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The revision the last catalogue write left; null when no import has written one yet. */
  async current(): Promise<string | null> {
    const row = await this.db
      .selectFrom("kulit_meta")
      .select("value")
      .where("key", "=", revisionKey)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  /** Marks the catalogue as changed: call it inside the transaction that changed it. */
  async bump(): Promise<void> {
    // Random rather than a clock: two imports in the same instant (or with the same clock) still differ.
    const value = randomUUID();
    await this.db
      .insertInto("kulit_meta")
      .values({ key: revisionKey, value })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
      .execute();
  }
}
