import { z } from "zod";
import { parseReviewCount, parseStars } from "~/domain/community-ratings";
import { readProductSource } from "../source-file.server";
import { parseAmount } from "../source-product-builder.server";
import type { SourceResult } from "../source-row.server";

export const sokoglam2022File = "products_kbeauty_sokoglam_2022.csv";

const row = z.object({
  product_name: z.string(),
  brand: z.string(),
  price: z.string(),
  rating: z.string().default(""),
  rating_count: z.string().default("0"),
  ingredients: z.string().default(""),
  subcategory: z.string().default(""),
  category: z.string().default(""),
});

/**
 * Soko Glam, February 2022 (USD). Popularity order: the number of ratings, most first. The stars
 * and their count are Soko Glam's shoppers' rating; the file gives no product link.
 */
export function readSokoglam2022(dataDir: string): SourceResult | undefined {
  return readProductSource(
    dataDir,
    {
      file: sokoglam2022File,
      source: "sokoglam-2022",
      observedOn: "2022-02-01",
      row,
      shop: { shop: "soko-glam", market: "en", currency: "USD" },
      popularity: (record) => Number(record.rating_count ?? 0) || 0,
    },
    (r) => ({
      brand: r.brand,
      name: r.product_name,
      labels: [r.subcategory, r.category],
      ingredients: r.ingredients,
      amount: parseAmount(r.price),
      rating: sokoGlamRating(r.rating, r.rating_count),
    }),
  );
}

/** A rating counts only with at least one rating behind it (the file writes 0 ratings as "5.0"). */
function sokoGlamRating(starsText: string, countText: string) {
  const stars = parseStars(starsText);
  const reviewCount = parseReviewCount(countText);
  if (stars === null || reviewCount === null) return null;
  return { site: "soko-glam" as const, stars, reviewCount, url: null };
}
