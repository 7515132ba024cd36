import type { ProductType } from "~/domain/product-types";

/**
 * Product type from the product name, in ritual-aware precedence: a name can mention several
 * steps ("Cleansing Toner", "Eye Sleeping Mask", "Sun Essence"), and the first matching rule
 * is the one a shopper would file it under. Source labels are only a fallback because they are
 * coarse (Sephora's "Cleanser" label also covers toners).
 */
const nameRules: readonly { type: ProductType; pattern: RegExp }[] = [
  {
    type: "spf",
    pattern:
      /\bspf\s*\d*|sun\s?(cream|screen|block|stick|essence|gel|milk|serum|protect\w*|fluid)|\buv\s(cut|defen[cs]e|protect\w*)/i,
  },
  { type: "eye-cream", pattern: /\beyes?\b/i },
  {
    type: "oil-based cleanser",
    pattern:
      /cleansing\s(oil|balm|gel\soil|water\soil)|oil\s(cleanser|to\sfoam)|wash\sbalm|clean\sit\szero|makeup\sremov|melting\sbalm/i,
  },
  { type: "mask", pattern: /peel[-\s]off|\bsheet\b|\bmasque\b|dermask/i },
  {
    type: "exfoliant",
    pattern: /peel(ing)?\b|exfoliat\w*|scrub|gommage|\baha\b|\bbha\b|\bpha\b|glycolic|turn-over|enzyme/i,
  },
  { type: "mask", pattern: /\bmask\b|sleeping\spack|mask\spack|\bpack\b/i },
  { type: "water-based cleanser", pattern: /micellar|micro\swater|cleansing\swater\b/i },
  {
    type: "toner",
    pattern:
      /\btoner|\btonic\b|\bmist\b|toning|\bpads?\b|power\sskin|beauty\swater|^eau\b|\beau\s|calming\sliquid|ceramidin\sliquid|revitalizing\swater/i,
  },
  {
    type: "water-based cleanser",
    pattern: /cleanser|cleansing\s(foam|gel|milk|stick|lotion)|\bfoam\b|face\swash|\bwash\b|whip/i,
  },
  { type: "essence", pattern: /essence|first\scare|\bstarter\b|essence\swater/i },
  {
    type: "treatment",
    pattern:
      /serum|ampoule|ampule|treatment|\bspot\b|\bdrops?\b|concentrate|powder|blemish|booster|elixir|\bliquid\b|clear\smagic\sgel/i,
  },
  {
    type: "moisturizer",
    pattern: /cream|cr[eè]me|moisturi[sz]\w*|lotion|emulsion|\bgel\b|balm|\boil\b|butter|sleeping|bomb|water\sbank/i,
  },
];

/** Source labels (Sephora, LookFantastic, Sephora 2025 sub-categories), lower case. */
const labelTypes: Record<string, ProductType> = {
  moisturizer: "moisturizer",
  moisturiser: "moisturizer",
  "face cream": "moisturizer",
  cleanser: "water-based cleanser",
  "face wash & cleansers": "water-based cleanser",
  "makeup removers": "oil-based cleanser",
  "face mask": "mask",
  mask: "mask",
  "face masks": "mask",
  treatment: "treatment",
  serum: "treatment",
  "face serums": "treatment",
  "eye cream": "eye-cream",
  "eye care": "eye-cream",
  "eye creams & treatments": "eye-cream",
  "sun protect": "spf",
  "spf over 30": "spf",
  toner: "toner",
  toners: "toner",
  mist: "toner",
  "mists & essences": "essence",
  exfoliator: "exfoliant",
  exfoliators: "exfoliant",
  peel: "exfoliant",
};

export function classifyProductType(name: string, label?: string): ProductType | undefined {
  const byName = nameRules.find((rule) => rule.pattern.test(name))?.type;
  if (byName) return byName;
  return label === undefined ? undefined : labelTypes[label.trim().toLowerCase()];
}
