import { editDistance } from "~/domain/edit-distance";
import { matchKey } from "./product-matcher.server";

/**
 * From this overlap two products of one brand are listed for review (docs/catalogue.md, "One
 * product, one page"): at 0.9 one list has at most one substance in ten the other lacks.
 */
export const reviewOverlap = 0.9;

/** Names whose match keys differ by at most this many edits are near-identical ("Bond"/"Bound", "Sold"/"Solid"); two edits already join other products of a range ("GF"/"LI", "Oil"/"Gel"). */
export const nearNameEdits = 1;

/** What a pair needs reviewing for. */
export type PairSignal = "identical list" | "overlapping lists" | "near-identical names";

export interface CatalogueProductFacts {
  id: string;
  brand: string;
  name: string;
  ingredients: readonly { ingredientId: string }[];
}

export interface ProductPair {
  brand: string;
  /** The two products, in catalogue order. */
  products: [CatalogueProductFacts, CatalogueProductFacts];
  overlap: number;
  signals: PairSignal[];
}

/**
 * The share of substances two lists have in common: the Jaccard index of their sets of
 * ingredient ids (|A ∩ B| / |A ∪ B|), 1 for the same substances in any order. Ids are CosIng
 * substances, so two spellings of one ingredient count as one.
 */
export function ingredientOverlap(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size === 0 && setB.size === 0) return 0;
  let shared = 0;
  for (const id of setA) if (setB.has(id)) shared += 1;
  return shared / (setA.size + setB.size - shared);
}

/** A reviewed pair's key: the brand and both match keys, in either order. */
export function pairKey(brand: string, name: string, otherName: string): string {
  return `${brand}|${[matchKey(name), matchKey(otherName)].sort().join("|")}`;
}

/**
 * Every pair of one brand's catalogue products that a reviewer must decide (docs/catalogue.md,
 * "One product, one page"): lists that overlap by `reviewOverlap` or more (an identical list
 * among them), or names whose match keys are within `nearNameEdits` edits.
 */
export function reviewPairs(products: readonly CatalogueProductFacts[]): ProductPair[] {
  const byBrand = new Map<string, CatalogueProductFacts[]>();
  for (const product of products) byBrand.set(product.brand, [...(byBrand.get(product.brand) ?? []), product]);
  const pairs: ProductPair[] = [];
  for (const [brand, own] of byBrand) {
    const facts = own.map((product) => {
      const ids = product.ingredients.map((ingredient) => ingredient.ingredientId);
      return { product, ids, list: ids.join("|"), key: matchKey(product.name) };
    });
    facts.forEach((first, index) => {
      for (const second of facts.slice(index + 1)) {
        const overlap = ingredientOverlap(first.ids, second.ids);
        const signals: PairSignal[] = [];
        if (first.list !== "" && first.list === second.list) signals.push("identical list");
        else if (overlap >= reviewOverlap) signals.push("overlapping lists");
        if (editDistance(first.key, second.key, nearNameEdits) <= nearNameEdits) signals.push("near-identical names");
        if (signals.length > 0) pairs.push({ brand, products: [first.product, second.product], overlap, signals });
      }
    });
  }
  return pairs;
}
