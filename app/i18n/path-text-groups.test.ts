import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";
import type { TranslationTree } from "./namespaces";
import { isInTextGroup, partsOfTextGroup, textGroupsOfPath } from "./path-text-groups";

const samplePaths = [
  "/en",
  "/en/producttype/toner",
  "/en/skintype/dry",
  "/en/ingredient/niacinamide",
  "/en/dp/Name/some-id",
  "/en/search",
  "/en/compare",
  "/en/routine",
  "/en/analysis",
  "/en/signup",
  "/en/signupconfirm/a%40b.c",
  "/en/signin",
  "/en/forgot-password",
  "/en/reset-password/a%40b.c",
  "/en/profile",
  "/en/no-such-page",
];

describe("textGroupsOfPath", () => {
  it("gives every page the header's, menu's, footer's and error pages' texts, and no more to a page it does not know", () => {
    const unknownPage = textGroupsOfPath("/en/no-such-page");
    expect(unknownPage).toEqual(
      expect.arrayContaining(["common:header", "common:menu", "common:footer", "common:notFound"]),
    );
    for (const path of samplePaths) expect(textGroupsOfPath(path)).toEqual(expect.arrayContaining(unknownPage));
    expect(textGroupsOfPath("/id/privacy-policy")).toEqual(unknownPage);
  });

  it("sends a list its cards, filters and sort, but not the analysis's or the product page's texts", () => {
    const list = textGroupsOfPath("/id/producttype/toner");
    expect(list).toEqual(expect.arrayContaining(["catalog:card", "catalog:filters", "catalog:sort"]));
    expect(list).not.toContain("analysis");
    expect(list).not.toContain("catalog:ratings");
  });

  it("sends the analysis its own namespace and the scores' words, and no product card", () => {
    const analysis = textGroupsOfPath("/en/analysis");
    expect(analysis).toEqual(expect.arrayContaining(["analysis", "profile:scores"]));
    expect(analysis).not.toContain("catalog:card");
  });

  it.each(languages)("names only groups with texts in the %s files", (language) => {
    for (const group of new Set(samplePaths.flatMap(textGroupsOfPath))) {
      const { namespace, top } = partsOfTextGroup(group);
      const tree = JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, "utf8")) as TranslationTree;
      if (top !== undefined)
        expect(
          Object.keys(tree).some((key) => isInTextGroup(key, top)),
          group,
        ).toBe(true);
    }
  });
});

describe("isInTextGroup", () => {
  it("puts a key's plural forms in its group, not a longer key", () => {
    expect(isInTextGroup("intro_one", "intro")).toBe(true);
    expect(isInTextGroup("intro_other", "intro")).toBe(true);
    expect(isInTextGroup("intro", "intro")).toBe(true);
    expect(isInTextGroup("intro_text", "intro")).toBe(false);
    expect(isInTextGroup("introduction", "intro")).toBe(false);
  });
});
