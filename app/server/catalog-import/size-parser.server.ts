import type { ProductSize } from "./source-row.server";

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

const unitPattern = String.raw`(ml|g|gr|gram)(?![a-z])`;
/** "25ml x 10", "25 g × 10ea" */
const sizeTimesCount = new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s*${unitPattern}\s*[x×*]\s*(\d{1,2})(?!\d)`, "i");
/** "10 x 25ml", "10ea x 25ml", "10 sheets × 25 ml" */
const countTimesSize = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})\s*(?:ea|pcs|sheets?|pads?|매)?\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*${unitPattern}`,
  "i",
);
const gramPattern = /(\d+(?:[.,]\d+)?)\s*(?:g|gr|gram|grams)(?![a-z])/i;

function unitOf(text: string): ProductSize["unit"] {
  return text.toLowerCase() === "ml" ? "ml" : "g";
}

/**
 * Size with its unit from a size text or a name: millilitres as `parseSizeMl` reads them, else
 * grams, and a multipack as count × size ("10 x 25ml" → 10 × 25 ml). A count with no size
 * ("30 pads") is not a size (docs/catalogue.md, "Sizes").
 */
export function parseSize(text: string | undefined): ProductSize | null {
  if (!text) return null;
  const pack = sizeTimesCount.exec(text);
  if (pack?.[1] && pack[2] && pack[3]) {
    const amount = roundSize(toNumber(pack[1]));
    const count = Number(pack[3]);
    if (amount !== null && count >= 2) return { amount, unit: unitOf(pack[2]), packCount: count };
  }
  const counted = countTimesSize.exec(text);
  if (counted?.[1] && counted[2] && counted[3]) {
    const amount = roundSize(toNumber(counted[2]));
    const count = Number(counted[1]);
    if (amount !== null && count >= 2) return { amount, unit: unitOf(counted[3]), packCount: count };
  }
  const millilitres = parseSizeMl(text);
  if (millilitres !== null) return { amount: millilitres, unit: "ml", packCount: null };
  const grams = gramPattern.exec(text)?.[1];
  const gramAmount = grams ? roundSize(toNumber(grams)) : null;
  return gramAmount === null ? null : { amount: gramAmount, unit: "g", packCount: null };
}

/** The name without a trailing size ("Low pH Good Morning Cleanser 150ml" → "… Cleanser"). */
export function withoutSize(name: string): string {
  return name
    .replace(/\s*[-–]?\s*\d+(?:[.,]\d+)?\s*(ml|g|gr|fl\.?\s*oz|oz|ea|pcs|sheets?)\b\.?/gi, "")
    .replace(/\s+/g, " ")
    .trim();
}
