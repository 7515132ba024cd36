import { z } from "zod";
import { readProductSource } from "../source-file.server";
import { flaggedSkinTypes, parseAmount } from "../source-product-builder.server";
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
  return readProductSource(
    dataDir,
    {
      file: sokoglamFile,
      source: "sokoglam-2020",
      observedOn: "2020-09-01",
      row,
      shop: { shop: "soko-glam", market: "en", currency: "USD" },
    },
    (r) => ({
      brand: r.Brand,
      name: r.Product,
      ingredients: r.Ingredients,
      amount: parseAmount(r.Price),
      sizeText: r.Description,
      skinTypes: flaggedSkinTypes(r),
    }),
  );
}
