import { expect, it } from "vitest";
import { languageCookie, languageFromCookie } from "./language-cookie";

it("reads the i18next cookie and ignores unknown languages", () => {
  expect(languageFromCookie("a=1; i18next=id")).toBe("id");
  expect(languageFromCookie("i18next=fr")).toBeUndefined();
  expect(languageFromCookie(null)).toBeUndefined();
});

it("writes a cookie the reader understands", () => {
  const written = languageCookie("id");
  expect(written).toContain("i18next=id");
  expect(languageFromCookie(written.split(";")[0] ?? "")).toBe("id");
});
