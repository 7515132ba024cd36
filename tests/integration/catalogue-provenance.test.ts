import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPath } from "~/domain/product-url";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";
import { catalogueDay } from "./support/catalogue-services";
import { priceSeen, type PriceSeenRow, pricesSeen } from "./support/price-seen";
import { type PageServer, startPageServer } from "./support/page-server";
import { testApiKey } from "./support/test-keys";

/**
 * Where the catalogue's facts come from, as visitors and API clients see it, on the site as
 * `npm start` serves it (production build, `/graphql`) over a small catalogue written here
 * rather than the demo import: the prices seen on a product page (newest first, old ones marked,
 * other currencies converted with the rate), a product without any price, a product whose
 * shops' prices disagree too much to name one, the date and source of an ingredient list, CosIng's functions apart from kulit's notes, an old ingredient URL
 * answering 301, and `Products.priceObservations` in the API.
 */
const now = "2025-01-01T00:00:00.000Z";

let database: TestDatabase;
let site: PageServer;
let baseUrl: string;

const essence = { id: "brand-glow-essence", name: "Glow Essence" };
const unpriced = { id: "brand-quiet-toner", name: "Quiet Toner" };
const split = { id: "brand-split-serum", name: "Split Serum" };

/** The essence's prices seen, deliberately out of order; `XYZ` has no rate and is never shown. */
const observations: PriceSeenRow[] = [
  pricesSeen.sociolla2021,
  // This year: not old, whenever the suite runs.
  pricesSeen.sokoGlam(`${new Date().getUTCFullYear()}-01-01`),
  pricesSeen.oliveYoung2024,
  pricesSeen.noRate("2020-01-01", "sociolla-2021", 8),
];

/**
 * The split serum's prices seen as the import stores them: each shop showed two prices on one
 * day with no size to tell them apart (Sociolla's Rp 726,000 and Rp 368,000 for Laneige's
 * Radian-C Spot Serum on 1 March 2025), so none of them is a reference price.
 */
const splitObservations: PriceSeenRow[] = [
  [726_000, 1],
  [368_000, 2],
].flatMap(([amount = 0, line = 0]) => [
  priceSeen({
    shop: "sociolla",
    market: "id",
    currency: "IDR",
    amount,
    observedOn: "2025-03-01",
    source: "sociolla-2025",
    line,
  }),
  priceSeen({
    shop: "soko-glam",
    market: "en",
    currency: "USD",
    amount: amount / 24_200,
    observedOn: "2025-03-01",
    source: "sokoglam-2022",
    line,
  }),
]);

async function insertCatalogue(db: TestDatabase["db"]) {
  const ingredient = (id: string, name: string, cosing: string[], functions: string[], kulit: string[]) => ({
    id,
    name,
    inci_name: name.toUpperCase(),
    cas: null,
    ec: null,
    cosing_functions: JSON.stringify(cosing),
    functions: JSON.stringify(functions),
    kulit_functions: JSON.stringify(kulit),
    aspects: "[]",
    skin_types: "[]",
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto("ingredients")
    .values([
      ingredient("water", "Water", ["Solvent"], [], []),
      ingredient("niacinamide", "Niacinamide", ["Smoothing"], ["skin-conditioning"], ["anti-sebum"]),
    ])
    .execute();
  await db.insertInto("ingredient_redirects").values({ from_id: "vitamin-b3", to_id: "niacinamide" }).execute();

  const product = (id: string, name: string, basePrice: number | null) => ({
    id,
    name,
    brand: "Brand",
    product_type: "essence",
    size_ml: 150,
    size_unit: "ml" as const,
    pack_count: null,
    description_en: `About ${name}`,
    description_id: `Tentang ${name}`,
    usage_en: "Pat on.",
    usage_id: "Tepuk-tepuk.",
    base_price_gbp: basePrice,
    images: JSON.stringify([`/images/products/${id}.svg`]),
    rank: basePrice === null ? 2 : 1,
    list_observed_on: basePrice === null ? null : "2016-03-14",
    list_source: basePrice === null ? null : "sociolla-2021",
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto("products")
    .values([
      product(essence.id, essence.name, 16),
      product(unpriced.id, unpriced.name, null),
      { ...product(split.id, split.name, null), rank: 3 },
    ])
    .execute();
  await db
    .insertInto("reference_prices")
    .values([
      {
        product_id: essence.id,
        market: "en",
        amount: 16,
        currency: "GBP",
        source: "sokoglam-2022",
        source_amount: 20,
        source_currency: "USD",
        converted: 1,
        observed_on: "2022-06-01",
      },
      {
        product_id: essence.id,
        market: "id",
        amount: 143_775,
        currency: "IDR",
        source: "sociolla-2021",
        source_amount: 143_775,
        source_currency: "IDR",
        converted: 0,
        observed_on: "2021-03-01",
      },
    ])
    .execute();
  await db
    .insertInto("offers")
    .values(
      [essence.id, unpriced.id].flatMap((productId) =>
        (["amazon", "shopee"] as const).map((shop) => ({
          product_id: productId,
          market: shop === "amazon" ? ("en" as const) : ("id" as const),
          shop,
          url: `https://${shop}.example/s?q=${productId}`,
          price: null,
          currency: null,
          checked_at: null,
        })),
      ),
    )
    .execute();
  await db
    .insertInto("product_ingredients")
    .values(
      [essence.id, unpriced.id].flatMap((productId) => [
        { product_id: productId, position: 1, raw_name: "Water", ingredient_id: "water" },
        { product_id: productId, position: 2, raw_name: "Niacinamide", ingredient_id: "niacinamide" },
      ]),
    )
    .execute();
  await db
    .insertInto("price_observations")
    .values([
      ...observations.map((observation) => ({ ...observation, product_id: essence.id })),
      ...splitObservations.map((observation) => ({ ...observation, product_id: split.id })),
    ])
    .execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertCatalogue(database.db);
  // Our own rows, not the demo catalogue: the catalogue is not empty, so nothing is imported.
  site = await startPageServer({ catalogue: false, sharedDatabase: database, env: { CATALOGUE_DATE: catalogueDay } });
  baseUrl = site.baseUrl;
});

afterAll(async () => {
  await site.close();
  await database.destroy();
});

/** What a page says, as text: tags and React's comment markers dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  const body = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return body
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function page(pathname: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${pathname}`, { redirect: "manual" });
  return { status: response.status, text: textOf(await response.text()) };
}

describe(`product page: prices seen and the ingredient list's source (${testDialect()})`, () => {
  it("lists every price seen, newest first, converted into pounds with the rate, old ones marked", async () => {
    const { status, text } = await page(productPath("en", essence));
    expect(status).toBe(200);
    const section = text.slice(text.indexOf("Prices seen"), text.indexOf("Description"));
    expect(section).toContain("Every price a source reported for this product, newest first.");
    const soko = section.indexOf("Soko Glam US$20.00");
    const olive = section.indexOf("Olive Young Korea ₩24,000");
    const sociolla = section.indexOf("Sociolla Rp 143.775");
    expect(soko).toBeGreaterThan(0);
    expect(olive).toBeGreaterThan(soko);
    expect(sociolla).toBeGreaterThan(olive);
    expect(section).toContain("≈ £16.00 at £1 = US$1.25");
    expect(section).toContain("10 × 25 ml");
    expect(section).toContain("≈ £13.06 at £1 = ₩1,837.5");
    // Each price seen with its own price per 10 ml, for its own size, in the shop's currency.
    expect(section).toContain(
      "150 ml · Rp 9.585 per 10 ml · seen 1 Mar 2021 over 2 years ago ≈ £7.10 at £1 = Rp 20.250",
    );
    // This year's price is not old; a currency without a rate is not shown at all.
    expect(section.slice(soko, olive)).not.toContain("over 2 years ago");
    expect(section).not.toContain("Nowhere");
    // The reference price stays the market's, with its price per 10 ml.
    expect(text).toContain("£16.00 / 150 ml");
    expect(text).toContain("£1.07 per 10 ml");
  });

  it("says the same in Indonesian, converted into rupiah, and an Indonesian price over two years old as last seen", async () => {
    const { text } = await page(productPath("id", essence));
    const section = text.slice(text.indexOf("Harga yang tercatat"), text.indexOf("Deskripsi"));
    expect(section).toMatch(/Soko Glam US\$ ?20,00/);
    expect(section).toMatch(/≈ Rp 324\.000 dengan kurs US\$ ?1 = Rp 16\.200/);
    expect(section).toContain(
      "Sociolla Rp 143.775 150 ml · Rp 9.585 per 10 ml · tercatat 1 Mar 2021 lebih dari 2 tahun lalu",
    );
    // Its Indonesian price is more than two years old on the day: only "last seen", with no price
    // per 10 ml of its own (the line under "Prices seen" is that old price's, for its size).
    expect(text).toContain("Harga: Terakhir tercatat di Sociolla: Rp 143.775, Mar 2021");
    expect(text).toContain("Tercatat lebih dari dua tahun lalu, jadi bukan harga saat ini");
    expect(text.slice(0, text.indexOf("Harga yang tercatat"))).not.toContain("per 10 ml");
  });

  it("says when and where the ingredient list was seen, and that an old formula may have changed", async () => {
    expect((await page(productPath("en", essence))).text).toContain(
      "Ingredient list as of March 2016 (Sociolla). The formula may have changed since.",
    );
    expect((await page(productPath("id", essence))).text).toContain(
      "Daftar bahan per Maret 2016 (Sociolla). Formulanya mungkin sudah berubah sejak itu.",
    );
    expect((await page(productPath("en", unpriced))).text).not.toContain("Ingredient list as of");
  });

  it("shows CosIng's functions as chips and kulit's notes apart", async () => {
    const { text } = await page(productPath("en", essence));
    const breakdown = text.slice(text.indexOf("Ingredients Breakdown"));
    expect(breakdown).toContain("Skin conditioning");
    expect(breakdown).toContain("Functions as the EU CosIng cosmetic ingredient database states them.");
    expect(breakdown.indexOf("kulit's notes")).toBeGreaterThan(breakdown.indexOf("Skin conditioning"));
    expect(breakdown.slice(breakdown.indexOf("kulit's notes"))).toContain("Anti-sebum");
  });

  it("says the price of a product no source has priced is not known yet, in both languages", async () => {
    const en = await page(productPath("en", unpriced));
    expect(en.status).toBe(200);
    expect(en.text).toContain("Price not known yet");
    expect(en.text).toContain("No source we use has priced this product yet.");
    expect(en.text).toContain("No source has reported a price for this product yet.");
    // Its own price nowhere; a similar product listed further down has one of its own.
    const ownPart = (text: string, end: string) => text.slice(0, text.indexOf(end));
    expect(ownPart(en.text, "Similar formulas")).not.toMatch(/£\d/);
    const id = await page(productPath("id", unpriced));
    expect(id.text).toContain("Harga belum diketahui");
    expect(id.text).toContain("Belum ada sumber yang melaporkan harga produk ini.");
    expect(ownPart(id.text, "Formula serupa")).not.toMatch(/Rp ?\d/);
    const list = await page("/en/producttype/essence");
    expect(list.text).toContain("Quiet Toner Price not known yet");
  });

  it("says that the shops' prices disagree too much to name one, and marks them, in both languages", async () => {
    const en = await page(productPath("en", split));
    expect(en.status).toBe(200);
    expect(en.text).toContain("Price not known yet");
    expect(en.text).toContain(
      "The shops' prices disagree too much to name one as this product's price; see “Prices seen” below.",
    );
    const seen = en.text.slice(en.text.indexOf("Prices seen"), en.text.indexOf("Description"));
    expect(seen).toContain(
      "Prices marked “disputed” disagree too much with each other to name one as this product's price: they are listed as seen, and none of them is its reference price.",
    );
    expect(seen.match(/ disputed /g)).toHaveLength(4);
    const id = await page(productPath("id", split));
    expect(id.text).toContain("Harga belum diketahui");
    expect(id.text).toContain(
      "Harga dari toko-toko terlalu berbeda jauh untuk memilih salah satunya sebagai harga produk ini; lihat “Harga yang tercatat” di bawah.",
    );
    const tercatat = id.text.slice(id.text.indexOf("Harga yang tercatat"), id.text.indexOf("Deskripsi"));
    expect(tercatat).toContain("Harga bertanda “berbeda jauh” terlalu berselisih satu sama lain");
    expect(tercatat).toContain("Sociolla Rp 726.000 tercatat 1 Mar 2025 berbeda jauh");
    // A product whose prices agree says nothing of the kind.
    expect((await page(productPath("en", essence))).text).not.toContain("disputed");
  });
});

describe(`ingredient pages: old ids answer 301 (${testDialect()})`, () => {
  it("sends an old, merged ingredient id to the canonical page in the same language, query kept", async () => {
    for (const language of ["en", "id"] as const) {
      const response = await fetch(`${baseUrl}/${language}/ingredient/vitamin-b3?page=2`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`/${language}/ingredient/niacinamide?page=2`);
    }
    // Any spelling of the old name reaches it too.
    const spelled = await fetch(`${baseUrl}/en/ingredient/Vitamin%20B3`, { redirect: "manual" });
    expect(spelled.status).toBe(301);
    expect(spelled.headers.get("location")).toBe("/en/ingredient/niacinamide");
  });

  it("keeps a genuinely unknown ingredient a real 404, and the canonical page a 200", async () => {
    expect((await page("/en/ingredient/vitamin-b4")).status).toBe(404);
    expect((await page("/id/ingredient/%00")).status).toBe(404);
    const canonical = await page("/en/ingredient/niacinamide");
    expect(canonical.status).toBe(200);
    expect(canonical.text).toContain(
      "Functions from the EU CosIng cosmetic ingredient database. CosIng lists: Smoothing.",
    );
    expect(canonical.text).toContain("kulit's notes");
  });
});

describe(`GraphQL Products.priceObservations (${testDialect()})`, () => {
  async function graphql<T>(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": testApiKey },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  const fields = "shop market currency amount size unitPrice observedOn source disputed";

  it("serves each price seen, newest first, with its size as text and its price per 10 ml", async () => {
    const answer = await graphql<{ getProducts: { priceObservations: unknown[] } }>(
      `query ($id: ID!) { getProducts(id: $id) { priceObservations { ${fields} } } }`,
      { id: essence.id },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.getProducts.priceObservations).toEqual([
      {
        shop: "soko-glam",
        market: "en",
        currency: "USD",
        amount: 20,
        size: null,
        unitPrice: null,
        observedOn: observations[1]?.observed_on,
        source: "sokoglam-2022",
        disputed: false,
      },
      {
        shop: "olive-young",
        market: "kr",
        currency: "KRW",
        amount: 24_000,
        size: "10 × 25 ml",
        unitPrice: 960,
        observedOn: "2024-05-02",
        source: "oliveyoung-2024",
        disputed: false,
      },
      {
        shop: "sociolla",
        market: "id",
        currency: "IDR",
        amount: 143_775,
        size: "150 ml",
        unitPrice: 9_585,
        observedOn: "2021-03-01",
        source: "sociolla-2021",
        disputed: false,
      },
    ]);
  });

  it("says which prices are disputed, so that a client can tell why a product has no reference price", async () => {
    const answer = await graphql<{
      getProducts: { referencePrices: unknown[]; priceObservations: { shop: string; disputed: boolean }[] };
    }>(
      `
        query ($id: ID!) {
          getProducts(id: $id) {
            referencePrices {
              market
            }
            priceObservations {
              shop
              disputed
            }
          }
        }
      `,
      {
        id: split.id,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.getProducts.referencePrices).toEqual([]);
    expect(answer.data?.getProducts.priceObservations).toHaveLength(4);
    expect(answer.data?.getProducts.priceObservations.every((observation) => observation.disputed)).toBe(true);
  });

  it("serves a list's products with theirs, and an empty list and null prices for a product without any", async () => {
    const answer = await graphql<{
      listProducts: {
        items: { id: string; price: number | null; price_id: number | null; priceObservations: unknown[] }[];
      };
    }>(`
      {
        listProducts(limit: 10) {
          items {
            id
            price
            price_id
            priceObservations {
              source
            }
          }
        }
      }
    `);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.listProducts.items).toEqual([
      {
        id: essence.id,
        price: null,
        price_id: null,
        priceObservations: [{ source: "sokoglam-2022" }, { source: "oliveyoung-2024" }, { source: "sociolla-2021" }],
      },
      { id: unpriced.id, price: null, price_id: null, priceObservations: [] },
      {
        id: split.id,
        price: null,
        price_id: null,
        priceObservations: [
          { source: "sociolla-2025" },
          { source: "sociolla-2025" },
          { source: "sokoglam-2022" },
          { source: "sokoglam-2022" },
        ],
      },
    ]);
  });

  it("counts the observations in an operation's cost: a full page of them is refused before anything is read", async () => {
    const answer = await graphql(`{ listProducts(limit: 1000) { items { id priceObservations { ${fields} } } } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe("COST_LIMIT");
    const fits = await graphql(`{ listProducts(limit: 500) { items { id priceObservations { ${fields} } } } }`);
    expect(fits.errors).toBeUndefined();
  });
});
