import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { type ProductType, productTypes } from "~/domain/product-types";
import { refreshPlannerStatistics } from "~/server/db/planner-statistics.server";
import type { Database } from "~/server/db/schema.server";
import { eventLoopTurn } from "./event-loop-turn.server";
import { type BuiltCatalogue, buildCatalogue } from "./catalogue-builder.server";
import { changedRows, writeCatalogue } from "./catalogue-writer.server";
import { loadCosing } from "./cosing-index.server";
import { type FeedPrice, parsePriceFeed } from "./price-feed.server";
import { type PairDecision, readPairDecisions } from "./product-pair-decisions.server";
import { readProductIdRenames } from "./product-id-renames.server";
import type { ObservedPrice, Rejection, SourceProduct, SourceResult } from "./source-row.server";
import { readFemaleDaily2025, readFemaleDaily2025Ratings } from "./sources/femaledaily-2025-source.server";
import { readIndonesianPrices } from "./sources/indonesian-prices-source.server";
import { readOliveYoungPrices } from "./sources/olive-young-source.server";
import { readLookfantastic } from "./sources/lookfantastic-source.server";
import { readSephora2025 } from "./sources/sephora-2025-source.server";
import { readSephoraKaggle } from "./sources/sephora-kaggle-source.server";
import { readSkincareApi2017 } from "./sources/skincareapi-2017-source.server";
import { readSkinsort2023 } from "./sources/skinsort-2023-source.server";
import { readSociolla2025 } from "./sources/sociolla-2025-source.server";
import { readSokoglam2022 } from "./sources/sokoglam-2022-source.server";
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
  productsRemoved: number;
  ingredientsRemoved: number;
  offersPriced: number;
  products: number;
  ingredients: number;
  perType: Record<ProductType, number>;
  /** Products per source key that gave them a row (a merged product counts for each of its sources). */
  perSource: Record<string, number>;
  /** Source rows merged into a product another row had already given. */
  merges: number;
  /** Price observations stored, and prices left out as outliers (with where they came from). */
  observations: number;
  outliers: (ObservedPrice & { productId: string })[];
  /** Products with disputed prices: shown, none of them sets a reference price. */
  disputedPrices: string[];
  ignoredNonKorean: number;
  rejections: Rejection[];
  durationMs: number;
  /**
   * The processor time the import took (this process, every thread): unlike `durationMs` it does
   * not grow when other work shares the machine, so the report judges its time limit by it.
   */
  cpuMs: number;
  /** What was built, for the quality report (`npm run catalog:report`). */
  catalogue: BuiltCatalogue;
  /** The reviewed product pairs the build applied (docs/catalogue.md, "One product, one page"). */
  pairDecisions: PairDecision[];
}

/**
 * Sources in priority order (docs/catalogue.md, "Sources"): the K-beauty shops first (Soko Glam
 * 2020, whose order is the catalogue's first popularity order, then Sephora and LookFantastic,
 * Soko Glam 2022), then Sociolla 2025, Skinsort 2023, Female Daily 2025 and the 2017 product
 * set. An earlier source gives a merged product its name, type and place; the list shown is
 * the newest any of them gives.
 */
const sourceReaders: readonly { name: string; read: (dataDir: string) => SourceResult | undefined }[] = [
  { name: "products_kbeauty_sokoglam_2020.csv", read: readSokoglam },
  { name: "products_sephora_kaggle_cosmetics.csv", read: readSephoraKaggle },
  { name: "products_sephora_skincare_2025.csv", read: readSephora2025 },
  { name: "products_lookfantastic_skincare.csv", read: readLookfantastic },
  { name: "products_kbeauty_sokoglam_2022.csv", read: readSokoglam2022 },
  { name: "products_indonesia_sociolla_inci_2025.csv", read: readSociolla2025 },
  { name: "products_skinsort_subset_2023.csv", read: readSkinsort2023 },
  { name: "products_indonesia_femaledaily_2025.csv", read: readFemaleDaily2025 },
  { name: "products_kbeauty_skincareapi_2017.csv", read: readSkincareApi2017 },
];

/**
 * Fills the database with the demo catalogue from the data files in `dataDir`, optionally with
 * shop prices from a price feed. Every row is validated first; bad rows are reported and never
 * written, and everything is written in one transaction, so a second run changes nothing.
 */
export async function importCatalogue(db: Kysely<Database>, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const cpuAtStart = process.cpuUsage();
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const rejections: Rejection[] = [];
  let ignoredNonKorean = 0;

  const cosing = loadCosing(path.join(options.dataDir, cosingFile), cosingFile);
  rejections.push(...cosing.rejections);
  await eventLoopTurn();
  const shopPrices = [
    readIndonesianPrices(options.dataDir),
    readOliveYoungPrices(options.dataDir),
    readFemaleDaily2025Ratings(options.dataDir),
  ];
  for (const source of shopPrices) rejections.push(...source.rejections);

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
    await eventLoopTurn();
  }

  const pairs = readPairDecisions(options.dataDir);
  rejections.push(...pairs.rejections);
  const renames = readProductIdRenames(options.dataDir);
  rejections.push(...renames.rejections);
  const catalogue = await buildCatalogue(
    candidates,
    shopPrices.flatMap((source) => source.prices),
    cosing.index,
    pairs.decisions,
    renames.renames,
  );
  rejections.push(...catalogue.rejections);
  await eventLoopTurn();

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

  const written = await writeCatalogue(
    db,
    catalogue.products,
    catalogue.ingredients,
    catalogue.redirects,
    catalogue.productRedirects,
    feed,
    now.toISOString(),
  );
  if (changedRows(written) > 0) await refreshPlannerStatistics(db);
  const perType = Object.fromEntries(productTypes.map((type) => [type, 0])) as Record<ProductType, number>;
  for (const product of catalogue.products) perType[product.productType] += 1;
  const perSource: Record<string, number> = {};
  for (const source of catalogue.sourcesPerProduct.values())
    for (const key of source) perSource[key] = (perSource[key] ?? 0) + 1;
  return {
    ...written,
    changed: changedRows(written),
    products: catalogue.products.length,
    ingredients: catalogue.ingredients.length,
    perType,
    perSource,
    merges: catalogue.merges.length,
    observations: catalogue.products.reduce((sum, product) => sum + product.observations.length, 0),
    outliers: catalogue.outliers,
    disputedPrices: catalogue.disputedPrices,
    ignoredNonKorean,
    rejections,
    durationMs: Date.now() - started,
    cpuMs: Math.round(cpuMillisecondsSince(cpuAtStart)),
    catalogue,
    pairDecisions: pairs.decisions,
  };
}

function cpuMillisecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
