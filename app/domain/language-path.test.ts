import { describe, expect, it } from "vitest";
import { ownPagePath, pathAfterLanguage, switchLanguagePath } from "./language-path";

describe("switchLanguagePath", () => {
  it("rewrites only the language segment", () => {
    expect(switchLanguagePath("/en/producttype/toner", "", "id")).toBe("/id/producttype/toner");
    expect(switchLanguagePath("/id/dp/Snail_Mucin/cosrx-snail", "", "en")).toBe("/en/dp/Snail_Mucin/cosrx-snail");
  });

  it("keeps the query string", () => {
    expect(switchLanguagePath("/en/ingredient/Niacinamide", "?page=2&x=%20y", "id")).toBe(
      "/id/ingredient/Niacinamide?page=2&x=%20y",
    );
    expect(switchLanguagePath("/en/skintype/oily", "page=3", "id")).toBe("/id/skintype/oily?page=3");
    expect(switchLanguagePath("/en", "?", "id")).toBe("/id");
  });

  it("handles the home page with and without a trailing slash", () => {
    expect(switchLanguagePath("/en", "", "id")).toBe("/id");
    expect(switchLanguagePath("/en/", "", "id")).toBe("/id/");
  });

  it("keeps percent-encoded segments untouched", () => {
    expect(switchLanguagePath("/id/producttype/oil-based%20cleanser", "", "en")).toBe(
      "/en/producttype/oil-based%20cleanser",
    );
  });

  it("leads to the home page when the path has no language segment", () => {
    expect(switchLanguagePath("/", "", "id")).toBe("/id");
    expect(switchLanguagePath("/fr/producttype/toner", "?a=1", "en")).toBe("/en?a=1");
    expect(switchLanguagePath("/english", "", "id")).toBe("/id");
    expect(switchLanguagePath("", "", "en")).toBe("/en");
  });

  it("is idempotent for the current language", () => {
    expect(switchLanguagePath("/id/privacy-policy", "", "id")).toBe("/id/privacy-policy");
  });
});

describe("pathAfterLanguage", () => {
  it("strips the language segment", () => {
    expect(pathAfterLanguage("/en/privacy-policy")).toBe("/privacy-policy");
    expect(pathAfterLanguage("/id")).toBe("");
    expect(pathAfterLanguage("/id/")).toBe("");
    expect(pathAfterLanguage("/fr/x")).toBe("");
    expect(pathAfterLanguage("/english")).toBe("");
  });
});

describe("ownPagePath", () => {
  it("keeps a page of the site in the language, with its query", () => {
    expect(ownPagePath("/en/producttype/toner?page=2", "en")).toBe("/en/producttype/toner?page=2");
    expect(ownPagePath("/id", "id")).toBe("/id");
  });

  it("refuses other sites, protocol-relative and backslash paths, and the other language", () => {
    for (const value of [
      "https://evil.example/en",
      "//evil.example/en",
      "/en//evil.example",
      "/\\evil",
      "/id/x",
      "/english",
      "en/x",
      "",
    ]) {
      expect(ownPagePath(value, "en")).toBeNull();
    }
  });
});
