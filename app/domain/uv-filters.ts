/**
 * The UV filters a sunscreen may use, by INCI name, and the class of a sunscreen's filters
 * (docs/catalogue.md, "Claims" and "Plausibility gates"): the EU list (Regulation (EC) No
 * 1223/2009, Annex VI) and the US list (the sunscreen monograph, 21 CFR 352.10, now OTC
 * Monograph M020), whose five US-only filters the EU does not allow. Two entries are mineral
 * (inorganic particles); every other entry is an organic filter, which shoppers and our texts
 * call "chemical". A product with both is "hybrid".
 */

export type UvFilterKind = "mineral" | "chemical";
export type UvFilterClass = UvFilterKind | "hybrid";
/** The regulation that lists a filter: EU Annex VI or the US sunscreen monograph. */
export type UvFilterList = "eu-annex-vi" | "us-monograph";

export interface UvFilter {
  /** INCI name as Annex VI and CosIng write it. */
  inci: string;
  /** Annex VI reference number; null for entries added after the 2022 consolidation and for US-only filters. */
  annexVi: number | null;
  kind: UvFilterKind;
  /**
   * Other names the same substance goes by on labels: US drug names (Sephora lists them in
   * their "Drug Facts"), colour index numbers and common misspellings in Korean lists.
   */
  aliases: readonly string[];
  listedIn: readonly UvFilterList[];
}

const eu = ["eu-annex-vi"] as const;
const us = ["us-monograph"] as const;
const euAndUs = ["eu-annex-vi", "us-monograph"] as const;

export const uvFilters: readonly UvFilter[] = [
  { inci: "CAMPHOR BENZALKONIUM METHOSULFATE", annexVi: 2, kind: "chemical", aliases: [], listedIn: eu },
  { inci: "HOMOSALATE", annexVi: 3, kind: "chemical", aliases: [], listedIn: euAndUs },
  { inci: "BENZOPHENONE-3", annexVi: 4, kind: "chemical", aliases: ["OXYBENZONE"], listedIn: euAndUs },
  {
    inci: "PHENYLBENZIMIDAZOLE SULFONIC ACID",
    annexVi: 6,
    kind: "chemical",
    aliases: ["ENSULIZOLE", "2-PHENYLBENZIMIDAZOLE-5-SULFONIC ACID"],
    listedIn: euAndUs,
  },
  {
    inci: "TEREPHTHALYLIDENE DICAMPHOR SULFONIC ACID",
    annexVi: 7,
    kind: "chemical",
    aliases: ["ECAMSULE"],
    listedIn: eu,
  },
  { inci: "BUTYL METHOXYDIBENZOYLMETHANE", annexVi: 8, kind: "chemical", aliases: ["AVOBENZONE"], listedIn: euAndUs },
  { inci: "BENZYLIDENE CAMPHOR SULFONIC ACID", annexVi: 9, kind: "chemical", aliases: [], listedIn: eu },
  { inci: "OCTOCRYLENE", annexVi: 10, kind: "chemical", aliases: [], listedIn: euAndUs },
  { inci: "POLYACRYLAMIDOMETHYL BENZYLIDENE CAMPHOR", annexVi: 11, kind: "chemical", aliases: [], listedIn: eu },
  {
    inci: "ETHYLHEXYL METHOXYCINNAMATE",
    annexVi: 12,
    kind: "chemical",
    aliases: ["OCTINOXATE", "OCTYL METHOXYCINNAMATE"],
    listedIn: euAndUs,
  },
  { inci: "PEG-25 PABA", annexVi: 13, kind: "chemical", aliases: [], listedIn: eu },
  { inci: "ISOAMYL P-METHOXYCINNAMATE", annexVi: 14, kind: "chemical", aliases: ["AMILOXATE"], listedIn: eu },
  { inci: "ETHYLHEXYL TRIAZONE", annexVi: 15, kind: "chemical", aliases: ["OCTYL TRIAZONE"], listedIn: eu },
  { inci: "DROMETRIZOLE TRISILOXANE", annexVi: 16, kind: "chemical", aliases: [], listedIn: eu },
  { inci: "DIETHYLHEXYL BUTAMIDO TRIAZONE", annexVi: 17, kind: "chemical", aliases: ["ISCOTRIZINOL"], listedIn: eu },
  { inci: "4-METHYLBENZYLIDENE CAMPHOR", annexVi: 18, kind: "chemical", aliases: ["ENZACAMENE"], listedIn: eu },
  { inci: "3-BENZYLIDENE CAMPHOR", annexVi: 19, kind: "chemical", aliases: [], listedIn: eu },
  {
    inci: "ETHYLHEXYL SALICYLATE",
    annexVi: 20,
    kind: "chemical",
    aliases: ["OCTISALATE", "OCTYL SALICYLATE"],
    listedIn: euAndUs,
  },
  { inci: "ETHYLHEXYL DIMETHYL PABA", annexVi: 21, kind: "chemical", aliases: ["PADIMATE O"], listedIn: euAndUs },
  { inci: "BENZOPHENONE-4", annexVi: 22, kind: "chemical", aliases: ["SULISOBENZONE"], listedIn: euAndUs },
  { inci: "BENZOPHENONE-5", annexVi: 22, kind: "chemical", aliases: [], listedIn: eu },
  {
    inci: "METHYLENE BIS-BENZOTRIAZOLYL TETRAMETHYLBUTYLPHENOL",
    annexVi: 23,
    kind: "chemical",
    aliases: ["BISOCTRIZOLE"],
    listedIn: eu,
  },
  {
    inci: "DISODIUM PHENYL DIBENZIMIDAZOLE TETRASULFONATE",
    annexVi: 24,
    kind: "chemical",
    aliases: ["BISDISULIZOLE DISODIUM"],
    listedIn: eu,
  },
  {
    inci: "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENYL TRIAZINE",
    annexVi: 25,
    kind: "chemical",
    aliases: ["BEMOTRIZINOL", "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENOL TRIAZINE"],
    listedIn: eu,
  },
  { inci: "POLYSILICONE-15", annexVi: 26, kind: "chemical", aliases: [], listedIn: eu },
  { inci: "TITANIUM DIOXIDE", annexVi: 27, kind: "mineral", aliases: ["CI 77891"], listedIn: euAndUs },
  { inci: "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE", annexVi: 28, kind: "chemical", aliases: [], listedIn: eu },
  { inci: "TRIS-BIPHENYL TRIAZINE", annexVi: 29, kind: "chemical", aliases: [], listedIn: eu },
  { inci: "ZINC OXIDE", annexVi: 30, kind: "mineral", aliases: ["CI 77947"], listedIn: euAndUs },
  { inci: "PHENYLENE BIS-DIPHENYLTRIAZINE", annexVi: null, kind: "chemical", aliases: [], listedIn: eu },
  {
    inci: "BIS-(DIETHYLAMINOHYDROXYBENZOYL BENZOYL) PIPERAZINE",
    annexVi: null,
    kind: "chemical",
    aliases: [],
    listedIn: eu,
  },
  {
    inci: "METHOXYPROPYLAMINO CYCLOHEXENYLIDENE ETHOXYETHYLCYANOACETATE",
    annexVi: null,
    kind: "chemical",
    aliases: [],
    listedIn: eu,
  },
  // US-only: allowed by the monograph, not by Annex VI (PABA was removed from it).
  {
    inci: "PABA",
    annexVi: null,
    kind: "chemical",
    aliases: ["AMINOBENZOIC ACID", "4-AMINOBENZOIC ACID"],
    listedIn: us,
  },
  { inci: "CINOXATE", annexVi: null, kind: "chemical", aliases: [], listedIn: us },
  { inci: "BENZOPHENONE-8", annexVi: null, kind: "chemical", aliases: ["DIOXYBENZONE"], listedIn: us },
  { inci: "MENTHYL ANTHRANILATE", annexVi: null, kind: "chemical", aliases: ["MERADIMATE"], listedIn: us },
  {
    inci: "TEA-SALICYLATE",
    annexVi: null,
    kind: "chemical",
    aliases: ["TROLAMINE SALICYLATE", "TRIETHANOLAMINE SALICYLATE"],
    listedIn: us,
  },
];

/** Letters and digits only, so spacing, hyphens and case never hide a filter. */
function key(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

const byKey = new Map<string, UvFilter>(
  uvFilters.flatMap((filter) => [filter.inci, ...filter.aliases].map((name) => [key(name), filter] as const)),
);

/**
 * The filter an ingredient-list entry names, if any. Lists add notes the key ignores:
 * "Zinc Oxide (Nano)", "Titanium Dioxide (CI 77891)", "Avobenzone 3%", "Octinoxate (Ethylhexyl
 * Methoxycinnamate)"; each parenthesised part is tried as a name of its own too.
 */
export function uvFilterOf(name: string): UvFilter | undefined {
  if (filterByName.has(name)) return filterByName.get(name);
  const filter = findUvFilter(name);
  filterByName.set(name, filter);
  return filter;
}

/** Remembered per name: the import and the claim checker ask for every entry of every list. */
const filterByName = new Map<string, UvFilter | undefined>();

function findUvFilter(name: string): UvFilter | undefined {
  const withoutNotes = name.replace(/\b(nano)\b|\[nano\]|\d+(?:[.,]\d+)?\s*%/gi, "");
  const candidates = [
    withoutNotes,
    withoutNotes.replace(/\([^)]*\)/g, ""),
    ...[...withoutNotes.matchAll(/\(([^)]*)\)/g)].map((match) => match[1] ?? ""),
  ];
  for (const candidate of candidates) {
    const filter = byKey.get(key(candidate));
    if (filter) return filter;
  }
  return undefined;
}

/** The filters in a list, each once, in list order. */
export function uvFiltersIn(inciNames: readonly string[]): UvFilter[] {
  const found: UvFilter[] = [];
  for (const name of inciNames) {
    const filter = uvFilterOf(name);
    if (filter && !found.includes(filter)) found.push(filter);
  }
  return found;
}

/** Mineral, chemical or hybrid from the filters in a list; null when it has none. */
export function uvFilterClass(inciNames: readonly string[]): UvFilterClass | null {
  const kinds = new Set(uvFiltersIn(inciNames).map((filter) => filter.kind));
  if (kinds.size === 2) return "hybrid";
  const [only] = kinds;
  return only ?? null;
}
