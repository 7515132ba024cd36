import { describe, expect, it } from "vitest";
import { productTypes } from "~/domain/product-types";
import { skinTypes } from "~/domain/skin-types";
import {
  ingredientsByIngredient,
  listAllIds,
  server,
  setUpProductsApi,
  smallPage,
} from "./support/graphql-products-api";
import { inMarket, screenList } from "./support/screen-lists";
import { testDialect } from "./support/test-database";

/**
 * The API's lists equal the lists the screens show (product type, skin type, ingredient, in each
 * market), paged through with nextToken, over real HTTP through an independent client
 * (graphql-request). Apart from graphql-product-filters.test.ts so that the two run side by side.
 */

setUpProductsApi({ everyNthProduct: 4 });

describe(`GraphQL lists equal the screens' lists (${testDialect()})`, () => {
  it.each(productTypes.flatMap((type) => (["en", "id"] as const).map((market) => [type, market] as const)))(
    `product type %s in %s, paged by ${smallPage}`,
    async (type, market) => {
      const expected = await screenList((page) => server.services.catalog.listByProductType(type, market, page));
      expect(await listAllIds({ productType: { eq: type }, ...inMarket(market) }, smallPage)).toEqual(expected);
    },
  );

  it.each(skinTypes.flatMap((skinType) => (["en", "id"] as const).map((market) => [skinType, market] as const)))(
    `skin type %s in %s, paged by ${smallPage}`,
    async (skinType, market) => {
      const expected = await screenList((page) => server.services.catalog.listBySkinType(skinType, market, page));
      expect(await listAllIds({ skinType: { contains: skinType }, ...inMarket(market) }, smallPage)).toEqual(expected);
    },
  );

  it.each(
    ["niacinamide", "glycerin", "centella-asiatica-extract", "adenosine"].flatMap((id) =>
      (["en", "id"] as const).map((market) => [id, market] as const),
    ),
  )(`ingredient %s in %s, paged by ${smallPage}, by name and by id`, async (ingredientId, market) => {
    const expected = await screenList((page) => server.services.catalog.listByIngredient(ingredientId, market, page));
    const [record] = (await ingredientsByIngredient({ ingredient: ingredientId })).items;
    expect(record?.id).toBe(ingredientId);
    const byName = await listAllIds({ ingredients: { contains: record?.ingredient }, ...inMarket(market) }, smallPage);
    expect(byName).toEqual(expected);
    const byId = await listAllIds({ ingredient_clean: { contains: ingredientId }, ...inMarket(market) }, smallPage);
    expect(byId).toEqual(expected);
  });

  it("accepts the language filter written as 'not empty' (ne: \"\")", async () => {
    const expected = await screenList((page) => server.services.catalog.listBySkinType("combination", "id", page));
    expect(await listAllIds({ skinType: { contains: "combination" }, shoppee: { ne: "" } }, smallPage)).toEqual(
      expected,
    );
  });
});
