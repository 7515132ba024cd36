/**
 * `npm run catalog:import [-- --price-feed <file.csv>]`: fills the configured database with the
 * demo catalogue from the project's data/ folder, then prints what changed.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { formatImportSummary } from "~/server/catalog-import/import-summary.server";
import { getConfig } from "~/server/config/config.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { migrateToLatest } from "~/server/db/migrations.server";

const argsSchema = z.object({
  "price-feed": z.string().min(1).optional(),
  "data-dir": z.string().min(1).optional(),
});

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { "price-feed": { type: "string" }, "data-dir": { type: "string" } },
    strict: true,
  });
  const args = argsSchema.parse(values);
  const config = getConfig();
  const handle = openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    logger: createLogger(config.LOG_LEVEL),
  });
  try {
    await migrateToLatest(handle.db);
    const report = await importCatalogue(handle.db, {
      dataDir: args["data-dir"] ?? path.join(projectRoot, "data"),
      ...(args["price-feed"] ? { priceFeedFile: path.resolve(args["price-feed"]) } : {}),
      log: (line) => console.log(line),
    });
    for (const line of formatImportSummary(report)) console.log(line);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
