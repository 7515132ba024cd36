import { isAspect } from "./aspects";
import { budgetBand } from "./budget";
import { type MatchProduct, type MatchProfile, matchScore } from "./match-score";
import { skinTypes } from "./skin-types";

/** A product as ranking by match sees it: what its match needs, and its rank and id for ties. */
export interface RankableProduct extends MatchProduct {
  id: string;
  rank: number;
}

export interface RankedProducts<P> {
  /** Best match first; ties by rank, then id (docs/rules.md, "Sorting"). */
  products: P[];
  /** `matchScore` of each of `products`, in the same order. */
  matches: number[];
  /** How many products were ranked, whatever `count` kept. */
  total: number;
}

/**
 * Some of a ranking's products (the products of one list), found once by id: looking 100,000 ids
 * up costs more than ranking them, so a caller that ranks the same list again keeps this.
 */
export interface ProductSelection {
  /** 1 at the (rank, id) position of each selected product. */
  readonly selected: Uint8Array;
}

export interface RankOptions {
  /**
   * Rank only these products: their ids, or a selection made by this same ranking's `select`;
   * every product when left out.
   */
  among?: Iterable<string> | ProductSelection;
  /** Keep only the first `count` (a page needs its offset plus its size). */
  count?: number;
}

/** A set of products, prepared once, ranked by match for any profile. */
export interface MatchRanking<P extends RankableProduct> {
  rank(profile: MatchProfile, options?: RankOptions): RankedProducts<P>;
  /** The products with these ids (unknown ids are left out), for `rank`'s `among`. */
  select(ids: Iterable<string>): ProductSelection;
}

/**
 * What `matchScore` reads of a product, as text: which skin types it lists, its budget band
 * (the budget part depends on the price only through it) and the aspects it targets, in order
 * and with repeats, since each adds its points in turn. Two products with the same signature
 * have the same match for every profile; match-ranking.test.ts holds this to `matchScore`.
 */
function signatureOf(product: MatchProduct): string {
  let skinTypeMask = 0;
  skinTypes.forEach((skinType, bit) => {
    if (product.skinTypes.includes(skinType)) skinTypeMask |= 1 << bit;
  });
  const targeted = product.aspects.filter(isAspect).join(",");
  return `${skinTypeMask}|${budgetBand(product.basePriceGbp) ?? "none"}|${targeted}`;
}

const byRankThenId = (a: RankableProduct, b: RankableProduct) =>
  a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Ranking by match in time proportional to the products, not to a sort of them
 * (docs/performance.md, "API and ranking"). Built once for a catalogue: the products in (rank,
 * id) order, each with the index of its signature. Ranking for a profile then calls `matchScore`
 * once per distinct signature (a few hundred at most), never once per product, so the scores are
 * the rule's own; and since a match is one of those few values, a counting sort over the
 * positions in (rank, id) order gives match descending with ties already in rank and id order.
 */
export function createMatchRanking<P extends RankableProduct>(products: readonly P[]): MatchRanking<P> {
  const ordered = [...products].sort(byRankThenId);
  const positionOfId = new Map<string, number>();
  const signatureIndex = new Map<string, number>();
  /** One product of each signature, to score the signature with. */
  const representatives: P[] = [];
  const signatureAt = new Uint32Array(ordered.length);
  ordered.forEach((product, position) => {
    positionOfId.set(product.id, position);
    const signature = signatureOf(product);
    let index = signatureIndex.get(signature);
    if (index === undefined) {
      index = representatives.length;
      signatureIndex.set(signature, index);
      representatives.push(product);
    }
    signatureAt[position] = index;
  });

  /** Positions are this ranking's own: a selection made by another one would rank other products. */
  const ownSelections = new WeakSet<ProductSelection>();

  function select(ids: Iterable<string>): ProductSelection {
    const selected = new Uint8Array(ordered.length);
    for (const id of ids) {
      const position = positionOfId.get(id);
      if (position !== undefined) selected[position] = 1;
    }
    const selection = { selected };
    ownSelections.add(selection);
    return selection;
  }

  function listedPositions(among: Iterable<string> | ProductSelection): Uint8Array {
    if (!("selected" in among)) return select(among).selected;
    if (!ownSelections.has(among)) throw new RangeError("the selection was made by another ranking");
    return among.selected;
  }

  function rank(profile: MatchProfile, options: RankOptions = {}): RankedProducts<P> {
    const matchOfSignature = representatives.map((product) => matchScore(profile, product));
    // The distinct matches, best first: each is one bucket of the counting sort.
    const matchesBestFirst = [...new Set(matchOfSignature)].sort((a, b) => b - a);
    const bucketOfMatch = new Map(matchesBestFirst.map((match, bucket) => [match, bucket]));
    const bucketOfSignature = Uint32Array.from(matchOfSignature, (match) => bucketOfMatch.get(match) ?? 0);
    const listed = options.among === undefined ? null : listedPositions(options.among);

    // Each listed position's bucket (the unlisted get none), counted: starts[b + 1] counts bucket
    // b, then, summed up, starts[b] is where bucket b begins in the order.
    const unlisted = matchesBestFirst.length;
    const bucketAt = new Uint32Array(ordered.length);
    const starts = new Uint32Array(matchesBestFirst.length + 1);
    for (let position = 0; position < ordered.length; position++) {
      const bucket =
        listed === null || listed[position] === 1 ? (bucketOfSignature[signatureAt[position] ?? 0] ?? 0) : unlisted;
      bucketAt[position] = bucket;
      if (bucket !== unlisted) starts[bucket + 1] = (starts[bucket + 1] ?? 0) + 1;
    }
    for (let bucket = 1; bucket < starts.length; bucket++) {
      starts[bucket] = (starts[bucket] ?? 0) + (starts[bucket - 1] ?? 0);
    }
    const total = starts[unlisted] ?? 0;
    const kept = Math.max(0, Math.min(total, options.count ?? total));

    // Positions rise through the loop, so each bucket fills in (rank, id) order; it stops once
    // the first `kept` places are filled.
    const order = new Uint32Array(kept);
    let filled = 0;
    for (let position = 0; position < ordered.length && filled < kept; position++) {
      const bucket = bucketAt[position] ?? unlisted;
      if (bucket === unlisted) continue;
      const at = starts[bucket] ?? 0;
      starts[bucket] = at + 1;
      if (at < kept) {
        order[at] = position;
        filled++;
      }
    }
    const rankedProducts = new Array<P>(kept);
    const matches = new Array<number>(kept);
    for (let at = 0; at < kept; at++) {
      const position = order[at] ?? 0;
      rankedProducts[at] = ordered[position] as P;
      matches[at] = matchOfSignature[signatureAt[position] ?? 0] ?? 0;
    }
    return { products: rankedProducts, matches, total };
  }

  return { rank, select };
}
