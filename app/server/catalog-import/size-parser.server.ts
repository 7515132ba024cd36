const millilitresPerFluidOunce = 29.5735;

const millilitrePattern = /(\d+(?:[.,]\d+)?)\s*(?:ml|mL|ML|Ml)(?![a-z])/g;
const fluidOuncePattern = /(\d*[.,]?\d+)\s*fl\.?\s*oz\b/i;

/**
 * Size in millilitres from a size text or a product name: "200 ml", "1.7 fl. oz / 50 mL",
 * "Cleanser 150ml". An explicit ml figure wins over fluid ounces (labels round the ounces);
 * weights (g) and counts (pads, sheets) are not volumes and give null.
 *
 * Scraped descriptions glue the pH to the size ("pH level of ~5.8200 ml. / 6.76 fl.oz."):
 * when both units are given and disagree, the digits that make them agree win, and a glued
 * figure that cannot be checked gives null rather than a wrong size.
 */
export function parseSizeMl(text: string | undefined): number | null {
  if (!text) return null;
  const allMillilitres = [...text.matchAll(millilitrePattern)].flatMap((match) => (match[1] ? [match[1]] : []));
  const millilitres = allMillilitres[0];
  const ounces = fluidOuncePattern.exec(text)?.[1];
  if (millilitres && ounces) return agreeingSize(allMillilitres, ounces);
  if (millilitres) return looksGlued(millilitres) ? null : roundSize(toNumber(millilitres));
  if (ounces) return roundSize(toNumber(ounces) * millilitresPerFluidOunce);
  return null;
}

function toNumber(figure: string): number {
  return Number(figure.replace(",", "."));
}

/** "5.8200": a one-digit pH with three or more decimals is a pH and a size run together. */
function looksGlued(figure: string): boolean {
  return /^\d[.,]\d{3,}$/.test(figure);
}

/** Every figure the text could mean, longest first: "5.8200" → 5.82, 8200, 200 … */
function readings(figure: string): number[] {
  const values: number[] = [];
  for (let start = 0; start < figure.length; start++) {
    const rest = figure.slice(start);
    if (/^\d/.test(rest) || /^[.,]\d/.test(rest)) values.push(toNumber(rest));
  }
  return values;
}

/** The first ml figure (or reading of one) that the fluid ounces confirm; else the first figure. */
function agreeingSize(millilitreFigures: readonly string[], ounces: string): number | null {
  for (const figure of millilitreFigures) {
    for (const ml of readings(figure)) {
      for (const oz of readings(ounces)) {
        if (ml > 0 && Math.abs(ml - oz * millilitresPerFluidOunce) / ml < 0.1) return roundSize(ml);
      }
    }
  }
  const first = millilitreFigures[0] ?? "";
  return looksGlued(first) ? null : roundSize(toNumber(first));
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
