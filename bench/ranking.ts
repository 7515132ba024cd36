/**
 * Ranking 100,000 products by match for one user (docs/performance.md, "Ranking"), in this
 * process, on rows shaped as the catalogue repository gives them to the server.
 */
import { aspects } from "~/domain/aspects";
import type { MatchProfile } from "~/domain/match-score";
import { skinTypes } from "~/domain/skin-types";
import { prepareRanking } from "~/server/catalog/catalog-service.server";
import type { RankingRow } from "~/server/catalog/catalog-repository.server";
import { median } from "./figures";
import { seededRandom } from "./seeded-random";

/**
 * The call the figure times: ranking for one user on the catalogue as the server keeps it, prepared
 * once per catalogue version (`prepareRanking`, whose cost `rankingPreparationMs` reports).
 */
export const rankingFunctionName =
  "prepareRanking(rows, market).rank(profile) (app/server/catalog/catalog-service.server.ts)";

type PreparedRanking = ReturnType<typeof prepareRanking>;

function rankForOneUser(profile: MatchProfile, ranking: PreparedRanking): unknown {
  return ranking.rank(profile).products;
}

/** Rows as a list of the catalogue gives them: a few skin types and aspects each, one in ten unpriced. */
function rankingRows(count: number): RankingRow[] {
  const random = seededRandom(20);
  const some = <T>(items: readonly T[]) => items.filter(() => random() < 0.4);
  return Array.from({ length: count }, (_, index) => ({
    id: `bench-product-${index}`,
    rank: index + 1,
    price: random() < 0.1 ? null : Math.round((3 + random() * 60) * 100) / 100,
    skinTypes: some(skinTypes),
    aspects: some(aspects),
  }));
}

const profile: MatchProfile = {
  skinType: "oily",
  budget: 2,
  scores: { eyebags: 80, dryness: 40, redness: 65, wrinkles: 90, acne: 25, pores: 50 },
};

/** The median time (ms) of `runs` rankings of `count` products, after one that warms the JIT up. */
export function rankingMedianMs(count: number, runs = 15): number {
  const ranking = prepareRanking(rankingRows(count), "en");
  rankForOneUser(profile, ranking);
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    rankForOneUser(profile, ranking);
    timings.push(performance.now() - started);
  }
  return median(timings);
}

/** The median time (ms) of preparing `count` products for ranking, which the server does once per catalogue version. */
export function rankingPreparationMs(count: number, runs = 5): number {
  const rows = rankingRows(count);
  prepareRanking(rows, "en");
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    prepareRanking(rows, "en");
    timings.push(performance.now() - started);
  }
  return median(timings);
}
