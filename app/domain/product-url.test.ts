import { describe, expect, it } from "vitest";
import { decodeProductId, encodeProductSegment, ingredientPath, productPath, productTypePath } from "./product-url";

describe("productPath", () => {
  it("writes spaces as underscores and encodes percent signs", () => {
    expect(productPath("en", { id: "cosrx-snail-96-mucin", name: "Advanced Snail 96% Mucin Power Essence" })).toBe(
      "/en/dp/Advanced_Snail_96%25_Mucin_Power_Essence/cosrx-snail-96-mucin",
    );
  });

  it("keeps the path valid for any name", () => {
    const path = productPath("id", { id: "a", name: "Toner #1 & Serum/Cream?" });
    expect(path).toBe("/id/dp/Toner_%231_%26_Serum%2FCream%3F/a");
    // A URL parser leaves a valid path as it is: nothing to escape, no query or fragment split off.
    expect(new URL(path, "http://x").pathname).toBe(path);
  });
});

describe("decodeProductId", () => {
  it("turns %25 into % and underscores into spaces", () => {
    expect(decodeProductId("Snail_96%25_Mucin")).toBe("Snail 96% Mucin");
    expect(decodeProductId("cosrx-advanced-snail")).toBe("cosrx-advanced-snail");
  });

  it("is null for a segment with a control character, which no product id has", () => {
    expect(decodeProductId("a\u0000b")).toBeNull();
    expect(decodeProductId("\u0000")).toBeNull();
    expect(decodeProductId("snail\nessence")).toBeNull();
  });

  it("round-trips an encoded segment after the router's URL-decoding", () => {
    const name = "Snail 96% Mucin";
    expect(decodeProductId(decodeURIComponent(encodeProductSegment(name)))).toBe(name);
  });
});

describe("list paths", () => {
  it("encodes spaces in types and ingredients", () => {
    expect(productTypePath("en", "oil-based cleanser")).toBe("/en/producttype/oil-based%20cleanser");
    expect(ingredientPath("id", "Hyaluronic Acid")).toBe("/id/ingredient/Hyaluronic%20Acid");
  });
});
