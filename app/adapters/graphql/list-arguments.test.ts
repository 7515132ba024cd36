import type { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ingredientsByIngredientRequest, invalidNextTokenMessage, listProductsRequest } from "./list-arguments";

function refusal(run: () => unknown): { message: string; code: unknown } {
  try {
    run();
  } catch (error) {
    const { message, extensions } = error as GraphQLError;
    return { message, code: extensions.code };
  }
  throw new Error("expected a refusal");
}

describe("listProducts arguments", () => {
  it("defaults to the first 100 of everything", () => {
    expect(listProductsRequest({})).toEqual({ filter: null, limit: 100, nextToken: null });
    expect(listProductsRequest({ filter: null, limit: null, nextToken: null })).toEqual({
      filter: null,
      limit: 100,
      nextToken: null,
    });
  });

  it("passes a valid limit, token and filter on", () => {
    expect(listProductsRequest({ filter: { brand: { eq: "COSRX" } }, limit: 7, nextToken: "abc" })).toEqual({
      filter: { brand: { eq: "COSRX" } },
      limit: 7,
      nextToken: "abc",
    });
    expect(listProductsRequest({ limit: 1000 }).limit).toBe(1000);
  });

  it("refuses a limit outside 1…1000 as bad user input", () => {
    for (const limit of [0, -1, 1001, 1_000_000]) {
      expect(refusal(() => listProductsRequest({ limit }))).toEqual({
        message: "limit: must be between 1 and 1000",
        code: "BAD_USER_INPUT",
      });
    }
  });

  it("refuses a token that cannot be ours", () => {
    for (const nextToken of ["", "x".repeat(5000)]) {
      expect(refusal(() => listProductsRequest({ nextToken }))).toEqual({
        message: `nextToken: ${invalidNextTokenMessage}`,
        code: "BAD_USER_INPUT",
      });
    }
  });

  it("names every bad argument in one message", () => {
    expect(refusal(() => listProductsRequest({ filter: { skinType: { eq: "oily" } }, limit: 0 })).message).toBe(
      "filter.skinType.eq: list fields take contains, notContains or attributeExists; limit: must be between 1 and 1000",
    );
  });
});

describe("ingredientsByIngredient arguments", () => {
  it("defaults to ascending order", () => {
    expect(ingredientsByIngredientRequest({ ingredient: " Niacinamide " })).toEqual({
      ingredient: "Niacinamide",
      sortDirection: "ASC",
      filter: null,
      limit: 100,
      nextToken: null,
    });
    expect(ingredientsByIngredientRequest({ ingredient: "Water", sortDirection: "DESC" }).sortDirection).toBe("DESC");
  });

  it("wants an ingredient name", () => {
    expect(refusal(() => ingredientsByIngredientRequest({ ingredient: "  " })).message).toBe(
      "ingredient: must name an ingredient",
    );
    expect(refusal(() => ingredientsByIngredientRequest({ ingredient: "a".repeat(201) })).message).toBe(
      "ingredient: must be at most 200 characters",
    );
  });
});
