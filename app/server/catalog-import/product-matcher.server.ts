import { nameKey } from "./product-name.server";
import { productAliases } from "./product-aliases.server";
import type { SourceProduct, SourcePrice } from "./source-row.server";

/**
 * Words that sources add or drop without naming another product: articles, "for", "&", the
 * face the product is for, the sheet of a sheet mask, the container, and the PA grade of a
 * sunscreen (its SPF stays).
 */
const fillerWords = new Set(["the", "new", "and", "for", "face", "facial", "sheet", "bottle", "tube", "jar", "pa"]);

/** Spellings of one word that sources use interchangeably. */
const sameWords: Readonly<Record<string, string>> = {
  moisturiser: "moisturizer",
  moisturising: "moisturizing",
  colour: "color",
};

/**
 * The comparison key of a product name across sources (docs/catalogue.md, "One product, one
 * page"): `nameKey` (case, punctuation, sizes, "mini" ignored), filler words dropped, British and
 * American spellings made one, "SPF 50+" written as "spf50".
 */
export function matchKey(name: string): string {
  return (
    nameKey(name.replace(/\bspf\s*(\d+)\s*\+?/gi, "spf$1").replace(/\bpa\s*\+{1,4}/gi, ""))
      // "30Days" and "30 Days" are one spelling; "spf50" keeps its figure.
      .replace(/\b(\d+)([a-z]{2,})\b/g, "$1 $2")
      .split(" ")
      .filter((word) => word !== "" && !fillerWords.has(word))
      .map((word) => sameWords[word] ?? word)
      .join(" ")
  );
}

const aliasKeys = new Map(
  productAliases.map((alias) => [`${alias.brand}|${matchKey(alias.name)}`, `${alias.brand}|${matchKey(alias.sameAs)}`]),
);

function keyOf(brand: string, name: string): string {
  const key = `${brand}|${matchKey(name)}`;
  return aliasKeys.get(key) ?? key;
}

/** The same words in another order ("Snail Mucin 96 Power Essence" / "Snail 96 Mucin Power Essence"). */
function wordSetKey(key: string): string {
  const [brand = "", words = ""] = key.split("|");
  return `${brand}|${[...new Set(words.split(" "))].sort().join(" ")}`;
}

/** A product as several sources describe it, best source first. */
export interface ProductGroup {
  key: string;
  members: SourceProduct[];
  prices: SourcePrice[];
}

/**
 * Groups rows that describe one product: the same brand and match key (or the same words in
 * another order), or the alias table's reviewed pairs, or (within one brand and type, across files) a name of three or more words
 * that another only extends ("Snail Mucin Essence" / "Snail Mucin Essence Travel Size" is not
 * one; "Advanced Snail 96 Mucin Power Essence" / "… Essence 100ml" is, as sizes are ignored
 * first). `sources` come in priority order; a group keeps its first member's place.
 */
export function groupProducts(sources: readonly SourceProduct[], prices: readonly SourcePrice[]): ProductGroup[] {
  const groups: ProductGroup[] = [];
  const byKey = new Map<string, ProductGroup>();
  const byBrand = new Map<string, { group: ProductGroup; words: string; productType: string; files: Set<string> }[]>();
  for (const source of sources) {
    const key = keyOf(source.brand, source.name);
    let group = byKey.get(key) ?? byKey.get(wordSetKey(key));
    if (!group) {
      const words = key.slice(source.brand.length + 1);
      const extended = (byBrand.get(source.brand) ?? []).find(
        (entry) =>
          !entry.files.has(source.file) &&
          entry.productType === source.productType &&
          Math.min(entry.words.split(" ").length, words.split(" ").length) >= 3 &&
          (words.startsWith(`${entry.words} `) || entry.words.startsWith(`${words} `)),
      );
      group = extended?.group;
      if (!group) {
        group = { key, members: [], prices: [] };
        groups.push(group);
        const entries = byBrand.get(source.brand) ?? [];
        entries.push({ group, words, productType: source.productType, files: new Set() });
        byBrand.set(source.brand, entries);
      }
      byKey.set(key, group);
      if (!byKey.has(wordSetKey(key))) byKey.set(wordSetKey(key), group);
    }
    group.members.push(source);
    for (const entry of byBrand.get(source.brand) ?? []) if (entry.group === group) entry.files.add(source.file);
  }
  for (const price of prices) {
    const key = keyOf(price.brand, price.name);
    (byKey.get(key) ?? byKey.get(wordSetKey(key)))?.prices.push(price);
  }
  return groups;
}
