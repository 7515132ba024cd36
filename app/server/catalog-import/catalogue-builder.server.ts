import { aspects as allAspects, type Aspect } from "~/domain/aspects";
import { ingredientFunctions, type IngredientFunction } from "~/domain/ingredient-functions";
import { ingredientIdOf, normaliseIngredientName } from "~/domain/ingredient-name";
import { productIdOf } from "~/domain/product-id";
import { skinTypes as allSkinTypes, type SkinType } from "~/domain/skin-types";
import type { IngredientRecord, ProductRecord } from "./catalogue-records.server";
import type { CosingIndex } from "./cosing-index.server";
import { composeTexts } from "./description-composer.server";
import { chipsOfCosingFunctions } from "./function-mapping.server";
import { knownIngredientRules } from "./known-ingredients.server";
import { nameKey } from "./product-name.server";
import { deriveProfile } from "./product-profile.server";
import { referencePrices } from "./reference-prices.server";
import { offerLinks } from "./shop-links.server";
import type { IndonesianPrices } from "./sources/indonesian-prices-source.server";
import type { Rejection, SourceProduct } from "./source-row.server";

/** Share of a list's entries that must be known INCI names (typos and rare extracts aside). */
const minimumRecognised = 0.5;

export interface BuiltCatalogue {
  products: ProductRecord[];
  ingredients: IngredientRecord[];
  rejections: Rejection[];
  /** How many products got an Indonesian retail price rather than a conversion. */
  indonesianMatches: number;
}

function ingredientRecord(rawName: string, displayName: string, id: string, cosing: CosingIndex): IngredientRecord {
  const record = cosing.find(rawName, displayName);
  const functions = new Set<IngredientFunction>(chipsOfCosingFunctions(record?.functions ?? []));
  const aspects = new Set<Aspect>();
  const skinTypes = new Set<SkinType>();
  for (const rule of knownIngredientRules(id)) {
    for (const chip of rule.functions) functions.add(chip);
    for (const aspect of rule.aspects) aspects.add(aspect);
    for (const skinType of rule.skinTypes) skinTypes.add(skinType);
  }
  return {
    id,
    name: displayName,
    inciName: record?.inciName ?? null,
    cas: record?.cas ?? null,
    ec: record?.ec ?? null,
    cosingFunctions: record?.functions ?? [],
    functions: ingredientFunctions.filter((chip) => functions.has(chip)),
    aspects: allAspects.filter((aspect) => aspects.has(aspect)),
    skinTypes: allSkinTypes.filter((skinType) => skinTypes.has(skinType)),
  };
}

/**
 * Turns validated source rows (in source priority order) into catalogue records: dedupes
 * across sources by brand and normalised name (the first source wins; a later name that only
 * adds words to an earlier one of the same brand and type is the same product), links
 * ingredients to CosIng, derives profile and texts, and numbers the rank.
 */
export function buildCatalogue(
  sources: readonly SourceProduct[],
  indonesian: IndonesianPrices,
  cosing: CosingIndex,
): BuiltCatalogue {
  const products: ProductRecord[] = [];
  const ingredients = new Map<string, IngredientRecord>();
  const rejections: Rejection[] = [];
  const byBrand = new Map<string, { id: string; file: string; productType: string; key: string }[]>();
  const ids = new Set<string>();
  let indonesianMatches = 0;

  for (const source of sources) {
    const key = nameKey(source.name);
    const id = productIdOf(source.brand, source.name);
    // A list CosIng mostly does not know is retailer text in the ingredient column, not a list.
    const recognised = source.ingredients.filter((raw) => cosing.find(raw, normaliseIngredientName(raw))).length;
    if (
      cosing.size > 0 &&
      source.ingredients.length >= 3 &&
      recognised < source.ingredients.length * minimumRecognised
    ) {
      rejections.push({
        file: source.file,
        line: source.line,
        reason: "ingredient list mostly unrecognised (retailer text, not INCI)",
      });
      continue;
    }
    const known = byBrand.get(source.brand) ?? [];
    const duplicate =
      known.find((entry) => entry.key === key || entry.id === id) ??
      known.find(
        (entry) =>
          entry.file !== source.file &&
          entry.productType === source.productType &&
          Math.min(entry.key.split(" ").length, key.split(" ").length) >= 3 &&
          (key.startsWith(`${entry.key} `) || entry.key.startsWith(`${key} `)),
      );
    if (duplicate || ids.has(id)) {
      rejections.push({ file: source.file, line: source.line, reason: `duplicate of ${duplicate?.id ?? id}` });
      continue;
    }
    known.push({ id, file: source.file, productType: source.productType, key });
    byBrand.set(source.brand, known);
    ids.add(id);

    const entries = source.ingredients.map((rawName) => ({ rawName, displayName: normaliseIngredientName(rawName) }));
    const linked = entries
      .filter((entry) => entry.displayName !== "")
      .map((entry, index) => ({ ...entry, id: ingredientIdOf(entry.rawName), position: index + 1 }));
    for (const entry of linked) {
      if (!ingredients.has(entry.id))
        ingredients.set(entry.id, ingredientRecord(entry.rawName, entry.displayName, entry.id, cosing));
    }
    const profile = deriveProfile(
      source.productType,
      linked.map((entry) => entry.id),
      source.skinTypes,
      source.aspects,
    );
    const texts = composeTexts({
      id,
      brand: source.brand,
      name: source.name,
      productType: source.productType,
      skinTypes: profile.skinTypes,
      actives: profile.actives,
      sunSensitiser: profile.sunSensitiser,
      leadingIngredients: linked
        .filter((entry) => entry.id !== "water")
        .slice(0, 2)
        .map((entry) => entry.displayName),
    });
    const idr = indonesian.find(source.brand, source.name, source.sizeMl);
    if (idr) indonesianMatches += 1;
    const prices = referencePrices(source.price, idr);
    products.push({
      id,
      name: source.name,
      brand: source.brand,
      productType: source.productType,
      sizeMl: source.sizeMl,
      ...texts,
      basePriceGbp: prices.basePriceGbp,
      images: [`/images/products/${id}.svg`],
      rank: products.length + 1,
      skinTypes: profile.skinTypes,
      aspects: profile.aspects,
      ingredients: linked.map((entry) => ({
        position: entry.position,
        rawName: entry.rawName,
        ingredientId: entry.id,
      })),
      referencePrices: prices.prices,
      offers: offerLinks(source.brand, source.name),
    });
  }
  return { products, ingredients: [...ingredients.values()], rejections, indonesianMatches };
}
