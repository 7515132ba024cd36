import { describe, expect, it } from "vitest";
import { countryFilter, countryKeywords, normaliseForSearch } from "./country-search";

const score = (name: string, search: string) => countryFilter(name, search, [...(countryKeywords[name] ?? [])]);

describe("countryFilter", () => {
  it("shows everything for an empty search", () => {
    expect(score("Indonesia", "")).toBe(1);
    expect(score("Indonesia", "   ")).toBe(1);
  });

  it("ranks a name that starts with the search first, then a later word, then the middle of a word", () => {
    expect(score("Indonesia", "indo")).toBe(1);
    expect(score("South Africa", "africa")).toBe(0.8);
    expect(score("Indonesia", "nesia")).toBe(0.5);
    expect(score("Indonesia", "xyz")).toBe(0);
  });

  it("is plain substring matching, not fuzzy", () => {
    expect(score("Burkina Faso", "uk")).toBe(0);
    expect(score("Ukraine", "uk")).toBe(1);
  });

  it("finds countries by their other and Indonesian names, just below a name match", () => {
    expect(score("United Kingdom", "uk")).toBe(0.9);
    expect(score("United Kingdom", "inggris")).toBe(0.9);
    expect(score("South Korea", "korea selatan")).toBe(0.9);
    expect(score("Japan", "jepang")).toBe(0.9);
  });

  it("ignores case, accents and punctuation", () => {
    expect(normaliseForSearch("Côte d'Ivoire")).toBe("cote divoire");
    expect(normaliseForSearch("Guinea-Bissau")).toBe("guinea bissau");
    expect(score("Cote d'Ivoire", "côte d'iv")).toBe(1);
    expect(score("United Kingdom", "U.K.")).toBe(0.9);
  });
});
