import { describe, expect, it } from "vitest";
import { noListFilters } from "~/domain/list-filters";
import { listLinks } from "./list-links.server";

const path = "/en/producttype/toner";
const filters = { ...noListFilters, skinTypes: ["oily" as const], freeOf: ["fragrance" as const] };

describe("listLinks", () => {
  it("puts the filters, then the sort, in every link, and the default order nowhere", () => {
    const links = listLinks(path, { filters, sort: "price", context: { hasProfile: false, search: false } });
    expect(links.sort.keep).toEqual([
      ["skin", "oily"],
      ["free", "fragrance"],
    ]);
    expect(links.sort.sortField).toBe("price");
    expect(links.sort.options).toEqual([
      { value: "popularity", href: `${path}?skin=oily&free=fragrance` },
      { value: "price", href: `${path}?skin=oily&free=fragrance&sort=price` },
      { value: "per10", href: `${path}?skin=oily&free=fragrance&sort=per10` },
      { value: "name", href: `${path}?skin=oily&free=fragrance&sort=name` },
    ]);
    expect(links.clearFilters).toBe(`${path}?sort=price`);
    expect(links.canonical).toBe(`${path}?skin=oily&free=fragrance&sort=price`);
  });

  it("removes one chosen option for its chip, keeping the query, the other filters and the order", () => {
    const links = listLinks("/en/search", {
      query: "toner",
      filters: { ...filters, brands: ["Anua", "COSRX"] },
      sort: "price",
      context: { hasProfile: false, search: true },
    });
    expect(links.withoutFilter("brand", "COSRX")).toBe(
      "/en/search?q=toner&skin=oily&brand=Anua&free=fragrance&sort=price",
    );
    expect(links.withoutFilter("skin", "oily")).toBe(
      "/en/search?q=toner&brand=Anua&brand=COSRX&free=fragrance&sort=price",
    );
  });

  it("keeps a viewer's own order out of the canonical URL", () => {
    const links = listLinks(path, {
      filters: noListFilters,
      sort: "popularity",
      context: { hasProfile: true, search: false },
    });
    expect(links.sort.sortField).toBe("popularity");
    expect(links.sort.options[0]).toEqual({ value: "match", href: path });
    expect(links.clearFilters).toBe(`${path}?sort=popularity`);
    expect(links.canonical).toBe(path);
  });

  it("puts the search's query first", () => {
    const links = listLinks("/id/search", {
      query: "serum wajah",
      filters,
      sort: "name",
      context: { hasProfile: false, search: true },
    });
    expect(links.sort.keep[0]).toEqual(["q", "serum wajah"]);
    expect(links.sort.options[0]).toEqual({
      value: "relevance",
      href: "/id/search?q=serum+wajah&skin=oily&free=fragrance",
    });
    expect(links.clearFilters).toBe("/id/search?q=serum+wajah&sort=name");
    expect(links.canonical).toBe("/id/search?q=serum+wajah&skin=oily&free=fragrance&sort=name");
  });
});
