import { productIdSchema } from "./product-id-schema";
import { ingredientWords } from "./search-synonyms";

/** At most this many products side by side (issue 12: two to four). */
export const maxCompared = 4;

/**
 * The products to compare as a URL or the compare cookie holds them, comma-separated: valid ids
 * only, each once, at most `maxCompared` (the last ones win, as picks are appended).
 */
export function parseCompareIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const ids = [...new Set(raw.split(",").map((part) => part.trim()))].filter(
    (id) => productIdSchema.safeParse(id).success,
  );
  return ids.slice(-maxCompared);
}

export function withCompared(ids: readonly string[], id: string): string[] {
  return parseCompareIds([...ids.filter((known) => known !== id), id].join(","));
}

export function withoutCompared(ids: readonly string[], id: string): string[] {
  return ids.filter((known) => known !== id);
}

/** A product's known ingredients, in list order. */
export interface ComparedList {
  productId: string;
  ingredients: readonly { ingredientId: string | null; name: string }[];
}

/**
 * What the compared lists share and what only one has (by ingredient: one CosIng substance,
 * whatever the spelling), names in the first list's order, then each list's own.
 */
export function compareIngredients(lists: readonly ComparedList[]): {
  shared: string[];
  onlyIn: Record<string, string[]>;
} {
  const keyOf = (ingredient: { ingredientId: string | null; name: string }) =>
    ingredient.ingredientId ?? ingredient.name.toLowerCase();
  const holders = new Map<string, Set<string>>();
  for (const list of lists) {
    for (const ingredient of list.ingredients) {
      const key = keyOf(ingredient);
      holders.set(key, (holders.get(key) ?? new Set()).add(list.productId));
    }
  }
  const named = (list: ComparedList, keep: (count: number) => boolean) => {
    const seen = new Set<string>();
    return list.ingredients.flatMap((ingredient) => {
      const key = keyOf(ingredient);
      if (seen.has(key) || !keep(holders.get(key)?.size ?? 0)) return [];
      seen.add(key);
      return [ingredient.name];
    });
  };
  const [first] = lists;
  return {
    shared: first && lists.length > 1 ? named(first, (count) => count === lists.length) : [],
    onlyIn: Object.fromEntries(lists.map((list) => [list.productId, named(list, (count) => count === 1)])),
  };
}

/**
 * The well-known actives a list holds (the ingredients search knows by their common names:
 * niacinamide, centella, retinoids, acids, vitamin C …), as the list names them, in list order.
 */
export function keyActives(ingredients: readonly { ingredientId: string | null; name: string }[]): string[] {
  return ingredients
    .filter(
      (ingredient) =>
        ingredient.ingredientId !== null &&
        ingredientWords.some((entry) => entry.ids.test(ingredient.ingredientId ?? "")),
    )
    .map((ingredient) => ingredient.name);
}
