import { describe, expect, it } from "vitest";
import { aspects } from "./aspects";
import type { BudgetLevel } from "./budget";
import { createMatchRanking, type RankableProduct } from "./match-ranking";
import { type MatchProfile, matchScore } from "./match-score";
import { skinTypes } from "./skin-types";

/** A small seeded generator (mulberry32), so that a failure can be run again. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(values: readonly T[]): T => values[below(values.length)] as T;
  return { next, below, pick };
}

type Random = ReturnType<typeof randomSource>;

/** Ids that sort differently by code unit and by locale: capitals, digits, accents, a character outside the BMP. */
const idParts = ["a", "B", "z", "Z", "0", "9", "-", "é", "e", "ü", "𝒜"];
/** Prices at and around the budget bands' edges, and no price at all. */
const edgePrices = [null, 0, 15.99, 16, 16.01, 21.99, 22, 22.01, 40, 120];

function generatedProduct(random: Random, index: number, count: number): RankableProduct {
  // Unique, as the catalogue's ids are, with the index last so that the parts decide the order.
  const id = `${Array.from({ length: 1 + random.below(4) }, () => random.pick(idParts)).join("")}~${index}`;
  return {
    id,
    // Few ranks for many products, so that ties on match and rank are common.
    rank: 1 + random.below(Math.ceil(count / 8)),
    // Repeats and values the rule does not know, as a careless source might give.
    skinTypes: Array.from({ length: random.below(5) }, () => random.pick([...skinTypes, "sensitive"])),
    aspects: Array.from({ length: random.below(6) }, () => random.pick([...aspects, "glow"])),
    basePriceGbp: random.next() < 0.5 ? random.pick(edgePrices) : Math.round(random.next() * 6000) / 100,
  };
}

function generatedProfile(random: Random): MatchProfile {
  const score = () => (random.next() < 0.2 ? random.pick([0, 50, 97, 100]) : random.below(101));
  return {
    skinType: random.pick(skinTypes),
    budget: random.pick<BudgetLevel>([1, 2, 3]),
    scores: { eyebags: score(), dryness: score(), redness: score(), wrinkles: score(), acne: score(), pores: score() },
  };
}

/** The order of docs/rules.md, "Sorting", written out plainly: every product scored, then sorted. */
function rankedBySorting(profile: MatchProfile, products: readonly RankableProduct[]) {
  const scored = products
    .map((product) => ({ product, match: matchScore(profile, product) }))
    .sort(
      (a, b) =>
        b.match - a.match ||
        a.product.rank - b.product.rank ||
        (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0),
    );
  return { products: scored.map(({ product }) => product), matches: scored.map(({ match }) => match) };
}

describe("createMatchRanking", () => {
  const random = randomSource(14);
  const count = 3000;
  const catalogue = Array.from({ length: count }, (_, index) => generatedProduct(random, index, count));
  const ranking = createMatchRanking(catalogue);
  const profiles = Array.from({ length: 150 }, () => generatedProfile(random));

  it("gives every product matchScore's match, in the order of sorting by match, rank, then id", () => {
    for (const profile of profiles) {
      const expected = rankedBySorting(profile, catalogue);
      const ranked = ranking.rank(profile);
      expect(ranked.total).toBe(count);
      expect(ranked.matches).toEqual(expected.matches);
      expect(ranked.products.map((product) => product.id)).toEqual(expected.products.map((product) => product.id));
    }
  });

  it("ranks only the products of a list, and keeps only as many as asked for", () => {
    for (const profile of profiles.slice(0, 30)) {
      const listed = catalogue.filter(() => random.next() < 0.3);
      const expected = rankedBySorting(profile, listed);
      const count = random.below(listed.length + 5);
      const among = [...listed.map((product) => product.id), "not-in-the-catalogue"];
      const ranked = ranking.rank(profile, { among, count });
      expect(ranked.total).toBe(listed.length);
      expect(ranked.products).toEqual(expected.products.slice(0, count));
      expect(ranked.matches).toEqual(expected.matches.slice(0, count));
      expect(ranking.rank(profile, { among: ranking.select(among), count })).toEqual(ranked);
    }
  });

  it("refuses a selection made by another ranking, whose positions mean other products", () => {
    const other = createMatchRanking([...catalogue].reverse());
    expect(() => ranking.rank(profiles[0] as MatchProfile, { among: other.select(["a~1"]) })).toThrow(RangeError);
  });

  it("ranks nothing when the list is empty, and an empty catalogue", () => {
    const profile = profiles[0] as MatchProfile;
    expect(ranking.rank(profile, { among: [] })).toEqual({ products: [], matches: [], total: 0 });
    expect(createMatchRanking([]).rank(profile)).toEqual({ products: [], matches: [], total: 0 });
  });
});
