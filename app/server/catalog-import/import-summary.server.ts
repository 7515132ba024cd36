import { productTypes } from "~/domain/product-types";
import type { ImportReport } from "./import-catalogue.server";

/** The human-readable summary the CLI prints: counts, per-type counts, rejected rows grouped by file. */
export function formatImportSummary(report: ImportReport): string[] {
  const lines = [
    `products: ${report.products} in catalogue — ${report.productsInserted} imported, ${report.productsUpdated} updated, ${report.productsUnchanged} unchanged`,
    `ingredients: ${report.ingredients} — ${report.ingredientsInserted} new, ${report.ingredientsUpdated} updated`,
    `removed (no longer in the catalogue): ${report.productsRemoved} products, ${report.ingredientsRemoved} ingredients`,
    `source rows merged into another source's product: ${report.merges}`,
    `prices seen: ${report.observations} stored, ${report.outliers.length} outliers left out`,
    `shop prices from feed: ${report.offersPriced} set`,
    "per type:",
    ...productTypes.map((type) => `  ${type.padEnd(22)} ${report.perType[type]}`),
    `rows of non-Korean brands ignored: ${report.ignoredNonKorean}`,
  ];
  if (report.rejections.length > 0) {
    lines.push(`rejected rows: ${report.rejections.length}`);
    const byFile = new Map<string, typeof report.rejections>();
    for (const rejection of report.rejections) {
      const list = byFile.get(rejection.file) ?? [];
      list.push(rejection);
      byFile.set(rejection.file, list);
    }
    for (const [file, list] of byFile) {
      lines.push(`  ${file} (${list.length}):`);
      for (const rejection of [...list].sort((a, b) => a.line - b.line)) {
        lines.push(`    ${file}:${rejection.line} skipped: ${rejection.reason}`);
      }
    }
  }
  lines.push(report.changed === 0 ? "0 changed" : `${report.changed} changed`, `took ${report.durationMs} ms`);
  return lines;
}
