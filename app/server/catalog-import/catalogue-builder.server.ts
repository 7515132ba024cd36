import { ingredientFlags } from "~/domain/ingredient-flags";
import { checkClaims, type ClaimViolation } from "~/domain/claim-check";
import { normalisedEntry } from "./inci-list.server";
import { productIdOf } from "~/domain/product-id";
import type { IngredientRecord, ProductRecord } from "./catalogue-records.server";
import type { IngredientRedirect } from "./catalogue-writer.server";
import type { CosingIndex } from "./cosing-index.server";
import { composeTexts } from "./description-composer.server";
import { ingredientRecord } from "./ingredient-record.server";
import { legacyIngredientIds, type ListedIngredient, resolveIngredientList } from "./ingredient-resolver.server";
import { splitOutliers } from "./price-outliers.server";
import { groupProducts, type ProductGroup } from "./product-matcher.server";
import { deriveProductForm } from "./product-form.server";
import { deriveProfile } from "./product-profile.server";
import { canBeProductPrice, inProductForm, productSizeFrom } from "./offer-sizes.server";
import { isForSize, referencePrices } from "./reference-prices.server";
import { offerLinks } from "./shop-links.server";
import type { ObservedPrice, Rejection, SourcePrice, SourceProduct } from "./source-row.server";

/** Why a reviewed match's price was not kept: the table names a product the catalogue does not have. */
export const unplacedReviewedMatch = "reviewed match names no catalogue product";

export interface BuiltCatalogue {
  products: ProductRecord[];
  ingredients: IngredientRecord[];
  rejections: Rejection[];
  /** Source rows that joined a product another source had already given (one product, one page). */
  merges: Merge[];
  /** Prices left out because they disagree with the product's other prices. */
  outliers: (ObservedPrice & { productId: string })[];
  /** The source keys of each product's rows (lists and prices). */
  sourcesPerProduct: Map<string, Set<string>>;
  /** Old ingredient ids (the source's spelling) that now answer 301 to one page per substance. */
  redirects: IngredientRedirect[];
  /** What the claim checker found in the composed texts; the report fails on any. */
  claimViolations: (ClaimViolation & { productId: string })[];
}

export interface Merge {
  productId: string;
  file: string;
  line: number;
}

/** A list's comparison key: the same entries in the same order, whatever the spelling of case and spaces. */
function listKey(entries: readonly string[]): string {
  return entries.map((entry) => normalisedEntry(entry).toLowerCase()).join("|");
}

/**
 * Rows whose list the same file repeats for products of another type (a cleansing oil given a
 * foam cleanser's list): the list cannot belong to both, and nothing tells which it belongs to.
 */
function repeatedListRows(sources: readonly SourceProduct[]): Set<SourceProduct> {
  const byList = new Map<string, SourceProduct[]>();
  for (const source of sources) {
    const key = `${source.file}|${source.brand}|${listKey(source.ingredients)}`;
    byList.set(key, [...(byList.get(key) ?? []), source]);
  }
  const repeated = new Set<SourceProduct>();
  for (const rows of byList.values()) {
    if (new Set(rows.map((row) => row.productType)).size > 1) for (const row of rows) repeated.add(row);
  }
  return repeated;
}

/** The member whose list is shown: the newest list; on the same date, the better source. */
function listMember(members: readonly SourceProduct[]): SourceProduct {
  return members.reduce((best, member) => (member.listObservedOn > best.listObservedOn ? member : best));
}

function observationsOf(group: ProductGroup): ObservedPrice[] {
  const seen = new Set<string>();
  return [
    ...group.members.flatMap((member) => (member.price ? [member.price] : [])),
    ...group.prices.map((price: SourcePrice) => price.price),
  ].filter((observed) => {
    // One shop row can price several sizes (Sociolla's size choices): one observation each.
    const key = `${observed.file}:${observed.line}:${observed.size?.amount ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Turns validated source rows (in source priority order) and shop price rows into catalogue
 * records (docs/catalogue.md, "One product, one page"): rows of one product across sources are
 * merged, the newest list is shown with its date and source, every price seen is kept as an
 * observation (outliers left out and reported), the reference price is the newest one per
 * market, and ingredients are linked to CosIng. The first source's name and place win.
 */
export function buildCatalogue(
  sources: readonly SourceProduct[],
  shopPrices: readonly SourcePrice[],
  cosing: CosingIndex,
): BuiltCatalogue {
  const products: ProductRecord[] = [];
  const ingredients = new Map<string, IngredientRecord>();
  const rejections: Rejection[] = [];
  const merges: Merge[] = [];
  const outliers: BuiltCatalogue["outliers"] = [];
  const ids = new Set<string>();
  const sourcesPerProduct = new Map<string, Set<string>>();
  const redirects = new Map<string, string>();
  const claimViolations: BuiltCatalogue["claimViolations"] = [];
  const resolved = new Map<SourceProduct, ListedIngredient[]>();
  const placedPrices = new Set<SourcePrice>();

  const repeated = repeatedListRows(sources);
  const usable = sources.filter((source) => {
    if (repeated.has(source)) {
      rejections.push({
        file: source.file,
        line: source.line,
        reason: "ingredient list repeated for a product of another type",
      });
      return false;
    }
    const list = resolveIngredientList(source.ingredients, cosing);
    if (!list.ok) {
      rejections.push({ file: source.file, line: source.line, reason: list.reason });
      return false;
    }
    resolved.set(source, list.ingredients);
    return true;
  });

  for (const group of groupProducts(usable, shopPrices)) {
    const [first, ...others] = group.members;
    if (!first) continue;
    const id = productIdOf(first.brand, first.name);
    if (ids.has(id)) {
      for (const member of group.members)
        rejections.push({ file: member.file, line: member.line, reason: `duplicate of ${id}` });
      continue;
    }
    ids.add(id);
    for (const price of group.prices) placedPrices.add(price);
    for (const member of others) merges.push({ productId: id, file: member.file, line: member.line });
    sourcesPerProduct.set(
      id,
      new Set([...group.members.map((member) => member.source), ...group.prices.map((price) => price.price.source)]),
    );

    const listed = listMember(group.members);
    const linked = resolved.get(listed) ?? [];
    for (const ingredient of linked) {
      if (!ingredients.has(ingredient.id)) ingredients.set(ingredient.id, ingredientRecord(ingredient));
      for (const oldId of legacyIngredientIds(ingredient.raw))
        if (oldId !== ingredient.id && !redirects.has(oldId)) redirects.set(oldId, ingredient.id);
    }
    const labels = [...new Set(group.members.flatMap((member) => member.labels))];
    const form = deriveProductForm(first.name, first.productType, labels);
    const statedSkinTypes = [...new Set(group.members.flatMap((member) => member.skinTypes))];
    const statedAspects = [...new Set(group.members.flatMap((member) => member.aspects))];
    const profile = deriveProfile(
      first.productType,
      linked.map((entry) => entry.id),
      statedSkinTypes,
      statedAspects,
    );
    const { keyIngredients, ...texts } = composeTexts({
      id,
      brand: first.brand,
      name: first.name,
      productType: first.productType,
      form,
      ingredients: linked.map((ingredient) => ({
        id: ingredient.id,
        name: ingredient.displayName,
        inciName: ingredient.kind === "cosing" ? ingredient.record.inciName : ingredient.displayName,
      })),
      skinTypes: profile.skinTypes,
      aspects: profile.aspects,
    });
    const violations = checkClaims({
      name: first.name,
      brand: first.brand,
      productType: first.productType,
      ingredients: linked.map((ingredient, index) => ({
        position: index + 1,
        inciName: ingredient.kind === "cosing" ? ingredient.record.inciName : ingredient.displayName,
      })),
      keyIngredients,
      texts,
    });
    claimViolations.push(...violations.map((violation) => ({ ...violation, productId: id })));

    // Sizes in the product's form; a mini, a refill or a multipack keeps its own (offer-sizes.server.ts).
    const seen = observationsOf(group).map((observed) => inProductForm(observed, form));
    const size = productSizeFrom(
      group.members.map((member) => inProductForm(member, form)),
      seen,
    );
    const checked = splitOutliers(seen.filter((observed) => isForSize(observed.size, size)));
    outliers.push(...checked.outliers.map((observed) => ({ ...observed, productId: id })));
    const observations = seen
      .filter((observed) => !checked.outliers.includes(observed))
      .sort((a, b) => b.observedOn.localeCompare(a.observedOn));
    const prices = referencePrices(observations.filter(canBeProductPrice), size);
    products.push({
      id,
      name: first.name,
      brand: first.brand,
      productType: first.productType,
      form,
      labels,
      size,
      listObservedOn: listed.listObservedOn,
      listSource: listed.source,
      ...texts,
      basePriceGbp: prices.basePriceGbp,
      images: [`/images/products/${id}.svg`],
      rank: products.length + 1,
      skinTypes: profile.skinTypes,
      aspects: profile.aspects,
      // Read from the names the page shows, as the product page reads them.
      flags: ingredientFlags(
        linked.map((ingredient, index) => ({ position: index + 1, inciName: ingredient.displayName })),
        first.productType,
      ).flags.map((flag) => flag.flag),
      ingredients: linked.map((ingredient, index) => ({
        position: index + 1,
        rawName: ingredient.raw,
        ingredientId: ingredient.id,
      })),
      referencePrices: prices.prices,
      observations,
      offers: offerLinks(first.brand, first.name),
    });
  }
  for (const price of shopPrices) {
    if (price.reviewedMatch && !placedPrices.has(price)) {
      rejections.push({
        file: price.price.file,
        line: price.price.line,
        reason: `${unplacedReviewedMatch}: ${price.brand} ${price.name}`,
      });
    }
  }
  // An old id that is itself some substance's page keeps that page.
  const canonical = new Set(ingredients.keys());
  return {
    products,
    ingredients: [...ingredients.values()],
    rejections,
    merges,
    outliers,
    sourcesPerProduct,
    redirects: [...redirects].filter(([fromId]) => !canonical.has(fromId)).map(([fromId, toId]) => ({ fromId, toId })),
    claimViolations,
  };
}
