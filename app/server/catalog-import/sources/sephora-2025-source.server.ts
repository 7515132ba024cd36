import { z } from "zod";
import type { Aspect } from "~/domain/aspects";
import type { SkinType } from "~/domain/skin-types";
import { readProductSource } from "../source-file.server";
import { parseAmount } from "../source-product-builder.server";
import type { SourceResult } from "../source-row.server";

export const sephora2025File = "products_sephora_skincare_2025.csv";

const row = z.object({
  name: z.string(),
  brand: z.string(),
  price: z.string(),
  size: z.string().default(""),
  skin_type: z.string().default(""),
  skincare_concerns: z.string().default(""),
  ingredients: z.string().default(""),
  subcategory: z.string().default(""),
});

/** Sephora's concern tags → our aspects (tags without an aspect, like "Dullness", are ignored). */
const concernAspects: readonly [RegExp, Aspect][] = [
  [/puffiness|dark circles/i, "eyebags"],
  [/dryness/i, "dryness"],
  [/redness|rednes/i, "redness"],
  [/wrinkles|fine lines|firmness|elasticity|anti-?aging/i, "wrinkles"],
  [/acne|blemishes/i, "acne"],
  [/pores|oiliness/i, "pores"],
];

function parseSkinTypes(text: string): SkinType[] {
  const lower = text.toLowerCase();
  return (["oily", "dry", "combination", "normal"] as const).filter((skinType) => lower.includes(skinType));
}

/** Sephora.com, scraped about January 2026 (USD); file order is its popularity order. */
export function readSephora2025(dataDir: string): SourceResult | undefined {
  return readProductSource(
    dataDir,
    {
      file: sephora2025File,
      source: "sephora-2025",
      observedOn: "2026-01-01",
      row,
      shop: { shop: "sephora", market: "en", currency: "USD" },
    },
    (r) => ({
      brand: r.brand,
      name: r.name,
      // The sub-category ends in the label ("face wash & cleansers", "face serums").
      labels: [r.subcategory.replace(/^(cleansers|treatments|moisturizers|sunscreens|eye care|masks)\s+/i, "")],
      ingredients: r.ingredients,
      amount: parseAmount(r.price),
      sizeText: r.size,
      skinTypes: parseSkinTypes(r.skin_type),
      aspects: concernAspects.filter(([pattern]) => pattern.test(r.skincare_concerns)).map(([, aspect]) => aspect),
      dropSeoSuffix: true,
    }),
  );
}
