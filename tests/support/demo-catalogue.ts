import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ImportReport, importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The demo catalogue's data files, which start-up imports into an empty database. */
export const demoCatalogueDir = path.join(repositoryRoot, "data");
/** A dozen products in the demo catalogue's formats, for tests whose subject is not the catalogue. */
export const fixtureCatalogueDir = path.join(repositoryRoot, "tests/fixtures/catalogue");

/**
 * Migrates a database (the SQLite file in `dataDir`, or `databaseUrl`) and imports a catalogue
 * into it (the demo catalogue unless `sourceDir` says otherwise), as start-up would on an empty
 * database: a template that test suites copy instead of importing for every server they start.
 * Returns the import's report, so that a suite can check the import it copies.
 */
export async function importDemoCatalogue(options: {
  dataDir: string;
  databaseUrl?: string;
  now?: Date;
  sourceDir?: string;
}): Promise<ImportReport> {
  const handle = openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    logger: createLogger("error"),
  });
  await migrateToLatest(handle.db);
  const report = await importCatalogue(handle.db, { dataDir: options.sourceDir ?? demoCatalogueDir, now: options.now });
  // Closing checkpoints SQLite's write-ahead log into the file, and frees a template for copies.
  await handle.close();
  return report;
}
