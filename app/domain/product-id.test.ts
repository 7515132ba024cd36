import { describe, expect, it } from "vitest";
import { productIdOf } from "./product-id";

describe("productIdOf", () => {
  it("slugs brand and name", () => {
    expect(productIdOf("COSRX", "Advanced Snail 96 Mucin Power Essence")).toBe(
      "cosrx-advanced-snail-96-mucin-power-essence",
    );
    expect(productIdOf("Klairs", "Supple Preparation Facial Toner")).toBe("klairs-supple-preparation-facial-toner");
  });

  it("drops punctuation, trademarks and accents", () => {
    expect(productIdOf("Dr. Jart+", "Ceramidin™ Cream")).toBe("dr-jart-ceramidin-cream");
    expect(productIdOf("A'pieu", "Madecassoside Cream")).toBe("apieu-madecassoside-cream");
    expect(productIdOf("Erborian", "CC Crème")).toBe("erborian-cc-creme");
  });

  it("spells & as and", () => {
    expect(productIdOf("Son & Park", "Beauty Water")).toBe("son-and-park-beauty-water");
  });

  it("does not repeat a brand already at the start of the name", () => {
    expect(productIdOf("Mamonde", "Mamonde Pore Clean Toner")).toBe("mamonde-pore-clean-toner");
  });

  it("is stable under case and spacing", () => {
    expect(productIdOf("cosrx", "  advanced  snail 96 mucin power essence ")).toBe(
      productIdOf("COSRX", "Advanced Snail 96 Mucin Power Essence"),
    );
  });
});
