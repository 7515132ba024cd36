import type { Aspect } from "./aspects";
import type { ProductType } from "./product-types";
import type { SkinType } from "./skin-types";

/**
 * The words shoppers use for what the catalogue calls a type, a concern, a skin type or an
 * ingredient, in English and Indonesian (docs/search.md, "Words search understands"). Phrases
 * are written as `searchWords` leaves them: lower case, words separated by one space.
 */

export const productTypeWords: Readonly<Record<ProductType, readonly string[]>> = {
  "oil-based cleanser": [
    "oil cleanser",
    "cleansing oil",
    "cleansing balm",
    // The Indonesian title of the type, "Cleansing Oil & Balm" (docs/screens.md).
    "cleansing oil balm",
    "balm cleanser",
    "minyak pembersih",
    "pembersih minyak",
    "pembersih berbasis minyak",
    "cleansing milk",
  ],
  "water-based cleanser": [
    "cleanser",
    "face wash",
    "facial wash",
    "foam cleanser",
    "cleansing foam",
    "facial foam",
    "sabun muka",
    "sabun wajah",
    "pembersih wajah",
    "pembersih berbasis air",
    "pembersih",
  ],
  exfoliant: [
    "exfoliant",
    "exfoliator",
    "exfoliating",
    "peeling",
    "eksfolian",
    "eksfoliator",
    "eksfoliasi",
    "pengelupas",
  ],
  toner: ["toner", "penyegar"],
  essence: ["essence", "esens", "esensi"],
  treatment: ["serum", "ampoule", "ampule", "treatment", "spot treatment"],
  mask: ["mask", "masks", "sheet mask", "sleeping mask", "masker", "masker wajah"],
  "eye-cream": ["eye cream", "eye serum", "krim mata"],
  moisturizer: [
    "moisturizer",
    "moisturiser",
    "moisturising",
    "face cream",
    "cream",
    "lotion",
    "emulsion",
    "pelembap",
    "pelembab",
    "krim wajah",
  ],
  spf: [
    "sunscreen",
    "sun screen",
    "sunblock",
    "sun block",
    "sun cream",
    "spf",
    "tabir surya",
    "pelindung matahari",
    "sun protection",
  ],
};

export const aspectWords: Readonly<Record<Aspect, readonly string[]>> = {
  acne: ["acne", "breakout", "breakouts", "blemish", "blemishes", "pimple", "pimples", "jerawat", "berjerawat"],
  pores: ["pores", "pore", "blackheads", "blackhead", "pori", "pori pori", "komedo"],
  redness: ["redness", "irritation", "sensitive", "kemerahan", "iritasi", "sensitif", "kulit sensitif"],
  wrinkles: ["wrinkles", "wrinkle", "fine lines", "anti aging", "anti ageing", "kerutan", "keriput", "penuaan"],
  dryness: ["dryness", "dehydrated", "hydrating", "hydration", "dehidrasi", "melembapkan"],
  eyebags: ["dark circles", "eye bags", "puffiness", "puffy eyes", "kantung mata", "lingkaran hitam", "mata panda"],
};

export const skinTypeWords: Readonly<Record<SkinType, readonly string[]>> = {
  oily: ["oily skin", "oily", "kulit berminyak", "berminyak"],
  dry: ["dry skin", "dry", "kulit kering", "kering"],
  combination: ["combination skin", "combination", "kulit kombinasi", "kombinasi"],
  normal: ["normal skin", "kulit normal"],
};

/**
 * Common ingredient names and the catalogue's ingredient ids they stand for (ids are CosIng INCI
 * names as slugs, app/domain/ingredient-name.ts): "hyaluronic acid" finds sodium hyaluronate too.
 */
export const ingredientWords: readonly { words: readonly string[]; ids: RegExp }[] = [
  { words: ["vitamin c", "vit c", "ascorbic acid", "asam askorbat"], ids: /ascorb/ },
  { words: ["hyaluronic acid", "hyaluronic", "hyaluron", "asam hialuronat", "hialuronat"], ids: /hyaluron/ },
  {
    words: ["cica", "centella", "centella asiatica", "pegagan"],
    ids: /^(centella-asiatica|madecassoside$|asiaticoside$)/,
  },
  { words: ["niacinamide", "vitamin b3", "niasinamida"], ids: /^niacinamide$/ },
  {
    words: ["retinol", "retinoid", "retinoids", "vitamin a"],
    ids: /^(retinol|retinal|retinyl-|hydroxypinacolone-retinoate)/,
  },
  {
    words: ["bha", "salicylic acid", "asam salisilat"],
    ids: /^(salicylic-acid|betaine-salicylate|capryloyl-salicylic-acid)$/,
  },
  { words: ["aha", "glycolic acid", "lactic acid", "mandelic acid"], ids: /^(glycolic|lactic|mandelic)-acid$/ },
  { words: ["pha", "gluconolactone", "lactobionic acid"], ids: /^(gluconolactone|lactobionic-acid)$/ },
  { words: ["snail", "snail mucin", "lendir siput"], ids: /snail/ },
  { words: ["ceramide", "ceramides", "seramid"], ids: /^ceramide-/ },
  { words: ["panthenol", "vitamin b5", "pantenol"], ids: /^panthenol$/ },
  { words: ["green tea", "teh hijau"], ids: /^camellia-sinensis-leaf/ },
  { words: ["tea tree", "pohon teh"], ids: /^melaleuca-alternifolia/ },
  { words: ["propolis"], ids: /propolis/ },
  { words: ["heartleaf", "houttuynia"], ids: /^houttuynia-cordata/ },
  { words: ["mugwort", "artemisia"], ids: /^artemisia-/ },
  { words: ["ginseng", "ginseng merah"], ids: /ginseng/ },
  { words: ["collagen", "kolagen"], ids: /collagen/ },
  { words: ["peptide", "peptides", "peptida"], ids: /peptide/ },
  { words: ["vitamin e", "tocopherol"], ids: /^tocopher/ },
  { words: ["arbutin"], ids: /arbutin$/ },
  { words: ["tranexamic acid", "asam traneksamat"], ids: /^tranexamic-acid$/ },
  { words: ["squalane", "skualan"], ids: /^squalane$/ },
];

/** Words that carry no meaning in a product search ("beauty of joseon", "toner untuk jerawat"). */
export const stopWords: ReadonlySet<string> = new Set([
  "of",
  "the",
  "and",
  "for",
  "with",
  "untuk",
  "dan",
  "yang",
  "dengan",
  "a",
  "an",
]);
