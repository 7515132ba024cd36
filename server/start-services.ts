import path from "node:path";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import type { AppConfig } from "~/server/config/config.server";
import { type DatabaseHandle, openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import type { Logger } from "~/server/logger.server";
import { type AppServices, createServices } from "~/server/services.server";

export interface StartedServices {
  database: DatabaseHandle;
  services: AppServices;
}

/** The demo catalogue's data files, shipped with the project. */
const demoCatalogueDir = path.resolve(import.meta.dirname, "../data");

/**
 * Opens the database, brings its schema up to date, builds the services, and on an empty
 * database imports the demo catalogue, so a fresh `npm start` shows a real catalogue.
 */
export async function startServices(config: AppConfig, logger: Logger): Promise<StartedServices> {
  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info("database migrated", { dialect: database.dialect, applied });
  const services = createServices(database.db);
  if (await services.catalog.isEmpty()) {
    const report = await importCatalogue(database.db, { dataDir: demoCatalogueDir });
    logger.info("demo catalogue imported into the empty database", {
      products: report.products,
      ingredients: report.ingredients,
      rejectedRows: report.rejections.length,
      durationMs: report.durationMs,
    });
  }
  return { database, services };
}
