/**
 * Prints the seeded random sample of docs/catalogue-review.md: 100 products of the catalogue the
 * import builds from data/ (imported into a throw-away SQLite database, as `npm run
 * catalog:report` does), each with brand, name, type, form and the labels its sources gave.
 *
 *   npx tsx scripts/catalogue-review-sample.ts [seed] [size]
 *
 * The same seed over the same catalogue gives the same sample, so a review can be repeated and
 * checked. Output is the Markdown table of the review, with the verdict columns left blank.
 *
 *   npx tsx scripts/catalogue-review-sample.ts [seed] [size] --facts [--today=YYYY-MM-DD] [--ids=a,b]
 *
 * prints instead every fact a reviewer reads for each sampled product: type and form, size, the
 * list as shown (with its source and date, Drug Facts actives and stated amounts), the flags,
 * skin types and concerns, each market's reference price with its shop and date as a page shows
 * it on `--today` (the machine's date by default: the product's own price, or only "last seen"),
 * the prices seen, the shoppers' ratings, and the texts in both languages.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatSize } from "~/domain/product-size";
import { isCurrentReference } from "~/domain/reference-price";
import type { ProductRecord } from "~/server/catalog-import/catalogue-records.server";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";
import { seededRandom } from "../bench/seeded-random";

const positional = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const seed = Number(positional[0] ?? "2026");
const size = Number(positional[1] ?? "100");
const facts = process.argv.includes("--facts");
const today =
  process.argv.find((arg) => arg.startsWith("--today="))?.slice("--today=".length) ??
  new Date().toISOString().slice(0, 10);
/** `--ids=a,b`: exactly these products instead of a sample (the ones a change touched, for a review). */
const ids = process.argv
  .find((arg) => arg.startsWith("--ids="))
  ?.slice("--ids=".length)
  .split(",")
  .filter((id) => id !== "");
const dataDir = path.resolve("data");

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

async function main(): Promise<void> {
  if (!Number.isInteger(seed) || !Number.isInteger(size) || size < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    throw new Error("usage: [seed] [size] [--facts] [--today=YYYY-MM-DD]");
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "kulit-review-"));
  const handle = openDatabase({ dataDir: workDir, databaseUrl: undefined, logger: createLogger("warn") });
  try {
    await migrateToLatest(handle.db);
    const report = await importCatalogue(handle.db, { dataDir });
    const products = [...report.catalogue.products].sort((a, b) => a.id.localeCompare(b.id));
    if (ids !== undefined) {
      const byId = new Map(products.map((product) => [product.id, product]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0) throw new Error(`no such products: ${missing.join(", ")}`);
      products.splice(0, products.length, ...ids.flatMap((id) => byId.get(id) ?? []));
    }
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
    if (facts) {
      const names = new Map(report.catalogue.ingredients.map((ingredient) => [ingredient.id, ingredient.name]));
      order.slice(0, size).forEach((product, index) => console.log(factSheet(index + 1, product, names)));
      return;
    }
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

function factSheet(number: number, product: ProductRecord, names: ReadonlyMap<string, string>): string {
  const list = product.ingredients
    .map((link) => {
      const name = names.get(link.ingredientId) ?? link.rawName;
      const amount = link.statedPercent === null ? "" : ` ${link.statedPercent}%`;
      return `${link.position}. ${link.active ? "[active] " : ""}${name}${amount}`;
    })
    .join("; ");
  const prices = product.referencePrices.map(
    (price) =>
      `${price.market}${isCurrentReference(price.observedOn, today) ? "" : ` last seen only (over two years before ${today})`}: ${price.amount} ${price.currency} (${price.sourceAmount} ${price.sourceCurrency} at ${price.shop ?? price.source}, ${price.observedOn}${price.converted ? ", converted" : ""})`,
  );
  const seen = product.observations.map(
    (observed) =>
      `${observed.shop} ${observed.amount} ${observed.currency}${observed.size ? ` for ${formatSize(observed.size)}` : ""}, ${observed.observedOn}`,
  );
  return [
    `### ${number}. ${product.brand} — ${product.name} (\`${product.id}\`)`,
    "",
    `- type / form: ${product.productType} / ${product.form}; source labels: ${product.labels.join(", ") || "none"}`,
    `- size: ${product.size ? formatSize(product.size) : "unknown"}`,
    `- list (${product.listSource}, ${product.listObservedOn}): ${list}`,
    `- left out of the list: ${product.listLeftOut.length > 0 ? product.listLeftOut.map((entry) => `“${entry}”`).join(", ") : "none"}`,
    `- flags: ${product.flags.join(", ") || "none"}; skin types: ${product.skinTypes.join(", ") || "none"}; concerns: ${product.aspects.join(", ") || "none"}`,
    `- reference prices: ${prices.join("; ") || "none"}`,
    `- prices seen: ${seen.join("; ") || "none"}`,
    `- ratings: ${product.ratings.map((rating) => `${rating.site} ${rating.stars}${rating.reviewCount === null ? "" : ` (${rating.reviewCount})`}`).join(", ") || "none"}`,
    `- description: ${product.descriptionEn}`,
    `- how to use: ${product.usageEn}`,
    `- deskripsi: ${product.descriptionId}`,
    `- cara pakai: ${product.usageId}`,
    `- verdict: type · list · size · price · texts · flags — faults: `,
    "",
  ].join("\n");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
