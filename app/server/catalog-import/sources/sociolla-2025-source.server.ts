import { z } from "zod";
import { readProductSource } from "../source-file.server";
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
  return readProductSource(
    dataDir,
    {
      file: sociolla2025File,
      source: "sociolla-2025",
      observedOn: "2025-03-01",
      row,
      shop: { shop: "sociolla", market: "id", currency: "IDR" },
    },
    (r) => ({
      brand: r.brand,
      name: r.name,
      labels: [r["sub-category"], r.category],
      ingredients: r.ingredients,
      amount: /^\d+$/.test(r.price.trim()) ? Number(r.price.trim()) : undefined,
    }),
  );
}
