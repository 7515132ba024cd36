import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { type ProductType, productTypes } from "~/domain/product-types";
import type { Database } from "~/server/db/schema.server";
import { buildCatalogue } from "./catalogue-builder.server";
import { writeCatalogue } from "./catalogue-writer.server";
import { loadCosing } from "./cosing-index.server";
import { type FeedPrice, parsePriceFeed } from "./price-feed.server";
import type { Rejection, SourceProduct, SourceResult } from "./source-row.server";
import { readIndonesianPrices } from "./sources/indonesian-prices-source.server";
import { readLookfantastic } from "./sources/lookfantastic-source.server";
import { readSephora2025 } from "./sources/sephora-2025-source.server";
import { readSephoraKaggle } from "./sources/sephora-kaggle-source.server";
import { readSokoglam } from "./sources/sokoglam-source.server";

export const cosingFile = "cosing_ingredients_functions.csv";

export interface ImportOptions {
  dataDir: string;
  priceFeedFile?: string;
  log?: (line: string) => void;
  /** The clock, for tests; feed dates after it are refused. */
  now?: Date;
}

export interface ImportReport {
  productsInserted: number;
  productsUpdated: number;
  productsUnchanged: number;
  /** Inserted + updated products + priced offers: 0 means the run changed nothing. */
  changed: number;
  ingredientsInserted: number;
  ingredientsUpdated: number;
  offersPriced: number;
  products: number;
  ingredients: number;
  perType: Record<ProductType, number>;
  indonesianPriceMatches: number;
  ignoredNonKorean: number;
  rejections: Rejection[];
  durationMs: number;
}

/**
 * Sources in priority order: Soko Glam first (best K-beauty data), then Sephora (2017 Kaggle,
 * 2025 scrape), then LookFantastic. Earlier sources win duplicates and rank first.
 */
const sourceReaders: readonly { name: string; read: (dataDir: string) => SourceResult | undefined }[] = [
  { name: "products_kbeauty_sokoglam_2020.csv", read: readSokoglam },
  { name: "products_sephora_kaggle_cosmetics.csv", read: readSephoraKaggle },
  { name: "products_sephora_skincare_2025.csv", read: readSephora2025 },
  { name: "products_lookfantastic_skincare.csv", read: readLookfantastic },
];

/**
 * Fills the database with the demo catalogue from the data files in `dataDir`, optionally with
 * shop prices from a price feed. Every row is validated first; bad rows are reported and never
 * written, and everything is written in one transaction, so a second run changes nothing.
 */
export async function importCatalogue(db: Kysely<Database>, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const rejections: Rejection[] = [];
  let ignoredNonKorean = 0;

  const cosing = loadCosing(path.join(options.dataDir, cosingFile), cosingFile);
  rejections.push(...cosing.rejections);
  const indonesian = readIndonesianPrices(options.dataDir);
  // Unusable price rows only cost a conversion note, so they are counted, not listed.
  if (indonesian.rejections.length > 0)
    log(`Indonesian price rows not used (no price or a range over sizes): ${indonesian.rejections.length}`);

  const candidates: SourceProduct[] = [];
  for (const reader of sourceReaders) {
    const result = reader.read(options.dataDir);
    if (!result) {
      log(`source ${reader.name}: not found in ${options.dataDir}, skipped`);
      continue;
    }
    const ordered = [...result.products].sort((a, b) => a.sourceRank - b.sourceRank);
    candidates.push(...ordered);
    rejections.push(...result.rejections);
    ignoredNonKorean += result.ignoredNonKorean;
    log(`source ${reader.name}: ${result.products.length} Korean products, ${result.rejections.length} rows skipped`);
  }

  const catalogue = buildCatalogue(candidates, indonesian.prices, cosing.index);
  rejections.push(...catalogue.rejections);

  let feed: FeedPrice[] = [];
  if (options.priceFeedFile) {
    const label = path.basename(options.priceFeedFile);
    if (!existsSync(options.priceFeedFile)) {
      rejections.push({ file: label, line: 0, reason: "price feed file not found" });
    } else {
      const stored = await db.selectFrom("products").select("id").execute();
      const known = new Set([...catalogue.products.map((product) => product.id), ...stored.map((row) => row.id)]);
      const parsed = parsePriceFeed(readFileSync(options.priceFeedFile, "utf8"), label, known, now);
      feed = parsed.prices;
      rejections.push(...parsed.rejections);
    }
  }

  const written = await writeCatalogue(db, catalogue.products, catalogue.ingredients, feed, now.toISOString());
  const perType = Object.fromEntries(productTypes.map((type) => [type, 0])) as Record<ProductType, number>;
  for (const product of catalogue.products) perType[product.productType] += 1;
  return {
    ...written,
    changed:
      written.productsInserted +
      written.productsUpdated +
      written.ingredientsInserted +
      written.ingredientsUpdated +
      written.offersPriced,
    products: catalogue.products.length,
    ingredients: catalogue.ingredients.length,
    perType,
    indonesianPriceMatches: catalogue.indonesianMatches,
    ignoredNonKorean,
    rejections,
    durationMs: Date.now() - started,
  };
}
