/** `npm run db:migrate`: brings the configured database to the latest schema and lists what it applied. */
import { getConfig } from "~/server/config/config.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { migrateToLatest } from "~/server/db/migrations.server";

async function main(): Promise<void> {
  const config = getConfig();
  const handle = openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    logger: createLogger(config.LOG_LEVEL),
  });
  try {
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length === 0 ? "database is up to date" : `applied: ${applied.join(", ")}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
