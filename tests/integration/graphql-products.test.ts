import { GraphQLClient } from "graphql-request";
import { beforeAll, describe, expect, it } from "vitest";
import type { IngredientRecord, ProductRecord } from "~/domain/api-records";
import { ingredientListFields, ingredientStringFields } from "~/domain/record-filter";
import type { IngredientsTable } from "~/server/db/schema.server";
import {
  all,
  api,
  type Case,
  type Connection,
  everyMatchingId,
  everyPage,
  expectSelective,
  failure,
  type Filter,
  getProductsQuery,
  ids,
  ingredientLookups,
  ingredientsByIngredient,
  listAllProducts,
  listFieldCases,
  listProductIds,
  listProducts,
  listProductsQuery,
  type ListVariables,
  notInEn,
  notInId,
  pricedOffers,
  priceFields,
  pristine,
  sampleValue,
  server,
  setUpProductsApi,
  stringFieldCases,
} from "./support/graphql-products-api";
import { testDialect } from "./support/test-database";

/**
 * The public reads of the GraphQL API (issue 4, docs/api.md) over real HTTP against the
 * running server, through an independent client library (graphql-request): the records,
 * every operator on every field and the edges of each kind of field, paging, nextToken, the
 * lists the screens show, and the ingredient lookups. Every expectation is computed here, from
 * the database rows, from a rule written out with each case, or from a plain evaluation of the
 * filter semantics of app/domain/record-filter.ts (`matches` below), never by the server's own
 * filter code. What only the SQL shows (statements per page, inputs PostgreSQL cannot hold, a
 * token of another secret) is in record-service.test.ts.
 *
 * So that markets, prices and numbers matter, some products leave a market before the lists
 * are compared (no Shopee offer, or no Amazon offer), some offers get a price (fractions and
 * 7-digit rupiah amounts included), and a few products get other dates, a fractional size,
 * unusual names or a short Indonesian description.
 */

setUpProductsApi();

describe(`GraphQL public reads: products (${testDialect()})`, () => {
  it("lists every product once, most popular first (rank, then id)", async () => {
    const rows = await server.database.db.selectFrom("products").select("id").orderBy("rank").orderBy("id").execute();
    expect(ids(pristine)).toEqual(rows.map((row) => row.id));
    expect(ids(all)).toEqual(ids(pristine));
    expect(ids(await listAllProducts(null, 50))).toEqual(ids(all));
  });

  it("serves each product's fields from storage", async () => {
    const { db } = server.database;
    const [products, skinTypeRows, aspectRows, ingredientRows, offers] = await Promise.all([
      db.selectFrom("products").selectAll().execute(),
      db.selectFrom("product_skin_types").selectAll().execute(),
      db.selectFrom("product_aspects").selectAll().execute(),
      db
        .selectFrom("product_ingredients as pi")
        .innerJoin("ingredients as i", "i.id", "pi.ingredient_id")
        .select(["pi.product_id", "pi.position", "i.id", "i.name"])
        .orderBy("pi.product_id")
        .orderBy("pi.position")
        .execute(),
      db.selectFrom("offers").selectAll().execute(),
    ]);
    // Rows grouped by product once: scanning every table per product would hold the event loop for
    // seconds, long enough for the server to drop the client's idle keep-alive connection.
    const byProduct = <T extends { product_id: string }>(rows: T[]) => {
      const groups = new Map<string, T[]>();
      for (const row of rows) {
        const group = groups.get(row.product_id);
        if (group) group.push(row);
        else groups.set(row.product_id, [row]);
      }
      return (id: string) => groups.get(id) ?? [];
    };
    const [skinTypesOf, aspectsOf, ingredientsOf, offersOf] = [
      byProduct(skinTypeRows),
      byProduct(aspectRows),
      byProduct(ingredientRows),
      byProduct(offers),
    ];
    const served = new Map(all.map((product) => [product.id, product]));
    expect(all).toHaveLength(products.length);
    for (const row of products) {
      const record = served.get(row.id);
      const offer = (shop: string) => offersOf(row.id).find((o) => o.shop === shop) ?? null;
      // Skin types and aspects are sets: compared in one order, element for element.
      const asSets = record && { ...record, skinType: [...record.skinType].sort(), aspect: [...record.aspect].sort() };
      expect(asSets, row.id).toEqual({
        id: row.id,
        product: row.name,
        productType: row.product_type,
        brand: row.brand,
        size: row.size_ml,
        description: row.description_en,
        description_id: row.description_id,
        usage: row.usage_en,
        usage_id: row.usage_id,
        price: offer("amazon")?.price ?? null,
        price_id: offer("shopee")?.price ?? null,
        price_lazada: offer("lazada")?.price ?? null,
        price_tokopedia: offer("tokopedia")?.price ?? null,
        price_yesstyle: offer("yesstyle")?.price ?? null,
        price_stylevana: offer("stylevana")?.price ?? null,
        skinType: skinTypesOf(row.id)
          .map((r) => r.skin_type)
          .sort(),
        aspect: aspectsOf(row.id)
          .map((r) => r.aspect)
          .sort(),
        ingredients: ingredientsOf(row.id).map((r) => r.name),
        ingredient_clean: ingredientsOf(row.id).map((r) => r.id),
        images: JSON.parse(row.images) as string[],
        amazon: offer("amazon")?.url ?? null,
        shoppee: offer("shopee")?.url ?? null,
        lazada: offer("lazada")?.url ?? null,
        tokopedia: offer("tokopedia")?.url ?? null,
        yesstyle: offer("yesstyle")?.url ?? null,
        stylevana: offer("stylevana")?.url ?? null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      });
    }
  });

  it("serves each product's prices seen from storage: newest first, at most 20, size as text", async () => {
    const rows = await server.database.db.selectFrom("price_observations").selectAll().execute();
    const query = /* GraphQL */ `
      query ($limit: Int, $nextToken: String) {
        listProducts(limit: $limit, nextToken: $nextToken) {
          items {
            id
            priceObservations {
              shop
              market
              currency
              amount
              size
              unitPrice
              observedOn
              source
            }
          }
          nextToken
        }
      }
    `;
    type Seen = { id: string; priceObservations: Record<string, unknown>[] };
    const served = await everyPage(
      async (nextToken) =>
        (await api.request<{ listProducts: Connection<Seen> }>(query, { limit: 200, nextToken })).listProducts,
      200,
    );
    expect(served).toHaveLength(all.length);
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    // Sheets and pads are counted in words ("70 pads", "1 sheet"); a box of sheet masks is its number of sheets.
    const sizeText = (amount: number, unit: string, count: number | null) => {
      const figure = (value: number) =>
        Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, "");
      if (unit === "sheet" || unit === "pad") {
        const total = unit === "sheet" ? amount * (count ?? 1) : amount;
        const one = `${figure(total)} ${unit}${total === 1 ? "" : "s"}`;
        return unit === "pad" && count !== null && count > 1 ? `${count} × ${one}` : one;
      }
      const one = `${figure(amount)} ${unit}`;
      return count !== null && count > 1 ? `${count} × ${one}` : one;
    };
    for (const product of served) {
      const expected = rows
        .filter((row) => row.product_id === product.id && ["USD", "GBP", "IDR", "KRW"].includes(row.currency))
        .sort(
          (a, b) =>
            text(b.observed_on, a.observed_on) ||
            text(a.source, b.source) ||
            text(a.shop, b.shop) ||
            a.amount - b.amount,
        )
        .slice(0, 20)
        .map((row) => ({
          shop: row.shop,
          market: row.market,
          currency: row.currency,
          amount: row.amount,
          size: row.size_amount === null ? null : sizeText(row.size_amount, row.size_unit ?? "ml", row.pack_count),
          observedOn: row.observed_on,
          source: row.source,
        }));
      const withoutUnitPrice = product.priceObservations.map(({ unitPrice: _unitPrice, ...rest }) => rest);
      expect(withoutUnitPrice, product.id).toEqual(expected);
      for (const observation of product.priceObservations) {
        expect(observation.unitPrice === null, product.id).toBe(observation.size === null);
      }
    }
  });

  it("gives every product of the demo catalogue a link for all six shops and no price until a feed reports one", () => {
    for (const product of pristine) {
      for (const link of [product.amazon, product.shoppee, product.lazada, product.tokopedia, product.yesstyle]) {
        expect(link, product.id).toMatch(/^https:\/\//);
      }
      expect(product.stylevana, product.id).toMatch(/^https:\/\//);
      const prices = [product.price, product.price_id, product.price_lazada, product.price_tokopedia];
      expect([...prices, product.price_yesstyle, product.price_stylevana], product.id).toEqual(Array(6).fill(null));
    }
  });

  it("serves an offer's price, exactly as set, in the flat field of its shop (GBP for en shops, IDR for id shops)", async () => {
    for (const offer of pricedOffers) {
      const data = await api.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id: offer.productId });
      expect(data.getProducts?.[priceFields[offer.shop]], `${offer.productId} ${offer.shop}`).toBe(offer.price);
    }
    const priced = all.flatMap((product) => Object.values(priceFields).filter((field) => product[field] !== null));
    expect(priced).toHaveLength(pricedOffers.length);
  });

  it("drops a shop's link when the product has no offer from it", () => {
    for (const product of all) {
      expect(product.shoppee === null, product.id).toBe(notInId.has(product.id));
      expect(product.amazon === null, product.id).toBe(notInEn.has(product.id));
      expect(product.tokopedia, product.id).not.toBeNull();
    }
  });

  it("getProducts returns each product as the list does, and null for an unknown id", async () => {
    for (const product of all.filter((_, index) => index % 23 === 0)) {
      const data = await api.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id: product.id });
      expect(data.getProducts).toEqual(product);
    }
    const unknown = ["no-such-product", "", "COSRX-ADVANCED-SNAIL-96-MUCIN-POWER-ESSENCE", "%", "' or 1=1 --"];
    for (const id of [...unknown, all[0]?.id.toUpperCase() ?? ""]) {
      const data = await api.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id });
      expect(data.getProducts, id).toBeNull();
    }
  });

  it("answers queries over GET as over POST", async () => {
    const overGet = new GraphQLClient(server.graphqlUrl, { method: "GET", headers: { "x-api-key": server.apiKey } });
    const product = all[3];
    const data = await overGet.request<{ getProducts: ProductRecord | null }>(getProductsQuery, { id: product?.id });
    expect(data.getProducts).toEqual(product);
    const list = await overGet.request<{ listProducts: Connection<ProductRecord> }>(listProductsQuery, {
      filter: { brand: { eq: "COSRX" } },
      limit: 3,
    });
    expect(ids(list.listProducts.items)).toEqual(ids(all.filter((p) => p.brand === "COSRX").slice(0, 3)));
  });

  it("uses a limit of 100 by default, accepts up to 1000 and counts matching items", async () => {
    const first = await listProducts({});
    expect(ids(first.items)).toEqual(ids(all.slice(0, 100)));
    expect(first.nextToken).not.toBeNull();
    const largest = await listProducts({ limit: 1000 });
    expect(ids(largest.items)).toEqual(ids(all.slice(0, 1000)));
    expect(largest.nextToken).not.toBeNull();

    const cosrx = all.filter((product) => product.brand === "COSRX");
    expect(cosrx.length).toBeGreaterThan(5);
    const page = await listProducts({ filter: { brand: { eq: "COSRX" } }, limit: 5 });
    expect(ids(page.items)).toEqual(ids(cosrx.slice(0, 5)));
    const rest = await listProducts({ filter: { brand: { eq: "COSRX" } }, limit: 1000, nextToken: page.nextToken });
    expect(ids(rest.items)).toEqual(ids(cosrx.slice(5)));
    expect(rest.nextToken).toBeNull();
    const exact = await listProductIds({ filter: { brand: { eq: "COSRX" } }, limit: cosrx.length });
    expect(ids(exact.items)).toEqual(ids(cosrx));
    expect(exact.nextToken).toBeNull();
  });
});

describe(`GraphQL nextToken (${testDialect()})`, () => {
  const filter = { productType: { eq: "mask" }, amazon: { attributeExists: true } };
  const masks = () => ids(all.filter((p) => p.productType === "mask" && p.amazon !== null));

  async function firstToken(): Promise<string> {
    const page = await listProductIds({ filter, limit: 7 });
    expect(page.nextToken).toEqual(expect.any(String));
    return page.nextToken ?? "";
  }

  function changedAt(token: string, index: number): string {
    const character = token[index] === "A" ? "Q" : "A";
    return token.slice(0, index) + character + token.slice(index + 1);
  }

  async function expectRefused(request: Promise<unknown>, label = "") {
    const error = await failure(request);
    expect(error.code, label).toBe("BAD_USER_INPUT");
    expect(error.message, label).toContain("nextToken");
  }

  it("is stable and gives the next page for the same filter, however its fields are ordered", async () => {
    const token = await firstToken();
    const expected = masks().slice(7, 14);
    expect(ids((await listProductIds({ filter, limit: 7, nextToken: token })).items)).toEqual(expected);
    expect(ids((await listProductIds({ filter, limit: 7, nextToken: token })).items)).toEqual(expected);
    const reordered = { amazon: { attributeExists: true }, productType: { eq: "mask" } };
    expect(ids((await listProductIds({ filter: reordered, limit: 7, nextToken: token })).items)).toEqual(expected);
  });

  it("lets the limit change from page to page", async () => {
    const second = await listProductIds({ filter, limit: 3, nextToken: await firstToken() });
    expect(ids(second.items)).toEqual(masks().slice(7, 10));
    const rest = await listProductIds({ filter, limit: 1000, nextToken: second.nextToken });
    expect(ids(rest.items)).toEqual(masks().slice(10));
  });

  it("refuses a tampered, truncated or garbage token", async () => {
    const token = await firstToken();
    const [payload = "", mac = ""] = token.split(".");
    const forged = [
      changedAt(token, 0),
      changedAt(token, Math.floor(token.length / 4)),
      changedAt(token, Math.floor(token.length / 3)),
      changedAt(token, Math.floor(token.length / 2)),
      changedAt(token, payload.length - 1),
      changedAt(token, payload.length + 2),
      changedAt(token, token.length - 6),
      changedAt(token, token.length - 1),
      token.slice(0, -4),
      token.slice(4),
      `${token}A`,
      `${mac}.${payload}`,
      token.split("").reverse().join(""),
      "garbage",
      "",
      ".",
      "x".repeat(5000),
      Buffer.from(JSON.stringify({ rank: 1, id: "a" })).toString("base64url"),
      `${Buffer.from(JSON.stringify({ p: [1, "a"] })).toString("base64url")}.${mac}`,
    ];
    for (const bad of forged) {
      await expectRefused(listProductIds({ filter, limit: 7, nextToken: bad }), bad.slice(0, 40));
    }
  });

  it("refuses a token with another filter, without a filter, or in another operation", async () => {
    const token = await firstToken();
    await expectRefused(listProductIds({ filter: { productType: { eq: "toner" } }, limit: 7, nextToken: token }));
    await expectRefused(
      listProductIds({
        filter: { productType: { eq: "mask" }, shoppee: { attributeExists: true } },
        limit: 7,
        nextToken: token,
      }),
    );
    await expectRefused(listProductIds({ limit: 7, nextToken: token }));
    await expectRefused(ingredientsByIngredient({ ingredient: "Glycerin", nextToken: token }));
    const unfiltered = await listProductIds({ limit: 3 });
    await expectRefused(listProductIds({ filter, limit: 7, nextToken: unfiltered.nextToken }));
  });

  it("refuses a garbage token to ingredientsByIngredient", async () => {
    for (const nextToken of ["garbage", "a.b", ""]) {
      await expectRefused(ingredientsByIngredient({ ingredient: "Glycerin", limit: 1, nextToken }), nextToken);
    }
  });
});

describe(`GraphQL ingredientsByIngredient (${testDialect()})`, () => {
  type IngredientRow = Omit<IngredientsTable, "created_at" | "updated_at"> & { created_at: string; updated_at: string };
  /** A varied sample: with and without CAS/EC numbers, functions, aspects and skin types. */
  let sample: IngredientRow[];

  const recordOf = (row: IngredientRow): IngredientRecord => ({
    id: row.id,
    ingredient: row.name,
    aspect: JSON.parse(row.aspects) as string[],
    skinType: JSON.parse(row.skin_types) as string[],
    cosing: JSON.parse(row.cosing_functions) as string[],
    cas: row.cas,
    ec: row.ec,
    function: JSON.parse(row.functions) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  beforeAll(async () => {
    const rows = await server.database.db.selectFrom("ingredients").selectAll().orderBy("id").execute();
    const plainNames = rows.filter((row) => /^[A-Z][A-Za-z0-9 -]*$/.test(row.name));
    const picked = [
      ...rows.filter((row) => ["glycerin", "niacinamide", "water", "panthenol", "adenosine"].includes(row.id)),
      rows.find((row) => row.cas === null),
      rows.find((row) => row.cas !== null && row.ec === null),
      rows.find((row) => row.functions === "[]"),
      rows.find((row) => row.cosing_functions === "[]"),
      rows.find((row) => row.aspects !== "[]" && row.skin_types === "[]"),
      ...rows.filter((_, index) => index % 200 === 7),
      ...plainNames.filter((_, index) => index % 150 === 7),
    ];
    sample = [...new Map(picked.flatMap((row) => (row ? [[row.id, row] as const] : []))).values()];
  });

  it("returns an ingredient's record by its stored name, as stored", async () => {
    for (const row of sample) {
      expect(await ingredientsByIngredient({ ingredient: row.name }), row.name).toEqual({
        items: [recordOf(row)],
        nextToken: null,
      });
    }
  });

  it("matches the name as the catalogue normalises it, and finds nothing for an unknown name", async () => {
    for (const name of ["Niacinamide", "NIACINAMIDE", "niacinamide", "Niacinamide.", " Niacinamide "]) {
      expect(ids((await ingredientsByIngredient({ ingredient: name })).items), name).toEqual(["niacinamide"]);
    }
    for (const name of ["Water (Aqua)", "WATER", "Aqua", "Water/Aqua/Eau"]) {
      expect(ids((await ingredientsByIngredient({ ingredient: name })).items), name).toEqual(["water"]);
    }
    for (const name of ["Unobtainium", "Niacinamid", "%", "***"]) {
      expect(await ingredientsByIngredient({ ingredient: name }), name).toEqual({ items: [], nextToken: null });
    }
    for (const name of ["", "   "]) {
      const error = await failure(ingredientsByIngredient({ ingredient: name }));
      expect(error.code).toBe("BAD_USER_INPUT");
      expect(error.message).toContain("ingredient");
    }
  });

  it("takes a sort direction and a limit, and has no next page", async () => {
    for (const sortDirection of ["ASC", "DESC"] as const) {
      const page = await ingredientsByIngredient({ ingredient: "Glycerin", sortDirection, limit: 1 });
      expect(ids(page.items)).toEqual(["glycerin"]);
      expect(page.nextToken).toBeNull();
    }
  });

  /**
   * Looks up every sampled ingredient by its name with `filter`: in both directions, or (`oneEach`)
   * in one direction each, turn about, so that a case still meets both over half the lookups.
   */
  async function expectOnSample([label, filter, rule, edge]: Case<IngredientRecord>, oneEach = false) {
    const kept = sample.map(recordOf).filter(rule);
    if (!edge) expectSelective(label, kept, sample.length);
    const directions = (index: number) =>
      oneEach ? [index % 2 === 0 ? ("ASC" as const) : ("DESC" as const)] : (["ASC", "DESC"] as const);
    const lookups = sample.flatMap((row, index) =>
      directions(index).map((sortDirection) => ({ row, ingredient: row.name, sortDirection })),
    );
    const answers = await ingredientLookups(lookups, filter);
    for (const [index, { row, sortDirection }] of lookups.entries()) {
      const expected = rule(recordOf(row)) ? [row.id] : [];
      expect(answers[index], `${label}: ${row.name} ${sortDirection}`).toEqual(expected);
    }
  }

  const ingredientCases: Case<IngredientRecord>[] = [
    ["id eq", { id: { eq: "glycerin" } }, (r) => r.id === "glycerin"],
    ["id ne", { id: { ne: "glycerin" } }, (r) => r.id !== "glycerin"],
    ["ingredient beginsWith", { ingredient: { beginsWith: "Gly" } }, (r) => r.ingredient.startsWith("Gly")],
    ["ingredient contains", { ingredient: { contains: "Extract" } }, (r) => r.ingredient.includes("Extract")],
    [
      "ingredient contains is case-sensitive",
      { ingredient: { contains: "glycerin" } },
      (r) => r.ingredient.includes("glycerin"),
      "edge",
    ],
    ["ingredient notContains", { ingredient: { notContains: "Extract" } }, (r) => !r.ingredient.includes("Extract")],
    ["cas attributeExists false", { cas: { attributeExists: false } }, (r) => r.cas === null],
    ["cas attributeExists true", { cas: { attributeExists: true } }, (r) => r.cas !== null],
    ["cas beginsWith", { cas: { beginsWith: "5" } }, (r) => r.cas?.startsWith("5") ?? false],
    ["ec ne skips nulls", { ec: { ne: "200-289-5" } }, (r) => r.ec !== null && r.ec !== "200-289-5"],
    ["ec notContains skips nulls", { ec: { notContains: "202-" } }, (r) => r.ec !== null && !r.ec.includes("202-")],
    ["cosing contains", { cosing: { contains: "Humectant" } }, (r) => r.cosing.includes("Humectant")],
    ["cosing notContains", { cosing: { notContains: "Humectant" } }, (r) => !r.cosing.includes("Humectant")],
    ["function contains", { function: { contains: "humectant" } }, (r) => r.function.includes("humectant")],
    ["function attributeExists false", { function: { attributeExists: false } }, (r) => r.function.length === 0],
    ["aspect attributeExists true", { aspect: { attributeExists: true } }, (r) => r.aspect.length > 0],
    ["skinType contains", { skinType: { contains: "dry" } }, (r) => r.skinType.includes("dry")],
    [
      "or",
      { or: [{ cas: { attributeExists: false } }, { function: { contains: "soothing" } }] },
      (r) => r.cas === null || r.function.includes("soothing"),
    ],
    ["not", { not: { aspect: { attributeExists: true } } }, (r) => r.aspect.length === 0],
    [
      "and with not",
      { and: [{ cas: { attributeExists: true } }, { not: { ec: { attributeExists: true } } }] },
      (r) => r.cas !== null && r.ec === null,
    ],
    ["empty or", { or: [] }, () => false, "edge"],
  ];

  it.each(ingredientCases)("filter: %s, in both directions", async (...ingredientCase) => {
    await expectOnSample(ingredientCase);
  });

  /** Every operator on every field of the ingredients, with values taken from the sample. */
  function generatedIngredientCases(): Case<IngredientRecord>[] {
    const records = sample.map(recordOf);
    const cases: Case<IngredientRecord>[] = [];
    for (const field of ingredientStringFields) {
      const value = sampleValue(records, (record) => record[field]);
      if (typeof value !== "string") throw new Error(field);
      cases.push(...stringFieldCases<IngredientRecord>(field, value, 3, false));
    }
    for (const field of ingredientListFields) {
      const value = sampleValue(records, (record) => record[field]);
      if (!Array.isArray(value)) throw new Error(field);
      cases.push(...listFieldCases<IngredientRecord>(field, value[0] ?? "", true));
    }
    return cases;
  }

  it("apply every operator to every field, in both directions", async () => {
    const cases = generatedIngredientCases();
    expect(cases.length).toBe(7 * ingredientStringFields.length + 5 * ingredientListFields.length);
    // The hand-written cases above take each direction on every row; the generated ones take
    // the directions turn about, each case still meeting both.
    for (const generated of cases) await expectOnSample(generated, true);
  });
});

describe(`GraphQL public reads: access and input errors (${testDialect()})`, () => {
  async function status(headers: Record<string, string>) {
    const response = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: "{ listProducts(limit: 1) { items { id } } }" }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it("answers 401 'Unauthorized' without a valid API key", async () => {
    const unauthorized = { errors: [{ message: "Unauthorized", extensions: { code: "UNAUTHORIZED" } }] };
    const headerSets: Record<string, string>[] = [
      {},
      { "x-api-key": "wrong" },
      { "x-api-key": "" },
      { "x-api-key": server.apiKey.toUpperCase() },
    ];
    for (const headers of headerSets) {
      expect(await status(headers)).toEqual({ status: 401, body: unauthorized });
    }
    const anonymous = new GraphQLClient(server.graphqlUrl);
    const error = await failure(anonymous.request(getProductsQuery, { id: all[0]?.id }));
    expect(error).toEqual({ status: 401, message: "Unauthorized", code: "UNAUTHORIZED" });
    const wrongKey = new GraphQLClient(server.graphqlUrl, { headers: { "x-api-key": `${server.apiKey}x` } });
    expect(await failure(wrongKey.request(listProductsQuery, {}))).toEqual(error);
  });

  it("takes a filter at its bounds and refuses one beyond them", async () => {
    const nestedNot = (depth: number): Filter =>
      depth === 0 ? { brand: { eq: "COSRX" } } : { not: nestedNot(depth - 1) };
    const notCosrx = (depth: number) => all.filter((p) => (p.brand === "COSRX") === (depth % 2 === 0));
    expect(await everyMatchingId(nestedNot(5))).toEqual(ids(notCosrx(5)));
    expect((await failure(listProducts({ filter: nestedNot(6) }))).code).toBe("BAD_USER_INPUT");
    const conditions = (count: number): Filter => ({
      and: Array.from({ length: count }, (_, index) => ({ brand: { ne: `brand ${index}` } })),
    });
    expect(await everyMatchingId(conditions(50))).toHaveLength(all.length);
    expect((await failure(listProducts({ filter: conditions(51) }))).code).toBe("BAD_USER_INPUT");
  });

  it("names the bad argument in a BAD_USER_INPUT error", async () => {
    const cases: [ListVariables, string][] = [
      [{ limit: 0 }, "limit"],
      [{ limit: 1001 }, "limit"],
      [{ limit: -5 }, "limit"],
      [{ filter: { skinType: { eq: "dry" } } }, "filter.skinType.eq"],
      [{ filter: { size: { between: [100, 50] } } }, "filter.size.between"],
      [{ filter: { size: { between: [50] } } }, "filter.size.between"],
      [{ filter: { brand: { eq: "x".repeat(201) } } }, "filter.brand.eq"],
      [{ filter: { or: [{ ingredients: { beginsWith: "Water" } }] } }, "ingredients.beginsWith"],
    ];
    for (const [variables, path] of cases) {
      const error = await failure(listProducts(variables));
      expect(error.code, path).toBe("BAD_USER_INPUT");
      expect(error.message, path).toContain(path);
    }
    const ingredientError = await failure(
      ingredientsByIngredient({ ingredient: "Glycerin", filter: { function: { eq: "humectant" } } }),
    );
    expect(ingredientError.code).toBe("BAD_USER_INPUT");
    expect(ingredientError.message).toContain("filter.function.eq");
  });
});
