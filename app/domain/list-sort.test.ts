import { describe, expect, it } from "vitest";
import {
  canonicalSortParam,
  defaultSort,
  joinQuery,
  parseSort,
  putsUnpricedLast,
  sortChoices,
  sortParam,
  type SortContext,
} from "./list-sort";

const signedOut: SortContext = { hasProfile: false, search: false };
const withProfile: SortContext = { hasProfile: true, search: false };
const search: SortContext = { hasProfile: true, search: true };

describe("sortChoices and defaultSort", () => {
  it("offers match only with a profile, and puts the default first", () => {
    expect(sortChoices(signedOut)).toEqual(["popularity", "price", "per10", "name"]);
    expect(sortChoices(withProfile)).toEqual(["match", "popularity", "price", "per10", "name"]);
    expect(sortChoices(search)).toEqual(["relevance", "match", "popularity", "price", "per10", "name"]);
    for (const context of [signedOut, withProfile, search]) {
      expect(defaultSort(context)).toBe(sortChoices(context)[0]);
    }
  });
});

describe("parseSort", () => {
  it("reads an order the page offers", () => {
    expect(parseSort(new URLSearchParams("sort=price"), signedOut)).toBe("price");
    expect(parseSort(new URLSearchParams("skin=oily&sort=per10"), withProfile)).toBe("per10");
    expect(parseSort(new URLSearchParams("sort=match"), withProfile)).toBe("match");
  });

  it("ignores an unknown order, an empty one, and match without a profile", () => {
    expect(parseSort(new URLSearchParams("sort=cheapest"), withProfile)).toBe("match");
    expect(parseSort(new URLSearchParams("sort="), signedOut)).toBe("popularity");
    expect(parseSort(new URLSearchParams("sort=match"), signedOut)).toBe("popularity");
    expect(parseSort(new URLSearchParams("sort=relevance"), withProfile)).toBe("match");
    expect(parseSort(new URLSearchParams(""), search)).toBe("relevance");
  });
});

describe("sortParam and canonicalSortParam", () => {
  it("leaves the default order out of links", () => {
    expect(sortParam("popularity", signedOut)).toBe("");
    expect(sortParam("popularity", withProfile)).toBe("sort=popularity");
    expect(sortParam("match", withProfile)).toBe("");
    expect(sortParam("price", search)).toBe("sort=price");
  });

  it("keeps in the canonical URL only the orders every visitor gets alike", () => {
    expect(canonicalSortParam("price")).toBe("sort=price");
    expect(canonicalSortParam("per10")).toBe("sort=per10");
    expect(canonicalSortParam("name")).toBe("sort=name");
    expect(canonicalSortParam("match")).toBe("");
    expect(canonicalSortParam("popularity")).toBe("");
    expect(canonicalSortParam("relevance")).toBe("");
  });

  it("joins the filters and the sort in that order", () => {
    expect(joinQuery("skin=oily&free=fragrance", "sort=price")).toBe("skin=oily&free=fragrance&sort=price");
    expect(joinQuery("", "sort=name")).toBe("sort=name");
    expect(joinQuery("skin=oily", "")).toBe("skin=oily");
  });
});

describe("putsUnpricedLast", () => {
  it("holds for the price orders only", () => {
    expect(putsUnpricedLast("price")).toBe(true);
    expect(putsUnpricedLast("per10")).toBe(true);
    expect(putsUnpricedLast("name")).toBe(false);
    expect(putsUnpricedLast("match")).toBe(false);
  });
});
