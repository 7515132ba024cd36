import { describe, expect, it } from "vitest";
import { brandTint, escapeXml, productImageSvg, shapeOf, typeLabelOf } from "./product-image-svg";
import { productForms } from "./product-forms";
import { productTypes } from "./product-types";

describe("productImageSvg", () => {
  it("is a 400 × 400 SVG with the brand and a type label", () => {
    const svg = productImageSvg({ brand: "COSRX", productType: "essence", form: "liquid" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400"/);
    expect(svg).toContain(">COSRX</text>");
    expect(svg).toContain(">ESSENCE</text>");
    expect(svg).toContain("<title>COSRX Essence</title>");
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });

  it("is deterministic, and the tint depends on the brand only", () => {
    const a = productImageSvg({ brand: "Klairs", productType: "toner", form: "liquid" });
    expect(productImageSvg({ brand: "Klairs", productType: "toner", form: "liquid" })).toBe(a);
    expect(brandTint("Klairs")).toEqual(brandTint("klairs "));
    expect(brandTint("Klairs")).not.toEqual(brandTint("COSRX"));
  });

  it("escapes XML in the brand", () => {
    const svg = productImageSvg({ brand: `Tom & "Jerry's" <Lab>`, productType: "mask", form: "sheet" });
    expect(svg).toContain("TOM &amp;");
    expect(svg).toContain("&lt;LAB&gt;");
    expect(svg).not.toMatch(/<Lab>|& "/);
    expect(escapeXml("a\u0001b")).toBe("ab");
  });

  it("splits a long brand over two lines", () => {
    const svg = productImageSvg({ brand: "Beauty of Joseon", productType: "spf", form: "cream" });
    expect(svg).toContain(">BEAUTY OF</text>");
    expect(svg).toContain(">JOSEON</text>");
  });

  it("draws every type in every form", () => {
    for (const productType of productTypes) {
      for (const form of productForms) {
        expect(productImageSvg({ brand: "Missha", productType, form })).toContain(`stroke-linejoin="round"`);
      }
    }
  });

  it("follows the form: a pad is no bottle, an oil no jar, a sheet mask a sachet", () => {
    expect(shapeOf("water-based cleanser", "pad")).toBe("pad-jar");
    expect(shapeOf("toner", "pad")).toBe("pad-jar");
    expect(shapeOf("toner", "liquid")).toBe("bottle");
    expect(shapeOf("toner", "mist")).toBe("spray");
    expect(shapeOf("mask", "sheet")).toBe("pouch");
    expect(shapeOf("mask", "wash-off")).toBe("jar");
    expect(shapeOf("mask", "sleeping")).toBe("jar");
    // A mask whose format is unstated is not drawn in a sheet's sachet, nor labelled a sheet mask.
    expect(shapeOf("mask", "unstated")).toBe("tube");
    expect(typeLabelOf("mask", "unstated")).toBe("Mask");
    expect(shapeOf("oil-based cleanser", "oil")).toBe("pump");
    expect(shapeOf("oil-based cleanser", "balm")).toBe("jar");
    expect(shapeOf("moisturizer", "oil")).toBe("dropper");
    expect(shapeOf("moisturizer", "cream")).toBe("jar");
    expect(shapeOf("moisturizer", "lotion")).toBe("pump");
    expect(shapeOf("water-based cleanser", "foam")).toBe("tube");
    expect(shapeOf("water-based cleanser", "gel")).toBe("tube");
    expect(shapeOf("treatment", "liquid")).toBe("dropper");
    expect(shapeOf("eye-cream", "cream")).toBe("slim-tube");
    expect(shapeOf("spf", "stick")).toBe("stick");
    expect(shapeOf("spf", "cream")).toBe("tube");
    expect(shapeOf("water-based cleanser", "powder")).toBe("shaker");
  });

  it("labels the package by what a shopper sees", () => {
    expect(typeLabelOf("water-based cleanser", "pad")).toBe("Cleansing Pads");
    expect(typeLabelOf("mask", "sheet")).toBe("Sheet Mask");
    expect(typeLabelOf("oil-based cleanser", "balm")).toBe("Cleansing Balm");
    expect(typeLabelOf("spf", "stick")).toBe("Sun Stick");
    expect(typeLabelOf("moisturizer", "cream")).toBe("Cream");
  });

  it("keeps text inside the picture for an empty or very long brand", () => {
    for (const brand of ["", "Supercalifragilisticexpialidocious Laboratories International"]) {
      for (const form of productForms) {
        const svg = productImageSvg({ brand, productType: "eye-cream", form });
        for (const match of svg.matchAll(/font-size="(\d+)"/g)) {
          expect(Number(match[1])).toBeGreaterThanOrEqual(7);
          expect(Number(match[1])).toBeLessThanOrEqual(24);
        }
      }
    }
  });
});
