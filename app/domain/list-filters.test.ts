import { describe, expect, it } from "vitest";
import { activeFilterCount, listFilterQuery, noListFilters, parseListFilters } from "./list-filters";

describe("parseListFilters", () => {
  it("reads every filter the URL names", () => {
    const params = new URLSearchParams(
      "type=toner&type=essence&skin=oily&price=2&per10=1&free=fragrance&free=drying-alcohol&with=niacinamide&without=alcohol-denat",
    );
    expect(parseListFilters(params, "GBP")).toEqual({
      productTypes: ["toner", "essence"],
      skinTypes: ["oily"],
      priceBand: 2,
      unitPriceBand: 1,
      freeOf: ["fragrance", "drying-alcohol"],
      withIngredient: "niacinamide",
      withoutIngredient: "alcohol-denat",
    });
  });

  it("leaves out what it does not know, empty choices and bands out of range", () => {
    const params = new URLSearchParams(
      "type=lipstick&skin=&price=9&per10=&free=gluten&with=Niacin%20amide&without=%27%3B--&page=2",
    );
    expect(parseListFilters(params, "IDR")).toEqual(noListFilters);
    expect(parseListFilters(new URLSearchParams("price=4"), "GBP").priceBand).toBe(4);
    expect(parseListFilters(new URLSearchParams("per10=4"), "GBP").unitPriceBand).toBeNull();
  });
});

describe("listFilterQuery", () => {
  it("writes the filters in one order, whatever order the URL had", () => {
    const filters = parseListFilters(new URLSearchParams("free=fragrance&skin=dry&type=toner&skin=oily"), "GBP");
    expect(listFilterQuery(filters)).toBe("type=toner&skin=oily&skin=dry&free=fragrance");
    expect(listFilterQuery(noListFilters)).toBe("");
    expect(activeFilterCount(filters)).toBe(4);
  });
});
