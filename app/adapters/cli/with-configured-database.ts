import type { Kysely } from "kysely";
import { getConfig } from "~/server/config/config.server";
import { openDatabase } from "~/server/db/database.server";
import type { Database } from "~/server/db/schema.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";

/** Runs a command-line program: a failure prints its message, without a stack, and exits with 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/**
 * Runs a task on the configured database (README, "Configuration"), brought to the latest schema
 * first, and closes the database afterwards, whatever the task did.
 */
export async function withConfiguredDatabase(
  task: (db: Kysely<Database>, appliedMigrations: string[]) => Promise<void>,
): Promise<void> {
  const config = getConfig();
  const handle = openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    logger: createLogger(config.LOG_LEVEL),
  });
  try {
    await task(handle.db, await migrateToLatest(handle.db));
  } finally {
    await handle.close();
  }
}
