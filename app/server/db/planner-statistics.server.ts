import { type Kysely, sql } from "kysely";

/**
 * Refreshes the statistics the database's query planner chooses indexes by (`ANALYZE`, on SQLite
 * and PostgreSQL alike). SQLite keeps none until asked, and without them it may pick the
 * market's index for a product's offers, reading thousands of rows instead of two
 * (docs/performance.md, "Pages rendered afresh"). Run after every import that changes the
 * catalogue, and once by migration 0011 for databases imported before.
 */
export async function refreshPlannerStatistics<T>(db: Kysely<T>): Promise<void> {
  await sql`analyze`.execute(db);
}
