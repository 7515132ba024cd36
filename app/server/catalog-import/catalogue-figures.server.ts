import { type Language, languages } from "~/domain/language";
import { type ProductType, productTypes } from "~/domain/product-types";
import { isCurrentReference } from "~/domain/reference-price";
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
  /** The day the market figures were counted on (`--today`, or the report's date). */
  pricedOn: string;
  /** Per market, on the report's day, products by their own price (docs/rules.md, "A market's own price"). */
  marketPrices: Record<Language, MarketPriceFigures>;
  outliers: number;
  /** Claims the texts make that the ingredient list does not support (docs/catalogue.md, "Claims"). */
  claimViolations: number;
  /** Prices of the reviewed match table (Olive Young) that name no catalogue product. */
  unplacedReviewedMatches: number;
  importMs: number;
}

/**
 * A market's products by their own reference price on a day: seen at one of its shops in the
 * market's currency, only converted from another currency (a US shop's dollars), only more than
 * two years old, or none.
 */
export interface MarketPriceFigures {
  own: number;
  convertedOnly: number;
  staleOnly: number;
  none: number;
}

function marketPriceFigures(report: ImportReport, market: Language, today: string): MarketPriceFigures {
  const figures: MarketPriceFigures = { own: 0, convertedOnly: 0, staleOnly: 0, none: 0 };
  for (const product of report.catalogue.products) {
    const price = product.referencePrices.find((candidate) => candidate.market === market);
    if (price === undefined) figures.none += 1;
    else if (!isCurrentReference(price.observedOn, today)) figures.staleOnly += 1;
    else if (price.converted) figures.convertedOnly += 1;
    else figures.own += 1;
  }
  return figures;
}

/** The limits CI holds the catalogue to (the "Done means"). */
export const thresholds = {
  minimumProducts: 2000,
  minimumPerType: 10,
  cosingOccurrenceShare: 0.97,
  cosingNameShare: 0.9,
  maximumClaimViolations: 0,
  maximumUnplacedReviewedMatches: 0,
  maximumImportMs: 60_000,
} as const;

/**
 * The figures of an import. `isInciName` says whether a name is an INCI name CosIng lists (case
 * aside): a name shown counts as CosIng spelling when it is one, its own record's or another's
 * ("Water" for AQUA: CosIng lists WATER too).
 */
export function catalogueFigures(
  report: ImportReport,
  isInciName: (name: string) => boolean,
  today: string,
): CatalogueFigures {
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
    pricedOn: today,
    marketPrices: Object.fromEntries(
      languages.map((market) => [market, marketPriceFigures(report, market, today)]),
    ) as Record<Language, MarketPriceFigures>,
    outliers: report.outliers.length,
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
    `products without a UK reference price (base_price_gbp): ${figures.productsWithoutPrice}`,
    `own-market prices on ${figures.pricedOn} (own / only converted / only over 2 years old / none):`,
    ...languages.map((market) => {
      const { own, convertedOnly, staleOnly, none } = figures.marketPrices[market];
      return `  ${market}  ${[own, convertedOnly, staleOnly, none].join(" / ")}`;
    }),
    `price outliers left out: ${figures.outliers}`,
    `claim violations: ${figures.claimViolations}`,
    `reviewed matches naming no catalogue product: ${figures.unplacedReviewedMatches}`,
    `import took ${figures.importMs} ms`,
  ];
}
