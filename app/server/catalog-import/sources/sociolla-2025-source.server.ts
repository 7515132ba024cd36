import { z } from "zod";
import { readCsvFile } from "../csv-file.server";
import { buildRows, buildSourceProduct } from "../source-product-builder.server";
import type { SourceResult } from "../source-row.server";

export const sociolla2025File = "products_indonesia_sociolla_inci_2025.csv";

const row = z.object({
  name: z.string(),
  brand: z.string(),
  price: z.string(),
  ingredients: z.string().default(""),
  "sub-category": z.string().default(""),
  category: z.string().default(""),
});

/**
 * Sociolla Indonesia, scraped November 2024 – March 2025: full lists and the IDR price the page
 * showed (possibly discounted). The `benefit` prose is never read (docs/catalogue.md).
 */
export function readSociolla2025(dataDir: string): SourceResult | undefined {
  const rows = readCsvFile(`${dataDir}/${sociolla2025File}`);
  if (!rows) return undefined;
  return buildRows(rows, sociolla2025File, row, (r, { line, index }) =>
    buildSourceProduct({
      file: sociolla2025File,
      line,
      source: "sociolla-2025",
      brand: r.brand,
      name: r.name,
      labels: [r["sub-category"], r.category],
      ingredients: r.ingredients,
      listObservedOn: "2025-03-01",
      price: {
        source: "sociolla-2025",
        shop: "sociolla",
        market: "id",
        currency: "IDR",
        amount: /^\d+$/.test(r.price.trim()) ? Number(r.price.trim()) : undefined,
        observedOn: "2025-03-01",
      },
      skinTypes: [],
      aspects: [],
      sourceRank: index + 1,
    }),
  );
}
