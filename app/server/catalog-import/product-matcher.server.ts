import { nameKey } from "./product-name.server";
import type { SourceProduct, SourcePrice } from "./source-row.server";

/**
 * Words that sources add or drop without naming another product: articles, "for", "&", the
 * face the product is for, the sheet of a sheet mask, the container, and the PA grade of a
 * sunscreen (its SPF stays).
 */
const fillerWords = new Set(["the", "new", "and", "for", "face", "facial", "sheet", "bottle", "tube", "jar", "pa"]);

/** Spellings of one word that sources use interchangeably ("crme": a label that lost its "è"). */
const sameWords: Readonly<Record<string, string>> = {
  moisturiser: "moisturizer",
  moisturising: "moisturizing",
  colour: "color",
  ampule: "ampoule",
  masque: "mask",
  crme: "creme",
};

/**
 * How a pack or a trial size is named: a mini, a travel size, a refill or a multipack is the
 * same product as the full size (one page), though never the one that sets its size.
 */
const packWords =
  /\b(?:(?:set|box|pack) of \d+|set \d+\s*packs?|\d+\s*(?:packs?|pk|pcs|pieces|count|ct|sheets?|masks?|pads?)|single|miniature|travel(?: size)?|trial(?: size)?|deluxe sample|refill|multipack)\b/g;

/**
 * Mojibake left by a wrong decoding of UTF-8 ("CrÃ¨me", "Directorâ€™s"): dropped from the key,
 * so the name keys as the one whose accented letter was lost ("Crme").
 */
const mojibake = /Ã.|â€.?|Â/g;

/** A word's singular as a key: "pads" and "pad" are one word; "less", "gloss" stay. */
function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !/\d/.test(word) ? word.slice(0, -1) : word;
}

/**
 * The comparison key of a product name across sources (docs/catalogue.md, "One product, one
 * page"): `nameKey` (case, punctuation, accents, sizes, "mini" ignored), mojibake dropped, pack
 * words dropped, filler words dropped, British and American spellings made one, variant
 * spellings made one, plurals made singular, letters and figures apart ("pH5.5" = "pH 5.5",
 * "30Days" = "30 Days", "SPF 50+" = "spf 50").
 */
export function matchKey(name: string): string {
  return nameKey(name.replace(mojibake, "").replace(/\bpa\s*\+{1,4}/gi, ""))
    .replace(/\b(\d+)([a-z]+)\b/g, "$1 $2")
    .replace(/\b([a-z]+)(\d+)\b/g, "$1 $2")
    .replace(packWords, " ")
    .split(" ")
    .filter((word) => word !== "" && !fillerWords.has(word))
    .map((word) => singular(sameWords[word] ?? word))
    .join(" ");
}

function keyOf(brand: string, name: string): string {
  return `${brand}|${matchKey(name)}`;
}

/** "Sheet" as a word of the name itself, not of its pack ("10 Sheets"). */
function namesSheet(name: string): boolean {
  return /\bsheets?\b/i.test(name.replace(packWords, " "));
}

/**
 * The keys under which one source gives a sheet mask and a product without "sheet" two different
 * lists (I'm From's "Mugwort Sheet Mask" beside its "Mugwort Mask" in a jar): there the filler
 * word tells two products apart, in every source. The same list under both names is one product
 * listed twice.
 */
function keysWhereSheetCounts(rows: readonly SourceProduct[]): Set<string> {
  const lists = new Map<string, { sheet: Map<string, string>; other: Map<string, string> }>();
  for (const row of rows) {
    const key = keyOf(row.brand, row.name);
    const seen = lists.get(key) ?? { sheet: new Map<string, string>(), other: new Map<string, string>() };
    (namesSheet(row.name) ? seen.sheet : seen.other).set(row.source, row.ingredients.join("|"));
    lists.set(key, seen);
  }
  return new Set(
    [...lists]
      .filter(([, seen]) =>
        [...seen.sheet].some(([source, list]) => seen.other.has(source) && seen.other.get(source) !== list),
      )
      .map(([key]) => key),
  );
}

/** The same words in another order ("Snail Mucin 96 Power Essence" / "Snail 96 Mucin Power Essence"). */
function wordSetKey(key: string): string {
  const [brand = "", words = ""] = key.split("|");
  return `${brand}|${[...new Set(words.split(" "))].sort().join(" ")}`;
}

/** The keys a product is found by: its key, its words in any order, its words joined. */
function lookupKeys(key: string): string[] {
  return [key, wordSetKey(key), `${key.replaceAll(" ", "")}|joined`];
}

function findGroup(byKey: ReadonlyMap<string, ProductGroup>, key: string): ProductGroup | undefined {
  return lookupKeys(key)
    .map((lookup) => byKey.get(lookup))
    .find((found) => found !== undefined);
}

/** A product as several sources describe it, best source first. */
export interface ProductGroup {
  key: string;
  members: SourceProduct[];
  prices: SourcePrice[];
}

/**
 * Groups rows that describe one product: the same brand and match key (or the same words in
 * another order, or the same letters without spaces), or (within one brand and type, across
 * files) a name of three or more words that another only extends ("Night Repair Ampoule" /
 * "Night Repair Ampoule 5X"); "sheet" tells two products apart where one source names both
 * (`keysWhereSheetCounts`); a name a shop sells in versions is not extended (docs/catalogue.md,
 * "Products sold in versions"). The reviewed pair table joins what names cannot
 * (`product-pair-decisions.server.ts`). `sources` come in priority order; a group keeps its
 * first member's place.
 */
export function groupProducts(sources: readonly SourceProduct[], prices: readonly SourcePrice[]): ProductGroup[] {
  const sheetCounts = keysWhereSheetCounts(sources);
  const keyOfRow = (brand: string, name: string): string => {
    const key = keyOf(brand, name);
    return sheetCounts.has(key) && namesSheet(name) ? `${key} sheet` : key;
  };
  // A name a shop sells in versions is the whole range, whose list may be any version's: a longer
  // name of the range ("Pure Essence Mask Sheet - Cucumber") is one version, not the same product.
  const soldInVersions = new Set(
    prices
      .filter((price) => (price.price.versions?.length ?? 0) >= 2)
      .map((price) => keyOfRow(price.brand, price.name)),
  );
  const groups: ProductGroup[] = [];
  const byKey = new Map<string, ProductGroup>();
  const byBrand = new Map<string, { group: ProductGroup; words: string; productType: string; files: Set<string> }[]>();
  for (const source of sources) {
    const key = keyOfRow(source.brand, source.name);
    let group = findGroup(byKey, key);
    if (!group) {
      const words = key.slice(source.brand.length + 1);
      const extended = (byBrand.get(source.brand) ?? []).find(
        (entry) =>
          !entry.files.has(source.file) &&
          entry.productType === source.productType &&
          Math.min(entry.words.split(" ").length, words.split(" ").length) >= 3 &&
          ((words.startsWith(`${entry.words} `) && !soldInVersions.has(entry.group.key)) ||
            (entry.words.startsWith(`${words} `) && !soldInVersions.has(key))),
      );
      group = extended?.group;
      if (!group) {
        group = { key, members: [], prices: [] };
        groups.push(group);
        const entries = byBrand.get(source.brand) ?? [];
        entries.push({ group, words, productType: source.productType, files: new Set() });
        byBrand.set(source.brand, entries);
      }
      for (const lookup of lookupKeys(key)) if (!byKey.has(lookup)) byKey.set(lookup, group);
    }
    group.members.push(source);
    for (const entry of byBrand.get(source.brand) ?? []) if (entry.group === group) entry.files.add(source.file);
  }
  for (const price of prices) {
    findGroup(byKey, keyOfRow(price.brand, price.name))?.prices.push(price);
  }
  return groups;
}
