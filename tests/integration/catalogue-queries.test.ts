import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchProfile } from "~/domain/match-score";
import { type CatalogService, createCatalogService } from "~/server/catalog/catalog-service.server";
import { priceSeen, type PriceSeenRow, pricesSeen } from "./support/price-seen";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";

/**
 * The catalogue's read side on the run's dialect, over a small fixture written here:
 * 25 toners in both markets, 3 only in `en`, 2 only in `id`, 4 moisturizers; every third
 * toner has niacinamide; skin types alternate oily / dry. Toner 20 has no price from any source;
 * toner 28 has prices seen, its ingredient list's date and source, and the last cream is a
 * multipack of sheet masks in grams. `vitamin-b3` is an old id merged into `niacinamide`.
 */
let database: TestDatabase;
let catalog: CatalogService;

const now = "2024-05-01T00:00:00.000Z";
const pad = (n: number) => String(n).padStart(2, "0");

interface Fixture {
  id: string;
  type: string;
  rank: number;
  markets: ("en" | "id")[];
  skinTypes: string[];
  aspects: string[];
  niacinamide: boolean;
  /** Null: no source has priced it (no reference price either). */
  basePrice: number | null;
}

const fixtures: Fixture[] = [];
for (let i = 1; i <= 30; i += 1) {
  fixtures.push({
    // Ranks are given in reverse id order so that rank order is not id order.
    id: `brand-toner-${pad(31 - i)}`,
    type: "toner",
    rank: i,
    markets: i <= 25 ? ["en", "id"] : i <= 28 ? ["en"] : ["id"],
    skinTypes: [i % 2 === 0 ? "dry" : "oily"],
    aspects: i === 17 ? ["acne", "pores"] : [],
    niacinamide: i % 3 === 0,
    basePrice: i === 17 ? 12 : i === 20 ? null : 30,
  });
}
for (let i = 1; i <= 4; i += 1) {
  fixtures.push({
    id: `brand-cream-${i}`,
    type: "moisturizer",
    rank: 100 + i,
    markets: ["en", "id"],
    skinTypes: ["dry"],
    aspects: [],
    niacinamide: i === 1,
    basePrice: 20,
  });
}

async function insertFixtures(db: TestDatabase["db"]) {
  await db
    .insertInto("ingredients")
    .values(
      [
        { id: "water", name: "Water", functions: ["skin-conditioning"], cas: "7732-18-5", ec: "231-791-2" },
        {
          id: "niacinamide",
          name: "Niacinamide",
          functions: ["skin-conditioning", "antioxidant"],
          cas: "98-92-0",
          ec: null,
        },
        {
          id: "glycerin",
          name: "Glycerin",
          functions: ["humectant", "moisturizing", "not-a-chip"],
          cas: null,
          ec: null,
        },
      ].map((ingredient) => ({
        kulit_functions: ingredient.id === "niacinamide" ? JSON.stringify(["anti-sebum", "antioxidant"]) : "[]",
        id: ingredient.id,
        name: ingredient.name,
        inci_name: ingredient.name.toUpperCase(),
        cas: ingredient.cas,
        ec: ingredient.ec,
        cosing_functions: ingredient.id === "niacinamide" ? JSON.stringify(["Smoothing"]) : "[]",
        functions: JSON.stringify(ingredient.functions),
        aspects: "[]",
        skin_types: "[]",
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  for (const product of fixtures) {
    await db
      .insertInto("products")
      .values({
        id: product.id,
        name: `Toner ${product.id}`.replace("Toner brand-cream", "Cream brand-cream"),
        brand: "Brand",
        product_type: product.type,
        size_ml: product.id === "brand-cream-4" ? 25 : 150,
        size_unit: product.id === "brand-cream-4" ? "g" : "ml",
        pack_count: product.id === "brand-cream-4" ? 10 : null,
        list_observed_on: product.id === "brand-toner-28" ? "2023-03-14" : null,
        list_source: product.id === "brand-toner-28" ? "sociolla-2023" : null,
        list_left_out: product.id === "brand-toner-28" ? JSON.stringify(["Glacier Water", "Potassium Hyalur"]) : null,
        list_cut_short_at: product.id === "brand-toner-28" ? "Potassium Hyalur" : null,
        list_may_be_incomplete: product.id === "brand-toner-28" ? 1 : 0,
        description_en: `About ${product.id}`,
        description_id: `Tentang ${product.id}`,
        usage_en: "Pat on.",
        usage_id: "Tepuk-tepuk.",
        base_price_gbp: product.basePrice,
        images: JSON.stringify([`/images/products/${product.id}.svg`]),
        rank: product.rank,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (product.basePrice !== null) {
      await db
        .insertInto("reference_prices")
        .values([
          {
            product_id: product.id,
            market: "en",
            amount: product.basePrice,
            currency: "GBP",
            source: "sokoglam-2020",
            source_amount: product.basePrice / 0.8,
            source_currency: "USD",
            converted: 1,
            observed_on: "2020-09-01",
          },
          {
            product_id: product.id,
            market: "id",
            amount: 185000,
            currency: "IDR",
            source: "sociolla-2021",
            source_amount: 185000,
            source_currency: "IDR",
            converted: 0,
            observed_on: "2021-03-01",
          },
        ])
        .execute();
    }
    const offers = [];
    for (const market of product.markets) {
      const shops = market === "en" ? ["yesstyle", "amazon", "stylevana"] : ["lazada", "shopee"];
      for (const shop of shops) {
        offers.push({
          product_id: product.id,
          market,
          shop,
          url: `https://${shop}.example/s?q=${product.id}`,
          price: shop === "yesstyle" ? 14.5 : null,
          currency: shop === "yesstyle" ? "GBP" : null,
          checked_at: shop === "yesstyle" ? "2024-04-30" : null,
        });
      }
    }
    if (offers.length > 0) await db.insertInto("offers").values(offers).execute();
    await db
      .insertInto("product_skin_types")
      .values(product.skinTypes.map((skin_type) => ({ product_id: product.id, skin_type })))
      .execute();
    if (product.aspects.length > 0) {
      await db
        .insertInto("product_aspects")
        .values(product.aspects.map((aspect) => ({ product_id: product.id, aspect })))
        .execute();
    }
    const ingredients = [
      { raw_name: "Water (Aqua)", ingredient_id: "water" },
      ...(product.niacinamide ? [{ raw_name: "niacinamide", ingredient_id: "niacinamide" }] : []),
      { raw_name: "Glycerin.", ingredient_id: "glycerin" },
      { raw_name: "Mystery Extract (5%)", ingredient_id: null },
    ];
    await db
      .insertInto("product_ingredients")
      .values(ingredients.map((ingredient, index) => ({ product_id: product.id, position: index + 1, ...ingredient })))
      .execute();
  }
}

/** Prices seen of toner 28, in an order that is not the newest first; one in a currency we have no rate for. */
const observations: PriceSeenRow[] = [
  pricesSeen.sociolla2021,
  pricesSeen.oliveYoung2024,
  pricesSeen.sokoGlam("2025-06-01"),
  priceSeen({
    shop: "sociolla",
    market: "id",
    currency: "IDR",
    amount: 180_000,
    size: { amount: 150, unit: "ml" },
    observedOn: "2025-06-01",
    source: "sociolla-2025",
    line: 40,
  }),
  pricesSeen.noRate("2026-01-01", "sociolla-2025", 41),
];

async function insertProvenance(db: TestDatabase["db"]) {
  await db
    .insertInto("price_observations")
    .values(observations.map((observation) => ({ ...observation, product_id: "brand-toner-28" })))
    .execute();
  await db
    .insertInto("price_observations")
    .values({
      ...priceSeen({
        shop: "watsons",
        market: "id",
        currency: "IDR",
        amount: 99_000,
        size: { amount: 50, unit: "ml" },
        observedOn: "2026-02-01",
        source: "watsons-2026",
        line: 2,
      }),
      product_id: "brand-cream-1",
    })
    .execute();
  await db.insertInto("ingredient_redirects").values({ from_id: "vitamin-b3", to_id: "niacinamide" }).execute();
}

const idsOf = (items: { id: string }[]) => items.map((item) => item.id);
const expectedIds = (filter: (fixture: Fixture) => boolean) =>
  fixtures
    .filter(filter)
    .sort((a, b) => a.rank - b.rank)
    .map((fixture) => fixture.id);

beforeAll(async () => {
  database = await createTestDatabase();
  await insertFixtures(database.db);
  await insertProvenance(database.db);
  // The fixtures' prices (September 2020, March 2021) are current on this day.
  catalog = createCatalogService(database.db, { today: () => "2022-06-01" });
});

afterAll(async () => {
  await database.destroy();
});

describe(`catalogue lists (${testDialect()})`, () => {
  it("pages a product type 10 then 10 in rank order, with the total of the market", async () => {
    const expected = expectedIds((f) => f.type === "toner" && f.markets.includes("en"));
    expect(expected).toHaveLength(28);
    const first = await catalog.listByProductType("toner", "en", { offset: 0, limit: 10 });
    const second = await catalog.listByProductType("toner", "en", { offset: 10, limit: 10 });
    const last = await catalog.listByProductType("toner", "en", { offset: 20, limit: 10 });
    expect(first.total).toBe(28);
    expect(idsOf(first.items)).toEqual(expected.slice(0, 10));
    expect(idsOf(second.items)).toEqual(expected.slice(10, 20));
    expect(idsOf(last.items)).toEqual(expected.slice(20));
    expect(first).toMatchObject({ offset: 0, limit: 10 });
  });

  it("keeps a market to products its primary shop offers", async () => {
    const id = await catalog.listByProductType("toner", "id", { offset: 0, limit: 50 });
    expect(id.total).toBe(27);
    expect(idsOf(id.items)).toEqual(expectedIds((f) => f.type === "toner" && f.markets.includes("id")));
    // Every price in rupiah; toner 11 has none.
    expect(
      id.items.every((card) => (card.price === null ? card.id === "brand-toner-11" : card.price.currency === "IDR")),
    ).toBe(true);
  });

  it("fills cards: first image, size, price of the market, skin types", async () => {
    const { items } = await catalog.listByProductType("moisturizer", "en", { offset: 0, limit: 10 });
    expect(items[0]).toEqual({
      id: "brand-cream-1",
      name: "Cream brand-cream-1",
      brand: "Brand",
      productType: "moisturizer",
      size: { amount: 150, unit: "ml", packCount: null },
      image: "/images/products/brand-cream-1.svg",
      price: {
        amount: 20,
        currency: "GBP",
        source: "sokoglam-2020",
        shop: "soko-glam",
        country: "US",
        sourceAmount: 25,
        sourceCurrency: "USD",
        converted: true,
        observedOn: "2020-09-01",
      },
      lastSeen: null,
      skinTypes: ["dry"],
      aspects: [],
      basePriceGbp: 20,
    });
  });

  it("lists by skin type across product types", async () => {
    const dry = await catalog.listBySkinType("dry", "en", { offset: 0, limit: 10 });
    const expected = expectedIds((f) => f.skinTypes.includes("dry") && f.markets.includes("en"));
    expect(dry.total).toBe(expected.length);
    expect(idsOf(dry.items)).toEqual(expected.slice(0, 10));
    const second = await catalog.listBySkinType("dry", "en", { offset: 10, limit: 10 });
    expect(idsOf(second.items)).toEqual(expected.slice(10, 20));
    expect((await catalog.listBySkinType("combination", "en", { offset: 0, limit: 10 })).total).toBe(0);
  });

  it("lists by ingredient id", async () => {
    const page = await catalog.listByIngredient("niacinamide", "id", { offset: 0, limit: 10 });
    const expected = expectedIds((f) => f.niacinamide && f.markets.includes("id"));
    expect(page.total).toBe(expected.length);
    expect(idsOf(page.items)).toEqual(expected.slice(0, 10));
    expect(await catalog.listByIngredient("unknown", "en", { offset: 0, limit: 10 })).toEqual({
      items: [],
      total: 0,
      offset: 0,
      limit: 10,
    });
  });

  it("clamps odd page requests instead of failing", async () => {
    const page = await catalog.listByProductType("toner", "en", { offset: -5, limit: 100_000 });
    expect(page.offset).toBe(0);
    expect(page.items).toHaveLength(28);
    expect((await catalog.listByProductType("toner", "en", { offset: 500, limit: 10 })).items).toEqual([]);
  });

  it("sorts by match, then rank, for a viewer with a profile", async () => {
    const profile: MatchProfile = {
      skinType: "oily",
      budget: 1,
      scores: { eyebags: 100, dryness: 100, redness: 100, wrinkles: 100, acne: 20, pores: 50 },
    };
    const page = await catalog.listByProductType("toner", "en", { offset: 0, limit: 10 }, { viewer: profile });
    // Rank 17: oily + budget + acne + pores = 50 + 20 + 16 + 10 = 96; then the other oily toners by rank.
    const oily = expectedIds(
      (f) => f.type === "toner" && f.markets.includes("en") && f.skinTypes.includes("oily") && f.rank !== 17,
    );
    expect(page.total).toBe(28);
    expect(idsOf(page.items)).toEqual([fixtures[16]?.id, ...oily.slice(0, 9)]);
  });

  it("counts no budget for a product without a price when sorting by match", async () => {
    const profile: MatchProfile = {
      skinType: "dry",
      budget: 3,
      scores: { eyebags: 100, dryness: 100, redness: 100, wrinkles: 100, acne: 100, pores: 100 },
    };
    const page = await catalog.listByProductType("toner", "en", { offset: 0, limit: 50 }, { viewer: profile });
    // Dry toners with a price: 50 + 20; toner 20 (dry, no price): 50, after them; then the oily ones.
    const dry = expectedIds((f) => f.type === "toner" && f.markets.includes("en") && f.skinTypes.includes("dry"));
    const priced = dry.filter((id) => id !== "brand-toner-11");
    expect(dry).toContain("brand-toner-11");
    expect(idsOf(page.items).slice(0, dry.length)).toEqual([...priced, "brand-toner-11"]);
  });

  it("returns cards by id in the given order, leaving out unknown ids", async () => {
    const cards = await catalog.productsByIds(["brand-cream-2", "nope", "brand-toner-30", "brand-cream-2"], "id");
    expect(idsOf(cards)).toEqual(["brand-cream-2", "brand-toner-30"]);
    expect(cards[0]?.price?.amount).toBe(185000);
    expect(await catalog.productsByIds([], "en")).toEqual([]);
  });
});

describe(`product detail and ingredients (${testDialect()})`, () => {
  it("has the market's price with provenance, offers in the market's shop order and ingredients in order", async () => {
    const detail = await catalog.productDetail("brand-toner-28", "en");
    expect(detail).not.toBeNull();
    expect(detail?.market).toBe("en");
    expect(detail?.description).toBe("About brand-toner-28");
    expect(detail?.usage).toBe("Pat on.");
    expect(detail?.price).toMatchObject({ amount: 30, currency: "GBP", converted: true, source: "sokoglam-2020" });
    expect(detail?.offers.map((offer) => offer.shop)).toEqual(["amazon", "stylevana", "yesstyle"]);
    expect(detail?.offers[2]).toEqual({
      shop: "yesstyle",
      url: "https://yesstyle.example/s?q=brand-toner-28",
      price: 14.5,
      currency: "GBP",
      checkedAt: "2024-04-30",
    });
    expect(detail?.offers[0]).toMatchObject({ price: null, currency: null, checkedAt: null });
    // kulit's notes apart from CosIng's chips, less what CosIng already says (antioxidant).
    expect(detail?.ingredients).toEqual([
      {
        rawName: "Water (Aqua)",
        name: "Water",
        ingredientId: "water",
        functions: ["skin-conditioning"],
        kulitFunctions: [],
        active: false,
        statedPercent: null,
      },
      {
        rawName: "niacinamide",
        name: "Niacinamide",
        ingredientId: "niacinamide",
        functions: ["skin-conditioning", "antioxidant"],
        kulitFunctions: ["anti-sebum"],
        active: false,
        statedPercent: null,
      },
      {
        rawName: "Glycerin.",
        name: "Glycerin",
        ingredientId: "glycerin",
        functions: ["humectant", "moisturizing"],
        kulitFunctions: [],
        active: false,
        statedPercent: null,
      },
      {
        rawName: "Mystery Extract (5%)",
        name: "Mystery Extract",
        ingredientId: null,
        functions: [],
        kulitFunctions: [],
        active: false,
        statedPercent: null,
      },
    ]);
  });

  it("has every price seen, newest first, whatever the market, and where the ingredient list came from", async () => {
    const expected = [
      {
        shop: "sociolla",
        market: "id",
        currency: "IDR",
        amount: 180_000,
        size: { amount: 150, unit: "ml", packCount: null },
        observedOn: "2025-06-01",
        source: "sociolla-2025",
        disputed: false,
      },
      {
        shop: "soko-glam",
        market: "en",
        currency: "USD",
        amount: 20,
        size: null,
        observedOn: "2025-06-01",
        source: "sokoglam-2022",
        disputed: false,
      },
      {
        shop: "olive-young",
        market: "kr",
        currency: "KRW",
        amount: 24_000,
        size: { amount: 25, unit: "ml", packCount: 10 },
        observedOn: "2024-05-02",
        source: "oliveyoung-2024",
        disputed: false,
      },
      {
        shop: "sociolla",
        market: "id",
        currency: "IDR",
        amount: 143_775,
        size: { amount: 150, unit: "ml", packCount: null },
        observedOn: "2021-03-01",
        source: "sociolla-2021",
        disputed: false,
      },
    ];
    // None is disputed: the two Sociolla prices for 150 ml are four years apart, and the others
    // are other markets'. The row in a currency without a rate (XYZ) is left out: it could not be
    // shown honestly.
    for (const market of ["en", "id"] as const) {
      const detail = await catalog.productDetail("brand-toner-28", market);
      expect(detail?.priceObservations).toEqual(expected);
      expect(detail?.ingredientList).toEqual({
        observedOn: "2023-03-14",
        source: "sociolla-2023",
        leftOut: ["Glacier Water", "Potassium Hyalur"],
        cutShortAt: "Potassium Hyalur",
        mayBeIncomplete: true,
      });
    }
    const other = await catalog.productDetail("brand-toner-27", "en");
    expect(other?.priceObservations).toEqual([]);
    expect(other?.ingredientList).toBeNull();
  });

  it("reads the prices seen of many products at once, at most so many each", async () => {
    const seen = await catalog.priceObservations(["brand-toner-28", "brand-cream-1", "brand-toner-27"], 2);
    expect([...seen.keys()].sort()).toEqual(["brand-cream-1", "brand-toner-28"]);
    // Two on the same day: by source key.
    expect(seen.get("brand-toner-28")?.map((observation) => observation.source)).toEqual([
      "sociolla-2025",
      "sokoglam-2022",
    ]);
    expect(seen.get("brand-cream-1")).toEqual([
      {
        shop: "watsons",
        market: "id",
        currency: "IDR",
        amount: 99_000,
        size: { amount: 50, unit: "ml", packCount: null },
        observedOn: "2026-02-01",
        source: "watsons-2026",
        disputed: false,
      },
    ]);
    expect(await catalog.priceObservations([], 20)).toEqual(new Map());
  });

  it("says nothing of a price no source gave: no reference price, no base price", async () => {
    const [card] = await catalog.productsByIds(["brand-toner-11"], "en");
    expect(card).toMatchObject({ id: "brand-toner-11", price: null, basePriceGbp: null });
    const detail = await catalog.productDetail("brand-toner-11", "id");
    expect(detail).toMatchObject({ price: null, basePriceGbp: null });
  });

  it("reads a size in grams, and a multipack's count", async () => {
    const [card] = await catalog.productsByIds(["brand-cream-4"], "en");
    expect(card?.size).toEqual({ amount: 25, unit: "g", packCount: 10 });
  });

  it("shows the other market's language, price and shops", async () => {
    const detail = await catalog.productDetail("brand-toner-28", "id");
    expect(detail?.description).toBe("Tentang brand-toner-28");
    expect(detail?.price).toMatchObject({ amount: 185000, currency: "IDR", converted: false, source: "sociolla-2021" });
    expect(detail?.offers.map((offer) => offer.shop)).toEqual(["shopee", "lazada"]);
  });

  it("still finds a product outside the market, without that market's offers", async () => {
    const detail = await catalog.productDetail("brand-toner-01", "en");
    expect(detail?.offers).toEqual([]);
  });

  it("knows nothing of unknown ids", async () => {
    expect(await catalog.productDetail("nope", "en")).toBeNull();
    expect(await catalog.ingredient("nope")).toBeNull();
    expect(await catalog.productRef("nope")).toBeNull();
    expect(await catalog.productImage("nope")).toBeNull();
  });

  it("reads an ingredient with its chip functions and identifiers", async () => {
    expect(await catalog.ingredient("niacinamide")).toEqual({
      id: "niacinamide",
      name: "Niacinamide",
      inciName: "NIACINAMIDE",
      cas: "98-92-0",
      ec: null,
      cosingFunctions: ["Smoothing"],
      functions: ["skin-conditioning", "antioxidant"],
      kulitFunctions: ["anti-sebum"],
    });
    expect((await catalog.ingredient("glycerin"))?.functions).toEqual(["humectant", "moisturizing"]);
    expect((await catalog.ingredient("glycerin"))?.kulitFunctions).toEqual([]);
  });

  it("knows where an old, merged ingredient id now leads", async () => {
    expect(await catalog.ingredientRedirect("vitamin-b3")).toBe("niacinamide");
    expect(await catalog.ingredientRedirect("niacinamide")).toBeNull();
    expect(await catalog.ingredientRedirect("nope")).toBeNull();
    expect(await catalog.ingredientRedirect("nul\u0000id")).toBeNull();
    expect(await catalog.ingredient("vitamin-b3")).toBeNull();
  });

  it("gives what a product's path and image need", async () => {
    expect(await catalog.productRef("brand-cream-3")).toEqual({ id: "brand-cream-3", name: "Cream brand-cream-3" });
    expect(await catalog.productImage("brand-cream-3")).toEqual({
      id: "brand-cream-3",
      brand: "Brand",
      productType: "moisturizer",
      // Stored before forms were: the form its name gives.
      form: "cream",
    });
  });
});
