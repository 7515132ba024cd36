import { describe, expect, it } from "vitest";
import { correctWords, parseSearchQuery, searchVocabulary } from "./search-query";
import { productSearchText, searchWords } from "./search-text";

describe("searchWords", () => {
  it("keeps letters and digits in lower case, without accents or punctuation", () => {
    expect(searchWords("COSRX Advanced Snail 96 Mucin-Power Essence")).toEqual([
      "cosrx",
      "advanced",
      "snail",
      "96",
      "mucin",
      "power",
      "essence",
    ]);
    expect(searchWords("  Crème No.3 — d'Alba ")).toEqual(["creme", "no", "3", "d", "alba"]);
    expect(searchWords("%_*'\"")).toEqual([]);
  });

  it("indexes a product's brand, name and reviewed aliases", () => {
    expect(
      productSearchText({
        id: "beauty-of-joseon-sunscreen-rice-probiotics",
        brand: "Beauty of Joseon",
        name: "Sunscreen : Rice + Probiotics",
      }),
    ).toBe("beauty of joseon sunscreen rice probiotics relief sun");
  });
});

describe("parseSearchQuery", () => {
  it("reads Indonesian and English words for types, skin types and concerns", () => {
    expect(parseSearchQuery("pelembap").facets.productTypes).toEqual(["moisturizer"]);
    expect(parseSearchQuery("Tabir Surya").facets.productTypes).toEqual(["spf"]);
    expect(parseSearchQuery("jerawat").facets.aspects).toEqual(["acne"]);
    const oily = parseSearchQuery("toner untuk kulit berminyak");
    expect(oily.facets).toMatchObject({ productTypes: ["toner"], skinTypes: ["oily"] });
    expect(oily.rest).toEqual([]);
    expect(oily.words).toEqual(["toner", "kulit", "berminyak"]);
  });

  it("takes the longest phrase: an eye cream is not a moisturizer", () => {
    expect(parseSearchQuery("eye cream").facets.productTypes).toEqual(["eye-cream"]);
    expect(parseSearchQuery("snail cream").facets).toMatchObject({ productTypes: ["moisturizer"] });
  });

  it("maps common ingredient names to the ids they stand for", () => {
    const [hyaluronic] = parseSearchQuery("hyaluronic acid").facets.ingredients;
    expect(hyaluronic?.test("sodium-hyaluronate")).toBe(true);
    const [cica] = parseSearchQuery("cica").facets.ingredients;
    expect(["centella-asiatica-extract", "madecassoside"].every((id) => cica?.test(id))).toBe(true);
    const [vitaminC] = parseSearchQuery("vitamin c serum").facets.ingredients;
    expect(vitaminC?.test("ascorbic-acid")).toBe(true);
    expect(parseSearchQuery("vitamin c serum").facets.productTypes).toEqual(["treatment"]);
  });

  it("keeps the other words, without stop words, in both readings", () => {
    const query = parseSearchQuery("Beauty of Joseon relief sun");
    expect(query.words).toEqual(["beauty", "joseon", "relief", "sun"]);
    expect(query.rest).toEqual(["beauty", "joseon", "relief", "sun"]);
    expect(parseSearchQuery("snail cosrx").rest).toEqual(["cosrx"]);
    expect(parseSearchQuery("snail cosrx").words).toEqual(["snail", "cosrx"]);
  });
});

describe("correctWords", () => {
  const vocabulary = searchVocabulary([
    "cosrx advanced snail 96 mucin power essence",
    "cosrx snail mask",
    "torriden dive in low molecular hyaluronic acid toner",
    "beauty of joseon sunscreen rice probiotics relief sun",
  ]);

  it("corrects a misspelt word to the closest catalogue word", () => {
    expect(correctWords(["cosrx", "snial"], vocabulary)).toEqual({ words: ["cosrx", "snail"], corrected: true });
    expect(correctWords(["toriden"], vocabulary).words).toEqual(["torriden"]);
    expect(correctWords(["hyaluronc"], vocabulary).words).toEqual(["hyaluronic"]);
  });

  it("keeps words the catalogue has, beginnings of them, and short or unknown words", () => {
    expect(correctWords(["dive", "in", "molec", "joseon"], vocabulary)).toEqual({
      words: ["dive", "in", "molec", "joseon"],
      corrected: false,
    });
    expect(correctWords(["xyz", "zzzzzzzz"], vocabulary).words).toEqual(["xyz", "zzzzzzzz"]);
  });
});
