import type { ProductForm } from "~/domain/product-forms";
import type { PrintedSize, ProductSize } from "./source-row.server";

const millilitresPerFluidOunce = 29.5735;

const millilitrePattern = /(\d+(?:[.,]\d+)?)\s*(?:ml|mL|ML|Ml)(?![a-z])/g;
const fluidOuncePattern = /(\d*[.,]?\d+)\s*fl\.?\s*oz\b/i;
/** "2.64 fl. oz / 75 g", "20 g/ 0.70 fl.oz": a label's weight printed beside its fluid ounces. */
const gramsBesideOunces =
  /(\d+(?:[.,]\d+)?)\s*(?:g|gr|grams?)\.?\s*[/|(]\s*\d*[.,]?\d+\s*fl\.?\s*oz|\d*[.,]?\d+\s*fl\.?\s*oz\.?\s*[/|(]\s*(\d+(?:[.,]\d+)?)\s*(?:g|gr|grams?)(?![a-z])/i;

/**
 * Size in millilitres from a size text or a product name: "200 ml", "1.7 fl. oz / 50 mL",
 * "Cleanser 150ml". A metric figure printed beside fluid ounces is the label's own (the ounces
 * are a rounded conversion of it): an ml figure wins, and beside a g figure ("2.64 fl. oz / 75 g")
 * the product is sold by weight, so no volume is made from the ounces. Fluid ounces are
 * converted only when nothing metric is printed beside them. Weights (g) and counts (pads,
 * sheets) are not volumes and give null.
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
  if (ounces && !gramsBesideOunces.test(text)) return roundSize(toNumber(ounces) * millilitresPerFluidOunce);
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
/** "35ml+35ml", "50 ml + 50 ml + 50 ml": one size given again after a plus is that many items. */
const repeatedSize = new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s*${unitPattern}(?:\s*\+\s*\1\s*\2(?![a-z]))+`, "i");
/** "10 x 25ml", "10ea x 25ml", "10 sheets × 25 ml" */
const countTimesSize = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})\s*(?:ea|pcs|sheets?|pads?|매)?\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*${unitPattern}`,
  "i",
);
const gramPattern = /(\d+(?:[.,]\d+)?)\s*(?:g|gr|gram|grams)(?![a-z])/i;
/** "10 sheets", "70 pads", "30Ea", "5 pcs", "30'S", "10매", "isi 5 lembar": pieces counted. */
const piecesPattern = /(?<![\d.,])(\d{1,3})\s*(?:sheets?|pads?|ea|pcs|pc|pieces|매|lembar|['’]s)(?![a-z])/i;
/** "10 Pack", "5-pack", "box of 10", "pack of 3", "(Set of 2)", "Twinpack": items of a multipack. */
const packWordPattern =
  /(?<![\d.,])(\d{1,2})\s*-?\s*packs?\b|\b(?:box|pack|set)\s+of\s+(\d{1,2})\b|\b(twin)\s*-?\s*pack\b/i;
/**
 * A text that says how many masks the offer holds: "Each set includes 5 single-use sheet masks",
 * "This pack includes 10 single sheet masks", "The pack contains 33 sheet masks", "Set of 5 Sheet
 * Mask". The offer is then that many masks, and its price the pack's (docs/catalogue.md, "Parses size").
 */
const maskCountPattern =
  /\b(?:includes?|contains?|comes\s+with|set\s+of)\s+(\d{1,2})\s+(?:[a-z]+(?:-[a-z]+)?\s+){0,2}?(?:sheet\s+)?masks?\b/i;
/**
 * Words that say an offer is not the full size (docs/catalogue.md, "Parses size"): a mini, a travel
 * size, a trial or sample, a refill; in English, Indonesian and Korean. "Mini Pore" names the
 * pores a product is for (Missha's "Super Aqua Mini Pore" line), not its size.
 */
const partialPattern =
  /\b(minis?(?!\s+pores?\b)|miniature|travel|trial|samples?|sachets?|deluxe|refills?|isi\s+ulang)\b|미니|리필|샘플|체험/i;

function unitOf(text: string): "ml" | "g" {
  return text.toLowerCase() === "ml" ? "ml" : "g";
}

/**
 * A size as a text prints it: one item's volume or weight (as `parseSizeMl` reads ml, else g), a
 * multipack's count ("10 x 25ml", "25ml x 10ea", "50 ml x 2", "35ml+35ml", "includes 5 single-use sheet
 * masks"), the pieces it counts ("70 pads", "10 sheets") and whether it names a mini, travel size, trial, sample or refill (which it says
 * even with no figure). Null when it prints none of them. What the figures mean for a product
 * (ml or g, sheets or pads) is `sizeIn`'s.
 */
export function readPrintedSize(text: string | undefined): PrintedSize | null {
  if (!text) return null;
  const partial = partialPattern.test(text);
  const counted = Number(piecesPattern.exec(text)?.[1] ?? 0);
  const pieces = counted >= 1 ? counted : null;
  const packWord = packWordPattern.exec(text);
  const packed = packWord?.[3] ? 2 : Number(packWord?.[1] ?? packWord?.[2] ?? maskCountPattern.exec(text)?.[1] ?? 0);
  const pack = packOf(text);
  const quantity = pack?.quantity ?? singleQuantity(text);
  const count = pack?.count ?? (packed >= 2 ? packed : null);
  if (quantity === null && pieces === null && count === null && !partial) return null;
  return { quantity, packOf: count, pieces, partial };
}

function packOf(text: string): { quantity: PrintedSize["quantity"]; count: number } | null {
  const after = sizeTimesCount.exec(text);
  if (after?.[1] && after[2] && after[3]) {
    const amount = roundSize(toNumber(after[1]));
    const count = Number(after[3]);
    if (amount !== null && count >= 2) return { quantity: { amount, unit: unitOf(after[2]) }, count };
  }
  // Sociolla 2023 offers Cell Fusion C's Laser Sunscreen 100 as "35ml+35ml" (the nineteenth review).
  const repeated = repeatedSize.exec(text);
  if (repeated?.[1] && repeated[2]) {
    const amount = roundSize(toNumber(repeated[1]));
    const count = repeated[0].split("+").length;
    if (amount !== null) return { quantity: { amount, unit: unitOf(repeated[2]) }, count };
  }
  const before = countTimesSize.exec(text);
  if (before?.[1] && before[2] && before[3]) {
    const amount = roundSize(toNumber(before[2]));
    const count = Number(before[1]);
    if (amount !== null && count >= 2) return { quantity: { amount, unit: unitOf(before[3]) }, count };
  }
  return null;
}

function singleQuantity(text: string): PrintedSize["quantity"] {
  const millilitres = parseSizeMl(text);
  if (millilitres !== null) return { amount: millilitres, unit: "ml" };
  const besideOunces = gramsBesideOunces.exec(text);
  const grams = besideOunces?.[1] ?? besideOunces?.[2] ?? gramPattern.exec(text)?.[1];
  const gramAmount = grams ? roundSize(toNumber(grams)) : null;
  return gramAmount === null ? null : { amount: gramAmount, unit: "g" };
}

/**
 * The size a source row prints: its size text (a size column, a shop's size choice, a
 * description) first, and what the name adds (a "10 Pack"); a mini, travel, trial, sample or
 * refill word in either marks the size as not the full one.
 */
export function printedSizeOf(name: string, sizeText?: string): PrintedSize | null {
  const fromText = proseless(readPrintedSize(sizeText), sizeText);
  const fromName = readPrintedSize(name);
  if (fromName === null) return fromText;
  if (fromText === null) return fromName;
  // A description gives one sheet's 25 ml, the name "10 Pack": each says what the other leaves out.
  return {
    quantity: fromText.quantity ?? fromName.quantity,
    packOf: fromText.packOf ?? fromName.packOf,
    pieces: fromText.pieces ?? fromName.pieces,
    partial: fromText.partial || fromName.partial,
  };
}

/** A size column or a size choice is a few words; a longer text is a description. */
const longestSizeText = 60;

/** A description's prose ("perfect for travel") says nothing about the offer being a mini. */
function proseless(printed: PrintedSize | null, text: string | undefined): PrintedSize | null {
  return printed !== null && (text ?? "").length > longestSizeText ? { ...printed, partial: false } : printed;
}

/** A sheet mask's serum is 15 to 35 ml: a larger figure alone is a jar or a box, not one sheet. */
const largestSheet = 50;

/**
 * What a printed size is for a product of a form (docs/catalogue.md, "Parses size"): a sheet mask
 * counts sheets (one sheet, or a box of ten: 10 × 1 sheet), a pad jar its pads ("70 pads"; only
 * its volume when no count is printed), anything else ml or g, a multipack as count × one item
 * ("50 ml x 2"; "30ml 2 pcs"); a price row not yet placed on a product (form null) in ml or g.
 * Null when the print does not give that: a count alone for a cream, a jar of patches, nothing.
 */
export function sizeIn(printed: PrintedSize | null, form: ProductForm | null): ProductSize | null {
  if (printed === null) return null;
  const { quantity, pieces } = printed;
  const pack = (count: number | null) => (count !== null && count >= 2 ? count : null);
  if (form === "sheet") {
    const sheets = printed.packOf ?? pieces ?? (quantity !== null && quantity.amount <= largestSheet ? 1 : null);
    return sheets === null ? null : { amount: 1, unit: "sheet", packCount: pack(sheets) };
  }
  if (form === "pad" && pieces !== null) return { amount: pieces, unit: "pad", packCount: pack(printed.packOf) };
  if (quantity === null) return null;
  return { amount: quantity.amount, unit: quantity.unit, packCount: pack(printed.packOf ?? pieces) };
}

/** The name without a trailing size ("Low pH Good Morning Cleanser 150ml" → "… Cleanser"). */
export function withoutSize(name: string): string {
  return name
    .replace(/\s*[-–]?\s*\d+(?:[.,]\d+)?\s*(ml|g|gr|fl\.?\s*oz|oz|ea|pcs|sheets?)\b\.?/gi, "")
    .replace(/\s+/g, " ")
    .trim();
}
