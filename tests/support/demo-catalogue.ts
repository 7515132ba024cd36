import path from "node:path";
import { fileURLToPath } from "node:url";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";

const demoDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../data");

/**
 * Migrates a database (the SQLite file in `dataDir`, or `databaseUrl`) and imports the demo
 * catalogue into it, as start-up would on an empty database: a template that test suites copy
 * instead of importing 2,400 products for every server they start.
 */
export async function importDemoCatalogue(options: { dataDir: string; databaseUrl?: string; now?: Date }) {
  const handle = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, logger: createLogger("error") });
  await migrateToLatest(handle.db);
  await importCatalogue(handle.db, { dataDir: demoDataDir, now: options.now });
  // Closing checkpoints SQLite's write-ahead log into the file, and frees a template for copies.
  await handle.close();
}
