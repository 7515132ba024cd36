import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListFilters, noListFilters } from "~/domain/list-filters";
import type { Market } from "~/domain/markets";
import type { ProductType } from "~/domain/product-types";
import { productSuggestionLimit, suggestionListSchema } from "~/domain/search-suggestions";
import type { SearchResult } from "~/server/catalog/search-service.server";
import { type PageServer, startPageServer } from "./support/page-server";
import { catalogueServicesForFile } from "./support/catalogue-services";
import { productTypeTitles } from "../support/product-type-titles";
import { testDialect } from "./support/test-database";

/**
 * Search (docs/search.md) on the run's dialect over the demo catalogue: SQLite's FTS5 index or
 * PostgreSQL's full-text index, the same answers on both. Each query of the table must bring the
 * named product into the first three; the others check what a shopper would see: the type,
 * concern, skin type or ingredient the words mean, and a plain "nothing" for gibberish. Then the
 * suggestions as one types, and the lists' filters on the results, down to the page the site
 * serves (which needs `npm run build`).
 */
const services = catalogueServicesForFile();

const firstPage = { offset: 0, limit: 10 };
const topThree = (result: SearchResult) => result.products.items.slice(0, 3).map((product) => product.id);

describe(`search: products by name, brand and misspellings (${testDialect()})`, () => {
  it.each([
    ["snail cosrx", "cosrx-advanced-snail-96-mucin-power-essence"],
    ["cosrx snial", "cosrx-advanced-snail-96-mucin-power-essence"],
    ["COSRX Advanced Snail 96 Mucin Power Essence", "cosrx-advanced-snail-96-mucin-power-essence"],
    ["torriden dive in", "torriden-dive-in-low-molecular-hyaluronic-acid-serum"],
    ["toriden dive in serum", "torriden-dive-in-low-molecular-hyaluronic-acid-serum"],
    ["beauty of joseon relief sun", "beauty-of-joseon-sunscreen-rice-probiotics"],
    ["anua heartleaf toner", "anua-heartleaf-77-soothing-toner"],
    ["dynasty cream", "beauty-of-joseon-dynasty-cream"],
  ] as const)("finds %s: %s in the first three, in both markets", async (query, productId) => {
    for (const market of ["en", "id"] as Market[]) {
      const result = await services.search.search(query, market, firstPage, null);
      expect(topThree(result), `${query} (${market})`).toContain(productId);
    }
  });

  it("puts the product a query names in full first, and says when it corrected a word", async () => {
    const exact = await services.search.search("Anua Heartleaf 77% Soothing Toner", "en", firstPage, null);
    expect(exact.products.items[0]?.id).toBe("anua-heartleaf-77-soothing-toner");
    const corrected = await services.search.search("cosrx snial", "en", firstPage, null);
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
    ["Cleansing Oil & Balm", "oil-based cleanser"],
  ] as const)("reads %s as the product type %s", async (query, productType) => {
    const result = await services.search.search(query, "id", firstPage, null);
    expect(result.productTypes).toEqual([productType]);
    expect(result.products.total).toBeGreaterThan(10);
    expect(result.products.items.every((product) => product.productType === productType)).toBe(true);
  });

  it("reads each type's Indonesian title as that type (docs/screens.md, 'Indonesian names of the product types')", async () => {
    // "Serum" and "Essence" name products of other types too ("Eye Serum"), so only the reading
    // is checked, not every product's type.
    const titles = productTypeTitles.id;
    for (const [productType, title] of Object.entries(titles)) {
      const result = await services.search.search(title, "id", firstPage, null);
      expect(result.productTypes, title).toEqual([productType]);
      expect(result.products.total, title).toBeGreaterThan(10);
    }
  });

  it("reads concerns and skin types in Indonesian", async () => {
    const acne = await services.search.search("jerawat", "id", { offset: 0, limit: 50 }, null);
    expect(acne.reading).toBe("meaning");
    expect(acne.products.items.every((product) => product.aspects.includes("acne"))).toBe(true);
    const oily = await services.search.search("kulit berminyak", "id", { offset: 0, limit: 50 }, null);
    expect(oily.products.items.every((product) => product.skinTypes.includes("oily"))).toBe(true);
    const both = await services.search.search("pelembap untuk jerawat", "id", { offset: 0, limit: 50 }, null);
    expect(both.products.total).toBeGreaterThan(0);
    expect(both.products.total).toBeLessThan(acne.products.total);
    expect(
      both.products.items.every((product) => product.productType === "moisturizer" && product.aspects.includes("acne")),
    ).toBe(true);
  });

  it("finds ingredients by their common names and their INCI names", async () => {
    const hyaluronic = await services.search.search("hyaluronic acid", "en", firstPage, null);
    expect(hyaluronic.ingredients.map((ingredient) => ingredient.id)).toEqual(
      expect.arrayContaining(["sodium-hyaluronate", "hyaluronic-acid"]),
    );
    const cica = await services.search.search("cica", "en", firstPage, null);
    expect(cica.ingredients.map((ingredient) => ingredient.id)).toContain("centella-asiatica-extract");
    const vitaminC = await services.search.search("vitamin c", "id", firstPage, null);
    expect(vitaminC.ingredients.map((ingredient) => ingredient.id)).toContain("ascorbic-acid");
    expect(vitaminC.products.total).toBeGreaterThan(0);
    const niacinamide = await services.search.search("niacinamide", "en", firstPage, null);
    expect(niacinamide.ingredients[0]?.id).toBe("niacinamide");
  });

  it("says plainly when nothing matches, and reads query syntax as plain words", async () => {
    const nothing = await services.search.search("xyzzy qwertz", "en", firstPage, null);
    expect(nothing).toMatchObject({ reading: "none", ingredients: [], productTypes: [] });
    expect(nothing.products.total).toBe(0);
    for (const query of ["", "   ", "%", "\u0000", "*", "--", "'()"]) {
      const result = await services.search.search(query, "en", firstPage, null);
      expect(result.products.total, JSON.stringify(query)).toBe(0);
    }
    // FTS5 and tsquery operators are not operators here: only the words count.
    const quoted = await services.search.search('"snail"* AND cosrx:* | !essence', "en", firstPage, null);
    const plain = await services.search.search("snail and cosrx essence", "en", firstPage, null);
    expect(topThree(quoted)).toEqual(topThree(plain));
    expect(quoted.products.total).toBeGreaterThan(0);
    const injection = await services.search.search("' or 1=1 --", "en", firstPage, null);
    expect(injection.products.total).toBe(
      (await services.search.search("or 1 1", "en", firstPage, null)).products.total,
    );
  });
});

type Expected =
  | { brand: string }
  | { product: string }
  | { ingredient: string }
  | { productType: ProductType; productsOfType?: true };

const suggestionCases: [string, Market, Expected][] = [
  ["cosr", "en", { brand: "COSRX" }],
  ["cosr", "id", { brand: "COSRX" }],
  ["beauty of jo", "en", { brand: "Beauty of Joseon" }],
  ["cosrx snial", "en", { product: "cosrx-advanced-snail-96-mucin-power-essence" }],
  ["torriden dive", "id", { product: "torriden-dive-in-low-molecular-hyaluronic-acid-serum" }],
  ["niacin", "en", { ingredient: "niacinamide" }],
  ["snail", "en", { ingredient: "snail-secretion-filtrate" }],
  ["cica", "id", { ingredient: "centella-asiatica-extract" }],
  ["vitamin c", "id", { ingredient: "ascorbic-acid" }],
  ["pelem", "id", { productType: "moisturizer", productsOfType: true }],
  ["tabir", "id", { productType: "spf", productsOfType: true }],
  ["eye", "en", { productType: "eye-cream" }],
  ["serum", "en", { productType: "treatment" }],
];

describe(`search: suggestions as you type (${testDialect()})`, () => {
  it.each(suggestionCases)("suggests for “%s” (%s): %o", async (query, market, expected) => {
    const found = await services.search.suggest(query, market);
    expect(found.products.length).toBeLessThanOrEqual(productSuggestionLimit);
    expect(found.ingredients.length).toBeLessThanOrEqual(3);
    if ("brand" in expected) {
      expect(found.products.length).toBe(productSuggestionLimit);
      expect(found.products.every((product) => product.brand === expected.brand)).toBe(true);
    }
    if ("product" in expected) expect(found.products.map((product) => product.id)).toContain(expected.product);
    if ("ingredient" in expected) {
      expect(found.ingredients.map((ingredient) => ingredient.id)).toContain(expected.ingredient);
    }
    if ("productType" in expected) {
      expect(found.productTypes).toContain(expected.productType);
      if (expected.productsOfType) {
        // Nothing is named so: the products are the type's most popular.
        const cards = await services.catalog.productsByIds(
          found.products.map((product) => product.id),
          market,
        );
        expect(cards).toHaveLength(productSuggestionLimit);
        expect(cards.every((card) => card.productType === expected.productType)).toBe(true);
      }
    }
  });

  it("suggests nothing for one letter or gibberish, and reads query syntax as words", async () => {
    for (const query of ["c", " ", "xyzzy qwertz", "%", "*"]) {
      expect(await services.search.suggest(query, "en"), JSON.stringify(query)).toEqual({
        products: [],
        ingredients: [],
        productTypes: [],
      });
    }
    const quoted = await services.search.suggest('"cosrx"* AND', "en");
    expect(quoted.products.map((product) => product.brand)).toContain("COSRX");
  });
});

describe(`search: the lists' filters on the results (${testDialect()})`, () => {
  const everything = { offset: 0, limit: 500 };
  const freeOfFragrance: ListFilters = { ...noListFilters, freeOf: ["fragrance"] };

  it("narrows what the query found, in the same order, and each count is what choosing it shows", async () => {
    const all = await services.search.search("serum", "en", everything, null);
    const narrowed = await services.search.search("serum", "en", everything, null, freeOfFragrance);
    expect(narrowed.products.total).toBeGreaterThan(0);
    expect(narrowed.products.total).toBeLessThan(all.products.total);
    // The filters never change what the query found or how it was read.
    expect(narrowed.matching).toEqual(all.matching);
    expect(narrowed.reading).toBe(all.reading);
    const kept = new Set(narrowed.products.items.map((product) => product.id));
    expect(narrowed.products.items.map((product) => product.id)).toEqual(
      all.products.items.map((product) => product.id).filter((id) => kept.has(id)),
    );

    const counts = await services.catalog.filterCounts(narrowed.matching, "en", freeOfFragrance);
    expect(counts.freeOf.fragrance).toBe(narrowed.products.total);
    const oily = await services.search.search("serum", "en", everything, null, {
      ...freeOfFragrance,
      skinTypes: ["oily"],
    });
    expect(counts.skinTypes.oily).toBe(oily.products.total);
    expect(oily.products.items.every((product) => product.skinTypes.includes("oily"))).toBe(true);
  });

  it("says so when the filters leave nothing of what the query found", async () => {
    const none = await services.search.search("pelembap", "id", everything, null, {
      ...noListFilters,
      productTypes: ["toner"],
    });
    expect(none.products.total).toBe(0);
    expect(none.matching.ids.length).toBeGreaterThan(10);
  });
});

/** The values of a form field's ticked boxes in a page's HTML. */
function checkedValues(html: string, name: string): string[] {
  return [...html.matchAll(/<input type="checkbox"[^>]*>/g)]
    .map(([input]) => input)
    .filter((input) => input.includes(` name="${name}"`) && input.includes(' checked=""'))
    .map((input) => /value="([^"]*)"/.exec(input)?.[1] ?? "");
}

describe(`search pages as the site serves them (${testDialect()})`, () => {
  let site: PageServer;

  beforeAll(async () => {
    site = await startPageServer();
  });

  afterAll(async () => {
    await site?.close();
  });

  it("keeps the query in the filter form, the canonical URL and Show More", async () => {
    const narrowed = await services.search.search("serum", "en", { offset: 0, limit: 10 }, null, {
      ...noListFilters,
      freeOf: ["fragrance"],
    });
    const response = await fetch(`${site.baseUrl}/en/search?free=fragrance&q=serum&free=nonsense`);
    expect(response.status).toBe(200);
    // React writes `<!-- -->` between neighbouring texts; each check reads one small part.
    const page = (await response.text()).replace(/<!-- -->/g, "");
    expect(page).toContain('<input type="hidden" name="q" value="serum"/>');
    expect(checkedValues(page, "free")).toEqual(["fragrance"]);
    const total = String(narrowed.products.total);
    expect(/Free of fragrance <span class="filter-count">\((\d+)\)/.exec(page)?.[1]).toBe(total);
    expect(/>(\d+) products</.exec(page)?.[1]).toBe(total);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(page)?.[1]).toBe(
      `${site.baseUrl}/en/search?q=serum&amp;free=fragrance`,
    );
    expect(/href="([^"]*page=2)"/.exec(page)?.[1]).toBe(
      "/en/search?free=fragrance&amp;q=serum&amp;free=nonsense&amp;page=2",
    );
  });

  it("answers suggestions as JSON that caches may keep, in the visitor's language", async () => {
    const response = await fetch(`${site.baseUrl}/id/search/suggestions?q=${encodeURIComponent("Tabir")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const body = suggestionListSchema.parse(await response.json());
    expect(body.productTypes).toEqual([{ title: "Sunscreen", path: "/id/producttype/spf" }]);
    expect(body.products.every((product) => product.path.startsWith("/id/dp/"))).toBe(true);
    expect((await fetch(`${site.baseUrl}/xx/search/suggestions?q=cosr`)).status).toBe(404);
  });
});
