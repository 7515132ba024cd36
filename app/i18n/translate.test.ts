import { describe, expect, it } from "vitest";
import type { PageResources } from "./namespaces";
import { pageResources } from "./resources.server";
import { createTranslate, interpolate } from "./translate";

const resources: Partial<PageResources> = {
  common: { greeting: "Hello {{name}}", nested: { deep: "Deep" } },
  catalog: { products_one: "{{count}} product", products_other: "{{count}} products", only: "Catalog only" },
  profile: { only: "Profile only" },
};

describe("createTranslate", () => {
  const t = createTranslate("en", resources, ["common", "catalog"]);

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
    expect(createTranslate("id", resources, ["catalog"])("products", { count: 1 })).toBe("1 products");
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
});

describe("interpolate", () => {
  it("leaves a placeholder without a value as written", () => {
    expect(interpolate("{{a}} and {{ b }}", { a: 1 })).toBe("1 and {{ b }}");
  });
});
