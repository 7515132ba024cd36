import { z } from "zod";
import { splitBrandPrefix } from "../brands.server";
import { parsePythonList } from "../inci-list.server";
import { readProductSource } from "../source-file.server";
import { parseAmount } from "../source-product-builder.server";
import type { SourceResult } from "../source-row.server";

export const lookfantasticFile = "products_lookfantastic_skincare.csv";

const row = z.object({
  product_name: z.string(),
  product_type: z.string(),
  clean_ingreds: z.string().default(""),
  price: z.string(),
});

/** Body and bath categories are never face care. */
const bodyTypes = new Set(["body wash", "bath salts", "bath oil"]);

/**
 * LookFantastic UK (GBP). No brand column: the brand is the name's prefix. Its lists are
 * cleaned lower-case names with water removed by the dataset's author; they are used as given.
 */
export function readLookfantastic(dataDir: string): SourceResult | undefined {
  return readProductSource(
    dataDir,
    {
      file: lookfantasticFile,
      source: "lookfantastic-2020",
      observedOn: "2020-12-01",
      row,
      shop: { shop: "lookfantastic", market: "en", currency: "GBP" },
    },
    (r) => {
      const split = splitBrandPrefix(r.product_name);
      if (!split) return { notKorean: true };
      if (bodyTypes.has(r.product_type.trim().toLowerCase())) return { refused: "body product" };
      return {
        brand: split.brand,
        name: split.rest,
        labels: [r.product_type],
        ingredients: parsePythonList(r.clean_ingreds),
        amount: parseAmount(r.price.replace("£", "")),
        sizeText: r.product_name,
      };
    },
  );
}
