import { z } from "zod";
import { parseStars } from "~/domain/community-ratings";
import { readCsvFile } from "../csv-file.server";
import {
  buildRows,
  buildSourceProduct,
  flaggedSkinTypes,
  parseAmount,
  popularityRanks,
} from "../source-product-builder.server";
import type { SourceResult } from "../source-row.server";

export const sephoraKaggleFile = "products_sephora_kaggle_cosmetics.csv";

const row = z.object({
  Label: z.string(),
  Brand: z.string(),
  Name: z.string(),
  Price: z.string(),
  Rank: z.string(),
  Ingredients: z.string().default(""),
  Combination: z.string().optional(),
  Dry: z.string().optional(),
  Normal: z.string().optional(),
  Oily: z.string().optional(),
});

/**
 * Sephora via Kaggle "cosmetics.csv" (about 2017, USD). Popularity order: the file's Rank (rating)
 * descending. `Rank` is Sephora's star rating (0 = not rated); the file gives neither the number
 * of reviews nor a link.
 */
export function readSephoraKaggle(dataDir: string): SourceResult | undefined {
  const rows = readCsvFile(`${dataDir}/${sephoraKaggleFile}`);
  if (!rows) return undefined;
  const rankOf = popularityRanks(rows.map(({ record }) => Number(record.Rank ?? 0) || 0));
  return buildRows(rows, sephoraKaggleFile, row, (r, { line, index }) =>
    buildSourceProduct({
      file: sephoraKaggleFile,
      line,
      source: "sephora-kaggle-2017",
      brand: r.Brand,
      name: r.Name,
      labels: [r.Label],
      listObservedOn: "2017-01-01",
      ingredients: r.Ingredients,
      price: {
        source: "sephora-kaggle-2017",
        shop: "sephora",
        market: "en",
        currency: "USD",
        amount: parseAmount(r.Price),
        observedOn: "2017-01-01",
      },
      rating: sephoraRating(r.Rank),
      skinTypes: flaggedSkinTypes(r),
      aspects: [],
      sourceRank: rankOf.get(index) ?? index + 1,
    }),
  );
}

function sephoraRating(rank: string) {
  const stars = parseStars(rank);
  if (stars === null) return null;
  return {
    site: "sephora" as const,
    stars,
    reviewCount: null,
    url: null,
    observedOn: "2017-01-01",
    source: "sephora-kaggle-2017",
  };
}
