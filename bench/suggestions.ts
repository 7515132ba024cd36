/**
 * The search suggestions' server time (docs/search.md, "Benchmark"): `suggest()` called in the
 * bench's own process on the catalogue the server imported, without HTTP.
 */
import { createCatalogService } from "~/server/catalog/catalog-service.server";
import { createSearchService } from "~/server/catalog/search-service.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";

/** What shoppers type before they pause: brands, names, ingredients, types, in both languages, half typed. */
const suggestionPrefixes = [
  "co",
  "cosr",
  "cosrx sn",
  "snail",
  "beauty of jo",
  "niacin",
  "pelem",
  "tabir",
  "vitamin c",
  "cica",
  "torriden dive",
  "anua heart",
  "some by mi",
  "hyal",
  "retin",
  "sunscr",
  "jeraw",
  "krim mat",
  "laneige wat",
  "toriden",
];

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

/** Both markets, each prefix five times, after one call that fills the search cache. */
export async function suggestionTimes(dataDir: string): Promise<{ median: number; p95: number; calls: number }> {
  const database = openDatabase({ dataDir, logger: createLogger("error") });
  try {
    const search = createSearchService(database.db, createCatalogService(database.db));
    await search.suggest("warm up", "en");
    const timings: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const market of ["en", "id"] as const) {
        for (const prefix of suggestionPrefixes) {
          const started = performance.now();
          await search.suggest(prefix, market);
          timings.push(performance.now() - started);
        }
      }
    }
    timings.sort((a, b) => a - b);
    return { median: percentile(timings, 0.5), p95: percentile(timings, 0.95), calls: timings.length };
  } finally {
    await database.close();
  }
}
