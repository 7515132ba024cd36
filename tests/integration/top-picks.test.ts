import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetFit, fitsBudget } from "~/domain/budget";
import type { ProductCardView } from "~/domain/catalog-views";
import type { Market } from "~/domain/markets";
import { type MatchProfile, matchScore } from "~/domain/match-score";
import { type ProductType, productTypes } from "~/domain/product-types";
import { type CatalogService, createCatalogService, maxPageSize } from "~/server/catalog/catalog-service.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";
import { catalogueDay } from "./support/catalogue-services";

/**
 * Top picks (docs/rules.md) over the demo catalogue, imported from the project's `data/`.
 * So that the market matters, every SPF leaves the `id` market (no Shopee offer) and so
 * does the `en` market's best toner for the varied profile below.
 */
let database: TestDatabase;
let catalog: CatalogService;
let tonerOnlyInEn: string;

/** Every aspect at 100: aspects add nothing, so whole types tie at 70, 50, 20 or 0. */
const flat: MatchProfile = {
  skinType: "oily",
  budget: 1,
  scores: { eyebags: 100, dryness: 100, redness: 100, wrinkles: 100, acne: 100, pores: 100 },
};
const varied: MatchProfile = {
  skinType: "dry",
  budget: 2,
  scores: { eyebags: 90, dryness: 10, redness: 55, wrinkles: 70, acne: 35, pores: 80 },
};
/** Low scores everywhere: many products reach the cap of 97 and tie there. */
const low: MatchProfile = {
  skinType: "combination",
  budget: 3,
  scores: { eyebags: 0, dryness: 0, redness: 0, wrinkles: 0, acne: 0, pores: 0 },
};

/** Every product of a type in a market, in rank order (the list without a viewer), page by page. */
async function productsOf(type: ProductType, market: Market): Promise<ProductCardView[]> {
  const products: ProductCardView[] = [];
  for (let offset = 0; ; offset += maxPageSize) {
    const page = await catalog.listByProductType(type, market, { offset, limit: maxPageSize });
    products.push(...page.items);
    if (products.length >= page.total || page.items.length === 0) {
      expect(products).toHaveLength(page.total);
      return products;
    }
  }
}

/**
 * The rule, computed here from whole lists: highest match among the products within the budget,
 * or among all of the type's when none is, the first in rank order among equals.
 */
async function expectedPicks(market: Market, profile: MatchProfile) {
  const picks = [];
  for (const type of productTypes) {
    const products = await productsOf(type, market);
    if (products.length === 0) continue;
    const within = products.filter((product) => fitsBudget(product.basePriceGbp, profile.budget));
    const pool = within.length > 0 ? within : products;
    const best = Math.max(...pool.map((product) => matchScore(profile, product)));
    const winner = pool.find((product) => matchScore(profile, product) === best);
    const budget = within.length > 0 ? "fits" : budgetFit(winner?.basePriceGbp ?? null, profile.budget);
    picks.push({
      id: winner?.id,
      type,
      percent: best,
      budget,
      tied: pool.filter((p) => matchScore(profile, p) === best),
    });
  }
  return picks;
}

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  catalog = createCatalogService(database.db, { today: () => catalogueDay });
  const { db } = database;
  const spf = db.selectFrom("products").select("id").where("product_type", "=", "spf");
  await db.deleteFrom("offers").where("shop", "=", "shopee").where("product_id", "in", spf).execute();
  // The model's pick, not the service's: the service is what the tests below check.
  const bestToner = (await expectedPicks("en", varied)).find((pick) => pick.type === "toner");
  tonerOnlyInEn = bestToner?.id ?? "";
  expect(tonerOnlyInEn).not.toBe("");
  await db.deleteFrom("offers").where("shop", "=", "shopee").where("product_id", "=", tonerOnlyInEn).execute();
});

afterAll(async () => {
  await database.destroy();
});

describe(`top picks (${testDialect()})`, () => {
  it.each([
    ["en", "flat", flat],
    ["en", "varied", varied],
    ["en", "low", low],
    ["id", "flat", flat],
    ["id", "varied", varied],
    ["id", "low", low],
  ] as const)(
    "in %s for the %s profile: one per type, the highest match within the budget, ties by rank",
    async (market, _, profile) => {
      const expected = await expectedPicks(market, profile);
      const picks = await catalog.topPicks(market, profile);
      expect(
        picks.map((pick) => ({
          id: pick.product.id,
          type: pick.product.productType,
          percent: pick.percent,
          budget: pick.budget,
        })),
      ).toEqual(expected.map(({ id, type, percent, budget }) => ({ id, type, percent, budget })));
      for (const pick of picks) {
        expect(pick.percent).toBe(matchScore(profile, pick.product));
        expect(pick.product.price?.currency).toBe(market === "en" ? "GBP" : "IDR");
      }
    },
  );

  it.each(["en", "id"] as const)(
    "in %s for an 'under £20' budget: within it (under £16 base price) wherever the type has a product that is",
    async (market) => {
      const picks = await catalog.topPicks(market, flat);
      expect(picks.length).toBeGreaterThan(0);
      let within = 0;
      for (const pick of picks) {
        const products = await productsOf(pick.product.productType, market);
        const typeHasOne = products.some((product) => product.basePriceGbp !== null && product.basePriceGbp < 16);
        if (typeHasOne) {
          within += 1;
          expect(pick.budget, pick.product.productType).toBe("fits");
          expect(pick.product.basePriceGbp ?? Infinity, pick.product.productType).toBeLessThan(16);
        } else {
          expect(pick.budget, pick.product.productType).not.toBe("fits");
        }
      }
      // The demo catalogue has cheap products of most types, so most picks are within the budget.
      expect(within).toBeGreaterThan(picks.length / 2);
    },
  );

  it("follows the order of product types and leaves out types without products in the market", async () => {
    const en = await catalog.topPicks("en", varied);
    const id = await catalog.topPicks("id", varied);
    expect(en.map((pick) => pick.product.productType)).toEqual([...productTypes]);
    expect(id.map((pick) => pick.product.productType)).toEqual(productTypes.filter((type) => type !== "spf"));
  });

  it("picks only products of the visitor's market", async () => {
    const enToner = (await catalog.topPicks("en", varied)).find((pick) => pick.product.productType === "toner");
    const idToner = (await catalog.topPicks("id", varied)).find((pick) => pick.product.productType === "toner");
    expect(enToner?.product.id).toBe(tonerOnlyInEn);
    expect(idToner?.product.id).toBeDefined();
    expect(idToner?.product.id).not.toBe(tonerOnlyInEn);
  });

  it("has real ties to break in the demo catalogue, broken by rank", async () => {
    for (const profile of [flat, low]) {
      const ties = (await expectedPicks("en", profile)).filter((pick) => pick.tied.length > 1);
      expect(ties.length).toBeGreaterThan(0);
      const picks = await catalog.topPicks("en", profile);
      for (const tie of ties) {
        expect(picks.find((pick) => pick.product.productType === tie.type)?.product.id).toBe(tie.tied[0]?.id);
      }
    }
  });
});
