/**
 * `npm run catalog:report`: imports every source of the project's data/ folder into a throw-away
 * SQLite database, prints the catalogue's quality figures, and fails when one breaks a threshold
 * (docs/catalogue.md, "Quality report"). CI runs it, so a regression in the data stops a merge.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isoDateOf } from "~/domain/fact-age";
import { catalogueFigures, formatFigures, thresholdFailures } from "~/server/catalog-import/catalogue-figures.server";
import { loadCosing } from "~/server/catalog-import/cosing-index.server";
import { cosingFile, importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";
import { projectPath } from "~/server/project-root.server";
import { runCommand } from "./with-configured-database";

/** `--today YYYY-MM-DD`: the day prices are counted on (whether a price is over two years old); today by default. */
function reportDay(args: readonly string[]): string {
  const index = args.indexOf("--today");
  if (index === -1) return isoDateOf(new Date());
  const day = args[index + 1] ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
    throw new Error(`--today must be a date as YYYY-MM-DD, got "${day}"`);
  return day;
}

runCommand(async () => {
  const today = reportDay(process.argv.slice(2));
  const dataDir = mkdtempSync(path.join(tmpdir(), "kulit-report-"));
  const handle = openDatabase({ dataDir, databaseUrl: undefined, logger: createLogger("warn") });
  try {
    await migrateToLatest(handle.db);
    const catalogueData = projectPath("data");
    const report = await importCatalogue(handle.db, { dataDir: catalogueData });
    const cosing = loadCosing(path.join(catalogueData, cosingFile), cosingFile).index;
    const figures = catalogueFigures(report, (name) => cosing.byInciName(name) !== undefined, today);
    for (const line of formatFigures(figures)) console.log(line);
    const failures = thresholdFailures(figures);
    if (failures.length > 0) throw new Error(`Catalogue below its thresholds:\n- ${failures.join("\n- ")}`);
    console.log("every threshold met");
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
