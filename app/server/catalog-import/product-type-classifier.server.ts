import {
  hasCleansingAgent,
  hasMicellarCleansingBase,
  hasWhiteBase,
  isRinseOffOilBase,
  meltsOffWithWater,
  isWaterEntry,
  opensWithOilOrEster,
} from "~/domain/list-bases";
import { exfoliatingClasses, listedActiveClasses } from "~/domain/ingredient-flags";
import type { ProductType } from "~/domain/product-types";
import { statesBreakoutPurpose } from "~/domain/name-purpose";
import { uvFilterOf } from "~/domain/uv-filters";

/**
 * Product type from the name and the source's category labels (docs/catalogue.md, "Types and
 * forms"). A name says what the product is in its last kind word, the head of an English
 * compound ("Cleansing Toner" is a toner, "Toner Pad" a pad, "Mask to Foam Cleanser" a
 * cleanser); the words before it refine it ("Cleansing Pad" is a cleanser, "Peeling Gel" an
 * exfoliant). Retailers' labels are strong evidence but noisy (Sociolla files peeling gels under
 * "Face Gel" and toner pads under "Scrub"), so a clear head noun wins over a label, and the
 * labels' vote wins over a name without one.
 */

/** Labels of products outside face skincare: such a row has no type, whatever its name says. */
const outOfScopeLabels = new Set([
  "lip care",
  "lip balm",
  "lip mask",
  "lip scrub",
  "lip serum",
  "lip moisturizer",
  "lip makeup",
  "lip balms & treatments",
  "acne pimple patch",
  "eyelash serum",
  "nose pack",
  "face makeup",
  "eye makeup",
  "cheek makeup",
  "makeup applicator",
  "false eyelash",
  "tool",
  "fragrance",
  "bath & body",
  "body care",
  "body lotion",
  "body lotions",
  "body wash",
  "bath salts",
  "bath oil",
  "hand care",
  "nail care",
  "tanning",
  "other haircare",
  "shampoo",
  "conditioner",
]);

/** Labels that state a format the name often leaves out (a sheet mask named "… Ampoule"). */
const formatLabels: Record<string, ProductType> = {
  "sheet mask": "mask",
  "sheet masks": "mask",
  "eye mask": "eye-cream",
  "eye masks": "eye-cream",
  "eye cream": "eye-cream",
  "eye serum": "eye-cream",
  "eye care": "eye-cream",
  "eye moisturizer": "eye-cream",
  "eye creams & treatments": "eye-cream",
  sunscreen: "spf",
  "touch ups sunscreen": "spf",
  "sun care": "spf",
  "sun protect": "spf",
  "sun protection": "spf",
  "spf over 30": "spf",
  "spf 30 and under": "spf",
  "makeup & spf": "spf",
};

/**
 * Each source's own vocabulary, lower case: Sociolla 2025 sub-categories and categories, Soko
 * Glam 2022 sub-categories and categories, Skinsort types, Sephora (2017 labels, 2025
 * sub-categories) and LookFantastic types.
 */
const labelTypes: Record<string, ProductType> = {
  ...formatLabels,
  "cleansing oil": "oil-based cleanser",
  "cleansing balm": "oil-based cleanser",
  "cleansing balms": "oil-based cleanser",
  "oil cleansers": "oil-based cleanser",
  "makeup remover": "oil-based cleanser",
  "makeup removers": "oil-based cleanser",
  cleanser: "water-based cleanser",
  "face wash": "water-based cleanser",
  "face cleanser": "water-based cleanser",
  "face wash & cleansers": "water-based cleanser",
  "water cleansers": "water-based cleanser",
  "cleansing gel": "water-based cleanser",
  "cleansing cream": "water-based cleanser",
  "cleansing wipes": "water-based cleanser",
  "cleansing bar": "water-based cleanser",
  "cleansing powder": "water-based cleanser",
  "micellar water": "water-based cleanser",
  exfoliator: "exfoliant",
  exfoliators: "exfoliant",
  "chemical exfoliators": "exfoliant",
  "physical exfoliators": "exfoliant",
  "acid toners": "exfoliant",
  scrub: "exfoliant",
  peel: "exfoliant",
  peeling: "exfoliant",
  "facial peels": "exfoliant",
  toner: "toner",
  toners: "toner",
  "hydrating toners": "toner",
  "cleansing toners": "toner",
  mist: "toner",
  "face mist": "toner",
  essence: "essence",
  essences: "essence",
  "mists & essences": "essence",
  serum: "treatment",
  treatment: "treatment",
  treatments: "treatment",
  "face serum": "treatment",
  "face serums": "treatment",
  "serums & ampoules": "treatment",
  ampoule: "treatment",
  booster: "treatment",
  "spot treatment": "treatment",
  "acne cream": "treatment",
  "facial treatment": "treatment",
  "blemish & acne treatments": "treatment",
  mask: "mask",
  masks: "mask",
  "face mask": "mask",
  "face masks": "mask",
  "wash off mask": "mask",
  "wash-off masks": "mask",
  "clay mask": "mask",
  "peel off mask": "mask",
  "sleeping mask": "mask",
  "sleeping masks": "mask",
  "overnight mask": "mask",
  "wet mask": "mask",
  moisturizer: "moisturizer",
  moisturiser: "moisturizer",
  moisturizers: "moisturizer",
  "face cream": "moisturizer",
  "face gel": "moisturizer",
  "face oil": "moisturizer",
  "face oils": "moisturizer",
  "facial moisturizer": "moisturizer",
  "facial mist & oil": "moisturizer",
  "general moisturizer": "moisturizer",
  "day moisturizer": "moisturizer",
  "night moisturizer": "moisturizer",
  emulsion: "moisturizer",
  oil: "moisturizer",
  balm: "moisturizer",
};

/** A name that states sun protection (an SPF or PA rating, a sunscreen noun). */
const sunscreenName =
  /\bspf\s*\d*|\bpa\+|sun\s?(cream|screen|block|stick|essence|gel|milk|serum|protect\w*|fluid|lotion|spray|mist|cushion|powder|balm|shield|bar)|\buv\s?(cut|defen[cs]e|protect\w*|shield|block)/i;
const afterSun = /after[\s-]?sun/i;

/** Where a chemical UV filter sits in a product made for sun protection: among the first three. */
const sunscreenFilterWithin = 3;

/**
 * A list with a chemical UV filter among its first three entries is a sunscreen, whatever its
 * name and shelf say (Klavuu's Ideal Actress Backstage Cream: octinoxate 2nd, sold as SPF 30 PA++
 * by its Sociolla row, shelved as a face cream; the twenty-eighth review). Such a filter is there
 * at several per cent only to protect; a mineral one near the top is as often a white pigment (a
 * clay mask, a calamine lotion, a tone-up cream), so it alone decides nothing.
 */
function opensWithChemicalFilter(inciNames: readonly string[]): boolean {
  return inciNames.slice(0, sunscreenFilterWithin).some((inciName) => uvFilterOf(inciName)?.kind === "chemical");
}
/** Masks and cleansers, which come off after use: a sunscreen label on one is a filing slip. */
const maskName = /\b(masks?|masque)\b/i;
const cleanserName = /\b(cleansers?|cleansing|foam)\b/i;
const eyeName = /\beyes?(patch(es)?)?\b/i;
/** Eye words that do not make an eye cream: a lip-and-eye make-up remover is a cleanser. */
const notEyeCare = /remov|cleans|make[\s-]?up|\bliner|shadow/i;
/** Lash, brow and hair products are not face skincare. */
const notFaceCare = /\b(eye)?lash(es)?\b|\bbrows?\b|\bshampoo\b|\bhair\b/i;

type Head =
  | "cleanser"
  | "oil"
  | "balm"
  | "water"
  | "pad"
  | "mask"
  | "exfoliant"
  | "toner"
  | "mist"
  | "essence"
  | "serum"
  | "cream"
  | "stick"
  | "powder";

/** Kind words a name ends its compound with; the last one found is the head. */
const headWords: readonly { head: Head; pattern: RegExp }[] = [
  {
    head: "cleanser",
    pattern:
      /\b(cleansers?|removers?|(face|facial|enzyme|powder)\s?wash|wash|washing|foam|foaming|whip|mousse|soap|bar)\b/gi,
  },
  { head: "oil", pattern: /\boils?\b(?![\s-]?(free|control|balanc|clear|cut))/gi },
  { head: "balm", pattern: /\b(balm|sherbet|clean\sit\szero)\b/gi },
  // "Eau" is French for water ("Eau Ginseng"); "eau de parfum" is a scent, never face care.
  { head: "water", pattern: /\b(water\b(?![\s-]?(jet|bank|drop|proof|ful))|eau\b(?!\s+de\s))/gi },
  { head: "pad", pattern: /\b(pads?|wipes?|tissues?)\b/gi },
  { head: "mask", pattern: /\b(masks?|claymask|masque|dermask|sheet|(?<!\d\s?)pack|peel[\s-]off|wash[\s-]off)\b/gi },
  {
    head: "exfoliant",
    pattern: /\b(peel(?![\s-]off)|peeling|scrub|scrubble|exfoliators?|exfoliant|polish|gommage)\b/gi,
  },
  {
    head: "toner",
    pattern: /\b(toners?|tonic|toning|softener|refiner|fresh(e)?ner|skin$|beauty\swater|first\swater|liquid)\b/gi,
  },
  { head: "mist", pattern: /\b(mist|spray)\b/gi },
  { head: "essence", pattern: /\b(essence|first\s(care|treatment)|starter)\b/gi },
  {
    head: "serum",
    pattern:
      /\b(serum|ampoules?|ampules?|concentrate|booster|drops?|elixir|effector|activator|essentializer|spot|solution|treatment)\b/gi,
  },
  {
    head: "cream",
    pattern:
      /\b(creams?|crema|cr[eè]?me|lotion|emulsion|moisturi[sz]er|gel|jelly|butter|fluid|milk|bomb|sleeping|salve|water\sbank)\b/gi,
  },
  { head: "stick", pattern: /\b(stick|sticks)\b/gi },
  { head: "powder", pattern: /\bpowder\b/gi },
];

/** Heads that name a product only loosely ("Power Liquid", "Hydra Solution"): a label is better evidence. */
const weakHeads = /^(liquid|solution|treatment|spot|skin|effector|activator|essentializer)$/i;

interface FoundHead {
  head: Head;
  word: string;
  index: number;
}

/**
 * The last kind word; at one position the longer word ("Sleeping Pack" over "Sleeping").
 * `strongOnly` skips the loose words, to find what a name says before its weak ending.
 */
function lastHead(name: string, strongOnly: boolean): FoundHead | undefined {
  let last: FoundHead | undefined;
  for (const { head, pattern } of headWords) {
    for (const match of name.matchAll(pattern)) {
      if (strongOnly && weakHeads.test(match[0])) continue;
      if (!last || match.index > last.index || (match.index === last.index && match[0].length > last.word.length))
        last = { head, word: match[0], index: match.index };
    }
  }
  return last;
}

const cleansingWords = /cleans|remov|make[\s-]?up|micell(ar|aire)|\bwash|foam/i;
const oilCleanser = /\b(oil|balm)\s(cleanser|to\s\w+)|cleansing\s(oil|balm)|\bto\soil\b/i;
/** "8% AHA", "BHA 2%", "10% Glycolic": an acid and its strength in a name. */
const statedAcidStrength =
  /\d+(?:[.,]\d+)?\s?%\s?(aha|bha|pha|lha|glycolic|lactic|salicylic|mandelic)\b|\b(aha|bha|pha|lha)\s?\d+(?:[.,]\d+)?\s?%/i;
const exfoliatingWords = /exfoliat|peel|\b(aha|bha|pha|lha)\b|glycolic|salicylic|lactic|mandelic|\bacids\b/i;
const spotWords = /(?<!dark\s)\bspot\b|\btreatment\b/i;

/**
 * What a head noun makes of a product: a type the words before it decide, or the types it can
 * be (a source label picks one) and the one it usually is.
 */
interface HeadReading {
  decided?: ProductType;
  candidates: readonly ProductType[];
  usual: ProductType;
}

/** What the sources say beside the name: their category labels and the product's list. */
interface RowEvidence {
  labels: readonly string[];
  inciNames: readonly string[];
  /** Entries whose label states an amount below the one at which they work (`belowWorkingAmount`). */
  nominal: readonly string[];
}

/**
 * A toner named for an acid whose every exfoliating acid (the exfoliating-acid flag's classes,
 * citric acid low in the list being a pH adjuster) the label states below its working amount
 * ("Salicylic Acid 0.0001%" in Nacific's Origin Red Salicylic Acid Toner) holds the acid in name
 * only: it is a toner (docs/catalogue.md, "Working amounts").
 */
function acidsInNameOnly(evidence: RowEvidence): boolean {
  const acids = evidence.inciNames.filter((inciName, index) =>
    listedActiveClasses({ inciName, position: index + 1 }).some((activeClass) =>
      exfoliatingClasses.includes(activeClass),
    ),
  );
  return acids.length > 0 && acids.every((acid) => evidence.nominal.includes(acid));
}

function readHead(found: FoundHead, name: string, evidence: RowEvidence): HeadReading {
  const before = name.slice(0, found.index);
  const exfoliating = exfoliatingWords.test(name);
  const decided = (type: ProductType): HeadReading => ({ decided: type, candidates: [type], usual: type });
  switch (found.head) {
    case "cleanser":
      if (oilCleanser.test(name)) return decided("oil-based cleanser");
      // Lip-and-eye and mascara removers are two-phase, oil-based; other removers say what they are.
      if (/remover/i.test(found.word))
        return { candidates: ["oil-based cleanser", "water-based cleanser"], usual: "oil-based cleanser" };
      return /cleanser/i.test(found.word)
        ? { candidates: ["water-based cleanser", "oil-based cleanser"], usual: "water-based cleanser" }
        : decided("water-based cleanser");
    case "oil":
      if (cleansingWords.test(name)) return decided("oil-based cleanser");
      // A "Water Oil" or "Essence Oil" is a watery essence with a little oil in it, not a face oil.
      if (/\b(water|essence)\s$/i.test(before))
        return { candidates: ["essence", "toner", "moisturizer"], usual: "essence" };
      return { candidates: ["moisturizer", "treatment", "oil-based cleanser"], usual: "moisturizer" };
    case "balm":
      if (cleansingWords.test(name) || /melt|clean/i.test(name) || isRinseOffOilBase(evidence.inciNames))
        return decided("oil-based cleanser");
      if (spotWords.test(before)) return decided("treatment");
      // A balm made in water is a rich cream, the moisturiser step, whatever a broad "Facial
      // Treatment" shelf says (innisfree's Cica Balm With Bija Seed Oil); one for blackheads or
      // pores is a targeted treatment.
      if (isWaterEntry(evidence.inciNames[0] ?? "") && !/blackhead|pore/i.test(name)) return decided("moisturizer");
      // A balm of oils, esters and waxes with no water, not a rinse-off base (above), is left on to
      // seal the routine: the moisturiser step, whatever a "Facial Treatment" shelf says (Chasin'
      // Rabbits' All About Glow Multi Balm was told to go under moisturiser before the
      // twenty-fourth review).
      if (opensWithOilOrEster(evidence.inciNames) && !evidence.inciNames.some(isWaterEntry))
        return decided("moisturizer");
      return { candidates: ["moisturizer", "oil-based cleanser", "treatment"], usual: "moisturizer" };
    case "water":
      if (cleansingWords.test(name)) return decided("water-based cleanser");
      // A "water" a shop shelves as a cleanser, whose list is built on a micellar surfactant, is a
      // cleansing water whatever its name (Dr. Jart+'s Dermaclear Micro Water): neither alone is
      // enough, as shops shelve toners there too and toners carry a little solubiliser.
      if (labelsACleanser(evidence.labels) && hasMicellarCleansingBase(evidence.inciNames))
        return decided("water-based cleanser");
      return { candidates: ["toner", "essence", "moisturizer"], usual: "toner" };
    case "pad":
      // A cleansing or remover pad is a cleanser, like micellar water on cotton (docs/catalogue.md).
      if (cleansingWords.test(before))
        return decided(
          oilCleanser.test(name) || /\boil\b/i.test(before) ? "oil-based cleanser" : "water-based cleanser",
        );
      return exfoliating ? decided("exfoliant") : { candidates: ["toner", "exfoliant"], usual: "toner" };
    case "mask":
      if (found.word.toLowerCase() === "sheet" && cleansingWords.test(before))
        return decided(/\boil\b/i.test(before) ? "oil-based cleanser" : "water-based cleanser");
      return decided("mask");
    case "exfoliant":
      return decided("exfoliant");
    case "toner":
      if (exfoliating && !acidsInNameOnly(evidence)) return decided("exfoliant");
      // "Toning" with titanium dioxide near the top is a tone-up, a white cream that brightens the
      // skin's look (Dr. Jart+'s V7 Toning Light: dimethicone 4th, titanium dioxide 5th), not a
      // toner swept on with a cotton pad (the eighteenth review).
      if (/^toning$/i.test(found.word) && hasWhiteBase(evidence.inciNames)) return decided("moisturizer");
      return { candidates: ["toner", "essence"], usual: "toner" };
    case "mist":
      // A face mist is a toner to spray on, whatever a broad "Facial Treatment" shelf says (Nature
      // Republic's Aloe Vera 92 Soothing Gel Mist; the twenty-third review); a serum only when the
      // name says so ("Ampoule Mist").
      return {
        candidates: ["toner", "essence", ...(/\b(serum|ampoules?)\b/i.test(before) ? (["treatment"] as const) : [])],
        usual: "toner",
      };
    case "essence":
      if (/cleansing/i.test(name)) return decided("water-based cleanser");
      if (exfoliating) return decided("exfoliant");
      // A "Trouble Spot Essence" is dabbed onto blemishes (innisfree's Jeju Bija line: zinc oxide
      // and iron oxides, a calamine-style spot lotion; the twenty-seventh review), as a spot serum is.
      if (/(?<!(dark|age)\s)\bspot\s$/i.test(before) && statesBreakoutPurpose(name, evidence.inciNames))
        return decided("treatment");
      // Shops shelve essences with serums (Sociolla files Missha's First Essence under "Face
      // Serum" and its 5X twin under "Essence"): a serum label makes an essence a treatment only
      // when the name says serum too ("Acne Serum Essence").
      return {
        candidates: ["essence", "toner", ...(/\b(serum|ampoules?)\b/i.test(before) ? (["treatment"] as const) : [])],
        usual: "essence",
      };
    case "serum":
      if (/exfoliat|peel|\b(aha|bha)\b/i.test(name)) return decided("exfoliant");
      // A "Toner Skin Booster" is a toner sold as a booster (Abib's, in 210 to 500 ml).
      if (/booster/i.test(found.word) && /\b(toners?|toning)\b/i.test(before)) return decided("toner");
      return { candidates: ["treatment", "essence"], usual: "treatment" };
    case "cream":
      if (/cleansing\s(cream|milk|lotion)/i.test(name)) return decided("oil-based cleanser");
      // A "Melting Oil Gel" built on a rinse-off emulsifier melts over the skin and rinses off: an
      // oil cleanser, not a gel moisturiser (Missha's Blackhead Melting Oil Gel, the twenty-sixth review).
      if (
        /^(gel|jelly)$/i.test(found.word) &&
        /\b(melt\w*|oils?)\s$/i.test(before) &&
        meltsOffWithWater(evidence.inciNames)
      )
        return decided("oil-based cleanser");
      // A name that states an acid's strength is an exfoliant, whatever its texture (Papa Recipe's
      // White Flower Clear Up 8% AHA Gel: glycolic acid 2nd; the twentieth review).
      if (statedAcidStrength.test(name)) return decided("exfoliant");
      if (/peel|exfoliat/i.test(before)) return decided("exfoliant");
      if (cleansingWords.test(name)) return decided("water-based cleanser");
      if (spotWords.test(before)) return decided("treatment");
      // A gel a shop shelves as a spot treatment is one ("AC Clear Magic Gel"): dabbed on, not spread.
      if (/^gel$/i.test(found.word) && evidence.labels.some((label) => /\bspot treatments?\b/i.test(label)))
        return decided("treatment");
      if (/\b(toning|toner|skin)\b/i.test(before) && /lotion/i.test(found.word)) return decided("toner");
      // "Moisturizer" says the step, whatever shelf a shop files it on (Muldream's All In One
      // Moisturizer, an emulsion on Sociolla's "Face Mist" shelf: the twelfth review).
      if (/^moisturi[sz]er$/i.test(found.word) && !/\b(toner|toning)\b/i.test(before)) return decided("moisturizer");
      return {
        candidates: ["moisturizer", "toner", "essence", "mask", ...(exfoliating ? (["exfoliant"] as const) : [])],
        usual: "moisturizer",
      };
    case "stick":
      if (/clay|mask/i.test(name)) return decided("mask");
      if (cleansingWords.test(name)) return decided("water-based cleanser");
      if (/peel|exfoliat/i.test(name)) return decided("exfoliant");
      return { candidates: ["moisturizer", "treatment"], usual: "moisturizer" };
    case "powder":
      if (cleansingWords.test(name) || /enzyme/i.test(name)) return decided("water-based cleanser");
      if (/peel|exfoliat/i.test(name)) return decided("exfoliant");
      return { candidates: ["treatment", "essence", "water-based cleanser", "exfoliant"], usual: "treatment" };
  }
}

function labelType(labels: readonly string[], table: Record<string, ProductType>): ProductType | undefined {
  for (const label of labels) {
    const type = table[label.trim().toLowerCase()];
    if (type) return type;
  }
  return undefined;
}

/**
 * Of the types a head noun allows (any, without one), the one most labels name; on a tie, the one
 * named first. One shop's broad shelf (Sephora 2017 files Son & Park's Beauty Water under
 * "Moisturizer") does not outvote three labels that call it a toner.
 */
function mostLabelled(
  labels: readonly string[],
  allowed: (type: ProductType) => boolean = () => true,
): ProductType | undefined {
  const votes = new Map<ProductType, number>();
  for (const label of labels) {
    const type = labelTypes[label.trim().toLowerCase()];
    if (type && allowed(type)) votes.set(type, (votes.get(type) ?? 0) + 1);
  }
  let best: ProductType | undefined;
  for (const [type, count] of votes) if (!best || count > (votes.get(best) ?? 0)) best = type;
  return best;
}

const isCleanser = (type: ProductType) => type === "water-based cleanser" || type === "oil-based cleanser";

/** Whether a source shelves the product with cleansers ("Cleanser", "Micellar Water", "Makeup Remover"). */
function labelsACleanser(labels: readonly string[]): boolean {
  return labels.some((label) => {
    const type = labelTypes[label.trim().toLowerCase()];
    return type !== undefined && isCleanser(type);
  });
}

/**
 * The labels' vote, when the name has no clear kind word. Where the labels disagree and the vote
 * falls on a cleanser, the list must hold a cleansing agent (a detergent or soap, an oil base or
 * a micellar solubiliser); a list without one is not a cleanser, whatever one shop's "Cleanser"
 * shelf says (Sephora 2017 files Dr. Jart+'s Ceramidin Liquid, a ceramide toner, there).
 */
function labelVote(labels: readonly string[], inciNames: readonly string[]): ProductType | undefined {
  const voted = mostLabelled(labels);
  if (!voted || !isCleanser(voted) || inciNames.length === 0 || hasCleansingAgent(inciNames)) return voted;
  return mostLabelled(labels, (type) => !isCleanser(type)) ?? voted;
}

/**
 * The product type of a source row, or undefined when neither name nor labels say (the row is
 * then rejected) or a label places it outside face skincare. `labels` are the source's category
 * words, most specific first; `inciNames` the product's ingredient list, when known.
 */
export function classifyProductType(
  name: string,
  labels: readonly string[] = [],
  inciNames: readonly string[] = [],
  /** The list's entries stated below their working amount. */
  nominal: readonly string[] = [],
): ProductType | undefined {
  if (labels.some((label) => outOfScopeLabels.has(label.trim().toLowerCase())) || notFaceCare.test(name))
    return undefined;
  if (sunscreenName.test(name) && !afterSun.test(name)) return "spf";
  if (eyeName.test(name) && !notEyeCare.test(name)) return "eye-cream";
  if (opensWithChemicalFilter(inciNames) && !maskName.test(name) && !cleanserName.test(name)) return "spf";
  // Words after "with" name ingredients ("Serum with Samphira Oil"), and "for Normal to Dry Skin"
  // the skin it suits, not the product.
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\swith\s.*$/i, "")
    .replace(/\s(for|-)\s[\w\s/&,-]*\bskin\b.*$/i, "");
  const format = labelType(labels, formatLabels);
  // A sunscreen label on a mask or a cleanser ("Collagen Gel Mask Heartleaf Jelly" filed under
  // Sun Care) is a filing slip: neither is left on as sun protection.
  if (format === "spf" && maskName.test(words)) return "mask";
  const misfiled = format === "spf" && cleanserName.test(words);
  if (format && !misfiled && !(format === "eye-cream" && notEyeCare.test(name))) return format;
  const labelled = labelVote(labels, inciNames);
  // After a colon comes a variant ("Mask Pack: Milk Deep", "Revive Serum: Ginseng + Snail Mucin")
  // when the words before it already name a kind; otherwise the kind follows the colon.
  const [beforeColon = words] = words.split(":");
  const kindWords = beforeColon !== words && lastHead(beforeColon, false) ? beforeColon : words;
  const found = lastHead(kindWords, false);
  if (!found) return labelled;
  const evidence = { labels, inciNames, nominal };
  const reading = readHead(found, name, evidence);
  if (weakHeads.test(found.word)) {
    const strong = lastHead(kindWords, true);
    const strongReading = strong ? readHead(strong, name, evidence) : undefined;
    // A label that repeats the loose head ("Facial Treatment" on "Secret Essence Fundamental
    // Treatment") is no evidence of its own: a strong head in the name decides.
    const echoed = labelled !== undefined && labelled === reading.usual && strongReading !== undefined;
    const labelEvidence = echoed ? undefined : labelled;
    return (
      reading.decided ?? labelEvidence ?? strongReading?.decided ?? strongReading?.usual ?? labelled ?? reading.usual
    );
  }
  if (reading.decided) return reading.decided;
  return mostLabelled(labels, (type) => reading.candidates.includes(type)) ?? reading.usual;
}
