import { type IngredientFunction, ingredientFunctions } from "./ingredient-functions";

export interface BreakdownIngredient {
  name: string;
  ingredientId: string | null;
  functions: readonly IngredientFunction[];
}

export interface FunctionChip<T extends BreakdownIngredient = BreakdownIngredient> {
  function: IngredientFunction;
  /** The product's ingredients having this function, in list order. */
  ingredients: T[];
  count: number;
}

/**
 * The Ingredients Breakdown of docs/screens.md: one chip per function with the number of the
 * product's ingredients having it, count descending (ties in catalogue order). An
 * ingredient listed twice counts once.
 */
export function functionBreakdown<T extends BreakdownIngredient>(ingredients: readonly T[]): FunctionChip<T>[] {
  const chips = new Map<IngredientFunction, { ingredients: T[]; seen: Set<string> }>();
  for (const ingredient of ingredients) {
    const key = ingredient.ingredientId ?? ingredient.name.toLowerCase();
    for (const fn of new Set(ingredient.functions)) {
      const chip = chips.get(fn) ?? { ingredients: [], seen: new Set<string>() };
      if (!chip.seen.has(key)) {
        chip.seen.add(key);
        chip.ingredients.push(ingredient);
      }
      chips.set(fn, chip);
    }
  }
  return [...chips.entries()]
    .map(([fn, chip]) => ({ function: fn, ingredients: chip.ingredients, count: chip.ingredients.length }))
    .sort(
      (a, b) => b.count - a.count || ingredientFunctions.indexOf(a.function) - ingredientFunctions.indexOf(b.function),
    );
}

/** A readable fallback title for a function slug: `skin-conditioning` → `Skin conditioning`. */
export function functionFallbackTitle(fn: string): string {
  const words = fn.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
