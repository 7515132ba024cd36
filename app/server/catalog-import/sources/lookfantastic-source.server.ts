import { z } from "zod";
import { splitBrandPrefix } from "../brands.server";
import { readCsvFile } from "../csv-file.server";
import { parsePythonList } from "../inci-list.server";
import { buildRows, buildSourceProduct, parseAmount } from "../source-product-builder.server";
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
  const rows = readCsvFile(`${dataDir}/${lookfantasticFile}`);
  if (!rows) return undefined;
  return buildRows(rows, lookfantasticFile, row, (r, { line, index }) => {
    const split = splitBrandPrefix(r.product_name);
    if (!split) return { kind: "not-korean" };
    if (bodyTypes.has(r.product_type.trim().toLowerCase())) {
      return { kind: "rejected", rejection: { file: lookfantasticFile, line, reason: "body product" } };
    }
    return buildSourceProduct({
      file: lookfantasticFile,
      line,
      source: "lookfantastic-2020",
      brand: split.brand,
      name: split.rest,
      labels: [r.product_type],
      listObservedOn: "2020-12-01",
      ingredients: parsePythonList(r.clean_ingreds),
      price: {
        source: "lookfantastic-2020",
        shop: "lookfantastic",
        market: "en",
        currency: "GBP",
        amount: parseAmount(r.price.replace("£", "")),
        observedOn: "2020-12-01",
      },
      sizeText: r.product_name,
      skinTypes: [],
      aspects: [],
      sourceRank: index + 1,
    });
  });
}
