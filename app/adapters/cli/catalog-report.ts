/**
 * `npm run catalog:report`: imports every source of the project's data/ folder into a throw-away
 * SQLite database, prints the catalogue's quality figures, and fails when one breaks a threshold
 * (docs/catalogue.md, "Quality report"). CI runs it, so a regression in the data stops a merge.
 * `--keep-database DIR` keeps the imported database as DIR/kulit.sqlite when every threshold is
 * met: `npm test` hands it to the end-to-end server, which would otherwise import the same
 * catalogue again at start-up (docs/decisions/0011-end-to-end-time.md).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { isoDateOf } from "~/domain/fact-age";
import { catalogueFigures, formatFigures, thresholdFailures } from "~/server/catalog-import/catalogue-figures.server";
import { loadCosing } from "~/server/catalog-import/cosing-index.server";
import { cosingFile, importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";
import { projectPath } from "~/server/project-root.server";
import { runCommand } from "./with-configured-database";

const argsSchema = z.object({
  /** The day prices are counted on (whether a price is over two years old); today by default. */
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "--today must be a date as YYYY-MM-DD")
    .refine((day) => !Number.isNaN(Date.parse(day)), "--today must be a real date")
    .optional(),
  /** Where the imported database goes when the report passes; nowhere by default. */
  "keep-database": z
    .string()
    .min(1)
    .refine((dir) => !existsSync(dir), "--keep-database: the folder exists; give one that does not")
    .optional(),
});

runCommand(async () => {
  const { values } = parseArgs({
    options: { today: { type: "string" }, "keep-database": { type: "string" } },
    strict: true,
  });
  const args = argsSchema.parse(values);
  const today = args.today ?? isoDateOf(new Date());
  const keepIn = args["keep-database"] === undefined ? undefined : path.resolve(args["keep-database"]);
  const dataDir = keepIn ?? mkdtempSync(path.join(tmpdir(), "kulit-report-"));
  const handle = openDatabase({ dataDir, databaseUrl: undefined, logger: createLogger("warn") });
  let passed = false;
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
    passed = true;
  } finally {
    // Closing checkpoints SQLite's write-ahead log into the file, so a kept folder is whole.
    await handle.close();
    if (passed && keepIn !== undefined) console.log(`database kept in ${keepIn}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
});
