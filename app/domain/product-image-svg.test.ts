import { describe, expect, it } from "vitest";
import { brandTint, escapeXml, productImageSvg, shapeOf } from "./product-image-svg";
import { productTypes } from "./product-types";

describe("productImageSvg", () => {
  it("is a 400 × 400 SVG with the brand and a type label", () => {
    const svg = productImageSvg({ brand: "COSRX", productType: "essence" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400"/);
    expect(svg).toContain(">COSRX</text>");
    expect(svg).toContain(">ESSENCE</text>");
    expect(svg).toContain("<title>COSRX Essence</title>");
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });

  it("is deterministic, and the tint depends on the brand only", () => {
    const a = productImageSvg({ brand: "Klairs", productType: "toner" });
    expect(productImageSvg({ brand: "Klairs", productType: "toner" })).toBe(a);
    expect(brandTint("Klairs")).toEqual(brandTint("klairs "));
    expect(brandTint("Klairs")).not.toEqual(brandTint("COSRX"));
  });

  it("escapes XML in the brand", () => {
    const svg = productImageSvg({ brand: `Tom & "Jerry's" <Lab>`, productType: "mask" });
    expect(svg).toContain("TOM &amp;");
    expect(svg).toContain("&lt;LAB&gt;");
    expect(svg).not.toMatch(/<Lab>|& "/);
    expect(escapeXml("a\u0001b")).toBe("ab");
  });

  it("splits a long brand over two lines", () => {
    const svg = productImageSvg({ brand: "Beauty of Joseon", productType: "spf" });
    expect(svg).toContain(">BEAUTY OF</text>");
    expect(svg).toContain(">JOSEON</text>");
  });

  it("draws every product type, with more than one package shape", () => {
    for (const productType of productTypes) {
      expect(productImageSvg({ brand: "Missha", productType })).toContain("<path");
    }
    expect(new Set(productTypes.map(shapeOf)).size).toBeGreaterThanOrEqual(5);
    expect(shapeOf("moisturizer")).toBe("jar");
    expect(shapeOf("treatment")).toBe("dropper");
  });

  it("keeps text inside the picture for an empty or very long brand", () => {
    for (const brand of ["", "Supercalifragilisticexpialidocious Laboratories International"]) {
      const svg = productImageSvg({ brand, productType: "eye-cream" });
      for (const match of svg.matchAll(/font-size="(\d+)"/g)) {
        expect(Number(match[1])).toBeGreaterThanOrEqual(7);
        expect(Number(match[1])).toBeLessThanOrEqual(24);
      }
    }
  });
});
