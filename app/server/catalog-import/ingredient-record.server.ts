import { aspects as allAspects, type Aspect } from "~/domain/aspects";
import { ingredientFunctions, type IngredientFunction } from "~/domain/ingredient-functions";
import { skinTypes as allSkinTypes, type SkinType } from "~/domain/skin-types";
import type { IngredientRecord } from "./catalogue-records.server";
import { chipsOfCosingFunctions } from "./function-mapping.server";
import type { ListedIngredient } from "./ingredient-resolver.server";
import { knownIngredientRules } from "./known-ingredients.server";

/**
 * The stored ingredient of one resolved list entry: its name and CosIng facts, the chips
 * CosIng's functions give (`functions`) and, apart, the chips kulit's own rules add that CosIng
 * does not give (`kulitFunctions`), with the rules' aspects and skin types (docs/catalogue.md).
 */
export function ingredientRecord(ingredient: ListedIngredient): IngredientRecord {
  const record = ingredient.kind === "cosing" ? ingredient.record : undefined;
  const cosingChips = new Set(chipsOfCosingFunctions(record?.functions ?? []));
  const kulitChips = new Set<IngredientFunction>();
  const aspects = new Set<Aspect>();
  const skinTypes = new Set<SkinType>();
  for (const rule of knownIngredientRules(ingredient.id)) {
    for (const chip of rule.functions) if (!cosingChips.has(chip)) kulitChips.add(chip);
    for (const aspect of rule.aspects) aspects.add(aspect);
    for (const skinType of rule.skinTypes) skinTypes.add(skinType);
  }
  return {
    id: ingredient.id,
    name: ingredient.displayName,
    inciName: record?.inciName ?? null,
    cas: record?.cas ?? null,
    ec: record?.ec ?? null,
    cosingFunctions: record?.functions ?? [],
    functions: ingredientFunctions.filter((chip) => cosingChips.has(chip)),
    kulitFunctions: ingredientFunctions.filter((chip) => kulitChips.has(chip)),
    aspects: allAspects.filter((aspect) => aspects.has(aspect)),
    skinTypes: allSkinTypes.filter((skinType) => skinTypes.has(skinType)),
  };
}
