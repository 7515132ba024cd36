import { describe, expect, it } from "vitest";
import type { PageResources } from "./namespaces";
import { pageResources } from "./resources.server";
import { createTranslate, interpolate, type TranslateOptions } from "./translate";

const resources: Partial<PageResources> = {
  common: { greeting: "Hello {{name}}", nested: { deep: "Deep" } },
  catalog: { products_one: "{{count}} product", products_other: "{{count}} products", only: "Catalog only" },
  profile: { only: "Profile only" },
};

/** The lookup itself over made-up texts: their keys are not the English files', so untyped here. */
function untyped(translate: unknown): (key: string, options?: TranslateOptions) => string {
  return translate as (key: string, options?: TranslateOptions) => string;
}

describe("createTranslate", () => {
  const t = untyped(createTranslate("en", resources, ["common", "catalog"]));

  it("looks a dotted key up in the translator's namespaces, in order", () => {
    expect(t("nested.deep")).toBe("Deep");
    expect(t("only")).toBe("Catalog only");
  });

  it("reads a namespace named in the key or in the options", () => {
    expect(t("profile:only")).toBe("Profile only");
    expect(t("only", { ns: "profile" })).toBe("Profile only");
  });

  it("fills placeholders and picks the plural form of the language", () => {
    expect(t("greeting", { name: "Dewi" })).toBe("Hello Dewi");
    expect(t("products", { count: 1 })).toBe("1 product");
    expect(t("products", { count: 3 })).toBe("3 products");
    expect(untyped(createTranslate("id", resources, ["catalog"]))("products", { count: 1 })).toBe("1 products");
  });

  it("gives the default value, else the key, for a key with no text", () => {
    expect(t("productTypes.sheet-mask.title", { defaultValue: "Sheet mask" })).toBe("Sheet mask");
    expect(t("missing.key")).toBe("missing.key");
    expect(t("nested")).toBe("nested");
  });

  it("reads the real files: a plural in both languages", () => {
    const english = createTranslate("en", pageResources("en"), ["compare"]);
    const indonesian = createTranslate("id", pageResources("id"), ["compare"]);
    expect(english("header.link", { count: 1 })).toBe("Compare (1 product)");
    expect(english("header.link", { count: 2 })).toBe("Compare (2 products)");
    expect(indonesian("header.link", { count: 1 })).toBe("Bandingkan (1 produk)");
  });

  it("takes only keys the English files have (the type check fails on the lines marked)", () => {
    const english = createTranslate("en", pageResources("en"), ["compare"]);
    // @ts-expect-error -- a misspelt key
    expect(english("header.lnik", { count: 1 })).toBe("header.lnik");
    // @ts-expect-error -- a key of another namespace, asked for without it
    expect(english("card.priceUnknown")).toBe("card.priceUnknown");
    // @ts-expect-error -- a plural asked for with its suffix's misspelling
    expect(english("header.link_oen")).toBe("header.link_oen");
    expect(english("catalog:card.priceUnknown")).toBe("Price not known yet");
    expect(english("card.priceUnknown", { ns: "catalog" })).toBe("Price not known yet");
    // @ts-expect-error -- `ns` names the namespace the key must be in
    expect(english("header.link", { ns: "catalog" })).toBe("header.link");
    expect(english("analysis:steps.location.hint", { defaultValue: "" })).toBe(
      "Sun, humidity and air quality change what your skin needs.",
    );
    expect(english("analysis:steps.age.optionHints.over55", { defaultValue: "" })).toBe("");
  });
});

describe("interpolate", () => {
  it("leaves a placeholder without a value as written", () => {
    expect(interpolate("{{a}} and {{ b }}", { a: 1 })).toBe("1 and {{ b }}");
  });
});
