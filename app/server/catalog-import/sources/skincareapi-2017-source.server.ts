import { z } from "zod";
import { readProductSource } from "../source-file.server";
import type { SourceResult } from "../source-row.server";

export const skincareApi2017File = "products_kbeauty_skincareapi_2017.csv";

const row = z.object({
  brand: z.string(),
  product_name: z.string(),
  ingredients: z.string().default(""),
});

/**
 * An Asian-beauty product set of December 2017 (a student project's seed data): names and full
 * lists, no price, size or category. Its formulas are the oldest the catalogue shows, so a
 * product it alone describes carries the "formula may have changed" note.
 */
export function readSkincareApi2017(dataDir: string): SourceResult | undefined {
  return readProductSource(
    dataDir,
    { file: skincareApi2017File, source: "skincareapi-2017", observedOn: "2017-12-18", row },
    (r) => ({ brand: r.brand, name: r.product_name, ingredients: r.ingredients }),
  );
}
