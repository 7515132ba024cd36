import { GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "./support/api-server";
import { testDialect } from "./support/test-database";

/**
 * Shoppers' ratings on other sites (docs/rules.md, "Community ratings"), on the run's dialect over
 * the demo catalogue as the import builds it from data/: the product page's view and
 * `Products.communityRatings` in the API, each rating as its site showed it.
 */
let api: ApiServer;
let client: GraphQLClient;

// Rated on Female Daily (a row without a list, products_indonesia_femaledaily_2025.csv) and on
// Soko Glam (products_kbeauty_sokoglam_2022.csv); its list comes from other sources.
const calmingCream = "klairs-midnight-blue-calming-cream";
const femaleDaily = {
  site: "female-daily",
  stars: 4.3,
  reviewCount: 465,
  url: "https://reviews.femaledaily.com/products/moisturizer/cream-1/dear-klairs/midnight-blue-calming-cream-1",
  observedOn: "2025-11-01",
  source: "femaledaily-2025",
};
const sokoGlam = {
  site: "soko-glam",
  stars: 4.4,
  reviewCount: 460,
  url: null,
  observedOn: "2022-02-01",
  source: "sokoglam-2022",
};

beforeAll(async () => {
  api = await startApiServer();
  client = new GraphQLClient(api.graphqlUrl, { headers: { "x-api-key": api.apiKey } });
});

afterAll(async () => {
  await api?.close();
});

describe(`community ratings (${testDialect()})`, () => {
  it("gives the product page each site's rating as the site showed it, one per site", async () => {
    for (const market of ["en", "id"] as const) {
      const product = await api.services.catalog.productDetail(calmingCream, market);
      expect(product?.ratings).toEqual([femaleDaily, sokoGlam]);
    }
  });

  it("serves the same ratings in the API, and an empty list for a product no site rated", async () => {
    const unrated = await api.database.db
      .selectFrom("products")
      .select("id")
      .where("id", "not in", api.database.db.selectFrom("product_ratings").select("product_id"))
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const fields = "site stars reviewCount url observedOn source";
    const answer = await client.request<{
      rated: { communityRatings: unknown[] };
      unrated: { communityRatings: unknown[] };
    }>(
      `query ($rated: ID!, $unrated: ID!) {
        rated: getProducts(id: $rated) { communityRatings { ${fields} } }
        unrated: getProducts(id: $unrated) { communityRatings { ${fields} } }
      }`,
      { rated: calmingCream, unrated: unrated.id },
    );
    expect(answer.rated.communityRatings).toEqual([femaleDaily, sokoGlam]);
    expect(answer.unrated.communityRatings).toEqual([]);
  });

  it("reads every product's ratings of a page in one list, each with its own", async () => {
    const answer = await client.request<{
      listProducts: { items: { id: string; communityRatings: { site: string }[] }[] };
    }>(`{ listProducts(limit: 50) { items { id communityRatings { site } } } }`);
    const rated = answer.listProducts.items.filter((item) => item.communityRatings.length > 0);
    expect(rated.length).toBeGreaterThan(0);
    for (const item of rated) {
      const stored = await api.database.db
        .selectFrom("product_ratings")
        .select("site")
        .where("product_id", "=", item.id)
        .execute();
      expect(item.communityRatings.map((rating) => rating.site).toSorted()).toEqual(
        stored.map((row) => row.site).toSorted(),
      );
    }
  });
});
