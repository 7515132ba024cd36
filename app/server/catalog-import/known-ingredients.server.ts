import type { Aspect } from "~/domain/aspects";
import { isNearEnd, keyPositionLimit } from "~/domain/claim-check";
import type { IngredientFunction } from "~/domain/ingredient-functions";
import type { SkinType } from "~/domain/skin-types";
import { atWorkingAmount, belowWorkingAmount } from "~/domain/working-amounts";

/**
 * How a well-known active is named and what it does, in both languages. The name is the exact
 * substance (docs/catalogue.md, "Claims": retinyl palmitate is never called retinol); benefits
 * are bare verb phrases ("draw in water …", "menarik air …") that the sentences put after
 * "helps", "to", "yang" or "untuk", so no benefit starts with "membantu".
 */
export interface ActiveText {
  /** Groups substances that are one active for the reader (all peptides, every vitamin C). */
  key: string;
  /** The name; "{listed}" stands for the ingredient's own name (each ferment is its own). */
  en: string;
  id: string;
  /** A plural name ("ceramides") takes plural verbs. */
  plural?: boolean;
  benefitEn: string;
  benefitId: string;
  /** What else it does, said where the benefit above does not fit the product (no pores on an eye cream). */
  otherBenefit?: { en: string; id: string };
  /**
   * Narrower names, each used only when the product's name or the list's own words for the entry
   * say it (`words`): one plant gives green and black tea, and the INCI name cannot tell them apart.
   */
  namedBy?: readonly { words: RegExp; en: string; id: string }[];
}

/**
 * What we know about a well-known ingredient beyond CosIng's regulatory functions: extra
 * function chips, the aspects and skin types it speaks to, and (for actives worth naming in a
 * description) how to talk about it. `maxPosition` limits rules for ubiquitous ingredients
 * (glycerin is in almost everything; it only signals dryness care near the top of a list).
 */
export interface KnownIngredient {
  pattern: RegExp;
  functions: readonly IngredientFunction[];
  aspects: readonly Aspect[];
  skinTypes: readonly SkinType[];
  maxPosition?: number;
  /** Exfoliating acids and retinoids make skin more sun-sensitive; usage text says so. */
  sunSensitising?: boolean;
  active?: ActiveText;
}

const oilyCombination: readonly SkinType[] = ["oily", "combination"];
const dryNormal: readonly SkinType[] = ["dry", "normal"];

const bha = { functions: ["exfoliating", "keratolytic", "anti-sebum"], aspects: ["acne", "pores"] } as const;
const aha = { functions: ["exfoliating"], aspects: ["pores", "wrinkles"] } as const;
const pha = { functions: ["exfoliating", "humectant"], aspects: ["pores"] } as const;
const retinoid = { functions: ["skin-conditioning"], aspects: ["wrinkles"] } as const;
const vitaminC = { functions: ["antioxidant"], aspects: ["wrinkles"] } as const;
const centella = { functions: ["soothing", "skin-conditioning"], aspects: ["redness"] } as const;
/**
 * Signal peptides, the ones studied for firmness and lines (docs/catalogue.md, "Our additions"):
 * peptides carried by a fatty or acetyl group (palmitoyl pentapeptide-4, acetyl hexapeptide-8),
 * copper tripeptide-1 and tripeptide-1, hexapeptide-9 and pentapeptide-18. Ingredient ids.
 */
const signalPeptides =
  "(palmitoyl|myristoyl|acetyl)-[a-z0-9-]*peptide-?\\d*(-amide)?|(copper-)?tripeptide-1|hexapeptide-9|pentapeptide-18";

/** What every peptide shares: its chips and its name, one active for the reader. */
const peptide = {
  functions: ["skin-conditioning"],
  skinTypes: [],
  active: { key: "peptide", en: "peptides", plural: true, id: "peptida" },
} as const;

const brightening = {
  benefitEn: "fade the look of dark spots",
  benefitId: "menyamarkan tampilan noda gelap",
} as const;

export const knownIngredients: readonly KnownIngredient[] = [
  {
    pattern:
      /^(sodium-hyaluronate|hyaluronic-acid|hydrolyzed-hyaluronic-acid|hydrolyzed-sodium-hyaluronate|sodium-acetylated-hyaluronate|potassium-hyaluronate|sodium-hyaluronate-crosspolymer|hydroxypropyltrimonium-hyaluronate)$/,
    functions: ["humectant", "moisturizing", "skin-conditioning-humectant"],
    aspects: ["dryness"],
    skinTypes: ["dry", "normal", "combination"],
    active: {
      key: "hyaluronic",
      en: "hyaluronic acid",
      id: "asam hialuronat",
      benefitEn: "draw in water and keep skin plump",
      benefitId: "menarik air dan menjaga kulit tetap kenyal",
    },
  },
  {
    pattern: /^glycerin$/,
    functions: ["humectant", "moisturizing"],
    aspects: ["dryness"],
    skinTypes: dryNormal,
    maxPosition: 5,
  },
  {
    pattern: /^(petrolatum|paraffinum-liquidum|mineral-oil|liquid-paraffin)$/,
    functions: ["occlusive", "skin-conditioning-occlusive"],
    aspects: ["dryness"],
    skinTypes: ["dry"],
  },
  {
    pattern: /^butyrospermum-parkii-butter$|^shea-butter$/,
    functions: ["occlusive", "moisturizing"],
    aspects: ["dryness"],
    skinTypes: ["dry"],
    active: {
      key: "shea",
      en: "shea butter",
      id: "shea butter",
      benefitEn: "cushion dry patches with rich lipids",
      benefitId: "merawat area kering dengan lipid yang kaya",
    },
  },
  {
    pattern: /^squalane$/,
    functions: ["moisturizing", "skin-conditioning-emollient"],
    aspects: ["dryness"],
    skinTypes: dryNormal,
    active: {
      key: "squalane",
      en: "squalane",
      id: "squalane",
      benefitEn: "soften skin without a greasy feel",
      benefitId: "melembutkan kulit tanpa rasa berminyak",
    },
  },
  {
    pattern: /^ceramide-|^ceramide$|^ceramides$/,
    functions: ["moisturizing", "skin-protecting"],
    aspects: ["dryness", "redness"],
    skinTypes: dryNormal,
    active: {
      key: "ceramide",
      en: "ceramides",
      plural: true,
      id: "ceramide",
      benefitEn: "reinforce the skin barrier",
      benefitId: "memperkuat lapisan pelindung kulit",
    },
  },
  {
    pattern: /^niacinamide$/,
    functions: ["anti-sebum", "skin-conditioning"],
    aspects: ["pores", "acne"],
    skinTypes: ["oily", "combination", "normal"],
    active: {
      key: "niacinamide",
      en: "niacinamide",
      id: "niacinamide",
      benefitEn: "balance oil and refine the look of pores",
      benefitId: "menyeimbangkan minyak dan menyamarkan tampilan pori-pori",
      otherBenefit: { en: "even out the look of skin tone", id: "meratakan tampilan warna kulit" },
    },
  },
  {
    pattern:
      /^(centella-asiatica-(leaf-)?(extract|water)|centella-asiatica-meristem-cell-culture|hydrolyzed-centella-asiatica-extract)$/,
    ...centella,
    skinTypes: [],
    active: {
      key: "centella",
      en: "centella asiatica",
      id: "centella asiatica (pegagan)",
      benefitEn: "calm redness and irritation",
      benefitId: "meredakan kemerahan dan iritasi",
    },
  },
  {
    pattern: /^madecassoside$/,
    ...centella,
    skinTypes: [],
    active: {
      key: "centella",
      en: "madecassoside",
      id: "madecassoside",
      benefitEn: "calm redness and irritation",
      benefitId: "meredakan kemerahan dan iritasi",
    },
  },
  {
    pattern: /^asiaticoside$/,
    ...centella,
    skinTypes: [],
    active: {
      key: "centella",
      en: "asiaticoside",
      id: "asiaticoside",
      benefitEn: "calm redness and irritation",
      benefitId: "meredakan kemerahan dan iritasi",
    },
  },
  { pattern: /^(madecassic-acid|asiatic-acid)$/, ...centella, skinTypes: [] },
  {
    pattern: /^(panthenol|d-panthenol|dexpanthenol)$/,
    functions: ["soothing", "moisturizing", "humectant"],
    aspects: ["redness", "dryness"],
    skinTypes: [],
    active: {
      key: "panthenol",
      en: "panthenol (pro-vitamin B5)",
      id: "panthenol (provitamin B5)",
      benefitEn: "soothe and soften",
      benefitId: "menenangkan dan melembutkan kulit",
    },
  },
  {
    pattern: /^allantoin$/,
    functions: ["soothing", "skin-protecting"],
    aspects: ["redness"],
    skinTypes: [],
    maxPosition: 15,
    active: {
      key: "allantoin",
      en: "allantoin",
      id: "allantoin",
      benefitEn: "comfort irritated skin",
      benefitId: "menenangkan kulit yang teriritasi",
    },
  },
  {
    pattern: /^salicylic-acid$/,
    ...bha,
    skinTypes: oilyCombination,
    sunSensitising: true,
    active: {
      key: "bha",
      en: "salicylic acid (BHA)",
      id: "asam salisilat (BHA)",
      benefitEn: "clear out pores and keep breakouts in check",
      benefitId: "membersihkan pori-pori dan mencegah jerawat",
    },
  },
  {
    pattern: /^betaine-salicylate$/,
    ...bha,
    skinTypes: oilyCombination,
    sunSensitising: true,
    active: {
      key: "bha",
      en: "betaine salicylate (a gentle BHA)",
      id: "betaine salicylate (BHA yang lembut)",
      benefitEn: "keep pores clear",
      benefitId: "menjaga pori-pori tetap bersih",
    },
  },
  {
    pattern: /^capryloyl-salicylic-acid$/,
    ...bha,
    skinTypes: oilyCombination,
    sunSensitising: true,
    active: {
      key: "bha",
      en: "capryloyl salicylic acid (LHA)",
      id: "capryloyl salicylic acid (LHA)",
      benefitEn: "loosen dead cells around pores",
      benefitId: "meluruhkan sel kulit mati di sekitar pori-pori",
    },
  },
  {
    pattern: /^glycolic-acid$/,
    ...aha,
    skinTypes: ["normal", "combination", "oily"],
    sunSensitising: true,
    active: {
      key: "aha",
      en: "glycolic acid (AHA)",
      id: "asam glikolat (AHA)",
      benefitEn: "lift away dull surface cells for smoother skin",
      benefitId: "mengangkat sel kulit mati yang kusam agar kulit lebih halus",
    },
  },
  {
    pattern: /^mandelic-acid$/,
    ...aha,
    skinTypes: ["normal", "combination", "oily"],
    sunSensitising: true,
    active: {
      key: "aha",
      en: "mandelic acid (AHA)",
      id: "asam mandelat (AHA)",
      benefitEn: "exfoliate gently, as its large molecule enters the skin slowly",
      benefitId: "mengeksfoliasi dengan lembut karena molekulnya yang besar meresap perlahan",
    },
  },
  {
    pattern: /^lactic-acid$/,
    functions: ["exfoliating", "humectant"],
    aspects: ["pores"],
    skinTypes: ["normal", "combination"],
    maxPosition: 12,
    sunSensitising: true,
    active: {
      key: "aha",
      en: "lactic acid (AHA)",
      id: "asam laktat (AHA)",
      benefitEn: "gently smooth uneven texture",
      benefitId: "menghaluskan tekstur kulit yang tidak rata dengan lembut",
    },
  },
  {
    pattern: /^gluconolactone$/,
    ...pha,
    skinTypes: dryNormal,
    sunSensitising: true,
    active: {
      key: "pha",
      en: "gluconolactone (PHA)",
      id: "gluconolactone (PHA)",
      benefitEn: "exfoliate gently while keeping skin hydrated",
      benefitId: "mengeksfoliasi dengan lembut sambil menjaga kelembapan kulit",
    },
  },
  {
    pattern: /^lactobionic-acid$/,
    ...pha,
    skinTypes: dryNormal,
    sunSensitising: true,
    active: {
      key: "pha",
      en: "lactobionic acid (PHA)",
      id: "asam laktobionat (PHA)",
      benefitEn: "exfoliate gently while keeping skin hydrated",
      benefitId: "mengeksfoliasi dengan lembut sambil menjaga kelembapan kulit",
    },
  },
  {
    pattern: /^retinol$/,
    ...retinoid,
    skinTypes: ["normal", "combination", "oily"],
    sunSensitising: true,
    active: {
      key: "retinoid",
      en: "retinol",
      id: "retinol",
      benefitEn: "smooth the look of fine lines over time",
      benefitId: "menyamarkan garis halus seiring waktu",
    },
  },
  {
    pattern: /^retinal$/,
    ...retinoid,
    skinTypes: ["normal", "combination", "oily"],
    sunSensitising: true,
    active: {
      key: "retinoid",
      en: "retinal (retinaldehyde)",
      id: "retinal (retinaldehyde)",
      benefitEn: "smooth the look of fine lines over time",
      benefitId: "menyamarkan garis halus seiring waktu",
    },
  },
  {
    pattern: /^retinyl-palmitate$/,
    ...retinoid,
    skinTypes: ["normal", "combination", "oily"],
    sunSensitising: true,
    active: {
      key: "retinoid",
      en: "retinyl palmitate (a mild form of vitamin A)",
      id: "retinyl palmitate (turunan vitamin A yang ringan)",
      benefitEn: "keep skin looking smooth",
      benefitId: "menjaga kulit tetap tampak halus",
    },
  },
  {
    pattern: /^hydroxypinacolone-retinoate$/,
    ...retinoid,
    functions: [],
    skinTypes: ["normal", "combination", "oily"],
    sunSensitising: true,
    active: {
      key: "retinoid",
      en: "hydroxypinacolone retinoate (HPR)",
      id: "hydroxypinacolone retinoate (HPR)",
      benefitEn: "smooth the look of fine lines with little irritation",
      benefitId: "menyamarkan garis halus dengan risiko iritasi yang rendah",
    },
  },
  {
    pattern: /^retinyl-retinoate$/,
    ...retinoid,
    skinTypes: ["normal", "combination", "oily"],
    sunSensitising: true,
    active: {
      key: "retinoid",
      en: "retinyl retinoate",
      id: "retinyl retinoate",
      benefitEn: "smooth the look of fine lines over time",
      benefitId: "menyamarkan garis halus seiring waktu",
    },
  },
  {
    pattern: /^bakuchiol$/,
    functions: ["skin-conditioning", "antioxidant"],
    aspects: ["wrinkles"],
    skinTypes: [],
    active: {
      key: "bakuchiol",
      en: "bakuchiol",
      id: "bakuchiol",
      benefitEn: "smooth fine lines gently",
      benefitId: "menyamarkan garis halus dengan lembut",
    },
  },
  {
    ...peptide,
    pattern: new RegExp(`^(${signalPeptides})$`),
    aspects: ["wrinkles"],
    active: {
      ...peptide.active,
      benefitEn: "support firmer, smoother-looking skin",
      benefitId: "menjaga kulit tampak lebih kencang dan halus",
    },
  },
  {
    // Every other peptide (sh-oligopeptides, heptasodium hexacarboxymethyl dipeptide-12) conditions
    // the skin; nothing shows it firms it or treats lines.
    ...peptide,
    pattern: new RegExp(`^(?!(${signalPeptides})$).*peptide-?\\d*(-amide)?$`),
    aspects: [],
    active: { ...peptide.active, benefitEn: "condition the skin", benefitId: "merawat kondisi kulit" },
  },
  {
    pattern: /^adenosine$/,
    functions: ["skin-conditioning"],
    aspects: ["wrinkles"],
    skinTypes: [],
    active: {
      key: "adenosine",
      en: "adenosine",
      id: "adenosin",
      benefitEn: "soften the look of wrinkles",
      benefitId: "menyamarkan tampilan kerutan",
    },
  },
  {
    pattern: /^caffeine$/,
    functions: ["skin-conditioning"],
    aspects: ["eyebags"],
    skinTypes: [],
    active: {
      key: "caffeine",
      en: "caffeine",
      id: "kafein",
      benefitEn: "reduce the look of puffiness",
      benefitId: "mengurangi tampilan bengkak",
    },
  },
  {
    pattern: /^(coffea-arabica-seed-extract|coffea-arabica-seed-oil)$/,
    functions: [],
    aspects: ["eyebags"],
    skinTypes: [],
  },
  {
    pattern: /^snail-secretion-filtrate$|^snail-mucin|^snail-/,
    functions: [],
    aspects: ["dryness", "wrinkles"],
    skinTypes: [],
    active: {
      key: "snail",
      en: "snail mucin",
      id: "lendir siput (snail mucin)",
      benefitEn: "hydrate skin and support its recovery",
      benefitId: "melembapkan dan mendukung pemulihan kulit",
    },
  },
  {
    pattern: /^melaleuca-alternifolia-(leaf-)?(oil|extract|water)$|^tea-tree/,
    // Tea tree oil works on blemishes at about 5 %; at the foot of a list it is scent, not a
    // reason to call the product one for oily, blemish-prone skin.
    maxPosition: 10,
    functions: ["antimicrobial", "soothing"],
    aspects: ["acne"],
    skinTypes: oilyCombination,
    active: {
      key: "teatree",
      en: "tea tree",
      id: "tea tree",
      benefitEn: "calm blemish-prone skin",
      benefitId: "menenangkan kulit yang rentan berjerawat",
    },
  },
  {
    pattern: /^propolis-extract$|^propolis$/,
    functions: [],
    aspects: ["acne", "redness"],
    skinTypes: [],
    active: {
      key: "propolis",
      en: "propolis",
      id: "propolis",
      benefitEn: "soothe skin and give it a healthy glow",
      benefitId: "menenangkan kulit dan memberinya kilau sehat",
    },
  },
  {
    pattern: /^camellia-sinensis-leaf-(extract|water)$|^camellia-sinensis-extract$|^green-tea/,
    functions: ["antioxidant", "soothing"],
    aspects: ["redness"],
    skinTypes: oilyCombination,
    maxPosition: 10,
    active: {
      key: "greentea",
      en: "tea extract",
      id: "ekstrak teh",
      benefitEn: "defend skin with antioxidants and calm it",
      benefitId: "melindungi kulit dengan antioksidan dan menenangkannya",
      namedBy: [
        { words: /\bblack\s?tea\b|\bteh hitam\b/i, en: "black tea", id: "teh hitam" },
        { words: /\bgreen\s?tea\b|\bmatcha\b|\bteh hijau\b/i, en: "green tea", id: "teh hijau" },
      ],
    },
  },
  {
    pattern: /^ascorbic-acid$/,
    ...vitaminC,
    skinTypes: ["normal", "combination"],
    active: {
      key: "vitaminc",
      en: "vitamin C (ascorbic acid)",
      id: "vitamin C (asam askorbat)",
      benefitEn: "brighten a dull complexion",
      benefitId: "mencerahkan kulit yang kusam",
    },
  },
  {
    pattern: /^(3-o-ethyl-ascorbic-acid|ethyl-ascorbic-acid)$/,
    ...vitaminC,
    functions: [],
    skinTypes: ["normal", "combination"],
    active: {
      key: "vitaminc",
      en: "vitamin C (ethyl ascorbic acid)",
      id: "vitamin C (ethyl ascorbic acid)",
      benefitEn: "brighten a dull complexion",
      benefitId: "mencerahkan kulit yang kusam",
    },
  },
  ...(
    [
      ["ascorbyl-glucoside", "ascorbyl glucoside"],
      ["sodium-ascorbyl-phosphate", "sodium ascorbyl phosphate"],
      ["magnesium-ascorbyl-phosphate", "magnesium ascorbyl phosphate"],
      ["ascorbyl-tetraisopalmitate", "ascorbyl tetraisopalmitate"],
      ["tetrahexyldecyl-ascorbate", "tetrahexyldecyl ascorbate"],
    ] as const
  ).map(([id, name]): KnownIngredient => ({
    pattern: new RegExp(`^${id}$`),
    ...vitaminC,
    skinTypes: ["normal", "combination"],
    active: {
      key: "vitaminc",
      en: `vitamin C (${name})`,
      id: `vitamin C (${name})`,
      benefitEn: "brighten a dull complexion",
      benefitId: "mencerahkan kulit yang kusam",
    },
  })),
  { pattern: /^(tocopherol|tocopheryl-acetate)$/, functions: ["antioxidant"], aspects: [], skinTypes: [] },
  {
    pattern: /^artemisia-(annua|princeps|vulgaris|capillaris)/,
    functions: [],
    aspects: ["redness"],
    skinTypes: [],
    active: {
      key: "artemisia",
      en: "mugwort (artemisia)",
      id: "mugwort (artemisia)",
      benefitEn: "soothe stressed skin",
      benefitId: "menenangkan kulit yang sedang stres",
    },
  },
  {
    pattern: /^aloe-barbadensis-(leaf-)?(extract|juice|juice-powder|water)$|^aloe-barbadenis-extract$/,
    functions: ["soothing", "moisturizing"],
    aspects: ["redness", "dryness"],
    skinTypes: [],
    maxPosition: 10,
    active: {
      key: "aloe",
      en: "aloe vera",
      id: "lidah buaya",
      benefitEn: "cool and hydrate",
      benefitId: "menyejukkan dan melembapkan kulit",
    },
  },
  {
    pattern: /^(glycyrrhiza-(glabra|uralensis)-(root-)?extract|licorice-(root-)?extract)$/,
    functions: [],
    aspects: ["redness"],
    skinTypes: [],
    active: {
      key: "licorice",
      en: "licorice root extract",
      id: "ekstrak akar licorice",
      benefitEn: "calm skin and even out its tone",
      benefitId: "menenangkan dan meratakan warna kulit",
    },
  },
  {
    pattern: /^dipotassium-glycyrrhizate$/,
    functions: [],
    aspects: ["redness"],
    skinTypes: [],
    active: {
      key: "licorice",
      en: "dipotassium glycyrrhizate",
      id: "dipotassium glycyrrhizate",
      benefitEn: "calm the look of redness",
      benefitId: "meredakan tampilan kemerahan",
    },
  },
  {
    pattern: /^beta-glucan$/,
    functions: ["moisturizing", "soothing"],
    aspects: ["dryness"],
    skinTypes: [],
    active: {
      key: "betaglucan",
      en: "beta-glucan",
      id: "beta-glukan",
      benefitEn: "hydrate and soothe",
      benefitId: "melembapkan dan menenangkan kulit",
    },
  },
  { pattern: /^urea$/, functions: ["humectant", "moisturizing"], aspects: ["dryness"], skinTypes: ["dry"] },
  // UV filters are named by the sunscreen sentence, from the EU list (app/domain/uv-filters.ts).
  { pattern: /^(zinc-oxide|titanium-dioxide)$/, functions: ["uv-filter"], aspects: [], skinTypes: [] },
  {
    pattern: /^kaolin$/,
    functions: ["absorbent"],
    aspects: ["pores"],
    skinTypes: oilyCombination,
    active: {
      key: "clay",
      en: "kaolin clay",
      id: "kaolin",
      benefitEn: "soak up excess oil",
      benefitId: "menyerap minyak berlebih",
    },
  },
  {
    pattern: /^(bentonite|montmorillonite|illite|volcanic-ash|moroccan-lava-clay)$/,
    functions: ["absorbent"],
    aspects: ["pores"],
    skinTypes: oilyCombination,
  },
  { pattern: /^sea-silt$/, functions: [], aspects: ["pores"], skinTypes: oilyCombination },
  {
    pattern: /^(charcoal-powder|charcoal|bamboo-charcoal|charcoal-extract)$/,
    functions: [],
    aspects: ["pores"],
    skinTypes: oilyCombination,
    active: {
      key: "charcoal",
      en: "charcoal",
      id: "arang (charcoal)",
      benefitEn: "draw impurities out of pores",
      benefitId: "mengangkat kotoran dari pori-pori",
    },
  },
  {
    pattern: /ferment-(filtrate|lysate|extract)|^lactobacillus/,
    functions: [],
    aspects: ["dryness"],
    skinTypes: [],
    maxPosition: 8,
    active: {
      key: "ferment",
      en: "{listed}",
      id: "{listed}",
      benefitEn: "leave skin looking smoother and more radiant",
      benefitId: "membuat kulit tampak lebih halus dan bercahaya",
    },
  },
  {
    // Rice's extracts, waters and ferment filtrates: not its bran wax, a balm's structurant
    // (Erborian's Milk & Peel Balm, tenth review), its powder, a wash's grit (Missha's Brown Rice
    // Powder Wash, eleventh review), or its bran oil, an emollient.
    pattern: /^(oryza-sativa|rice)-(?:[a-z0-9-]*-)?(extract|water|filtrate)$/,
    functions: [],
    aspects: ["dryness"],
    skinTypes: [],
    maxPosition: 10,
    active: {
      key: "rice",
      en: "rice extract",
      id: "ekstrak beras",
      benefitEn: "soften and brighten",
      benefitId: "melembutkan dan mencerahkan kulit",
    },
  },
  {
    pattern: /^panax-ginseng/,
    functions: [],
    aspects: ["wrinkles"],
    skinTypes: [],
    active: {
      key: "ginseng",
      en: "ginseng",
      id: "ginseng",
      benefitEn: "revitalise tired-looking skin",
      benefitId: "menyegarkan kulit yang tampak lelah",
    },
  },
  {
    pattern: /^(honey|honey-extract|mel)$/,
    functions: ["humectant"],
    aspects: ["dryness"],
    skinTypes: [],
    active: {
      key: "honey",
      en: "honey",
      id: "madu",
      benefitEn: "keep skin soft and hydrated",
      benefitId: "menjaga kulit tetap lembut dan terhidrasi",
    },
  },
  {
    pattern: /collagen/,
    functions: [],
    aspects: ["wrinkles", "dryness"],
    skinTypes: [],
    maxPosition: 15,
    active: {
      key: "collagen",
      en: "collagen",
      id: "kolagen",
      benefitEn: "keep skin feeling supple",
      benefitId: "menjaga kulit terasa kenyal",
    },
  },
  {
    pattern: /^arbutin$/,
    functions: ["skin-conditioning"],
    aspects: [],
    skinTypes: [],
    active: { key: "brightening", en: "arbutin", id: "arbutin", ...brightening },
  },
  {
    pattern: /^alpha-arbutin$/,
    functions: ["skin-conditioning"],
    aspects: [],
    skinTypes: [],
    active: { key: "brightening", en: "alpha-arbutin", id: "alpha-arbutin", ...brightening },
  },
  {
    pattern: /^tranexamic-acid$/,
    functions: ["skin-conditioning"],
    aspects: [],
    skinTypes: [],
    active: { key: "brightening", en: "tranexamic acid", id: "asam traneksamat", ...brightening },
  },
  {
    pattern: /^houttuynia-cordata/,
    functions: [],
    aspects: ["acne", "redness"],
    skinTypes: oilyCombination,
    active: {
      key: "heartleaf",
      en: "heartleaf (houttuynia)",
      id: "heartleaf (houttuynia)",
      benefitEn: "calm breakouts and redness",
      benefitId: "meredakan jerawat dan kemerahan",
    },
  },
  { pattern: /^sulfur$/, functions: ["antimicrobial"], aspects: ["acne"], skinTypes: ["oily"] },
  { pattern: /^zinc-pca$/, functions: [], aspects: ["acne", "pores"], skinTypes: oilyCombination },
];

/**
 * The upper list: the first ten entries, taken to be those above about 1 %. Below it an
 * ingredient does its work only down to the effective position the claim rules give it.
 */
export const upperList = 10;

/**
 * Whether a rule's ingredient does its work at a place in a list (docs/catalogue.md, "Per
 * product"): within the rule's own `maxPosition`, and never among the list's last three; left on,
 * in the upper list or down to its effective position; rinsed off, only where it could be featured
 * as key (`keyPositionLimit`: an extract in the first five), as it speaks to skin types only there;
 * and never where the label states an amount below its working amount (`belowWorkingAmount`);
 * left on, wherever the label states it at its working amount or more (`atWorkingAmount`).
 * The concerns a product names and the actives its description features both follow from it, so a
 * text never features an active for a concern the product cannot name.
 */
export function worksAt(
  rule: KnownIngredient,
  ingredient: { inciName: string; place: number; statedPercent?: number | null },
  listLength: number,
  leaveOn: boolean,
): boolean {
  if (belowWorkingAmount(ingredient.inciName, ingredient.statedPercent)) return false;
  if (leaveOn && atWorkingAmount(ingredient.inciName, ingredient.statedPercent)) return true;
  if (rule.maxPosition !== undefined && ingredient.place > rule.maxPosition) return false;
  const limit = keyPositionLimit(ingredient.inciName, leaveOn);
  return ingredient.place <= (leaveOn ? Math.max(limit, upperList) : limit) && !isNearEnd(ingredient.place, listLength);
}

/** Every rule that matches an ingredient id (an ingredient can match several). */
export function knownIngredientRules(ingredientId: string): KnownIngredient[] {
  return knownIngredients.filter((rule) => rule.pattern.test(ingredientId));
}
