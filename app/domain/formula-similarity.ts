import { type ProductType } from "./product-types";
import { type UnitPrice } from "./unit-price";

/**
 * "Similar formulas" and "Cheaper alternatives" of a product page (docs/similar-formulas.md):
 * a weighted Jaccard overlap of two ingredient lists, each ingredient weighing
 * 1/position × ln((N + 1) / products listing it), compared within one product type.
 */

/**
 * A product's ingredient list as this comparison sees it. The import resolves every name to
 * one CosIng substance, so equal ids are the same substance however a label spelled it.
 */
export interface ProductFormula {
  id: string;
  productType: ProductType;
  /** In list order. */
  ingredientIds: readonly string[];
}

/** What "shares 8 of its first 10 ingredients" is made of. */
export interface SimilarityReason {
  /** How many of the viewed product's first `topCount` ingredients the other lists anywhere. */
  sharedTop: number;
  /** `topIngredientCount`, or fewer when the viewed product lists fewer ingredients. */
  topCount: number;
}

export interface FormulaSimilarity extends SimilarityReason {
  /** 0 when nothing is shared, 1 for the same list in the same order. */
  score: number;
  /** The ingredients both list, in the viewed product's order. */
  shared: string[];
}

export interface SimilarFormula extends FormulaSimilarity {
  id: string;
}

export interface CheaperAlternative extends SimilarFormula {
  unitPrice: UnitPrice;
}

/** The reason counts over this many of the viewed product's first ingredients. */
export const topIngredientCount = 10;

/**
 * The score from which a product counts as a dupe for "Cheaper alternatives". In the demo
 * catalogue 99 % of random pairs of one type score below 0.25, while snail essences built like
 * COSRX's (Jumiso 0.47, Neogen 0.35) pass and one that shares only the snail filtrate (Benton,
 * 0.23) does not (docs/similar-formulas.md, "Calibration").
 */
export const similarEnoughScore = 0.3;

/**
 * The lowest score "Similar formulas" shows: 90 % of random pairs of one type score below 0.09,
 * so a product above this shares clearly more than base ingredients (docs/similar-formulas.md).
 */
export const similarShownScore = 0.15;

interface WeightedIngredient {
  ingredientId: string;
  weight: number;
}

/** A list's distinct ingredients, in list order, with their weights. */
interface WeightedFormula {
  ingredients: readonly WeightedIngredient[];
  totalWeight: number;
}

/**
 * The formulas of one product type as columns: formula `k` is product `ids[k]`, and its distinct
 * ingredients, in list order, are places `offsets[k]` to `offsets[k + 1]` of `ingredientNumbers`
 * and `weights`. Comparing a product with its whole type reads these arrays from start to end:
 * on 100,000 products 4.6 ms a product, where a map look-up per ingredient of each formula took
 * 27 ms, and the index holds no object per ingredient place (docs/performance.md, "Pages
 * rendered afresh").
 */
export interface FormulasOfType {
  ids: readonly string[];
  offsets: Int32Array;
  /** Each place's ingredient as its number in `SimilarityIndex.ingredientNumbers`. */
  ingredientNumbers: Int32Array;
  weights: Float64Array;
  totalWeights: Float64Array;
}

/** What `similarTo` needs of the whole catalogue, computed once by `similarityIndex`. */
export interface SimilarityIndex {
  formulaCount: number;
  /** How many formulas list each ingredient. */
  documentFrequencies: ReadonlyMap<string, number>;
  /** 0, 1, 2…: one number per ingredient the catalogue lists; `ingredientIds` the other way. */
  ingredientNumbers: ReadonlyMap<string, number>;
  ingredientIds: readonly string[];
  formulasByType: ReadonlyMap<ProductType, FormulasOfType>;
  /** Where each product's formula is. */
  placeOfProduct: ReadonlyMap<string, { productType: ProductType; formula: number }>;
}

export interface SimilarToOptions {
  /** At most this many products (default: all). */
  limit?: number;
  /** Only products scoring at least this (default 0); a product sharing nothing is never similar. */
  minScore?: number;
}

export interface CheaperAlternativesOptions {
  /** Default `similarEnoughScore`. */
  minScore?: number;
  /** At most this many products (default: all). */
  limit?: number;
}

/**
 * Ingredients are listed by falling concentration down to 1 %, so the first few make up most of
 * a formula: the weight of a place falls as 1/position.
 */
function positionWeight(position: number): number {
  return 1 / position;
}

/**
 * Water, glycerin and butylene glycol are in nearly every product, so sharing them says little:
 * an inverse document frequency, ln((N + 1) / df), brings water (df 2,143 of 2,434) to 0.13 and a
 * snail filtrate (df 122) to 3.0. An ingredient unknown to the catalogue counts as listed once
 * (df 1); the + 1 keeps an ingredient of every formula above zero, so no list weighs nothing.
 */
function rarityIn(
  { formulaCount, documentFrequencies }: Pick<SimilarityIndex, "formulaCount" | "documentFrequencies">,
  ingredientId: string,
): number {
  return Math.log((formulaCount + 1) / Math.max(documentFrequencies.get(ingredientId) ?? 0, 1));
}

/** A substance listed twice (two spellings of one CosIng entry) counts once, at its first place. */
function weighFormula(ingredientIds: readonly string[], rarityOf: (ingredientId: string) => number): WeightedFormula {
  const ingredients: WeightedIngredient[] = [];
  const seen = new Set<string>();
  let totalWeight = 0;
  ingredientIds.forEach((ingredientId, index) => {
    if (seen.has(ingredientId)) return;
    seen.add(ingredientId);
    const weight = positionWeight(index + 1) * rarityOf(ingredientId);
    ingredients.push({ ingredientId, weight });
    totalWeight += weight;
  });
  return { ingredients, totalWeight };
}

function weightsById({ ingredients }: WeightedFormula): Map<string, number> {
  return new Map(ingredients.map(({ ingredientId, weight }) => [ingredientId, weight]));
}

/**
 * Weighted Jaccard (Ruzicka): the weight both lists share over the weight either has. Unlike a
 * cosine, an ingredient the other product lacks lowers the score in proportion to its weight, so
 * one shared hero ingredient at the top of two otherwise different lists is not a dupe.
 */
function weightedJaccard(sharedWeight: number, totalWeightOfA: number, totalWeightOfB: number): number {
  const unionWeight = totalWeightOfA + totalWeightOfB - sharedWeight;
  return unionWeight > 0 ? sharedWeight / unionWeight : 0;
}

/** The reason, from the viewed list's distinct ingredients and whether the other lists each. */
function reasonOf(
  viewedIds: readonly string[],
  otherLists: (ingredientId: string, position: number) => boolean,
): Omit<FormulaSimilarity, "score"> {
  const topCount = Math.min(topIngredientCount, viewedIds.length);
  return {
    sharedTop: viewedIds.slice(0, topCount).filter(otherLists).length,
    topCount,
    shared: viewedIds.filter(otherLists),
  };
}

/**
 * How alike two ingredient lists are, and the reason from `a`'s side (the score is symmetric, the
 * reason is not). With an index, ubiquitous ingredients count less; without, every ingredient
 * counts alike.
 */
export function formulaSimilarity(
  a: Pick<ProductFormula, "ingredientIds">,
  b: Pick<ProductFormula, "ingredientIds">,
  index?: SimilarityIndex,
): FormulaSimilarity {
  const rarityOf = index === undefined ? () => 1 : (ingredientId: string) => rarityIn(index, ingredientId);
  const weightedA = weighFormula(a.ingredientIds, rarityOf);
  const weightedB = weighFormula(b.ingredientIds, rarityOf);
  const weightsOfA = weightsById(weightedA);
  let sharedWeight = 0;
  for (const { ingredientId, weight } of weightedB.ingredients) {
    sharedWeight += Math.min(weight, weightsOfA.get(ingredientId) ?? 0);
  }
  const idsOfB = new Set(weightedB.ingredients.map(({ ingredientId }) => ingredientId));
  return {
    score: weightedJaccard(sharedWeight, weightedA.totalWeight, weightedB.totalWeight),
    ...reasonOf(
      weightedA.ingredients.map(({ ingredientId }) => ingredientId),
      (ingredientId) => idsOfB.has(ingredientId),
    ),
  };
}

/** Document frequencies and every formula's weights, once for the catalogue (one formula per product). */
export function similarityIndex(formulas: readonly ProductFormula[]): SimilarityIndex {
  const documentFrequencies = new Map<string, number>();
  for (const formula of formulas) {
    for (const ingredientId of new Set(formula.ingredientIds)) {
      documentFrequencies.set(ingredientId, (documentFrequencies.get(ingredientId) ?? 0) + 1);
    }
  }
  const frequencies = { formulaCount: formulas.length, documentFrequencies };
  const ingredientIds = [...documentFrequencies.keys()];
  const ingredientNumbers = new Map(ingredientIds.map((ingredientId, number) => [ingredientId, number]));
  const columns = new Map<
    ProductType,
    { ids: string[]; ends: number[]; numbers: number[]; weights: number[]; totals: number[] }
  >();
  const placeOfProduct = new Map<string, { productType: ProductType; formula: number }>();
  for (const formula of formulas) {
    const weighted = weighFormula(formula.ingredientIds, (ingredientId) => rarityIn(frequencies, ingredientId));
    const sameType = columns.get(formula.productType) ?? { ids: [], ends: [], numbers: [], weights: [], totals: [] };
    columns.set(formula.productType, sameType);
    placeOfProduct.set(formula.id, { productType: formula.productType, formula: sameType.ids.length });
    sameType.ids.push(formula.id);
    for (const { ingredientId, weight } of weighted.ingredients) {
      sameType.numbers.push(ingredientNumbers.get(ingredientId) ?? -1);
      sameType.weights.push(weight);
    }
    sameType.ends.push(sameType.numbers.length);
    sameType.totals.push(weighted.totalWeight);
  }
  const formulasByType = new Map(
    [...columns].map(([productType, { ids, ends, numbers, weights, totals }]): [ProductType, FormulasOfType] => [
      productType,
      {
        ids,
        offsets: Int32Array.from([0, ...ends]),
        ingredientNumbers: Int32Array.from(numbers),
        weights: Float64Array.from(weights),
        totalWeights: Float64Array.from(totals),
      },
    ]),
  );
  return { ...frequencies, ingredientNumbers, ingredientIds, formulasByType, placeOfProduct };
}

/** A list to compare with a type's formulas: its weight of each catalogue ingredient by number, and its total. */
interface ViewedFormula {
  /** Indexed by ingredient number; 0 where the list lacks the ingredient. */
  weights: Float64Array;
  totalWeight: number;
  /** Its distinct ingredients in list order, by id, and their numbers (-1 for one the catalogue lacks). */
  ids: readonly string[];
  numbers: readonly number[];
}

/** A formula that shares something with the viewed list: where it is, and its score. */
interface Scored {
  sameType: FormulasOfType;
  formula: number;
  score: number;
}

/**
 * Scores every formula of one type against the viewed list in one pass over the type's columns,
 * reading the viewed weight of each ingredient from an array by the ingredient's number; the
 * formula `skip` (the viewed product itself) is left out.
 */
function scoreType(viewed: ViewedFormula, sameType: FormulasOfType, minScore: number, skip = -1): Scored[] {
  const { ids, offsets, ingredientNumbers, weights, totalWeights } = sameType;
  const scored: Scored[] = [];
  for (let formula = 0; formula < ids.length; formula += 1) {
    if (formula === skip) continue;
    let sharedWeight = 0;
    const end = offsets[formula + 1] ?? 0;
    for (let position = offsets[formula] ?? 0; position < end; position += 1) {
      const weight = weights[position] ?? 0;
      const viewedWeight = viewed.weights[ingredientNumbers[position] ?? -1] ?? 0;
      sharedWeight += weight < viewedWeight ? weight : viewedWeight;
    }
    const score = weightedJaccard(sharedWeight, viewed.totalWeight, totalWeights[formula] ?? 0);
    if (score > 0 && score >= minScore) scored.push({ sameType, formula, score });
  }
  return scored;
}

/** Best first, ties by id, at most `limit`, each with its reason (read only for those kept). */
function bestFirst(viewed: ViewedFormula, scored: Scored[], limit: number): SimilarFormula[] {
  const idOf = ({ sameType, formula }: Scored) => sameType.ids[formula] ?? "";
  scored.sort((a, b) => b.score - a.score || idOf(a).localeCompare(idOf(b)));
  return scored.slice(0, limit).map((found) => {
    const { offsets, ingredientNumbers } = found.sameType;
    const listed = new Set(ingredientNumbers.subarray(offsets[found.formula] ?? 0, offsets[found.formula + 1] ?? 0));
    return {
      id: idOf(found),
      score: found.score,
      ...reasonOf(viewed.ids, (_ingredientId, place) => listed.has(viewed.numbers[place] ?? -1)),
    };
  });
}

/**
 * The products of the same type most like the given one, best first (ties by id), without
 * itself; undefined for a product the index does not hold.
 */
export function similarTo(
  productId: string,
  index: SimilarityIndex,
  options: SimilarToOptions = {},
): SimilarFormula[] | undefined {
  const { limit = Number.POSITIVE_INFINITY, minScore = 0 } = options;
  const place = index.placeOfProduct.get(productId);
  const sameType = place && index.formulasByType.get(place.productType);
  if (!place || !sameType) return undefined;
  const { offsets, ingredientNumbers, weights, totalWeights } = sameType;
  const start = offsets[place.formula] ?? 0;
  const numbers = [...ingredientNumbers.subarray(start, offsets[place.formula + 1] ?? 0)];
  const viewedWeights = new Float64Array(index.ingredientIds.length);
  numbers.forEach((number, position) => {
    viewedWeights[number] = weights[start + position] ?? 0;
  });
  const viewed: ViewedFormula = {
    weights: viewedWeights,
    totalWeight: totalWeights[place.formula] ?? 0,
    ids: numbers.map((number) => index.ingredientIds[number] ?? ""),
    numbers,
  };
  return bestFirst(viewed, scoreType(viewed, sameType, minScore, place.formula), limit);
}

/**
 * The catalogue's formulas most like a list the catalogue does not hold (a pasted one,
 * docs/check.md), weighed as the catalogue's own lists are: within `productType`, or across every
 * type when it is null; best first, ties by id. An ingredient no product lists weighs as one
 * listed once and is shared by none.
 */
export function similarToFormula(
  ingredientIds: readonly string[],
  productType: ProductType | null,
  index: SimilarityIndex,
  options: SimilarToOptions = {},
): SimilarFormula[] {
  const { limit = Number.POSITIVE_INFINITY, minScore = 0 } = options;
  const weighted = weighFormula(ingredientIds, (ingredientId) => rarityIn(index, ingredientId));
  const viewedWeights = new Float64Array(index.ingredientIds.length);
  const numbers = weighted.ingredients.map(({ ingredientId, weight }) => {
    const number = index.ingredientNumbers.get(ingredientId);
    if (number === undefined) return -1;
    viewedWeights[number] = weight;
    return number;
  });
  const viewed: ViewedFormula = {
    weights: viewedWeights,
    totalWeight: weighted.totalWeight,
    ids: weighted.ingredients.map(({ ingredientId }) => ingredientId),
    numbers,
  };
  const types =
    productType === null
      ? [...index.formulasByType.values()]
      : [index.formulasByType.get(productType)].filter((sameType) => sameType !== undefined);
  return bestFirst(
    viewed,
    types.flatMap((sameType) => scoreType(viewed, sameType, minScore)),
    limit,
  );
}

/**
 * Of the similar products, those similar enough whose price per 10 ml (or 10 g) is lower than
 * the target's, most similar first, then cheapest. Prices compare only in one currency and one
 * unit, since a rate or a density would be a guess; without the target's price there are none.
 */
export function cheaperAlternatives(
  target: Pick<ProductFormula, "id">,
  similar: readonly SimilarFormula[],
  unitPriceOf: (productId: string) => UnitPrice | null,
  options: CheaperAlternativesOptions = {},
): CheaperAlternative[] {
  const { minScore = similarEnoughScore, limit = Number.POSITIVE_INFINITY } = options;
  const targetPrice = unitPriceOf(target.id);
  if (targetPrice === null) return [];
  const alternatives: CheaperAlternative[] = [];
  for (const formula of similar) {
    if (formula.score < minScore) continue;
    const unitPrice = unitPriceOf(formula.id);
    if (
      unitPrice !== null &&
      unitPrice.currency === targetPrice.currency &&
      unitPrice.unit === targetPrice.unit &&
      unitPrice.amount < targetPrice.amount
    ) {
      alternatives.push({ ...formula, unitPrice });
    }
  }
  alternatives.sort((a, b) => b.score - a.score || a.unitPrice.amount - b.unitPrice.amount || a.id.localeCompare(b.id));
  return alternatives.slice(0, limit);
}
