const millilitresPerFluidOunce = 29.5735;

/**
 * Size in millilitres from a size text or a product name: "200 ml", "1.7 fl. oz / 50 mL",
 * "Cleanser 150ml". An explicit ml figure wins over fluid ounces (labels round the ounces);
 * weights (g) and counts (pads, sheets) are not volumes and give null.
 */
export function parseSizeMl(text: string | undefined): number | null {
  if (!text) return null;
  const millilitres = /(\d+(?:[.,]\d+)?)\s*ml\b/i.exec(text);
  if (millilitres?.[1]) return roundSize(Number(millilitres[1].replace(",", ".")));
  const ounces = /(\d*[.,]?\d+)\s*fl\.?\s*oz\b/i.exec(text);
  if (ounces?.[1]) return roundSize(Number(ounces[1].replace(",", ".")) * millilitresPerFluidOunce);
  return null;
}

function roundSize(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0 || value > 2000) return null;
  return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
}

/** The name without a trailing size ("Low pH Good Morning Cleanser 150ml" → "… Cleanser"). */
export function withoutSize(name: string): string {
  return name
    .replace(/\s*[-–]?\s*\d+(?:[.,]\d+)?\s*(ml|g|gr|fl\.?\s*oz|oz|ea|pcs|sheets?)\b\.?/gi, "")
    .replace(/\s+/g, " ")
    .trim();
}
