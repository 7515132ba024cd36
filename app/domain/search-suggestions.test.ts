import { describe, expect, it } from "vitest";
import {
  type IngredientCandidate,
  productTypesStartingWith,
  rankIngredientSuggestions,
  searchSuggestionsPath,
  suggestionListSchema,
} from "./search-suggestions";
import { searchQueryOf, searchWords } from "./search-text";

describe("productTypesStartingWith", () => {
  it("finds the types whose own name or shoppers' word starts with what was typed, in both languages", () => {
    expect(productTypesStartingWith(["pelem"])).toEqual(["moisturizer"]);
    expect(productTypesStartingWith(["tabir"])).toEqual(["spf"]);
    expect(productTypesStartingWith(["eye"])).toEqual(["eye-cream"]);
    expect(productTypesStartingWith(["oil", "based"])).toEqual(["oil-based cleanser"]);
    expect(productTypesStartingWith(["pembersih", "berbasis", "m"])).toEqual(["oil-based cleanser"]);
    // "face wash" and "face cream", in the ritual's order.
    expect(productTypesStartingWith(["face"])).toEqual(["water-based cleanser", "moisturizer"]);
  });

  it("finds none for one letter, or for words that start no type's name", () => {
    expect(productTypesStartingWith(["c"])).toEqual([]);
    expect(productTypesStartingWith([])).toEqual([]);
    expect(productTypesStartingWith(["cosrx", "toner"])).toEqual([]);
  });
});

describe("rankIngredientSuggestions", () => {
  const candidate = (name: string, uses: number, meant = false): IngredientCandidate => ({
    id: searchWords(name).join("-"),
    name,
    words: searchWords(name),
    uses,
    meant,
  });

  it("puts what the query means or begins the name of first, then the more used", () => {
    const candidates = [
      candidate("Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer", 271),
      candidate("Copper Tripeptide-1", 20),
      candidate("Collagen", 90),
      candidate("Coco-Glucoside", 40),
    ];
    expect(rankIngredientSuggestions(candidates, ["co"]).map((ingredient) => ingredient.name)).toEqual([
      "Collagen",
      "Coco-Glucoside",
      "Copper Tripeptide-1",
    ]);
    const meant = [candidate("Madecassoside", 217, true), candidate("Centella Asiatica Extract", 549, true)];
    expect(rankIngredientSuggestions(meant, ["cica"], 1)).toEqual([
      { id: "centella-asiatica-extract", name: "Centella Asiatica Extract" },
    ]);
  });
});

describe("the suggestions' wire format", () => {
  it("asks with the query in the URL, encoded", () => {
    expect(searchSuggestionsPath("id", "vitamin c & e")).toBe("/id/search/suggestions?q=vitamin+c+%26+e");
  });

  it("accepts only this site's pages as places to go", () => {
    const list = (path: string) => ({ products: [], ingredients: [{ name: "Niacinamide", path }], productTypes: [] });
    expect(suggestionListSchema.safeParse(list("/en/ingredient/niacinamide")).success).toBe(true);
    for (const path of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      expect(suggestionListSchema.safeParse(list(path)).success, path).toBe(false);
    }
  });
});

describe("searchQueryOf", () => {
  it("collapses spaces, trims and cuts at 100 characters; nothing is a query too", () => {
    expect(searchQueryOf("  cosrx \t snail\n")).toBe("cosrx snail");
    expect(searchQueryOf(null)).toBe("");
    expect(searchQueryOf("a".repeat(150))).toHaveLength(100);
  });
});
