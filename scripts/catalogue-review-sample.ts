/**
 * Prints the seeded random sample of docs/catalogue-review.md: 100 products of the catalogue the
 * import builds from data/ (imported into a throw-away SQLite database, as `npm run
 * catalog:report` does), each with brand, name, type, form and the labels its sources gave.
 *
 *   npx tsx scripts/catalogue-review-sample.ts [seed] [size]
 *
 * The same seed over the same catalogue gives the same sample, so a review can be repeated and
 * checked. Output is the Markdown table of the review, with the verdict columns left blank.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";
import { seededRandom } from "../bench/seeded-random";

const seed = Number(process.argv[2] ?? "2026");
const size = Number(process.argv[3] ?? "100");
const dataDir = path.resolve("data");

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

async function main(): Promise<void> {
  if (!Number.isInteger(seed) || !Number.isInteger(size) || size < 1) throw new Error("usage: [seed] [size]");
  const workDir = mkdtempSync(path.join(tmpdir(), "kulit-review-"));
  const handle = openDatabase({ dataDir: workDir, databaseUrl: undefined, logger: createLogger("warn") });
  try {
    await migrateToLatest(handle.db);
    const report = await importCatalogue(handle.db, { dataDir });
    const products = [...report.catalogue.products].sort((a, b) => a.id.localeCompare(b.id));
    const next = seededRandom(seed);
    // A partial Fisher–Yates shuffle over the id order: the first `size` places are the sample.
    const order = [...products];
    for (let index = 0; index < Math.min(size, order.length); index += 1) {
      const other = index + Math.floor(next() * (order.length - index));
      const current = order[index];
      const picked = order[other];
      if (current && picked) {
        order[index] = picked;
        order[other] = current;
      }
    }
    console.log(`Sample of ${Math.min(size, order.length)} of ${products.length} products, seed ${seed}.\n`);
    console.log("| # | brand | name | type | form | source labels | typed right | note |");
    console.log("| - | ----- | ---- | ---- | ---- | ------------- | ----------- | ---- |");
    order.slice(0, size).forEach((product, index) => {
      const row = [
        String(index + 1),
        product.brand,
        product.name,
        product.productType,
        product.form,
        product.labels.join(", "),
      ];
      console.log(`| ${row.map(cell).join(" | ")} |  |  |`);
    });
  } finally {
    await handle.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
