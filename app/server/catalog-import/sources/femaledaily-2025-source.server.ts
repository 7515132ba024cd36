import { z } from "zod";
import { readCsvFile } from "../csv-file.server";
import { buildRows, buildSourceProduct } from "../source-product-builder.server";
import type { SourceResult } from "../source-row.server";
import { parseRupiah } from "./rupiah.server";

export const femaleDaily2025File = "products_indonesia_femaledaily_2025.csv";

const row = z.object({
  product_type: z.string().default(""),
  brand: z.string(),
  product: z.string(),
  price: z.string().default(""),
  description: z.string().default(""),
});

/**
 * The list after the description's last "Ingredients" label. The site glues the label to the
 * text before and after it ("Semua jenis kulitIngredients :Water", "INGREDIENTSWater, …"), so
 * the label is "Ingredients" with a colon, or directly followed by a capital; "ingredients aktif
 * lain …" and "ingredients, both …" in the prose are no label.
 */
export function listInDescription(description: string): string {
  const labels = [
    ...description.matchAll(/(?:[Ii]ngredients?|INGREDIENTS?)\s*:\s*|(?:Ingredients?|INGREDIENTS?)(?=[A-Z])/g),
  ];
  const last = labels.at(-1);
  return last?.index === undefined ? "" : description.slice(last.index + last[0].length);
}

/**
 * Female Daily (Indonesia's review site), scraped by November 2025. Only rows whose description
 * ends in "Ingredients: …" give a product; only that list is read, never the review prose. The
 * price is the site's listed price, not a shop's checkout price.
 */
export function readFemaleDaily2025(dataDir: string): SourceResult | undefined {
  const rows = readCsvFile(`${dataDir}/${femaleDaily2025File}`);
  if (!rows) return undefined;
  return buildRows(rows, femaleDaily2025File, row, (r, { line, index }) =>
    buildSourceProduct({
      file: femaleDaily2025File,
      line,
      source: "femaledaily-2025",
      brand: r.brand,
      name: r.product,
      labels: [r.product_type],
      ingredients: listInDescription(r.description),
      listObservedOn: "2025-11-01",
      price: {
        source: "femaledaily-2025",
        shop: "female-daily",
        market: "id",
        currency: "IDR",
        amount: parseRupiah(r.price),
        observedOn: "2025-11-01",
      },
      skinTypes: [],
      aspects: [],
      sourceRank: index + 1,
    }),
  );
}
