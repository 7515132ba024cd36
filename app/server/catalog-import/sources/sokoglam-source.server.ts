import { z } from "zod";
import { readCsvFile } from "../csv-file.server";
import { buildRows, buildSourceProduct, flaggedSkinTypes, parseAmount } from "../source-product-builder.server";
import type { SourceResult } from "../source-row.server";

export const sokoglamFile = "products_kbeauty_sokoglam_2020.csv";

const row = z.object({
  Product: z.string(),
  Brand: z.string(),
  Description: z.string().default(""),
  Ingredients: z.string().default(""),
  Price: z.string(),
  Oily: z.string().optional(),
  Dry: z.string().optional(),
  Normal: z.string().optional(),
  Combination: z.string().optional(),
});

/**
 * Soko Glam, September 2020 (USD). File order is the catalogue's first popularity order. The
 * description is read only for the size figure ("200 ml/ 6.76 fl. oz."), never stored.
 */
export function readSokoglam(dataDir: string): SourceResult | undefined {
  const rows = readCsvFile(`${dataDir}/${sokoglamFile}`);
  if (!rows) return undefined;
  return buildRows(rows, sokoglamFile, row, (r, { line, index }) =>
    buildSourceProduct({
      file: sokoglamFile,
      line,
      source: "sokoglam-2020",
      brand: r.Brand,
      name: r.Product,
      ingredients: r.Ingredients,
      listObservedOn: "2020-09-01",
      price: {
        source: "sokoglam-2020",
        shop: "soko-glam",
        market: "en",
        currency: "USD",
        amount: parseAmount(r.Price),
        observedOn: "2020-09-01",
      },
      sizeText: r.Description,
      skinTypes: flaggedSkinTypes(r),
      aspects: [],
      sourceRank: index + 1,
    }),
  );
}
