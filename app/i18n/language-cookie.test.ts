import { describe, expect, it } from "vitest";
import { languageFromCookie, pageLanguage } from "./language-cookie";
import { rememberedLanguageCookie } from "./remembered-language";

it("reads the i18next cookie and ignores unknown languages", () => {
  expect(languageFromCookie("a=1; i18next=id")).toBe("id");
  expect(languageFromCookie("i18next=fr")).toBeUndefined();
  expect(languageFromCookie(null)).toBeUndefined();
});

it("writes a cookie the reader understands", () => {
  const written = rememberedLanguageCookie("id");
  expect(written).toContain("i18next=id");
  expect(languageFromCookie(written.split(";")[0] ?? "")).toBe("id");
});

describe("pageLanguage", () => {
  it("takes the path's language first, then the cookie's, then English", () => {
    expect(pageLanguage("id", "i18next=en")).toBe("id");
    expect(pageLanguage("graphql", "i18next=id")).toBe("id");
    expect(pageLanguage(undefined, null)).toBe("en");
    expect(pageLanguage("xx", "i18next=fr")).toBe("en");
  });
});
