/**
 * `npm run catalog:import [-- --price-feed <file.csv>]`: fills the configured database with the
 * demo catalogue from the project's data/ folder, then prints what changed.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { formatImportSummary } from "~/server/catalog-import/import-summary.server";
import { projectPath } from "~/server/project-root.server";
import { runCommand, withConfiguredDatabase } from "./with-configured-database";

const argsSchema = z.object({
  "price-feed": z.string().min(1).optional(),
  "data-dir": z.string().min(1).optional(),
});

runCommand(async () => {
  const { values } = parseArgs({
    options: { "price-feed": { type: "string" }, "data-dir": { type: "string" } },
    strict: true,
  });
  const args = argsSchema.parse(values);
  await withConfiguredDatabase(async (db) => {
    const report = await importCatalogue(db, {
      dataDir: args["data-dir"] ?? projectPath("data"),
      ...(args["price-feed"] ? { priceFeedFile: path.resolve(args["price-feed"]) } : {}),
      log: (line) => console.log(line),
    });
    for (const line of formatImportSummary(report)) console.log(line);
  });
});
