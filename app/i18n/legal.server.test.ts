import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";
import { legalDocument } from "./legal.server";

describe("legalDocument", () => {
  it("dates both documents 25 November 2026, written the local way", () => {
    for (const page of ["privacy", "terms"] as const) {
      expect(legalDocument("en", page, "a@b.example").lastUpdated).toBe("Last updated: 25 November 2026");
      expect(legalDocument("id", page, "a@b.example").lastUpdated).toBe("Terakhir diperbarui: 25 November 2026");
    }
  });

  it("fills in the contact address and leaves no placeholder", () => {
    for (const language of languages) {
      for (const page of ["privacy", "terms"] as const) {
        const document = legalDocument(language, page, "hello@kulit.example");
        const text = JSON.stringify(document);
        expect(text).not.toContain("{{");
        expect(text).toContain("hello@kulit.example");
      }
    }
  });

  it("has the same sections in both languages, with unique anchors", () => {
    for (const page of ["privacy", "terms"] as const) {
      const en = legalDocument("en", page, "x@y.example");
      const id = legalDocument("id", page, "x@y.example");
      expect(id.sections.length).toBe(en.sections.length);
      expect(id.sections.map((section) => section.blocks.map((block) => block.kind))).toEqual(
        en.sections.map((section) => section.blocks.map((block) => block.kind)),
      );
      for (const document of [en, id]) {
        const anchors = document.sections.map((section) => section.id);
        expect(new Set(anchors).size).toBe(anchors.length);
        expect(anchors.every((anchor) => /^[a-z0-9-]+$/.test(anchor))).toBe(true);
      }
    }
  });

  it("covers what docs/screens.md ('Static and error pages') asks of the terms", () => {
    const terms = JSON.stringify(legalDocument("en", "terms", "x@y.example"));
    expect(terms).toContain("United Kingdom");
    expect(terms).toContain("2 to 3 weeks");
  });

  it("names each cookie kulit sets, in both languages", () => {
    for (const language of languages) {
      const privacy = JSON.stringify(legalDocument(language, "privacy", "x@y.example"));
      for (const cookie of ["better-auth.session_token", "i18next", "kulit_compare"]) expect(privacy).toContain(cookie);
    }
  });
});
