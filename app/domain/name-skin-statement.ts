import type { Aspect } from "./aspects";
import { type SkinType, skinTypes as allSkinTypes } from "./skin-types";

/**
 * What a product's own name says about the skin it is made for ("… for Normal to Dry Skin",
 * "Cicapair Sensitive Skin Moisturizer", "untuk Kulit Berminyak"): the maker's statement, read as
 * a source's skin-type tags are read (docs/ingredient-flags.md, "Skin types"). It adds evidence;
 * the list's flags still rule a type out.
 */
export interface NameSkinStatement {
  skinTypes: SkinType[];
  aspects: Aspect[];
}

/**
 * The words a name uses for a skin, English and Indonesian. Sensitivity is no fifth skin type:
 * sensitive skin can be oily, dry, combination or normal, so "for sensitive skin" states all four
 * (the flags that make a product no pick for dry or sensitive skin then take dry away). Acne-prone
 * skin is a concern, not a type.
 */
const skinWords: readonly { pattern: RegExp; skinTypes: readonly SkinType[]; aspects: readonly Aspect[] }[] = [
  { pattern: /^(oily|berminyak)$/, skinTypes: ["oily"], aspects: [] },
  { pattern: /^(dry|kering)$/, skinTypes: ["dry"], aspects: [] },
  { pattern: /^(combination|kombinasi)$/, skinTypes: ["combination"], aspects: [] },
  { pattern: /^normal$/, skinTypes: ["normal"], aspects: [] },
  { pattern: /^(sensitive|sensitif|all|semua)$/, skinTypes: allSkinTypes, aspects: [] },
  { pattern: /^(acne(-prone)?|blemish(-prone)?|berjerawat)$/, skinTypes: [], aspects: ["acne"] },
];

const skinWord = "(?:oily|dry|combination|normal|sensitive|all|acne(?:-prone)?|blemish(?:-prone)?)";
const kulitWord = "(?:berminyak|kering|kombinasi|normal|sensitif|berjerawat)";
const joiner = "\\s*(?:to|and|or|&|,|/)\\s*";
const kulitJoiner = "\\s*(?:hingga|sampai|ke|dan|atau|&|,|/)\\s*";
/** "Normal to Dry Skin", "All Skin Types", "Sensitive Skin"; "Kulit Normal hingga Kering", "Semua Jenis Kulit". */
const englishPhrase = new RegExp(`\\b(${skinWord}(?:${joiner}${skinWord})*)\\s+skin\\b`, "gi");
const indonesianPhrase = new RegExp(`\\bkulit\\s+(${kulitWord}(?:${kulitJoiner}${kulitWord})*)\\b`, "gi");
const allTypesIndonesian = /\bsemua\s+jenis\s+kulit\b/i;
/**
 * A name made to control oil ("Oil Control Fresh Moisturizer", "Sebum Control"): for the skins
 * that make too much of it, oily and combination (belif's, shown for dry and normal skin by its
 * glycerin before the sixteenth review).
 */
const oilControl = /\b(oil|sebum)[\s-]control\b/i;

export function nameSkinStatement(name: string): NameSkinStatement {
  const words = [
    ...[...name.matchAll(englishPhrase), ...name.matchAll(indonesianPhrase)].flatMap((match) =>
      (match[1] ?? "").toLowerCase().split(/[^a-z-]+/),
    ),
    ...(allTypesIndonesian.test(name) ? ["semua"] : []),
    ...(oilControl.test(name) ? ["oily", "combination"] : []),
  ];
  const read = skinWords.filter(({ pattern }) => words.some((word) => pattern.test(word)));
  const skinTypes = new Set(read.flatMap((entry) => entry.skinTypes));
  const aspects = new Set(read.flatMap((entry) => entry.aspects));
  return {
    skinTypes: allSkinTypes.filter((skinType) => skinTypes.has(skinType)),
    aspects: [...aspects],
  };
}
