import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  listFilterNames,
  listFilterQuery,
  maxBrandFilters,
  noListFilters,
  parseListFilters,
} from "./list-filters";

describe("parseListFilters", () => {
  it("reads every filter the URL names", () => {
    const params = new URLSearchParams(
      "type=toner&type=essence&skin=oily&concern=acne&concern=pores&brand=COSRX&brand=Beauty+of+Joseon&price=2&per10=1&free=fragrance&free=drying-alcohol&with=niacinamide&without=alcohol-denat",
    );
    expect(parseListFilters(params, "GBP")).toEqual({
      productTypes: ["toner", "essence"],
      skinTypes: ["oily"],
      concerns: ["acne", "pores"],
      brands: ["Beauty of Joseon", "COSRX"],
      priceBand: 2,
      unitPriceBand: 1,
      freeOf: ["fragrance", "drying-alcohol"],
      withIngredient: "niacinamide",
      withoutIngredient: "alcohol-denat",
    });
  });

  it("leaves out what it does not know, empty choices and bands out of range", () => {
    const params = new URLSearchParams(
      "type=lipstick&skin=&concern=wrinkle&brand=+&price=9&per10=&free=gluten&with=Niacin%20amide&without=%27%3B--&page=2",
    );
    expect(parseListFilters(params, "IDR")).toEqual(noListFilters);
    expect(parseListFilters(new URLSearchParams("price=4"), "GBP").priceBand).toBe(4);
    expect(parseListFilters(new URLSearchParams("per10=4"), "GBP").unitPriceBand).toBeNull();
  });
});

describe("brands in a URL", () => {
  it("keeps each brand once, trimmed, A–Z whatever its case, and at most twenty", () => {
    const params = new URLSearchParams("brand=isntree&brand=+COSRX+&brand=innisfree&brand=COSRX");
    expect(parseListFilters(params, "GBP").brands).toEqual(["COSRX", "innisfree", "isntree"]);
    const many = new URLSearchParams(Array.from({ length: 25 }, (_, index) => ["brand", `Brand ${index + 10}`]));
    expect(parseListFilters(many, "GBP").brands).toHaveLength(maxBrandFilters);
  });
});

describe("listFilterQuery", () => {
  it("writes the filters in one order, whatever order the URL had", () => {
    const filters = parseListFilters(
      new URLSearchParams("brand=Isntree&free=fragrance&concern=redness&skin=dry&type=toner&brand=Anua&skin=oily"),
      "GBP",
    );
    expect(listFilterQuery(filters)).toBe(
      "type=toner&skin=oily&skin=dry&concern=redness&brand=Anua&brand=Isntree&free=fragrance",
    );
    expect(listFilterQuery(noListFilters)).toBe("");
    expect(activeFilterCount(filters)).toBe(7);
  });
});

describe("listFilterFields", () => {
  it("reads back every filter's canonical query as the same filters", () => {
    const chosen = parseListFilters(
      new URLSearchParams(
        "type=treatment&skin=dry&concern=redness&brand=Anua&price=4&per10=3&free=fragrance&with=panthenol&without=retinol",
      ),
      "IDR",
    );
    expect(activeFilterCount(chosen)).toBe(9);
    for (const name of listFilterNames) {
      const one = { ...noListFilters, [name]: chosen[name] };
      expect(one[name], name).not.toEqual(noListFilters[name]);
      expect(parseListFilters(new URLSearchParams(listFilterQuery(one)), "IDR"), name).toEqual(one);
      expect(activeFilterCount(one), name).toBe(1);
    }
  });
});
