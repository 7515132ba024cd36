import { type CommunityRating, oneRatingPerSite } from "~/domain/community-ratings";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { checkClaims, type ClaimViolation } from "~/domain/claim-check";
import { normalisedEntry } from "./inci-list.server";
import { productIdOf } from "~/domain/product-id";
import { nameStatedAspects } from "~/domain/name-purpose";
import { rulePositions } from "~/domain/rule-positions";
import { versionsOf } from "~/domain/product-versions";
import { belowWorkingAmount } from "~/domain/working-amounts";
import type { IngredientRecord, ProductRecord } from "./catalogue-records.server";
import type { IngredientRedirect, ProductRedirect } from "./catalogue-writer.server";
import type { CosingIndex } from "./cosing-index.server";
import { composeTexts } from "./description-composer.server";
import { hasCastGelBase, namesNoPreservative, opensWithOilOrEster } from "~/domain/list-bases";
import { ingredientRecord } from "./ingredient-record.server";
import {
  legacyIngredientIds,
  type ListEntry,
  listedInciName,
  resolveIngredientList,
} from "./ingredient-resolver.server";
import { gateMembers, type PlausibilityGate, type RefusedList } from "./list-plausibility.server";
import { groupProducts, type ProductGroup } from "./product-matcher.server";
import { type ProductIdRename, productIdRenamesFile, unplacedRename } from "./product-id-renames.server";
import { applyPairDecisions, type PairDecision } from "./product-pair-decisions.server";
import { rangeNameReason, rangeNameRows } from "./range-names.server";
import { siblingMergedReason, siblingMergedRows } from "./sibling-merged-lists.server";
import { isKeyIngredientsOnly, lacksTheOpeningOf } from "./key-ingredient-lists.server";
import { deriveProductForm, sheetWhenCounted } from "./product-form.server";
import { tintedBaseReason } from "./product-filters.server";
import { eventLoopTurn, rowsPerTurn } from "./event-loop-turn.server";
import { deriveProfile } from "./product-profile.server";
import { classifyProductType } from "./product-type-classifier.server";
import {
  canBeProductPrice,
  inProductForm,
  isPriceInProductForm,
  productSizeFrom,
  withSameOfferSizes,
} from "./offer-sizes.server";
import { referencePrices } from "./reference-prices.server";
import { disputedPrices, splitOutliers } from "~/domain/price-outliers";
import { isForSize } from "~/domain/product-size";
import { nameSkinStatement } from "~/domain/name-skin-statement";
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
  /** Ids of products with disputed prices: shown, but none of those is the product's own. */
  disputedPrices: string[];
  /** The source keys of each product's rows (lists and prices). */
  sourcesPerProduct: Map<string, Set<string>>;
  /** Old ingredient ids (the source's spelling) that now answer 301 to one page per substance. */
  redirects: IngredientRedirect[];
  /** What the claim checker found in the composed texts; the report fails on any. */
  claimViolations: (ClaimViolation & { productId: string })[];
  /** Lists the plausibility gates refused, and what became of their product. */
  refusedLists: GateOutcome[];
  /** Ids a merged product's other names had (docs/catalogue.md, "One product, one page"): they answer 301 to it. */
  productRedirects: ProductRedirect[];
}

/**
 * A source row whose list a plausibility gate refused (docs/catalogue.md, "Plausibility gates"):
 * its product shows an older list, another source's list, or is refused when no list passes.
 */
export interface GateOutcome {
  productId: string;
  file: string;
  line: number;
  gate: PlausibilityGate;
  outcome: "older list shown" | "another list shown" | "product refused";
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

/**
 * Female Daily's lists are typed in by its community and dated only by when the site was read:
 * a list there can be years older than the formula on sale (Klairs' Midnight Blue Calming Cream
 * still showed the essential oils of its old formula). It stands in only for a product that no
 * shop, brand or ingredient database gives a list for.
 */
const undatedListSources = new Set(["femaledaily-2025"]);

/** Weighs a list that does not open as its product's form says above any count of entries left out. */
const notItsFormsOpening = 1_000;

/**
 * The member whose list is shown: the newest list that passes the plausibility gates; on the
 * same date, the better source, and of one source's rows the one with fewer shortcomings
 * (`shortcomingsOf`: the 2017 set gives Goodal's Phytowash foam twice, once with its yerba mate
 * misspelt past reading, and Holika Holika's Light Cleansing Oil twice, once with a watery list);
 * a community list only when there is no other; a list cut short at its end, or one of
 * key ingredients only, only when no whole one passes (docs/catalogue.md, "One product, one page").
 */
function listMember(
  members: readonly SourceProduct[],
  isCutShort: (member: SourceProduct) => boolean,
  substancesOf: (member: SourceProduct) => ReadonlySet<string>,
  shortcomingsOf: (member: SourceProduct) => number,
): SourceProduct | undefined {
  const whole = members.filter(
    (member) => !isCutShort(member) && !isKeyIngredientsOnly(substancesOf(member), members.map(substancesOf)),
  );
  const candidates = whole.length > 0 ? whole : members;
  const dated = candidates.filter((member) => !undatedListSources.has(member.source));
  const better = (member: SourceProduct, best: SourceProduct) =>
    member.listObservedOn > best.listObservedOn ||
    (member.listObservedOn === best.listObservedOn &&
      member.source === best.source &&
      shortcomingsOf(member) < shortcomingsOf(best));
  return (dated.length > 0 ? dated : candidates).reduce<SourceProduct | undefined>(
    (best, member) => (!best || better(member, best) ? member : best),
    undefined,
  );
}

/** What became of each refused list's product: the newest list refused moves the product to an older one. */
function gateOutcomes(
  productId: string,
  refused: readonly RefusedList[],
  listed: SourceProduct | undefined,
  newest: SourceProduct | undefined,
): GateOutcome[] {
  return refused.map(({ file, line, gate }) => ({
    productId,
    file,
    line,
    gate,
    outcome: !listed
      ? "product refused"
      : file === newest?.file && line === newest.line
        ? "older list shown"
        : "another list shown",
  }));
}

function observationsOf(group: ProductGroup): ObservedPrice[] {
  const seen = new Set<string>();
  return [
    ...group.members.flatMap((member) => (member.price ? [member.price] : [])),
    ...group.prices.map((price: SourcePrice) => price.price),
  ].filter((observed) => {
    // One shop row can price several sizes (Sociolla's size choices): one observation each. A file
    // that lists a product under several categories (Soko Glam 2022) saw one price, not three.
    const key = [
      observed.source,
      observed.shop,
      observed.amount,
      observed.currency,
      observed.observedOn,
      observed.size?.amount ?? "",
      observed.size?.unit ?? "",
      observed.size?.packCount ?? "",
    ].join(":");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One rating per site from the product's rows and the rating rows matched to it, without their file and line. */
function ratingsOf(group: ProductGroup): CommunityRating[] {
  const rated = [...group.members, ...group.prices].flatMap((row) => (row.rating ? [row.rating] : []));
  return oneRatingPerSite(rated).map(({ file: _file, line: _line, ...rating }) => rating);
}

/**
 * Turns validated source rows (in source priority order) and shop price rows into catalogue
 * records (docs/catalogue.md, "One product, one page"): rows of one product across sources are
 * merged, the newest list is shown with its date and source, every price seen is kept as an
 * observation (outliers left out and reported), the reference price is the newest one per
 * market, and ingredients are linked to CosIng. The first source's name and place win.
 */
export async function buildCatalogue(
  sources: readonly SourceProduct[],
  shopPrices: readonly SourcePrice[],
  cosing: CosingIndex,
  pairDecisions: readonly PairDecision[] = [],
  renamedIds: readonly ProductIdRename[] = [],
): Promise<BuiltCatalogue> {
  const products: ProductRecord[] = [];
  const ingredients = new Map<string, IngredientRecord>();
  const rejections: Rejection[] = [];
  const merges: Merge[] = [];
  const outliers: BuiltCatalogue["outliers"] = [];
  const disputedProducts: string[] = [];
  const ids = new Set<string>();
  const sourcesPerProduct = new Map<string, Set<string>>();
  const redirects = new Map<string, string>();
  const claimViolations: BuiltCatalogue["claimViolations"] = [];
  const refusedLists: GateOutcome[] = [];
  const resolved = new Map<SourceProduct, ListEntry[]>();
  /** What each resolved list lacks: the entries left out as unreadable, and where it was cut short. */
  const listGaps = new Map<SourceProduct, { leftOut: string[]; cutShortAt: string | null }>();
  const placedPrices = new Set<SourcePrice>();
  const productRedirects = new Map<string, string>();

  const repeated = repeatedListRows(sources);
  const rangeNames = rangeNameRows(sources);
  const usable: SourceProduct[] = [];
  for (const [index, source] of sources.entries()) {
    if (index % rowsPerTurn === 0) await eventLoopTurn();
    if (repeated.has(source)) {
      rejections.push({
        file: source.file,
        line: source.line,
        reason: "ingredient list repeated for a product of another type",
      });
      continue;
    }
    if (rangeNames.has(source)) {
      rejections.push({ file: source.file, line: source.line, reason: rangeNameReason });
      continue;
    }
    const list = resolveIngredientList(source.ingredients, cosing, source.activeCount, source.notNames);
    if (!list.ok) {
      rejections.push({ file: source.file, line: source.line, reason: list.reason });
      continue;
    }
    resolved.set(source, list.ingredients);
    listGaps.set(source, { leftOut: list.leftOut, cutShortAt: list.cutShortAt });
    usable.push(source);
  }

  // A list's substances (CosIng ids, each once), one set per row.
  const substanceSet = (ingredients: readonly { id: string }[]): ReadonlySet<string> =>
    new Set(ingredients.map((ingredient) => ingredient.id));
  const substanceSets = new Map([...resolved].map(([row, entries]) => [row, substanceSet(entries)] as const));
  const substanceSetOf = (row: SourceProduct): ReadonlySet<string> => substanceSets.get(row) ?? new Set();
  // A list given to another product is known by its substances, in any order, and in either of
  // the names a row that gives it twice uses.
  const substanceKey = (substances: ReadonlySet<string>) => [...substances].sort().join("|");
  const reviewed = applyPairDecisions(groupProducts(usable, shopPrices), pairDecisions, (row) => {
    const restated = row.restatedIngredients && resolveIngredientList(row.restatedIngredients, cosing);
    return [
      substanceKey(substanceSetOf(row)),
      ...(restated?.ok ? [substanceKey(substanceSet(restated.ingredients))] : []),
    ];
  });
  const siblingMerged = siblingMergedRows(
    reviewed.groups.map((group) =>
      group.members
        .filter((member) => !reviewed.refusedLists.has(member))
        .map((member) => ({ row: member, substances: substanceSetOf(member) })),
    ),
  );
  for (const [index, group] of reviewed.groups.entries()) {
    if (index % rowsPerTurn === 0) await eventLoopTurn();
    const [first, ...others] = group.members;
    if (!first) continue;
    const id = productIdOf(first.brand, first.name);
    if (ids.has(id)) {
      for (const member of group.members)
        rejections.push({ file: member.file, line: member.line, reason: `duplicate of ${id}` });
      continue;
    }
    // A reviewed pair gave these rows' list to another product: the product keeps a list of its own, or is refused.
    // A source ran this product's list and a sibling's together: its other rows' lists stand.
    for (const member of group.members) {
      const sibling = siblingMerged.get(member);
      if (sibling !== undefined) {
        rejections.push({ file: member.file, line: member.line, reason: `${siblingMergedReason}: with ${sibling}'s` });
      }
    }
    const withOwnList = group.members.filter(
      (member) => !reviewed.refusedLists.has(member) && !siblingMerged.has(member),
    );
    if (withOwnList.length === 0) {
      for (const member of group.members)
        rejections.push({
          file: member.file,
          line: member.line,
          reason: `ingredient list belongs to another product: ${reviewed.refusedLists.get(member) ?? ""}`,
        });
      continue;
    }
    const labels = [...new Set(group.members.flatMap((member) => member.labels))];
    const inciNamesOf = (member: SourceProduct) => (resolved.get(member) ?? []).map(listedInciName);
    const [firstListed] = withOwnList;
    // Typed from every source's labels, so one shop's broad shelf does not outvote the others, and
    // a cleanser's type checked against its list (docs/catalogue.md, "Types and forms").
    const nominalOf = (member: SourceProduct) =>
      (resolved.get(member) ?? [])
        .filter((entry) => belowWorkingAmount(listedInciName(entry), entry.statedPercent))
        .map(listedInciName);
    const productType =
      classifyProductType(
        first.name,
        labels,
        firstListed ? inciNamesOf(firstListed) : [],
        firstListed ? nominalOf(firstListed) : [],
      ) ?? first.productType;
    const tinted = withOwnList
      .map((member) => tintedBaseReason(first.name, productType, inciNamesOf(member)))
      .find((reason) => reason !== undefined);
    if (tinted) {
      for (const member of group.members) rejections.push({ file: member.file, line: member.line, reason: tinted });
      continue;
    }
    // The gates judge each list against what the name and labels say the product is; the shown
    // list's own base then refines the form where they say nothing (docs/catalogue.md, "Types and forms").
    const printedSizes = [
      ...group.members.map((member) => member.printedSize),
      ...group.prices.map((price) => price.price.printedSize),
    ];
    const namedForm = sheetWhenCounted(deriveProductForm(first.name, productType, labels), printedSizes);
    const gated = gateMembers(
      withOwnList,
      { ...first, productType, form: namedForm },
      (member) => resolved.get(member) ?? [],
    );
    const orderedSubstances = (member: SourceProduct) => (resolved.get(member) ?? []).map((entry) => entry.id);
    // Cut at its end in part of a name, or another row's list without its opening entries.
    const isCutShort = (member: SourceProduct) =>
      (listGaps.get(member)?.cutShortAt ?? null) !== null ||
      withOwnList.some(
        (other) => other !== member && lacksTheOpeningOf(orderedSubstances(member), orderedSubstances(other)),
      );
    // A list that does not open as the product's form says counts as many shortcomings as any
    // number of entries left out: an oil cleanser opens with an oil or an ester.
    const shortcomingsOf = (member: SourceProduct) =>
      (namedForm === "oil" && productType === "oil-based cleanser" && !opensWithOilOrEster(inciNamesOf(member))
        ? notItsFormsOpening
        : 0) + (listGaps.get(member)?.leftOut.length ?? 0);
    const listed = listMember(gated.passing, isCutShort, substanceSetOf, shortcomingsOf);
    rejections.push(...gated.refused.map(({ file, line, reason }) => ({ file, line, reason })));
    refusedLists.push(
      ...gateOutcomes(id, gated.refused, listed, listMember(withOwnList, isCutShort, substanceSetOf, shortcomingsOf)),
    );
    if (!listed) continue;
    ids.add(id);
    for (const price of group.prices) placedPrices.add(price);
    for (const member of others) {
      merges.push({ productId: id, file: member.file, line: member.line });
      const oldId = productIdOf(member.brand, member.name);
      if (oldId !== id && !productRedirects.has(oldId)) productRedirects.set(oldId, id);
    }
    sourcesPerProduct.set(
      id,
      new Set([...group.members.map((member) => member.source), ...group.prices.map((price) => price.price.source)]),
    );

    const linked = resolved.get(listed) ?? [];
    const cutShortAt = listGaps.get(listed)?.cutShortAt ?? null;
    const positions = rulePositions(linked);
    for (const ingredient of linked) {
      if (!ingredients.has(ingredient.id)) ingredients.set(ingredient.id, ingredientRecord(ingredient));
      for (const oldId of legacyIngredientIds(ingredient.raw))
        if (oldId !== ingredient.id && !redirects.has(oldId)) redirects.set(oldId, ingredient.id);
    }
    // A name's own "for Sensitive Skin" or "for Normal to Dry Skin", and its purpose ("Anti-Blemish
    // Spot"), are its maker's statements, read as a source's tags are (docs/ingredient-flags.md,
    // "Skin types").
    const stated = group.members.map((member) => ({ member, fromName: nameSkinStatement(member.name) }));
    const statedSkinTypes = [
      ...new Set(stated.flatMap(({ member, fromName }) => [...member.skinTypes, ...fromName.skinTypes])),
    ];
    const statedAspects = [
      ...new Set([
        ...stated.flatMap(({ member, fromName }) => [...member.aspects, ...fromName.aspects]),
        ...nameStatedAspects(productType, first.name, linked.map(listedInciName)),
      ]),
    ];
    const textIngredients = linked.map((ingredient) => ({
      id: ingredient.id,
      name: ingredient.displayName,
      inciName: ingredient.kind === "cosing" ? ingredient.record.inciName : ingredient.displayName,
      listed: ingredient.raw,
      statedPercent: ingredient.statedPercent,
    }));
    const form = sheetWhenCounted(
      deriveProductForm(
        first.name,
        productType,
        labels,
        textIngredients.map((ingredient) => ingredient.inciName),
      ),
      printedSizes,
    );
    // Read from the names the page shows, as the product page reads them.
    const flags = ingredientFlags(
      linked.map((ingredient, index) => ({
        position: positions[index] ?? index + 1,
        inciName: ingredient.displayName,
      })),
      productType,
      form,
      listGaps.get(listed)?.leftOut,
    ).flags.map((flag) => flag.flag);
    const profile = deriveProfile({
      name: first.name,
      productType,
      form,
      ingredients: textIngredients,
      flags,
      statedSkinTypes,
      statedAspects,
      nameSkinTypes: nameSkinStatement(first.name).skinTypes,
    });
    const { keyIngredients, ...texts } = composeTexts({
      id,
      brand: first.brand,
      name: first.name,
      productType,
      form,
      ingredients: textIngredients,
      flags,
      skinTypes: profile.skinTypes,
      aspects: profile.aspects,
      // The product's own list a gate refused for its order still says what the mask physically is.
      castGelBase: withOwnList.some((member) => hasCastGelBase(inciNamesOf(member))),
    });
    const violations = checkClaims({
      name: first.name,
      brand: first.brand,
      productType,
      form,
      ingredients: textIngredients.map((ingredient, index) => ({
        position: positions[index] ?? index + 1,
        inciName: ingredient.inciName,
        statedPercent: ingredient.statedPercent,
      })),
      leftOut: listGaps.get(listed)?.leftOut,
      keyIngredients,
      skinTypes: profile.skinTypes,
      texts,
    });
    claimViolations.push(...violations.map((violation) => ({ ...violation, productId: id })));

    // Sizes in the product's form; a mini, a refill or a multipack keeps its own (offer-sizes.server.ts).
    const seen = observationsOf(group)
      .map((observed) => inProductForm(observed, form))
      .filter(isPriceInProductForm);
    const size = productSizeFrom(
      group.members.map((member) => inProductForm(member, form)),
      seen,
    );
    // After the product's size is chosen, so that a size a shop printed once is not counted twice.
    const offers = withSameOfferSizes(seen);
    const checked = splitOutliers(offers.filter((observed) => isForSize(observed.size, size)));
    outliers.push(...checked.outliers.map((observed) => ({ ...observed, productId: id })));
    const observations = offers
      .filter((observed) => !checked.outliers.includes(observed))
      .sort((a, b) => b.observedOn.localeCompare(a.observedOn));
    // Decided on the prices stored, as the page and the API decide it again (app/domain/price-outliers.ts).
    const disputed = disputedPrices(observations, size);
    if (disputed.length > 0) disputedProducts.push(id);
    // A disputed price is shown among the prices seen but is never the product's own.
    const prices = referencePrices(
      observations.filter((observed) => canBeProductPrice(observed) && !disputed.includes(observed)),
      size,
    );
    products.push({
      id,
      name: first.name,
      brand: first.brand,
      productType,
      form,
      labels,
      size,
      listObservedOn: listed.listObservedOn,
      listSource: listed.source,
      listLeftOut: listGaps.get(listed)?.leftOut ?? [],
      listCutShortAt: cutShortAt,
      listMayBeIncomplete:
        cutShortAt !== null || namesNoPreservative(linked.map((ingredient) => ingredient.displayName)),
      versions: versionsOf(
        group.prices.map((price) => price.price),
        linked.map((ingredient) => ingredient.displayName),
      ),
      ...texts,
      basePriceGbp: prices.basePriceGbp,
      images: [`/images/products/${id}.svg`],
      rank: products.length + 1,
      skinTypes: profile.skinTypes,
      aspects: profile.aspects,
      flags,
      ingredients: linked.map((ingredient, index) => ({
        position: index + 1,
        rawName: ingredient.raw,
        ingredientId: ingredient.id,
        active: ingredient.active,
        statedPercent: ingredient.statedPercent,
      })),
      referencePrices: prices.prices,
      observations,
      offers: offerLinks(first.brand, first.name),
      ratings: ratingsOf(group),
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
  for (const rename of renamedIds) {
    if (ids.has(rename.toId)) productRedirects.set(rename.fromId, rename.toId);
    else
      rejections.push({
        file: productIdRenamesFile,
        line: rename.line,
        reason: `${unplacedRename}: ${rename.toId}`,
      });
  }
  // An old id that is itself some substance's page keeps that page.
  const canonical = new Set(ingredients.keys());
  return {
    products,
    ingredients: [...ingredients.values()],
    rejections,
    merges,
    outliers,
    disputedPrices: disputedProducts,
    sourcesPerProduct,
    redirects: [...redirects].filter(([fromId]) => !canonical.has(fromId)).map(([fromId, toId]) => ({ fromId, toId })),
    claimViolations,
    refusedLists,
    // A name that is itself a product's keeps its page.
    productRedirects: [...productRedirects]
      .filter(([fromId]) => !ids.has(fromId))
      .map(([fromId, toId]) => ({ fromId, toId })),
  };
}
