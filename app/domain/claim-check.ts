import { ahaNames, bhaNames, type ListedIngredient, normaliseInci, phaNames, retinoidNames } from "./inci-names";
import { atWorkingAmount, belowWorkingAmount } from "./working-amounts";
import { type IngredientFlag, ingredientFlags } from "./ingredient-flags";
import { isLeaveOn } from "./leave-on";
import { hasLightTexture, listLooksWhole } from "./list-bases";
import { isNeckProduct, isNightProduct, nameRuledOutAspects } from "./name-purpose";
import type { ProductForm } from "./product-forms";
import type { ProductType } from "./product-types";
import { dryOrSensitiveContradictionsIn } from "./skin-type-fit";
import type { SkinType } from "./skin-types";
import { type UvFilterClass, uvFilterClass, uvFilterOf, uvFilters } from "./uv-filters";

/**
 * The claim checker (docs/catalogue.md, "Claims"): what our descriptions and how-to-use texts
 * say about ingredients must be true of the product's own ingredient list. It reads the texts
 * as a shopper would, by the words they use in English and Indonesian, so it also catches a
 * wrong claim that no composer rule anticipated.
 */

export interface ClaimTexts {
  descriptionEn: string;
  descriptionId: string;
  usageEn: string;
  usageId: string;
}

export type TextField = keyof ClaimTexts;

export interface ClaimedProduct {
  /** The product's own name and brand: quoting them is naming the product, not a claim. */
  name: string;
  brand: string;
  productType: ProductType;
  form: ProductForm;
  ingredients: readonly ListedIngredient[];
  /** The entries left out of the list as unreadable, which raise the flags they plainly name (`ingredientFlags`). */
  leftOut?: readonly string[];
  /** INCI names of the ingredients the texts feature as key ingredients. */
  keyIngredients: readonly string[];
  /** The skin types the product is shown for (`deriveProfile`): the texts speak to no other. */
  skinTypes: readonly SkinType[];
  texts: ClaimTexts;
}

export type ClaimRule =
  /** A UV class word (mineral, chemical, hybrid) that the filters in the list contradict. */
  | "uv-class"
  /** UV protection claimed for a product that is not a sunscreen. */
  | "uv-claim"
  /** An active named as a substance the list lacks while it holds a look-alike (willow bark for salicylic acid). */
  | "not-exact"
  /** An ingredient named that the list does not hold at all. */
  | "absent"
  /** An ingredient featured as key although it sits too low in the list to matter. */
  | "not-key"
  /** An ingredient featured as key although it is one of the list's last three entries. */
  | "near-end"
  /** An ingredient featured as key although its label states an amount below its working amount. */
  | "below-working-amount"
  /** Dry or sensitive skin, or every skin type, recommended although a flag contradicts it. */
  | "skin-contradicted"
  /** A retinoid product's texts suggesting use by day, or not saying evening and sunscreen. */
  | "retinoid-daytime"
  /** Use by day suggested for a product whose name keeps it to the night ("Night Repair", "Sleep Mask"). */
  | "night-product-daytime"
  /** Puffiness suggested for a product that is not an eye product. */
  | "puffiness-not-eye"
  /** Breakouts, pores or oil, face concerns, suggested for an eye product. */
  | "face-concern-on-eye"
  /** Breakouts, pores or oil, face concerns, suggested for a neck cream. */
  | "face-concern-on-neck"
  /** Fine lines, wrinkles or firmness suggested for a spot treatment, which its name rules out. */
  | "fine-lines-on-spot"
  /** Dry skin or oily areas spoken to although the product is not shown for that skin type. */
  | "skin-type-absent"
  /**
   * An exfoliating acid or a retinoid featured, or an exfoliating acid in a leave-on product's
   * list, while the how-to-use does not name sunscreen.
   */
  | "sun-advice-missing"
  /** Hydration claimed for a product with drying alcohol in its first five. */
  | "hydration-against-alcohol"
  /** A light or watery texture claimed for a list with an emollient high up or an emulsifier in its upper part. */
  | "texture-against-list"
  /** A short, whole formula claimed for a list that lacks what its base needs (a preservative, an emulsifier). */
  | "short-list-not-whole";

export interface ClaimViolation {
  rule: ClaimRule;
  field: TextField | "keyIngredients";
  detail: string;
}

/** A way texts name an ingredient, and which list entries make that name true. */
interface IngredientWord {
  /** Lower-case phrases, English and Indonesian, matched as whole words. */
  words: readonly string[];
  /** Whether a (normalised) list entry is this ingredient. */
  is: (inci: string) => boolean;
  /** Entries a reader could mistake for it; present without the real one, the name is inexact. */
  lookAlike?: RegExp;
}

const exactly =
  (pattern: RegExp) =>
  (inci: string): boolean =>
    pattern.test(inci);

const salicylates = /SALIX|SALICYL/;
const retinoids = /^RETIN|RETINOATE$/;
const ascorbates = /ASCORB/;
const hydroxyAcids = /^(GLYCOLIC|LACTIC|MANDELIC|MALIC|TARTARIC|CITRIC) ACID$|^GLUCONOLACTONE$|^LACTOBIONIC ACID$/;
const centellaParts = /CENTELLA|MADECASS|ASIATICOSIDE|^ASIATIC ACID$/;

/**
 * Every way our texts (and a careful copywriter) name an ingredient. Salts of one acid are one
 * substance here (hyaluronic acid is sodium hyaluronate in solution), but different molecules
 * are never interchangeable: retinyl palmitate is not retinol, willow bark is not salicylic acid.
 */
const ingredientWords: readonly IngredientWord[] = [
  { words: ["salicylic acid", "asam salisilat"], is: exactly(/^SALICYLIC ACID$/), lookAlike: salicylates },
  { words: ["bha"], is: exactly(/^(SALICYLIC ACID|BETAINE SALICYLATE)$/), lookAlike: salicylates },
  { words: ["betaine salicylate"], is: exactly(/^BETAINE SALICYLATE$/), lookAlike: salicylates },
  { words: ["capryloyl salicylic acid", "lha"], is: exactly(/^CAPRYLOYL SALICYLIC ACID$/), lookAlike: salicylates },
  {
    words: ["willow bark", "kulit kayu willow", "kulit pohon willow"],
    is: exactly(/^SALIX [A-Z/ ]*BARK\b/),
    lookAlike: salicylates,
  },
  { words: ["retinol"], is: exactly(/^RETINOL$/), lookAlike: retinoids },
  { words: ["retinal", "retinaldehyde"], is: exactly(/^RETINAL$/), lookAlike: retinoids },
  { words: ["retinyl palmitate", "retinil palmitat"], is: exactly(/^RETINYL PALMITATE$/), lookAlike: retinoids },
  {
    words: ["hydroxypinacolone retinoate", "hpr"],
    is: exactly(/^HYDROXYPINACOLONE RETINOATE$/),
    lookAlike: retinoids,
  },
  { words: ["retinyl retinoate"], is: exactly(/^RETINYL RETINOATE$/), lookAlike: retinoids },
  {
    words: ["retinoid", "retinoids", "vitamin a"],
    is: exactly(retinoidNames),
    lookAlike: retinoids,
  },
  { words: ["niacinamide", "niasinamida", "vitamin b3"], is: exactly(/^NIACINAMIDE$/) },
  {
    words: ["vitamin c"],
    is: exactly(
      /^(ASCORBIC ACID|(3-O-)?ETHYL ASCORBIC ACID|ASCORBYL (GLUCOSIDE|PALMITATE|TETRAISOPALMITATE)|(SODIUM|MAGNESIUM|AMINOPROPYL) ASCORBYL PHOSPHATE|TETRAHEXYLDECYL ASCORBATE|(SODIUM|CALCIUM) ASCORBATE|3-GLYCERYL ASCORBATE)$/,
    ),
    lookAlike: ascorbates,
  },
  { words: ["ascorbic acid", "asam askorbat"], is: exactly(/^ASCORBIC ACID$/), lookAlike: ascorbates },
  {
    words: ["ethyl ascorbic acid", "3-o-ethyl ascorbic acid"],
    is: exactly(/^(3-O-)?ETHYL ASCORBIC ACID$/),
    lookAlike: ascorbates,
  },
  { words: ["ascorbyl glucoside"], is: exactly(/^ASCORBYL GLUCOSIDE$/), lookAlike: ascorbates },
  { words: ["sodium ascorbyl phosphate"], is: exactly(/^SODIUM ASCORBYL PHOSPHATE$/), lookAlike: ascorbates },
  { words: ["magnesium ascorbyl phosphate"], is: exactly(/^MAGNESIUM ASCORBYL PHOSPHATE$/), lookAlike: ascorbates },
  {
    words: ["ascorbyl tetraisopalmitate", "tetrahexyldecyl ascorbate"],
    is: exactly(/^(ASCORBYL TETRAISOPALMITATE|TETRAHEXYLDECYL ASCORBATE)$/),
    lookAlike: ascorbates,
  },
  { words: ["ascorbyl palmitate"], is: exactly(/^ASCORBYL PALMITATE$/), lookAlike: ascorbates },
  { words: ["glycolic acid", "asam glikolat"], is: exactly(/^GLYCOLIC ACID$/), lookAlike: hydroxyAcids },
  { words: ["lactic acid", "asam laktat"], is: exactly(/^LACTIC ACID$/), lookAlike: hydroxyAcids },
  { words: ["mandelic acid", "asam mandelat"], is: exactly(/^MANDELIC ACID$/), lookAlike: hydroxyAcids },
  {
    words: ["aha", "alpha hydroxy acid", "alpha-hydroxy acid"],
    is: exactly(ahaNames),
    lookAlike: hydroxyAcids,
  },
  { words: ["pha"], is: exactly(phaNames), lookAlike: hydroxyAcids },
  { words: ["gluconolactone"], is: exactly(/^GLUCONOLACTONE$/), lookAlike: hydroxyAcids },
  { words: ["lactobionic acid", "asam laktobionat"], is: exactly(/^LACTOBIONIC ACID$/), lookAlike: hydroxyAcids },
  {
    words: ["hyaluronic acid", "asam hialuronat"],
    is: exactly(
      /^(HYDROLYZED )?(HYALURONIC ACID|(SODIUM|POTASSIUM|CALCIUM) HYALURONATE)( CROSSPOLYMER)?$|^SODIUM ACETYLATED HYALURONATE$|^HYDROXYPROPYLTRIMONIUM HYALURONATE$/,
    ),
    lookAlike: /HYALURON/,
  },
  { words: ["sodium hyaluronate", "natrium hialuronat"], is: exactly(/^SODIUM HYALURONATE$/), lookAlike: /HYALURON/ },
  { words: ["ceramide", "ceramides", "seramida"], is: exactly(/^CERAMIDE [A-Z0-9]+$/) },
  {
    words: ["centella asiatica", "centella", "cica", "pegagan"],
    is: exactly(/^(HYDROLYZED )?CENTELLA ASIATICA [A-Z ]+$/),
    lookAlike: centellaParts,
  },
  { words: ["madecassoside"], is: exactly(/^MADECASSOSIDE$/), lookAlike: centellaParts },
  { words: ["asiaticoside"], is: exactly(/^ASIATICOSIDE$/), lookAlike: centellaParts },
  {
    words: ["snail mucin", "snail secretion filtrate", "lendir siput", "snail"],
    is: exactly(/^SNAIL |^HELIX ASPERSA/),
  },
  { words: ["peptide", "peptides", "peptida"], is: exactly(/^[A-Z0-9 -]*PEPTIDE-?[0-9]*( AMIDE)?$/) },
  {
    words: ["panthenol", "pantenol", "provitamin b5", "pro-vitamin b5", "vitamin b5"],
    is: exactly(/^(D-)?PANTHENOL$|^DEXPANTHENOL$/),
  },
  { words: ["allantoin", "alantoin"], is: exactly(/^ALLANTOIN$/) },
  { words: ["adenosine", "adenosin"], is: exactly(/^ADENOSINE$/) },
  { words: ["caffeine", "kafein"], is: exactly(/^CAFFEINE$/) },
  { words: ["bakuchiol"], is: exactly(/^BAKUCHIOL$/) },
  { words: ["squalane", "skualan"], is: exactly(/^SQUALANE$/), lookAlike: /^SQUALENE$/ },
  { words: ["shea butter", "shea"], is: exactly(/^(BUTYROSPERMUM PARKII|SHEA) BUTTER$/) },
  { words: ["tea tree"], is: exactly(/^(MELALEUCA ALTERNIFOLIA|TEA TREE) /) },
  { words: ["propolis"], is: exactly(/^PROPOLIS\b/) },
  { words: ["green tea", "teh hijau"], is: exactly(/^(CAMELLIA SINENSIS|GREEN TEA) /) },
  { words: ["black tea", "teh hitam"], is: exactly(/^(CAMELLIA SINENSIS|BLACK TEA) /) },
  { words: ["tea extract", "ekstrak teh"], is: exactly(/^(CAMELLIA SINENSIS|GREEN TEA|BLACK TEA) /) },
  { words: ["mugwort", "artemisia"], is: exactly(/^ARTEMISIA [A-Z ]+$/) },
  { words: ["aloe", "aloe vera", "lidah buaya"], is: exactly(/^ALOE [A-Z ]+$/) },
  {
    words: ["licorice", "liquorice", "akar manis"],
    is: exactly(/^GLYCYRRHIZA [A-Z ]+$/),
    lookAlike: /GLYCYRRHI/,
  },
  { words: ["dipotassium glycyrrhizate"], is: exactly(/^DIPOTASSIUM GLYCYRRHIZATE$/), lookAlike: /GLYCYRRHI/ },
  { words: ["beta-glucan", "beta glucan", "beta-glukan"], is: exactly(/^([A-Z]+ )?BETA-GLUCAN$/) },
  { words: ["arbutin"], is: exactly(/^(ALPHA-)?ARBUTIN$/) },
  { words: ["alpha-arbutin", "alpha arbutin"], is: exactly(/^ALPHA-ARBUTIN$/), lookAlike: /ARBUTIN/ },
  { words: ["tranexamic acid", "asam traneksamat"], is: exactly(/^TRANEXAMIC ACID$/) },
  { words: ["collagen", "kolagen"], is: exactly(/^[A-Z -]*COLLAGEN( EXTRACT| WATER| AMINO ACIDS)?$/) },
  { words: ["honey", "madu"], is: exactly(/^(HONEY|MEL)( EXTRACT)?$/) },
  {
    words: ["rice extract", "rice water", "rice bran", "ekstrak beras", "air beras", "dedak beras"],
    is: exactly(/^(ORYZA SATIVA|RICE) /),
  },
  { words: ["ginseng"], is: exactly(/^(PANAX |RED |WHITE )?GINSENG\b/) },
  {
    words: ["ferment", "fermented", "fermentasi", "galactomyces"],
    is: exactly(/FERMENT|^LACTOBACILLUS|^BIFIDA|^SACCHAROMYCES|^GALACTOMYCES/),
  },
  { words: ["kaolin"], is: exactly(/^KAOLIN$/) },
  { words: ["bentonite", "bentonit"], is: exactly(/^BENTONITE$/) },
  { words: ["clay", "tanah liat"], is: exactly(/^(KAOLIN|BENTONITE|MONTMORILLONITE|ILLITE|[A-Z ]+ CLAY)$/) },
  { words: ["charcoal", "arang"], is: exactly(/CHARCOAL/) },
  { words: ["glycerin", "glycerine", "gliserin"], is: exactly(/^GLYCERIN$/) },
  { words: ["urea"], is: exactly(/^UREA$/) },
  { words: ["vitamin e", "tocopherol", "tokoferol"], is: exactly(/^TOCOPHER(OL|YL ACETATE)$/) },
  { words: ["heartleaf", "houttuynia"], is: exactly(/^HOUTTUYNIA CORDATA /) },
  { words: ["sulfur", "sulphur", "belerang"], is: exactly(/^SULFUR$/) },
  ...uvFilters.map((filter): IngredientWord => ({
    words: [filter.inci, ...filter.aliases, ...indonesianUvNames(filter.inci)].map((word) => word.toLowerCase()),
    is: (inci) => uvFilterOf(inci) === filter,
  })),
];

function indonesianUvNames(inci: string): string[] {
  if (inci === "ZINC OXIDE") return ["seng oksida"];
  if (inci === "TITANIUM DIOXIDE") return ["titanium dioksida"];
  return [];
}

/**
 * How far down a list an active may sit and still be called key (docs/catalogue.md, "Claims").
 * Anything listed above 1 % comes in descending order, and these actives work below that, so
 * their effective amount is usually listed further down than the top five.
 */
const effectivePositions: readonly { is: (inci: string) => boolean; within: number }[] = [
  { is: exactly(/^NIACINAMIDE$/), within: 10 },
  { is: exactly(bhaNames), within: 15 },
  { is: exactly(/^(GLYCOLIC|LACTIC|MANDELIC) ACID$|^GLUCONOLACTONE$|^LACTOBIONIC ACID$/), within: 10 },
  { is: exactly(retinoidNames), within: 20 },
  {
    is: exactly(
      /^((3-O-)?ETHYL ASCORBIC ACID|ASCORBYL (GLUCOSIDE|TETRAISOPALMITATE)|(SODIUM|MAGNESIUM) ASCORBYL PHOSPHATE|TETRAHEXYLDECYL ASCORBATE)$/,
    ),
    within: 10,
  },
  {
    is: exactly(
      /^(HYDROLYZED )?(HYALURONIC ACID|(SODIUM|POTASSIUM|CALCIUM) HYALURONATE)( CROSSPOLYMER)?$|^SODIUM ACETYLATED HYALURONATE$/,
    ),
    within: 20,
  },
  { is: exactly(/^CERAMIDE [A-Z0-9]+$/), within: 25 },
  { is: exactly(/^[A-Z0-9 -]*PEPTIDE-?[0-9]*( AMIDE)?$/), within: 25 },
  { is: exactly(/^ADENOSINE$/), within: 25 },
  { is: exactly(/^(D-)?PANTHENOL$|^DEXPANTHENOL$/), within: 15 },
  { is: exactly(/^ALLANTOIN$|^DIPOTASSIUM GLYCYRRHIZATE$|^MADECASSOSIDE$|^ASIATICOSIDE$/), within: 20 },
  { is: exactly(/^CAFFEINE$|^UREA$|^(ALPHA-)?ARBUTIN$|^TRANEXAMIC ACID$/), within: 10 },
  { is: exactly(/^BAKUCHIOL$|^([A-Z]+ )?BETA-GLUCAN$/), within: 15 },
  // Clays and charcoal soak up oil at a few percent, also in the minutes a wash-off mask is on.
  {
    is: exactly(/^(KAOLIN|BENTONITE|MONTMORILLONITE|ILLITE|VOLCANIC ASH|MOROCCAN LAVA CLAY|SEA SILT)$|CHARCOAL/),
    within: 10,
  },
  { is: (inci) => uvFilterOf(inci) !== undefined, within: 15 },
];

/** Any ingredient may be key within the first five of its list. */
export const keyTop = 5;

/**
 * Below the first five, the last entries of a list are its traces (preservatives, pH adjusters,
 * an extract for the label); an active there is not featured, whatever its effective position.
 */
const endOfList = 3;

/** Whether a place is among a list's last three below its first five: where its traces are. */
export function isNearEnd(position: number, listLength: number): boolean {
  return position > keyTop && position > listLength - endOfList;
}

/**
 * A rinse-off product is on the skin for a minute: below its upper list (the first ten entries,
 * above about 1 %) an active does not do its work there, whatever it does left on. Exfoliating
 * acids are the exception, as they act within a wash (salicylic acid cleansers at 0.5–2 %).
 */
const rinseOffKeyWithin = 10;

/**
 * The lowest list position at which an ingredient may still be featured as key: its effective
 * position, in a rinse-off product at most the upper list unless it is an exfoliating acid.
 */
export function keyPositionLimit(inciName: string, leaveOn: boolean): number {
  let limit = keyPositionLimits.get(inciName);
  if (limit === undefined) {
    const inci = normaliseInci(inciName);
    limit = Math.max(keyTop, ...effectivePositions.filter((rule) => rule.is(inci)).map((rule) => rule.within));
    keyPositionLimits.set(inciName, limit);
  }
  if (leaveOn || isExfoliatingAcid(normaliseInci(inciName))) return limit;
  return Math.min(limit, rinseOffKeyWithin);
}

/** Remembered per name: the import asks for every entry of every list, and names repeat a lot. */
const keyPositionLimits = new Map<string, number>();

function isExfoliatingAcid(inci: string): boolean {
  return ahaNames.test(inci) || bhaNames.test(inci) || phaNames.test(inci);
}

/**
 * Whether an entry may be featured as key: at or above its limit (`keyPositionLimit`), and not
 * among the list's last three; or, left on, wherever the label states it at its working amount
 * (`atWorkingAmount`).
 */
export function isKeyPosition(
  entry: { inciName: string; position: number; statedPercent?: number | null },
  listLength: number,
  leaveOn: boolean,
): boolean {
  if (leaveOn && atWorkingAmount(entry.inciName, entry.statedPercent)) return true;
  return entry.position <= keyPositionLimit(entry.inciName, leaveOn) && !isNearEnd(entry.position, listLength);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Word patterns, longest first, so "capryloyl salicylic acid" is read before "salicylic acid". */
const wordPatterns = ingredientWords
  .flatMap((entry) => entry.words.map((word) => ({ word, entry })))
  .sort((a, b) => b.word.length - a.word.length)
  .map(({ word, entry }) => ({
    word,
    entry,
    firstWord: word.split(/[ -]/)[0] ?? word,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}-])${escapeRegExp(word).replace(/[ -]/g, "[\\s-]")}(?![\\p{L}\\p{N}])`,
      "giu",
    ),
  }));

/** Blanks out the product's own name and brand, keeping the text's length. */
function withoutOwnName(text: string, product: Pick<ClaimedProduct, "name" | "brand">): string {
  let result = text;
  for (const own of [product.name, product.brand].filter((value) => value.trim() !== "")) {
    result = result.replace(new RegExp(escapeRegExp(own), "gi"), (match) => " ".repeat(match.length));
  }
  return result;
}

/** The ingredient names a text uses, each with the word it used. */
function ingredientMentions(text: string): { word: string; entry: IngredientWord }[] {
  let rest = text;
  const lower = text.toLowerCase();
  const found: { word: string; entry: IngredientWord }[] = [];
  for (const { word, entry, firstWord, pattern } of wordPatterns) {
    // A pattern can only match where its first word is written; most texts name few ingredients.
    if (!lower.includes(firstWord)) continue;
    rest = rest.replace(pattern, (match) => {
      found.push({ word, entry });
      return " ".repeat(match.length);
    });
  }
  return found;
}

/**
 * Whether every ingredient a phrase names is the one listed entry given: the composer names an
 * ingredient only in words that this entry alone makes true ("green tea" for Camellia Sinensis
 * Leaf Extract, never "salicylic acid" for Salix Alba Bark Extract).
 */
export function namesOnly(phrase: string, inciName: string): boolean {
  const inci = normaliseInci(inciName);
  return ingredientMentions(phrase).every(({ entry }) => entry.is(inci));
}

const uvContext = /\b(uva?b?|spf|sunscreen|sun\s?screen|filters?|tabir surya|sinar matahari|matahari|sun)\b/i;

/** The UV class a text claims, from its class words in sentences about UV protection. */
function claimedUvClass(text: string): UvFilterClass | null {
  const kinds = new Set<UvFilterClass>();
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (!uvContext.test(sentence)) continue;
    const words = sentence.toLowerCase();
    if (/\b(hybrid|hibrida)\b/.test(words)) kinds.add("hybrid");
    if (
      /\b(physical|fisik)\b/.test(words) ||
      /\bmineral\b(?!s| oil| water)/.test(words.replace(/(minyak|air) mineral/g, ""))
    )
      kinds.add("mineral");
    if (/\b(chemical|kimia|organic|organik)\b/.test(words)) kinds.add("chemical");
  }
  if (kinds.has("hybrid") || (kinds.has("mineral") && kinds.has("chemical"))) return "hybrid";
  const [only] = kinds;
  return only ?? null;
}

/** A sentence that says the product protects from UV or the sun (not advice to wear sunscreen). */
function claimsUvProtection(text: string): boolean {
  return text
    .split(/(?<=[.!?])\s+/)
    .some(
      (sentence) =>
        /\b(uva|uvb|uv|spf)\b/i.test(sentence) ||
        (/\b(protect\w*|shield\w*|defen[cs]\w*|melindungi|perlindungan|lindungi)\b/i.test(sentence) &&
          /\b(sun|matahari)\b/i.test(sentence)),
    );
}

/**
 * Words that recommend a product for dry or sensitive skin, or for every skin type, in either
 * language ("Suitable for dry skin", "dryness", "dry patches", "kulit kering", "semua jenis
 * kulit"), and the mildness and comfort a product is praised for, which speak to the same skins
 * ("gentle enough for mornings", "leaves skin comfortable", "keeps skin soft and comfortable",
 * "without that tight, squeaky feeling", "cukup lembut", "tetap lembut dan nyaman", "ketarik"):
 * any "comfortable" or "nyaman" in a description is that promise. Read in descriptions only:
 * how-to-use texts say "apply to dry skin" for not wet, and "if your skin stays comfortable" as a
 * caution. The composer's test walks every description it can write to keep this list whole.
 */
const dryOrSensitiveFit =
  /\bdry(ness)?\b|\bsensitive skin\b|\b(all|every|any) skin types?\b|\bkering\b|\bkulit sensitif\b|\bsemua jenis kulit\b|\bgentle enough\b|\bcomfortable\b|\bwithout (that |leaving skin )?tight\b|\bcukup lembut\b|\bnyaman\b|\bketarik\b/i;

/**
 * A light or watery texture claimed in a description ("a lightweight essence", "a watery essence",
 * "adds moisture without any weight", "A light toner from", "bertekstur cair", "ringan dari",
 * "menambah kelembapan tanpa terasa berat"); not "ringan" of a mild retinoid, nor an eye cream's
 * "not heavy", which has its own rule.
 */
const lightTexture =
  /\bwatery\b|\blightweight\b|\bwithout any weight\b|^A light \w+ from\b|\bbertekstur cair\b|\bringan (dari|yang memberi)\b|\bmenambah kelembapan tanpa terasa berat\b/im;

function claimsLightTexture(text: string): boolean {
  return lightTexture.test(text);
}

/** A description that calls the formula short ("a short formula of 7 ingredients", "formulanya ringkas"). */
const shortFormula =
  /\bshort formula\b|\bkeeps the list short\b|\bformulanya ringkas\b|\bdaftar komposisinya singkat\b/i;

function claimsShortFormula(text: string): boolean {
  return shortFormula.test(text);
}

/** Whether a description's text recommends the product for dry or sensitive skin, or for every skin type. */
export function recommendsForDryOrSensitiveSkin(text: string): boolean {
  return dryOrSensitiveFit.test(text);
}

/**
 * How-to-use phrases that ask for more of the product where skin is dry ("dry patches", "on dry
 * days", "whenever your face feels dry", "on thirsty skin", "on areas that need extra moisture",
 * "area yang kering", "saat kulit terasa kering", "area yang butuh kelembapan ekstra"): the same
 * recommendation as a description's, which a contradicting flag forbids. "Apply to clean, dry
 * skin", "pat dry" and "let it dry" mean not wet and are not among them.
 */
const dryUsage =
  /\bdry (patches|areas|days)\b|\b(feels?|very) dry\b|\bthirsty\b|\bextra moisture\b|\barea yang kering\b|\bterasa kering\b|\bsangat (kering|haus)\b|\bkelembapan ekstra\b/i;

/** Whether a how-to-use text asks for more of the product on dry skin (docs/catalogue.md, "Claims"). */
export function usageRecommendsForDrySkin(text: string): boolean {
  return dryUsage.test(text);
}

/**
 * Phrases that put a product in the morning routine: "morning or night", "twice a day", "in the
 * morning, follow with sunscreen", "comfortable all day", "pagi dan malam", "dua kali sehari".
 * Advice to wear sunscreen every morning, or to rinse a sleeping mask off in the morning, is not
 * among them.
 */
const daytimeUse: readonly RegExp[] = [
  /\bmornings?,? (or|and|and\/or) (nights?|evenings?)\b/i,
  /\b(nights?|evenings?),? (or|and) mornings?\b/i,
  /\bmorning, evening\b/i,
  /\bfor mornings\b/i,
  /\b(quick wash|cooling|sunscreen) in the morning\b/i,
  /\bin the morning, (follow|put|apply|layer|use)\b/i,
  /\btwice a day\b|\btwice daily\b|\bday and night\b|\bmorning routine\b|\ball day\b/i,
  /\bsepanjang hari\b/i,
  /\bpagi (dan|atau) malam\b|\bmalam (dan|atau) pagi\b|\bpagi hari, malam hari\b/i,
  /\bdua kali sehari\b|\brutinitas pagi\b|\buntuk pagi hari\b/i,
  /\b(cuci muka cepat|dipakai|sunscreen) di pagi hari\b/i,
  /\bdi pagi hari, (lanjutkan|lapisi|gunakan|pakai)\b/i,
];

/** Whether a text suggests using the product by day (docs/catalogue.md, "Claims"). */
export function suggestsDaytimeUse(text: string): boolean {
  return daytimeUse.some((pattern) => pattern.test(text));
}

/**
 * A description's claim that the product itself hydrates ("adds a first layer of hydration", "to
 * bring back moisture", "floods skin with hydration", "lapisan hidrasi", "mengembalikan
 * kelembapan") or keeps the skin barrier healthy, which drying alcohol in its first five
 * contradicts (Hanskin's Real Complexion Hyaluron Moisture Cream, alcohol denat. 4th, "supports a
 * healthy skin barrier", the fourteenth review). What a named active does is not among them.
 */
const hydrationClaim =
  /\bhealthy skin barrier\b|\bskin barrier tetap sehat\b|\blayer of hydration\b|\bbring back moisture\b|\bfloods skin with hydration\b|\badds moisture\b|\bdose of moisture\b|\bseals in hydration\b|\blapisan hidrasi\b|\bmengembalikan kelembapan\b|\bhidrasi melimpah\b|\bmenambah kelembapan\b|\bmengunci hidrasi\b|\bkelembapan intensif\b/i;

/** Whether a description claims that the product hydrates (docs/catalogue.md, "Claims"). */
export function claimsHydration(text: string): boolean {
  return hydrationClaim.test(text);
}

/** Words of a description that speak to dry skin: "dry skin", "dryness", "dry patches", "kulit kering". */
const dryWords = /\bdry(ness)?\b|\bkering\b/i;

/** Whether a description speaks to dry skin, which it may only for a product shown for dry skin. */
export function speaksToDrySkin(text: string): boolean {
  return dryWords.test(text);
}

/**
 * Words that speak to oily skin: in a description "oily" ("Suitable for oily skin", "kulit
 * berminyak"), in a how-to-use its oily areas ("On oily areas, a thinner layer is plenty", "if that
 * is where you get oily", "area yang berminyak"). An oil cleanser's "oily layer" is not skin.
 */
const oilyWords: Readonly<Record<"description" | "usage", RegExp>> = {
  description: /\boily\b|\bkulit berminyak\b/i,
  usage: /\boily areas\b|\bwhere you get oily\b|\barea yang berminyak\b|\bmudah berminyak\b/i,
};

/** Whether a text speaks to oily skin, which it may only for a product shown for oily or combination skin. */
export function speaksToOilySkin(text: string, kind: "description" | "usage"): boolean {
  return oilyWords[kind].test(text);
}

/** Breakouts, blemishes, pores and oil, in either language: face concerns, not the eye area's. */
const faceConcerns =
  /\bbreakouts?\b|\bblemish(es)?\b|\bpores?\b|\bbalance oil\b|\boil control\b|\bjerawat\b|\bpori(-pori)?\b|\bmenyeimbangkan minyak\b/i;

/** Whether a text suggests the product for breakouts, pores or oil (no eye product may). */
export function suggestsFaceConcern(text: string): boolean {
  return faceConcerns.test(text);
}

/** Fine lines, wrinkles and firmness, in either language. */
const fineLines =
  /\bwrinkles?\b|\bfine lines\b|\bfirm(er|ness)?\b|\bkerutan\b|\bgaris halus\b|\bkencang\b|\bkekencangan\b/i;

/**
 * Whether a text suggests fine lines or firmness for a product whose name rules them out (a spot
 * treatment, `nameRuledOutAspects`); the composer and the claim checker both ask it.
 */
export function suggestsRuledOutFineLines(
  productType: ProductType,
  name: string,
  inciNames: readonly string[],
  text: string,
): boolean {
  return nameRuledOutAspects(productType, name, inciNames).includes("wrinkles") && fineLines.test(text);
}

/** Puffiness and eye bags, in either language: an eye-area concern. */
const puffiness = /\bpuff(y|iness)\b|\beye bags\b|\bbengkak\b|\bkantung mata\b/i;

/** Whether a text suggests the product for puffiness (only eye products may). */
export function suggestsPuffiness(text: string): boolean {
  return puffiness.test(text);
}

const eveningWords: Readonly<Record<"usageEn" | "usageId", RegExp>> = {
  usageEn: /\b(evening|night)\b/i,
  usageId: /\bmalam\b/i,
};

/** Whether a how-to-use says to use the product in the evening or at night. */
export function usageSaysEvening(field: "usageEn" | "usageId", text: string): boolean {
  return eveningWords[field].test(text);
}
const sunscreenWords: Readonly<Record<"usageEn" | "usageId", RegExp>> = {
  usageEn: /\bsunscreen\b/i,
  usageId: /\b(sunscreen|tabir surya)\b/i,
};

/**
 * The first retinoid in a list whose product is kept to the evening (its index, or -1): every
 * product but a sunscreen, which is worn by day by definition and holds a retinoid as a vitamin.
 * A product rinsed off within a minute is kept to the evening only by a retinoid where it could be
 * key (`isKeyPosition`): a trace of retinyl palmitate in a soap foam does nothing by day or night.
 */
export function eveningRetinoidIndex(
  productType: ProductType,
  form: ProductForm | undefined,
  inciNames: readonly string[],
): number {
  if (productType === "spf") return -1;
  const leaveOn = isLeaveOn(productType, form);
  return inciNames.findIndex(
    (inciName, index) =>
      retinoidNames.test(normaliseInci(inciName)) &&
      (leaveOn || isKeyPosition({ inciName, position: index + 1 }, inciNames.length, false)),
  );
}

const textFields: readonly TextField[] = ["descriptionEn", "descriptionId", "usageEn", "usageId"];

/** Exfoliating acids and retinoids: each leaves skin more sensitive to the sun (docs/ingredient-flags.md). */
function isSunSensitiser(inci: string): boolean {
  return isExfoliatingAcid(inci) || retinoidNames.test(inci);
}

/** The exfoliating acid or retinoid the descriptions' mentions name, as listed; the how-to-use must then name sunscreen. */
function featuredSunSensitiser(
  descriptionMentions: readonly { entry: IngredientWord }[],
  listed: readonly { inci: string; inciName: string }[],
): string | undefined {
  for (const { entry } of descriptionMentions) {
    const match = listed.find((ingredient) => entry.is(ingredient.inci) && isSunSensitiser(ingredient.inci));
    if (match) return match.inciName;
  }
  return undefined;
}

/**
 * The exfoliating acid that raises a leave-on product's flag, which says "use sunscreen" on the
 * page: its how-to-use says so too, featured or not (a sunscreen aside). Rinse-off products are
 * on the skin for a minute and say so only for an acid they feature.
 */
export function leaveOnListedAcid(
  raisedFlags: readonly IngredientFlag[],
  productType: ProductType,
  leaveOn: boolean,
): string | undefined {
  if (productType === "spf" || !leaveOn) return undefined;
  return raisedFlags.find((raised) => raised.flag === "exfoliating-acids")?.ingredients[0];
}

/**
 * Every claim in the texts that the list does not support, with the rule it breaks, the text
 * it is in and what was wrong. An empty result means the texts may be published.
 */
export function checkClaims(product: ClaimedProduct): ClaimViolation[] {
  const violations: ClaimViolation[] = [];
  const listed = product.ingredients.map((ingredient) => ({
    position: ingredient.position,
    inciName: ingredient.inciName,
    inci: normaliseInci(ingredient.inciName),
    statedPercent: ingredient.statedPercent,
  }));
  const actualUv = uvFilterClass(listed.map((ingredient) => ingredient.inci));
  const filterNames = listed
    .filter((ingredient) => uvFilterOf(ingredient.inci))
    .map((ingredient) => ingredient.inciName)
    .join(", ");
  const listLength = listed.length;
  const inciNames = listed.map((ingredient) => ingredient.inciName);
  const raisedFlags = ingredientFlags(product.ingredients, product.productType, product.form, product.leftOut).flags;
  const flags = raisedFlags.map((raised) => raised.flag);
  const contradictions = dryOrSensitiveContradictionsIn(flags, listed, product.productType, product.name, product.form);
  const leaveOn = isLeaveOn(product.productType, product.form);
  const forDrySkin = product.skinTypes.includes("dry");
  const forOilySkin = product.skinTypes.includes("oily") || product.skinTypes.includes("combination");
  const texts = new Map(
    textFields.map((field) => {
      const text = withoutOwnName(product.texts[field], product);
      return [field, { text, mentions: ingredientMentions(text) }] as const;
    }),
  );
  const descriptionMentions = [...texts]
    .filter(([field]) => field === "descriptionEn" || field === "descriptionId")
    .flatMap(([, { mentions }]) => mentions);
  const sunSensitiser = product.productType === "spf" ? undefined : featuredSunSensitiser(descriptionMentions, listed);
  const listedAcid = leaveOnListedAcid(raisedFlags, product.productType, leaveOn);
  const whySunAdvice = sunSensitiser
    ? `the description features ${sunSensitiser}`
    : listedAcid && `a product left on the skin lists ${listedAcid}`;
  const retinoid =
    listed[
      eveningRetinoidIndex(
        product.productType,
        product.form,
        listed.map((ingredient) => ingredient.inciName),
      )
    ];

  for (const [field, { text, mentions }] of texts) {
    const featured = field === "descriptionEn" || field === "descriptionId";

    const claimedUv = claimedUvClass(text);
    if (claimedUv !== null && claimedUv !== actualUv) {
      violations.push({
        rule: "uv-class",
        field,
        detail: `says ${claimedUv} UV filters; the list has ${actualUv === null ? "none" : `${actualUv} (${filterNames})`}`,
      });
    }
    if (product.productType !== "spf" && claimsUvProtection(text)) {
      violations.push({
        rule: "uv-claim",
        field,
        detail: "claims UV protection for a product that is not a sunscreen",
      });
    }
    if (
      contradictions.length > 0 &&
      (featured ? recommendsForDryOrSensitiveSkin(text) : usageRecommendsForDrySkin(text))
    ) {
      violations.push({
        rule: "skin-contradicted",
        field,
        detail: `recommends it for dry or sensitive skin, or every skin type, despite ${contradictions.join(", ")}`,
      });
    }
    if (!forDrySkin && (featured ? speaksToDrySkin(text) : usageRecommendsForDrySkin(text))) {
      violations.push({
        rule: "skin-type-absent",
        field,
        detail: `speaks to dry skin, but the product is shown for ${product.skinTypes.join(", ")} skin`,
      });
    }
    if (!forOilySkin && speaksToOilySkin(text, featured ? "description" : "usage")) {
      violations.push({
        rule: "skin-type-absent",
        field,
        detail: `speaks to oily skin, but the product is shown for ${product.skinTypes.join(", ")} skin`,
      });
    }
    if (featured && flags.includes("drying-alcohol") && claimsHydration(text)) {
      violations.push({
        rule: "hydration-against-alcohol",
        field,
        detail: "claims the product hydrates, but the list has drying alcohol in its first five",
      });
    }
    if (featured && claimsLightTexture(text) && !hasLightTexture(inciNames)) {
      violations.push({
        rule: "texture-against-list",
        field,
        detail: "claims a light or watery texture, but the list has an emollient or emulsifier high up",
      });
    }
    if (featured && claimsShortFormula(text) && !listLooksWhole(inciNames)) {
      violations.push({
        rule: "short-list-not-whole",
        field,
        detail: "calls the formula short, but the list lacks what its base needs (a preservative, an emulsifier)",
      });
    }
    if (product.productType === "eye-cream" && suggestsFaceConcern(text)) {
      violations.push({
        rule: "face-concern-on-eye",
        field,
        detail: "suggests an eye product for breakouts, pores or oil",
      });
    }
    if (isNeckProduct(product.productType, product.name) && suggestsFaceConcern(text)) {
      violations.push({
        rule: "face-concern-on-neck",
        field,
        detail: "suggests a neck cream for breakouts, pores or oil",
      });
    }
    if (suggestsRuledOutFineLines(product.productType, product.name, inciNames, text)) {
      violations.push({
        rule: "fine-lines-on-spot",
        field,
        detail: "suggests fine lines or firmness for a spot treatment, dabbed onto single blemishes",
      });
    }
    if (isNightProduct(product.name) && suggestsDaytimeUse(text)) {
      violations.push({
        rule: "night-product-daytime",
        field,
        detail: "suggests use by day, but the product's name keeps it to the night",
      });
    }
    if (
      isNightProduct(product.name) &&
      (field === "usageEn" || field === "usageId") &&
      text.trim() !== "" &&
      !usageSaysEvening(field, text)
    ) {
      violations.push({
        rule: "night-product-daytime",
        field,
        detail: "does not say evening or night, though the product's name keeps it to the night",
      });
    }
    // A retinoid's own rule (below) already asks its how-to-use for sunscreen.
    if (
      whySunAdvice &&
      !retinoid &&
      (field === "usageEn" || field === "usageId") &&
      !sunscreenWords[field].test(text)
    ) {
      violations.push({
        rule: "sun-advice-missing",
        field,
        detail: `does not name sunscreen, but ${whySunAdvice}`,
      });
    }
    if (product.productType !== "eye-cream" && suggestsPuffiness(text)) {
      violations.push({
        rule: "puffiness-not-eye",
        field,
        detail: "suggests puffiness for a product not for the eyes",
      });
    }
    if (retinoid) {
      if (suggestsDaytimeUse(text))
        violations.push({
          rule: "retinoid-daytime",
          field,
          detail: `suggests use by day, but the list has ${retinoid.inciName}`,
        });
      if ((field === "usageEn" || field === "usageId") && !eveningWords[field].test(text))
        violations.push({ rule: "retinoid-daytime", field, detail: `does not say evening for ${retinoid.inciName}` });
      if ((field === "usageEn" || field === "usageId") && !sunscreenWords[field].test(text))
        violations.push({
          rule: "retinoid-daytime",
          field,
          detail: `does not name sunscreen for ${retinoid.inciName}`,
        });
    }

    for (const { word, entry } of mentions) {
      const matches = listed.filter((ingredient) => entry.is(ingredient.inci));
      if (matches.length === 0) {
        const lookAlikes = entry.lookAlike
          ? listed
              .filter((ingredient) => entry.lookAlike?.test(ingredient.inci))
              .map((ingredient) => ingredient.inciName)
          : [];
        violations.push(
          lookAlikes.length > 0
            ? { rule: "not-exact", field, detail: `names ${word}; the list has ${lookAlikes.join(", ")} instead` }
            : { rule: "absent", field, detail: `names ${word}, which is not in the list` },
        );
      } else if (
        featured &&
        !matches.some((ingredient) => isKeyPosition({ ...ingredient, inciName: ingredient.inci }, listLength, leaveOn))
      ) {
        const first = matches[0];
        const nearEnd = matches.every((ingredient) => isNearEnd(ingredient.position, listLength));
        violations.push({
          rule: nearEnd ? "near-end" : "not-key",
          field,
          detail: `features ${word}, but ${first?.inciName} is only at position ${first?.position} of ${listLength}`,
        });
      }
    }
  }

  for (const key of product.keyIngredients) {
    const inci = normaliseInci(key);
    const entry = listed.find((ingredient) => ingredient.inci === inci);
    if (!entry) {
      violations.push({ rule: "absent", field: "keyIngredients", detail: `${key} is not in the list` });
    } else if (!isKeyPosition({ ...entry, inciName: entry.inci }, listLength, leaveOn)) {
      violations.push(
        entry.position > keyPositionLimit(entry.inci, leaveOn)
          ? {
              rule: "not-key",
              field: "keyIngredients",
              detail: `${key} is at position ${entry.position}, below position ${keyPositionLimit(entry.inci, leaveOn)}`,
            }
          : {
              rule: "near-end",
              field: "keyIngredients",
              detail: `${key} is at position ${entry.position}, one of the last ${endOfList} of ${listLength}`,
            },
      );
    } else if (belowWorkingAmount(entry.inci, entry.statedPercent)) {
      violations.push({
        rule: "below-working-amount",
        field: "keyIngredients",
        detail: `${key} is stated at ${String(entry.statedPercent)} %, below the amount at which it works`,
      });
    }
  }
  return violations;
}
