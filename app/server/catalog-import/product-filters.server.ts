/**
 * Which rows are not single skincare products for the face: sets, lip care, body care, tools
 * and base make-up. The catalogue recommends one product per routine step, so these are
 * skipped with a reason rather than forced into a product type.
 */
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
    // A "BB deep cleansing" foam or oil takes BB cream off: a cleanser, not base make-up.
    pattern:
      /\b(bb|cc)\b(?![\s-]+(?:deep[\s-]+)?(?:cleans|foam|remov))|beauty balm|cushion|colou?r[- ]correct\w*|tinted|\bcamo\b|foundation|primer|concealer/i,
    reason: "base make-up, not skincare",
  },
];

/** The reason a product name is not a single face-care product; `undefined` when it is one. */
export function exclusionReason(name: string): string | undefined {
  return rules.find((rule) => rule.pattern.test(name))?.reason;
}
