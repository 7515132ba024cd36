import type { DatabaseHandle } from "./database.server";

/** The advisory lock of the demo catalogue's first import (any number no other lock of ours uses). */
export const demoCatalogueImportLock = 0x6b756c6974;

/**
 * Runs `work` while no other instance on the same PostgreSQL database runs work under the same
 * lock: a session-level advisory lock, held by one connection of the pool for as long as `work`
 * runs (`work` uses other connections as usual). Several instances started at once thus take
 * turns (docs/deploy.md, "Migrations and the first start"); Kysely's migrator takes its own such
 * lock. On SQLite there is one instance per file, so `work` just runs.
 */
export async function oneInstanceAtATime<T>(
  database: DatabaseHandle,
  lockId: number,
  work: () => Promise<T>,
): Promise<T> {
  if (database.driver.dialect === "sqlite") return work();
  const connection = await database.driver.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [lockId]);
    try {
      return await work();
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [lockId]);
    }
  } finally {
    connection.release();
  }
}
