import type { AppConfig } from "~/server/config/config.server";
import { type DatabaseHandle, openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import type { Logger } from "~/server/logger.server";
import { type AppServices, createServices } from "~/server/services.server";

export interface StartedServices {
  database: DatabaseHandle;
  services: AppServices;
}

/** Opens the database, brings its schema up to date and builds the services. */
export async function startServices(config: AppConfig, logger: Logger): Promise<StartedServices> {
  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info("database migrated", { dialect: database.dialect, applied });
  return { database, services: createServices(database.db) };
}
