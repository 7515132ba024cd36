import { type IngredientFlagKey, ingredientFlagKeys } from "~/domain/ingredient-flags";
import { type ProductType, productTypes } from "~/domain/product-types";
import { unplacedReviewedMatch } from "./catalogue-builder.server";
import type { ImportReport } from "./import-catalogue.server";

/** The quality figures of a built catalogue (docs/catalogue.md, "Quality report"). */
export interface CatalogueFigures {
  products: number;
  perType: Record<ProductType, number>;
  perSource: Record<string, number>;
  /** Ingredient mentions in lists, and how many of them show a CosIng INCI name exactly. */
  occurrences: number;
  cosingOccurrences: number;
  /** Distinct names shown, and how many of them are CosIng INCI names exactly. */
  distinctNames: number;
  cosingNames: number;
  rejectedPerReason: Record<string, number>;
  merges: number;
  observations: number;
  /** Products by how many prices were seen for them: 0, 1, 2, 3 or more. */
  productsByObservations: [number, number, number, number];
  productsWithoutPrice: number;
  outliers: number;
  /** Products whose list raises each flag (docs/ingredient-flags.md). */
  productsPerFlag: Record<IngredientFlagKey, number>;
  /** Products suited to 1, 2, 3 and all 4 skin types. */
  productsBySkinTypeCount: [number, number, number, number];
  /** Claims the texts make that the ingredient list does not support (docs/catalogue.md, "Claims"). */
  claimViolations: number;
  /** Prices of the reviewed match table (Olive Young) that name no catalogue product. */
  unplacedReviewedMatches: number;
  importMs: number;
}

/** The limits CI holds the catalogue to (the "Done means"). */
export const thresholds = {
  minimumProducts: 2000,
  minimumPerType: 10,
  cosingOccurrenceShare: 0.97,
  cosingNameShare: 0.9,
  /** Tagged for every skin type is the exception (docs/ingredient-flags.md, "Skin types"). */
  maximumAllSkinTypesShare: 0.25,
  maximumClaimViolations: 0,
  maximumUnplacedReviewedMatches: 0,
  maximumImportMs: 60_000,
} as const;

/**
 * The figures of an import. `isInciName` says whether a name is an INCI name CosIng lists (case
 * aside): a name shown counts as CosIng spelling when it is one, its own record's or another's
 * ("Water" for AQUA: CosIng lists WATER too).
 */
export function catalogueFigures(report: ImportReport, isInciName: (name: string) => boolean): CatalogueFigures {
  const { catalogue } = report;
  const shownName = new Map(catalogue.ingredients.map((ingredient) => [ingredient.id, ingredient.name]));
  const isCosingName = (id: string) => isInciName(shownName.get(id) ?? "");
  const links = catalogue.products.flatMap((product) => product.ingredients);
  const names = [...new Set(links.map((link) => link.ingredientId))];
  const rejectedPerReason: Record<string, number> = {};
  for (const rejection of report.rejections) {
    // "duplicate of cosrx-…" and "…: 3 of 19 names not in CosIng" carry details; the reason is the part before them.
    const reason = rejection.reason.replace(/^duplicate of .*/, "duplicate of another row").replace(/:.*$/, "");
    rejectedPerReason[reason] = (rejectedPerReason[reason] ?? 0) + 1;
  }
  const productsByObservations: [number, number, number, number] = [0, 0, 0, 0];
  for (const product of catalogue.products) {
    const bucket = Math.min(3, product.observations.length) as 0 | 1 | 2 | 3;
    productsByObservations[bucket] += 1;
  }
  const productsPerFlag = Object.fromEntries(
    ingredientFlagKeys.map((flag) => [
      flag,
      catalogue.products.filter((product) => product.flags.includes(flag)).length,
    ]),
  ) as Record<IngredientFlagKey, number>;
  const productsBySkinTypeCount: [number, number, number, number] = [0, 0, 0, 0];
  for (const product of catalogue.products) {
    const bucket = Math.min(4, Math.max(1, product.skinTypes.length)) - 1;
    productsBySkinTypeCount[bucket as 0 | 1 | 2 | 3] += 1;
  }
  return {
    products: catalogue.products.length,
    perType: report.perType,
    perSource: report.perSource,
    occurrences: links.length,
    cosingOccurrences: links.filter((link) => isCosingName(link.ingredientId)).length,
    distinctNames: names.length,
    cosingNames: names.filter(isCosingName).length,
    rejectedPerReason,
    merges: report.merges,
    observations: report.observations,
    productsByObservations,
    productsWithoutPrice: catalogue.products.filter((product) => product.basePriceGbp === null).length,
    outliers: report.outliers.length,
    productsPerFlag,
    productsBySkinTypeCount,
    claimViolations: catalogue.claimViolations.length,
    unplacedReviewedMatches: rejectedPerReason[unplacedReviewedMatch] ?? 0,
    importMs: report.durationMs,
  };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const percent = (part: number, whole: number) => `${(share(part, whole) * 100).toFixed(1)} %`;

/** Every threshold the figures break, in words; empty when the catalogue passes. */
export function thresholdFailures(figures: CatalogueFigures): string[] {
  const failures: string[] = [];
  if (figures.products < thresholds.minimumProducts)
    failures.push(`${figures.products} products, fewer than ${thresholds.minimumProducts}`);
  for (const type of productTypes) {
    if (figures.perType[type] < thresholds.minimumPerType)
      failures.push(`${figures.perType[type]} products of type ${type}, fewer than ${thresholds.minimumPerType}`);
  }
  if (share(figures.cosingOccurrences, figures.occurrences) < thresholds.cosingOccurrenceShare)
    failures.push(
      `CosIng spelling on ${percent(figures.cosingOccurrences, figures.occurrences)} of ingredient mentions, under ${thresholds.cosingOccurrenceShare * 100} %`,
    );
  if (share(figures.cosingNames, figures.distinctNames) < thresholds.cosingNameShare)
    failures.push(
      `CosIng spelling on ${percent(figures.cosingNames, figures.distinctNames)} of distinct names, under ${thresholds.cosingNameShare * 100} %`,
    );
  const allSkinTypes = figures.productsBySkinTypeCount[3];
  if (share(allSkinTypes, figures.products) > thresholds.maximumAllSkinTypesShare)
    failures.push(
      `${percent(allSkinTypes, figures.products)} of products tagged for all four skin types, over ${thresholds.maximumAllSkinTypesShare * 100} %`,
    );
  if (figures.claimViolations > thresholds.maximumClaimViolations)
    failures.push(`${figures.claimViolations} claims the ingredient lists do not support`);
  if (figures.unplacedReviewedMatches > thresholds.maximumUnplacedReviewedMatches)
    failures.push(`${figures.unplacedReviewedMatches} reviewed matches name no catalogue product`);
  if (figures.importMs > thresholds.maximumImportMs)
    failures.push(`the import took ${figures.importMs} ms, over ${thresholds.maximumImportMs} ms`);
  return failures;
}

/** The report `npm run catalog:report` prints. */
export function formatFigures(figures: CatalogueFigures): string[] {
  const sorted = (record: Record<string, number>) => Object.entries(record).sort((a, b) => b[1] - a[1]);
  return [
    `products: ${figures.products}`,
    "per type:",
    ...productTypes.map((type) => `  ${type.padEnd(22)} ${figures.perType[type]}`),
    "per source (a merged product counts for each of its sources):",
    ...sorted(figures.perSource).map(([source, count]) => `  ${source.padEnd(26)} ${count}`),
    `source rows merged into another source's product: ${figures.merges}`,
    `CosIng INCI spelling: ${percent(figures.cosingOccurrences, figures.occurrences)} of ${figures.occurrences} ingredient mentions, ${percent(figures.cosingNames, figures.distinctNames)} of ${figures.distinctNames} distinct names`,
    "rejected rows per reason:",
    ...sorted(figures.rejectedPerReason).map(([reason, count]) => `  ${String(count).padStart(5)}  ${reason}`),
    `prices seen: ${figures.observations}; products with 0 / 1 / 2 / 3+ prices: ${figures.productsByObservations.join(" / ")}`,
    `products without a reference price: ${figures.productsWithoutPrice}`,
    `price outliers left out: ${figures.outliers}`,
    "products carrying each flag:",
    ...ingredientFlagKeys.map(
      (flag) =>
        `  ${flag.padEnd(22)} ${String(figures.productsPerFlag[flag]).padStart(5)}  ${percent(figures.productsPerFlag[flag], figures.products)}`,
    ),
    `products by number of skin types, 1 / 2 / 3 / 4: ${figures.productsBySkinTypeCount.join(" / ")} (all four: ${percent(figures.productsBySkinTypeCount[3], figures.products)}, at most ${thresholds.maximumAllSkinTypesShare * 100} %)`,
    `claim violations: ${figures.claimViolations}`,
    `reviewed matches naming no catalogue product: ${figures.unplacedReviewedMatches}`,
    `import took ${figures.importMs} ms`,
  ];
}
