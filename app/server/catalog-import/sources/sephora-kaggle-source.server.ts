import { z } from "zod";
import { parseStars } from "~/domain/community-ratings";
import { readProductSource } from "../source-file.server";
import { flaggedSkinTypes, parseAmount } from "../source-product-builder.server";
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
  return readProductSource(
    dataDir,
    {
      file: sephoraKaggleFile,
      source: "sephora-kaggle-2017",
      observedOn: "2017-01-01",
      row,
      shop: { shop: "sephora", market: "en", currency: "USD" },
      popularity: (record) => Number(record.Rank ?? 0) || 0,
    },
    (r) => ({
      brand: r.Brand,
      name: r.Name,
      labels: [r.Label],
      ingredients: r.Ingredients,
      amount: parseAmount(r.Price),
      rating: sephoraRating(r.Rank),
      skinTypes: flaggedSkinTypes(r),
    }),
  );
}

function sephoraRating(rank: string) {
  const stars = parseStars(rank);
  return stars === null ? null : { site: "sephora" as const, stars, reviewCount: null, url: null };
}
