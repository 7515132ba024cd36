import type { Kysely } from "kysely";
import type { ProductCardView } from "~/domain/catalog-views";
import { type CheaperComparison, cheaperComparison } from "~/domain/cheaper-comparison";
import { closeFormulaPrices } from "~/domain/close-formula-prices";
import {
  type ProductFormula,
  type SimilarityIndex,
  similarEnoughScore,
  similarityIndex,
  similarShownScore,
  similarTo,
  similarToFormula,
} from "~/domain/formula-similarity";
import type { Market } from "~/domain/markets";
import { isProductType, type ProductType } from "~/domain/product-types";
import { type UnitPrice, unitPrice } from "~/domain/unit-price";
import { catalogueVersionSource } from "../db/catalogue-version.server";
import type { Database } from "../db/schema.server";
import { CatalogRepository } from "./catalog-repository.server";
import type { CatalogService } from "./catalog-service.server";
import { createCatalogueCache } from "./catalogue-cache.server";

/** A product like the viewed one, with what makes it alike ("shares 8 of its first 10 ingredients"). */
export interface SimilarProductView {
  product: ProductCardView;
  sharedTop: number;
  topCount: number;
}

export interface CheaperProductView extends SimilarProductView {
  unitPrice: UnitPrice;
}

/** Why "Cheaper alternatives" lists what it lists, or nothing (docs/similar-formulas.md, "Saying why"). */
export type CheaperStanding =
  Exclude<CheaperComparison, { kind: "compared" }> | { kind: "compared"; uncompared: number };

export interface SimilarProducts {
  similar: SimilarProductView[];
  cheaper: CheaperProductView[];
  cheaperStanding: CheaperStanding;
}

/** "Closest formulas in kulit" beside a pasted list, and their prices (docs/check.md). */
export interface ClosestFormulas {
  similar: SimilarProductView[];
  /** The close formulas with a price per 10 ml (10 g, sheet, pad) in the market, cheapest first (`closeFormulaPrices`). */
  byPrice: CheaperProductView[];
  /** Close formulas with a price in the market but no known size, and with no current price there. */
  sizeUnknown: number;
  unpriced: number;
}

export interface SimilarProductsService {
  /** Null for an unknown product. */
  similarTo(productId: string, market: Market): Promise<SimilarProducts | null>;
  /**
   * The catalogue's formulas closest to a list it does not hold (its substances in list order),
   * within `productType`, or across every type when it is null.
   */
  closestTo(
    ingredientIds: readonly string[],
    productType: ProductType | null,
    market: Market,
  ): Promise<ClosestFormulas>;
}

/** How many products each list shows on the product page. */
export const similarShown = 4;

/**
 * "Similar formulas" and "Cheaper alternatives" of the product page (docs/similar-formulas.md).
 * The similarity index of the whole catalogue is built once and rebuilt after an import changes
 * the products; cheaper means a lower price per 10 ml (or 10 g) in the visitor's market.
 */
export function createSimilarProducts(db: Kysely<Database>, catalog: CatalogService): SimilarProductsService {
  const repository = new CatalogRepository(db);
  // One index per catalogue version, built once however many pages ask for it meanwhile: on
  // 100,000 products the build reads 3.4 million ingredient places (docs/performance.md, "Pages rendered afresh").
  const versions = catalogueVersionSource(db);
  const indexes = createCatalogueCache<SimilarityIndex>(versions, { capacity: 1 });
  // A product's lists are the same for every visitor until the catalogue changes, and comparing it
  // with the rest of its type is most of a product page's render on 100,000 products (32 ms). Pages
  // rendered for signed-in visitors, which the page cache never keeps, read them from here.
  const results = createCatalogueCache<SimilarProducts | null>(versions, { capacity: 2_000 });

  // The formulas as read are only the index's input: the index keeps numbers, not their strings.
  async function buildIndex() {
    const formulas: ProductFormula[] = [];
    const productTypes = await repository.productTypesById();
    for (const { productId, ingredientIds } of await repository.formulas()) {
      const productType = productTypes.get(productId);
      if (productType !== undefined && isProductType(productType))
        formulas.push({ id: productId, productType, ingredientIds });
    }
    return similarityIndex(formulas);
  }

  const current = () => indexes.get("catalogue", buildIndex);

  async function similarProducts(productId: string, market: Market): Promise<SimilarProducts | null> {
    const candidates = similarTo(productId, await current(), { minScore: similarShownScore });
    if (!candidates)
      return (await catalog.productsByIds([productId], market)).length > 0
        ? { similar: [], cheaper: [], cheaperStanding: { kind: "compared", uncompared: 0 } }
        : null;
    // Cards only for the few shown and the dupes whose prices are compared; in the market only.
    const dupes = candidates.filter((candidate) => candidate.score >= similarEnoughScore);
    const cards = await catalog.productsByIds(
      [productId, ...new Set([...candidates.slice(0, similarShown * 3), ...dupes].map((candidate) => candidate.id))],
      market,
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    const priceOf = (id: string) => {
      const card = byId.get(id);
      return { priced: card?.price != null, unitPrice: card ? unitPrice(card.price, card.size) : null };
    };
    const view = (candidate: { id: string; sharedTop: number; topCount: number }) => {
      const product = byId.get(candidate.id);
      return product ? [{ product, sharedTop: candidate.sharedTop, topCount: candidate.topCount }] : [];
    };
    const shown = candidates.filter((candidate) => byId.has(candidate.id)).slice(0, similarShown);
    // The close formulas, and every similar one shown beside them, so the section never says
    // "none costs less" beside a similar formula that does (docs/similar-formulas.md).
    const compared = [...new Set([...dupes.filter((candidate) => byId.has(candidate.id)), ...shown])];
    const comparison = cheaperComparison(productId, compared, priceOf, {
      minScore: similarShownScore,
      limit: similarShown,
    });
    return {
      similar: shown.flatMap(view),
      cheaper:
        comparison.kind === "compared"
          ? comparison.alternatives.flatMap((alternative) =>
              view(alternative).map((item) => ({ ...item, unitPrice: alternative.unitPrice })),
            )
          : [],
      cheaperStanding:
        comparison.kind === "compared" ? { kind: "compared", uncompared: comparison.uncompared } : comparison,
    };
  }

  async function closestTo(
    ingredientIds: readonly string[],
    productType: ProductType | null,
    market: Market,
  ): Promise<ClosestFormulas> {
    const candidates = similarToFormula(ingredientIds, productType, await current(), { minScore: similarShownScore });
    // As beside a product: the few shown, and every formula close enough to count as a dupe.
    const dupes = candidates.filter((candidate) => candidate.score >= similarEnoughScore);
    const cards = await catalog.productsByIds(
      [...new Set([...candidates.slice(0, similarShown * 3), ...dupes].map((candidate) => candidate.id))],
      market,
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    const view = (candidate: { id: string; sharedTop: number; topCount: number }) => {
      const product = byId.get(candidate.id);
      return product ? [{ product, sharedTop: candidate.sharedTop, topCount: candidate.topCount }] : [];
    };
    const shown = candidates.filter((candidate) => byId.has(candidate.id)).slice(0, similarShown);
    const prices = closeFormulaPrices(
      [...new Set([...dupes.filter((candidate) => byId.has(candidate.id)), ...shown])],
      (id) => {
        const card = byId.get(id);
        return { priced: card?.price != null, unitPrice: card ? unitPrice(card.price, card.size) : null };
      },
      { minScore: similarShownScore, limit: similarShown },
    );
    return {
      similar: shown.flatMap(view),
      byPrice: prices.priced.flatMap((formula) =>
        view(formula).map((item) => ({ ...item, unitPrice: formula.unitPrice })),
      ),
      sizeUnknown: prices.sizeUnknown,
      unpriced: prices.unpriced,
    };
  }

  return {
    closestTo,
    // Kept per day too: which prices are current, and so what compares, changes with the day.
    similarTo: (productId, market) =>
      results.get(`${catalog.today()}:${market}:${productId}`, () => similarProducts(productId, market)),
  };
}
