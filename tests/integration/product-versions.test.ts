import { GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "./support/api-server";
import { testDialect } from "./support/test-database";

/**
 * Products sold in versions (docs/catalogue.md, "Products sold in versions"), on the run's dialect
 * over the demo catalogue as the import builds it from data/: what the import stores, the product
 * page's view and `Products.versions` in the API.
 */
let api: ApiServer;
let client: GraphQLClient;

// Sociolla 2023 sells the foam as "Rice" or "Green Tea"; its list (Sociolla 2025) holds Rice
// Ferment Filtrate and no Camellia Sinensis.
const foam = "holika-holika-daily-fresh-cleansing-foam";
const foamVersions = {
  names: ["Rice", "Green Tea"],
  listVersion: "Rice",
  observedOn: "2023-12-08",
  source: "sociolla-2023",
};
// The range sold in twelve versions; its list (Sociolla 2025's bare name) holds green tea and
// mugwort, so it does not tell which version it is.
const maskRange = "holika-holika-pure-essence-mask-sheet";
// One version of that range, sold under its own name: it keeps its own list, with avocado.
const avocadoSheet = "holika-holika-pure-essence-mask-sheet-avocado";

beforeAll(async () => {
  api = await startApiServer();
  client = new GraphQLClient(api.graphqlUrl, { headers: { "x-api-key": api.apiKey } });
});

afterAll(async () => {
  await api?.close();
});

describe(`products sold in versions (${testDialect()})`, () => {
  it("stores the versions the import found, and none for any other product", async () => {
    const stored = await api.database.db
      .selectFrom("products")
      .select("id")
      .where("versions", "is not", null)
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.id)).toEqual([foam, maskRange]);
  });

  it("gives the product page the versions and which one the list is, in both markets", async () => {
    for (const market of ["en", "id"] as const) {
      expect((await api.services.catalog.productDetail(foam, market))?.versions).toEqual(foamVersions);
      const range = await api.services.catalog.productDetail(maskRange, market);
      expect(range?.versions?.names).toContain("Cucumber");
      expect(range?.versions?.listVersion).toBeNull();
      const avocado = await api.services.catalog.productDetail(avocadoSheet, market);
      expect(avocado?.versions).toBeNull();
      expect(avocado?.ingredients.map((ingredient) => ingredient.name)).toContain("Persea Gratissima Fruit Extract");
    }
  });

  it("serves the versions in the API, and null for a product no source sells in versions", async () => {
    const fields = "names listVersion observedOn source";
    const answer = await client.request<{
      foam: { versions: unknown };
      range: { versions: { names: string[]; listVersion: string | null } | null };
      avocado: { versions: unknown };
    }>(
      `query ($foam: ID!, $range: ID!, $avocado: ID!) {
        foam: getProducts(id: $foam) { versions { ${fields} } }
        range: getProducts(id: $range) { versions { ${fields} } }
        avocado: getProducts(id: $avocado) { versions { ${fields} } }
      }`,
      { foam, range: maskRange, avocado: avocadoSheet },
    );
    expect(answer.foam.versions).toEqual(foamVersions);
    expect(answer.range.versions?.names).toHaveLength(12);
    expect(answer.range.versions?.listVersion).toBeNull();
    expect(answer.avocado.versions).toBeNull();
  });

  it("reads the versions of a page of products in one list, each with its own", async () => {
    const answer = await client.request<{
      listProducts: { items: { id: string; versions: { names: string[] } | null }[] };
    }>(`{ listProducts(limit: 100, filter: { brand: { eq: "Holika Holika" } }) { items { id versions { names } } } }`);
    const withVersions = answer.listProducts.items.filter((item) => item.versions !== null);
    expect(withVersions.map((item) => item.id).toSorted()).toEqual([foam, maskRange]);
    expect(answer.listProducts.items.length).toBeGreaterThan(withVersions.length);
  });
});
