import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Market } from "~/domain/markets";
import { createCatalogService } from "~/server/catalog/catalog-service.server";
import { createSearchService, type SearchResult, type SearchService } from "~/server/catalog/search-service.server";
import { createTestDatabase, type TestDatabase, testDialect } from "./support/test-database";

/**
 * Search (docs/search.md) on the run's dialect over the demo catalogue: SQLite's FTS5 index or
 * PostgreSQL's full-text index, the same answers on both. Each query of the table must bring the
 * named product into the first three; the others check what a shopper would see: the type,
 * concern, skin type or ingredient the words mean, and a plain "nothing" for gibberish.
 */
let database: TestDatabase;
let search: SearchService;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  search = createSearchService(database.db, createCatalogService(database.db));
});

afterAll(async () => {
  await database?.destroy();
});

const firstPage = { offset: 0, limit: 10 };
const topThree = (result: SearchResult) => result.products.items.slice(0, 3).map((product) => product.id);

describe(`search: products by name, brand and misspellings (${testDialect()})`, () => {
  it.each([
    ["snail cosrx", "cosrx-advanced-snail-96-mucin-power-essence"],
    ["cosrx snial", "cosrx-advanced-snail-96-mucin-power-essence"],
    ["COSRX Advanced Snail 96 Mucin Power Essence", "cosrx-advanced-snail-96-mucin-power-essence"],
    ["torriden dive in", "torriden-dive-in-5d-hyaluronic-acid-ultra-hydrating-serum"],
    ["toriden dive in serum", "torriden-dive-in-low-molecular-hyaluronic-acid-serum"],
    ["beauty of joseon relief sun", "beauty-of-joseon-sunscreen-rice-probiotics"],
    ["anua heartleaf toner", "anua-heartleaf-77-soothing-toner"],
    ["dynasty cream", "beauty-of-joseon-dynasty-cream"],
  ] as const)("finds %s: %s in the first three, in both markets", async (query, productId) => {
    for (const market of ["en", "id"] as Market[]) {
      const result = await search.search(query, market, firstPage, null);
      expect(topThree(result), `${query} (${market})`).toContain(productId);
    }
  });

  it("puts the product a query names in full first, and says when it corrected a word", async () => {
    const exact = await search.search("Anua Heartleaf 77% Soothing Toner", "en", firstPage, null);
    expect(exact.products.items[0]?.id).toBe("anua-heartleaf-77-soothing-toner");
    const corrected = await search.search("cosrx snial", "en", firstPage, null);
    expect(corrected.correctedQuery).toBe("cosrx snail");
    expect(corrected.reading).toBe("words");
    expect(corrected.products.items.every((product) => product.brand === "COSRX")).toBe(true);
  });
});

describe(`search: what the words mean (${testDialect()})`, () => {
  it.each([
    ["pelembap", "moisturizer"],
    ["tabir surya", "spf"],
    ["sabun muka", "water-based cleanser"],
  ] as const)("reads %s as the product type %s", async (query, productType) => {
    const result = await search.search(query, "id", firstPage, null);
    expect(result.productTypes).toEqual([productType]);
    expect(result.products.total).toBeGreaterThan(10);
    expect(result.products.items.every((product) => product.productType === productType)).toBe(true);
  });

  it("reads concerns and skin types in Indonesian", async () => {
    const acne = await search.search("jerawat", "id", { offset: 0, limit: 50 }, null);
    expect(acne.reading).toBe("meaning");
    expect(acne.products.items.every((product) => product.aspects.includes("acne"))).toBe(true);
    const oily = await search.search("kulit berminyak", "id", { offset: 0, limit: 50 }, null);
    expect(oily.products.items.every((product) => product.skinTypes.includes("oily"))).toBe(true);
    const both = await search.search("pelembap untuk jerawat", "id", { offset: 0, limit: 50 }, null);
    expect(both.products.total).toBeGreaterThan(0);
    expect(both.products.total).toBeLessThan(acne.products.total);
    expect(
      both.products.items.every((product) => product.productType === "moisturizer" && product.aspects.includes("acne")),
    ).toBe(true);
  });

  it("finds ingredients by their common names and their INCI names", async () => {
    const hyaluronic = await search.search("hyaluronic acid", "en", firstPage, null);
    expect(hyaluronic.ingredients.map((ingredient) => ingredient.id)).toEqual(
      expect.arrayContaining(["sodium-hyaluronate", "hyaluronic-acid"]),
    );
    const cica = await search.search("cica", "en", firstPage, null);
    expect(cica.ingredients.map((ingredient) => ingredient.id)).toContain("centella-asiatica-extract");
    const vitaminC = await search.search("vitamin c", "id", firstPage, null);
    expect(vitaminC.ingredients.map((ingredient) => ingredient.id)).toContain("ascorbic-acid");
    expect(vitaminC.products.total).toBeGreaterThan(0);
    const niacinamide = await search.search("niacinamide", "en", firstPage, null);
    expect(niacinamide.ingredients[0]?.id).toBe("niacinamide");
  });

  it("says plainly when nothing matches, and reads query syntax as plain words", async () => {
    const nothing = await search.search("xyzzy qwertz", "en", firstPage, null);
    expect(nothing).toMatchObject({ reading: "none", ingredients: [], productTypes: [] });
    expect(nothing.products.total).toBe(0);
    for (const query of ["", "   ", "%", "\u0000", "*", "--", "'()"]) {
      const result = await search.search(query, "en", firstPage, null);
      expect(result.products.total, JSON.stringify(query)).toBe(0);
    }
    // FTS5 and tsquery operators are not operators here: only the words count.
    const quoted = await search.search('"snail"* AND cosrx:* | !essence', "en", firstPage, null);
    const plain = await search.search("snail and cosrx essence", "en", firstPage, null);
    expect(topThree(quoted)).toEqual(topThree(plain));
    expect(quoted.products.total).toBeGreaterThan(0);
    const injection = await search.search("' or 1=1 --", "en", firstPage, null);
    expect(injection.products.total).toBe((await search.search("or 1 1", "en", firstPage, null)).products.total);
  });
});
