/**
 * Which rows are not single skincare products for the face: sets, lip care, body care, tools
 * and base make-up. The catalogue recommends one product per routine step, so these are
 * skipped with a reason rather than forced into a product type.
 */
import { hasWhiteBase } from "~/domain/list-bases";
import type { ProductType } from "~/domain/product-types";

const baseMakeUp = "base make-up, not skincare";

const rules: readonly { pattern: RegExp; reason: string }[] = [
  {
    // A set that states a count of one item ("Set (5 pack)", "Set of 2") is a multipack of one
    // product, priced as such (docs/catalogue.md, "Parses size"), not a set of several.
    pattern:
      /\bset\b(?!\s*(?:\(\s*\d{1,2}\s*-?\s*packs?\s*\)|\(?of\s+\d))|\b(sets|kit|duo|trio|bundle|routine|essentials|faves)\b|\bmasks\s*$/i,
    reason: "set of several products",
  },
  { pattern: /\blips?\b/i, reason: "lip product" },
  {
    pattern: /\b(body|hands?|foot|feet|shower|bath|sanitiz\w*|sanitis\w*|deodorant|hair|scalp)\b/i,
    reason: "body product",
  },
  {
    pattern: /\b(patch|patches|film|tools?|brush|sponge|puff|device|tissues?|wipes?|roller|microneedle)\b/i,
    reason: "tool or accessory, not a formula",
  },
  {
    // A "BB deep cleansing" foam or oil takes BB cream off: a cleanser, not base make-up. "Blemish
    // Balm" is what BB stands for (Mizon's Snail Repair Blemish Balm, a tinted sunscreen base).
    pattern:
      /\b(bb|cc)\b(?![\s-]+(?:deep[\s-]+)?(?:cleans|foam|remov))|beauty balm|blemish balm|cushion|colou?r[- ]correct\w*|tinted|\bcamo\b|foundation|primer|concealer/i,
    reason: baseMakeUp,
  },
  // A glow base worn under make-up (Laneige's Glowy Makeup Serum: mica, tin oxide, diamond
  // powder), not a serum of the routine; a make-up remover is a cleanser and stays.
  { pattern: /\bmake[\s-]?up\s+(serum|base|essence)\b/i, reason: baseMakeUp },
  {
    // Massaged over the face for minutes, then wiped or rinsed off: no step of the routine the
    // catalogue recommends, and neither a moisturiser nor a mask (innisfree's Orchid Massage
    // Cream was typed a cream to finish the routine before the sixteenth review). A peeling
    // massage gel is an exfoliant, and stays.
    pattern: /(?<!peeling\s)\bmassage\s+(cream|gel)\b/i,
    reason: "massage cream or gel, wiped off after a facial massage",
  },
];

/** The reason a product name is not a single face-care product; `undefined` when it is one. */
export function exclusionReason(name: string): string | undefined {
  return rules.find((rule) => rule.pattern.test(name))?.reason;
}

/** Iron oxides: the yellow, red and black pigments that give base make-up its skin tone. */
const ironOxide = /\biron oxides?\b|\bci 7749[129]\b/i;

/**
 * Types whose pigment is no make-up: a sunscreen's titanium dioxide is a UV filter (a tinted
 * sunscreen is still sun protection), and a mask, cleanser or exfoliant comes off, so oxides only
 * colour the product (a volcanic clay mask).
 */
const pigmentNotMakeUp: ReadonlySet<ProductType> = new Set([
  "spf",
  "mask",
  "water-based cleanser",
  "oil-based cleanser",
  "exfoliant",
]);
/** A spot product is dabbed on a blemish, not spread as a base (a pink calamine-style drying lotion). */
const spotProduct = /(?<!dark\s)\bspot\b/i;

/**
 * Base make-up by its list, whatever its name ("Mask Fit Tone Up Essence", "Snail Repair Blemish
 * Balm"): titanium dioxide among the first five entries with iron oxides anywhere is a skin-tone
 * tint on a leave-on product spread over the face (docs/catalogue.md, "What the import does").
 */
export function tintedBaseReason(
  name: string,
  productType: ProductType,
  inciNames: readonly string[],
): string | undefined {
  if (pigmentNotMakeUp.has(productType) || spotProduct.test(name)) return undefined;
  return hasWhiteBase(inciNames) && inciNames.some((inciName) => ironOxide.test(inciName)) ? baseMakeUp : undefined;
}
