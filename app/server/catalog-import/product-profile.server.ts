import { type Aspect, aspects as allAspects } from "~/domain/aspects";
import { isKeyPosition } from "~/domain/claim-check";
import type { IngredientFlagKey } from "~/domain/ingredient-flags";
import { isLeaveOn } from "~/domain/leave-on";
import { hasClayBase } from "~/domain/list-bases";
import { nameRuledOutAspects } from "~/domain/name-purpose";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import { dryOrSensitiveContradictionsIn, excludedSkinTypes } from "~/domain/skin-type-fit";
import { type SkinType, skinTypes as allSkinTypes } from "~/domain/skin-types";
import { type KnownIngredient, knownIngredientRules, upperList, worksAt } from "./known-ingredients.server";

export interface ProductProfile {
  skinTypes: SkinType[];
  aspects: Aspect[];
}

/** What the profile is derived from: the product, its list in order, its flags and what sources state. */
export interface ProfileFacts {
  /** The product's name, which can state a strength (`strongAscorbicAcid`) or a spot treatment's purpose. */
  name?: string;
  /**
   * Undefined for a pasted list whose type the visitor did not choose (docs/check.md): read as
   * left on the skin, with no type's own concern or rule.
   */
  productType: ProductType | undefined;
  form: ProductForm | undefined;
  /** With the amount the label prints beside an entry, when it does (`worksAt`). */
  ingredients: readonly { id: string; inciName: string; statedPercent?: number | null }[];
  /** The flags the list raises (`ingredientFlags`). */
  flags: readonly IngredientFlagKey[];
  statedSkinTypes: readonly SkinType[];
  statedAspects: readonly Aspect[];
  /**
   * The skin types the product's own name says it is for ("… For Normal To Dry Skin"), when it
   * names some and not all: the maker's bound, beyond which the list's evidence does not reach.
   */
  nameSkinTypes?: readonly SkinType[];
}

/**
 * What a product type alone says about the concerns it serves, where the type is itself the
 * evidence: an exfoliant clears the dead cells that clog pores, a sunscreen prevents the UV damage
 * behind fine lines. An eye cream's type says where it goes, not what it does: puffiness needs an
 * ingredient (caffeine) or a source's statement.
 */
const typeAspects: Partial<Record<ProductType, Aspect>> = {
  exfoliant: "pores",
  spf: "wrinkles",
};

/** Puffiness is an eye-area concern: only eye products speak to it, whatever their ingredients. */
const eyeAreaAspect: Aspect = "eyebags";
/**
 * Breakouts and pores are face concerns: an eye product is not put on them, whatever its
 * niacinamide or salicylic acid does elsewhere (docs/ingredient-flags.md, "Skin types").
 */
const faceOnlyAspects: readonly Aspect[] = ["acne", "pores"];
/** Concerns of dry and reactive skin, which a drying or irritating flag contradicts. */
const dryOrSensitiveAspects: readonly Aspect[] = ["dryness", "redness"];

/** A product speaks to at most this many aspects, so long lists do not inflate the match score. */
const maxAspects = 3;
/** Only the top of a list signals skin types; trace ingredients say little. */
const skinTypeWindow = 20;

/**
 * Whether an entry's rule may speak to skin types from its place: in a product left on the skin,
 * anywhere among the first 20; in one rinsed off after a minute, only where it could be featured
 * as key (`isKeyPosition`: the first five, an active down to its effective place within the upper
 * list), since a tenth-place extract in a cleansing balm says little about whose skin it suits.
 */
function speaksToSkinTypes(inciName: string, place: number, listLength: number, leaveOn: boolean): boolean {
  return leaveOn ? place <= skinTypeWindow : isKeyPosition({ inciName, position: place }, listLength, false);
}

/**
 * Whether a rule's ingredient is an oil cleanser's cleansing base: its oils, butters and humectants
 * dissolve make-up and leave with it, so the dry-skin evidence they give a cream says nothing
 * about whose skin the cleanser suits (docs/ingredient-flags.md, "Skin types"). What speaks to
 * oily skin (tea tree, salicylic acid, a clay) still does.
 */
function isOilCleansersBase(facts: ProfileFacts, rule: KnownIngredient): boolean {
  return facts.productType === "oil-based cleanser" && !rule.skinTypes.includes("oily");
}

/**
 * Skin types and aspects of a product (docs/ingredient-flags.md, "Skin types"; docs/catalogue.md,
 * "Per product"). What sources state (a retailer's own skin-type tags or concern tags) is added to
 * what the rule table finds in the ingredients, weighting ingredients near the top of the list
 * more; the concerns are ranked by that evidence. Then what the list and its flags rule out is
 * taken away (`excludedSkinTypes`): a source is evidence, not the last word where the list
 * contradicts it.
 */
export function deriveProfile(facts: ProfileFacts): ProductProfile {
  const aspectScores = new Map<Aspect, number>();
  /** Where each aspect's best evidence sits: of two equally supported aspects, the higher one wins. */
  const firstPlaces = new Map<Aspect, number>();
  const derivedSkinTypes = new Set<SkinType>();
  const leaveOn = isLeaveOn(facts.productType, facts.form);
  facts.ingredients.forEach(({ id, inciName, statedPercent }, position) => {
    const place = position + 1;
    for (const rule of knownIngredientRules(id)) {
      if (rule.maxPosition !== undefined && place > rule.maxPosition) continue;
      // The upper list weighs more than what comes below it.
      const weight = place <= upperList ? 1 : 0.6;
      // An ingredient speaks to a concern only where it does work (`worksAt`).
      if (worksAt(rule, { inciName, place, statedPercent }, facts.ingredients.length, leaveOn))
        for (const aspect of rule.aspects) {
          aspectScores.set(aspect, (aspectScores.get(aspect) ?? 0) + weight);
          if (!firstPlaces.has(aspect)) firstPlaces.set(aspect, place);
        }
      if (speaksToSkinTypes(inciName, place, facts.ingredients.length, leaveOn) && !isOilCleansersBase(facts, rule))
        for (const skinType of rule.skinTypes) derivedSkinTypes.add(skinType);
    }
  });
  const typeAspect = facts.productType === undefined ? undefined : typeAspects[facts.productType];
  if (typeAspect) aspectScores.set(typeAspect, (aspectScores.get(typeAspect) ?? 0) + 3);

  const listed = facts.ingredients.map((ingredient, index) => ({ position: index + 1, inciName: ingredient.inciName }));
  const excluded = new Set(
    excludedSkinTypes(facts.flags, listed, facts.productType, facts.form, facts.name).map(
      (exclusion) => exclusion.skinType,
    ),
  );
  // A source's skin-type tags add to what the list speaks to, never replace it: an untagged skin
  // type is one the shop did not tag, not one it advised against (docs/ingredient-flags.md, "Skin
  // types"). So a list that speaks to no skin type keeps all four, whatever a shop tagged.
  const named =
    derivedSkinTypes.size > 0 ? [...new Set<SkinType>([...facts.statedSkinTypes, ...derivedSkinTypes])] : allSkinTypes;
  // Combination skin is oily in places and dry or normal in others: what suits both oily and dry
  // skin suits it too (Dr. Althea's Herb Therapy Velvet Mask, tagged oily by a shop and dry by its
  // list, was for neither combination skin nor its mix; the eleventh review).
  const spansBoth = named.includes("oily") && named.includes("dry") && !named.includes("combination");
  const evidence: readonly SkinType[] = spansBoth ? [...named, "combination"] : named;
  const kept = evidence.filter((skinType) => !excluded.has(skinType));
  // When the list rules out every skin type the evidence named, what the list leaves is the answer.
  // So too when it leaves only normal skin and no source stated it: the list's rules name normal
  // beside dry (glycerin, squalane, ceramides), and with dry ruled out "normal only" would be a
  // leftover, not a finding (docs/ingredient-flags.md, "Skin types").
  const spent = kept.every((skinType) => skinType === "normal" && !facts.statedSkinTypes.includes(skinType));
  const listSkinTypes = spent ? allSkinTypes.filter((skinType) => !excluded.has(skinType)) : kept;
  // A name made for some skin types is sold beside its twin for the others (Laneige's Water Bank
  // Blue Hyaluronic Emulsion For Normal To Dry Skin, and For Combination To Oily Skin): the list
  // does not carry it to a skin its name sends to the twin (the fourteenth review).
  const bound = facts.nameSkinTypes ?? [];
  const withinName = listSkinTypes.filter((skinType) => bound.includes(skinType));
  const skinTypes =
    bound.length > 0 && bound.length < allSkinTypes.length && withinName.length > 0 ? withinName : listSkinTypes;

  const ruledOutAspects = new Set<Aspect>(facts.productType === "eye-cream" ? faceOnlyAspects : [eyeAreaAspect]);
  if (dryOrSensitiveContradictionsIn(facts.flags, listed, facts.productType, facts.name, facts.form).length > 0)
    for (const aspect of dryOrSensitiveAspects) ruledOutAspects.add(aspect);
  // Dryness is a concern only of a product shown for dry skin: the page does not say both "not for
  // dry skin" and "for dryness".
  if (!skinTypes.includes("dry")) ruledOutAspects.add("dryness");
  // A clay base is there to soak up oil: whatever glycerin sits beside it, such a product is no pick
  // for dryness (docs/catalogue.md, "Per product").
  const inciNames = facts.ingredients.map((ingredient) => ingredient.inciName);
  if (hasClayBase(inciNames)) ruledOutAspects.add("dryness");
  if (facts.productType !== undefined)
    for (const aspect of nameRuledOutAspects(facts.productType, facts.name ?? "", inciNames))
      ruledOutAspects.add(aspect);
  // Ranked by evidence: the type's own concern, then what a source states, then the list's
  // concerns by how many working ingredients support them and how high the first one sits.
  const ranked = [...aspectScores.entries()]
    .filter(([, score]) => score > 0)
    .sort(
      (a, b) =>
        b[1] - a[1] ||
        (firstPlaces.get(a[0]) ?? Infinity) - (firstPlaces.get(b[0]) ?? Infinity) ||
        allAspects.indexOf(a[0]) - allAspects.indexOf(b[0]),
    )
    .map(([aspect]) => aspect);
  const aspects = [...new Set([...(typeAspect ? [typeAspect] : []), ...facts.statedAspects, ...ranked])].filter(
    (aspect) => !ruledOutAspects.has(aspect) || aspect === typeAspect,
  );
  return {
    skinTypes: allSkinTypes.filter((skinType) => skinTypes.includes(skinType)),
    aspects: sortAspects(aspects.slice(0, maxAspects)),
  };
}

function sortAspects(list: readonly Aspect[]): Aspect[] {
  return allAspects.filter((aspect) => list.includes(aspect));
}
