import { type Aspect, aspects as allAspects } from "~/domain/aspects";
import type { ProductType } from "~/domain/product-types";
import { type SkinType, skinTypes as allSkinTypes } from "~/domain/skin-types";
import { knownIngredientRules } from "./known-ingredients.server";

export interface ProductProfile {
  skinTypes: SkinType[];
  aspects: Aspect[];
}

/** What a product type alone says about the concerns it serves (an eye cream is for the eye area). */
const typeAspects: Partial<Record<ProductType, Aspect>> = {
  "eye-cream": "eyebags",
  exfoliant: "pores",
  spf: "wrinkles",
};

/** A product speaks to at most this many aspects, so long lists do not inflate the match score. */
const maxAspects = 3;
/** Only the top of a list signals skin types; trace ingredients say little. */
const skinTypeWindow = 20;

/**
 * Skin types and aspects of a product (the key ingredients a text features are the composer's,
 * under the claim rules of docs/catalogue.md). Source statements come first (a retailer's
 * own skin-type flags or concern tags); otherwise they follow from the rule table applied to the
 * ingredients, weighting ingredients near the top of the list more.
 */
export function deriveProfile(
  productType: ProductType,
  ingredientIds: readonly string[],
  sourceSkinTypes: readonly SkinType[],
  sourceAspects: readonly Aspect[],
): ProductProfile {
  const aspectScores = new Map<Aspect, number>();
  const derivedSkinTypes = new Set<SkinType>();
  ingredientIds.forEach((id, position) => {
    for (const rule of knownIngredientRules(id)) {
      if (rule.maxPosition !== undefined && position >= rule.maxPosition) continue;
      const weight = position < 10 ? 1 : 0.6;
      for (const aspect of rule.aspects) aspectScores.set(aspect, (aspectScores.get(aspect) ?? 0) + weight);
      if (position < skinTypeWindow) for (const skinType of rule.skinTypes) derivedSkinTypes.add(skinType);
    }
  });
  const typeAspect = typeAspects[productType];
  if (typeAspect) aspectScores.set(typeAspect, (aspectScores.get(typeAspect) ?? 0) + 3);

  const ranked = [...aspectScores.entries()]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1] || allAspects.indexOf(a[0]) - allAspects.indexOf(b[0]))
    .map(([aspect]) => aspect);
  const aspects = sourceAspects.length > 0 ? [...sourceAspects] : ranked;
  if (typeAspect && !aspects.includes(typeAspect)) aspects.unshift(typeAspect);
  const skinTypes =
    sourceSkinTypes.length > 0
      ? [...sourceSkinTypes]
      : derivedSkinTypes.size > 0
        ? [...derivedSkinTypes]
        : [...allSkinTypes];
  return {
    skinTypes: allSkinTypes.filter((skinType) => skinTypes.includes(skinType)),
    aspects: sortAspects(aspects.slice(0, maxAspects)),
  };
}

function sortAspects(list: readonly Aspect[]): Aspect[] {
  return allAspects.filter((aspect) => list.includes(aspect));
}
