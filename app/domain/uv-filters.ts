/**
 * The EU list of UV filters (Regulation (EC) No 1223/2009, Annex VI), by INCI name, and the
 * class of a sunscreen's filters (docs/catalogue.md, "Claims"). Two entries are mineral
 * (inorganic particles); every other entry is an organic filter, which shoppers and our texts
 * call "chemical". A product with both is "hybrid".
 */

export type UvFilterKind = "mineral" | "chemical";
export type UvFilterClass = UvFilterKind | "hybrid";

export interface UvFilter {
  /** INCI name as Annex VI and CosIng write it. */
  inci: string;
  /** Annex VI reference number; null for entries added after the 2022 consolidation. */
  annexVi: number | null;
  kind: UvFilterKind;
  /**
   * Other names the same substance goes by on labels: US drug names (Sephora lists them in
   * their "Drug Facts"), colour index numbers and common misspellings in Korean lists.
   */
  aliases: readonly string[];
}

export const uvFilters: readonly UvFilter[] = [
  { inci: "CAMPHOR BENZALKONIUM METHOSULFATE", annexVi: 2, kind: "chemical", aliases: [] },
  { inci: "HOMOSALATE", annexVi: 3, kind: "chemical", aliases: [] },
  { inci: "BENZOPHENONE-3", annexVi: 4, kind: "chemical", aliases: ["OXYBENZONE"] },
  {
    inci: "PHENYLBENZIMIDAZOLE SULFONIC ACID",
    annexVi: 6,
    kind: "chemical",
    aliases: ["ENSULIZOLE", "2-PHENYLBENZIMIDAZOLE-5-SULFONIC ACID"],
  },
  {
    inci: "TEREPHTHALYLIDENE DICAMPHOR SULFONIC ACID",
    annexVi: 7,
    kind: "chemical",
    aliases: ["ECAMSULE"],
  },
  { inci: "BUTYL METHOXYDIBENZOYLMETHANE", annexVi: 8, kind: "chemical", aliases: ["AVOBENZONE"] },
  { inci: "BENZYLIDENE CAMPHOR SULFONIC ACID", annexVi: 9, kind: "chemical", aliases: [] },
  { inci: "OCTOCRYLENE", annexVi: 10, kind: "chemical", aliases: [] },
  { inci: "POLYACRYLAMIDOMETHYL BENZYLIDENE CAMPHOR", annexVi: 11, kind: "chemical", aliases: [] },
  {
    inci: "ETHYLHEXYL METHOXYCINNAMATE",
    annexVi: 12,
    kind: "chemical",
    aliases: ["OCTINOXATE", "OCTYL METHOXYCINNAMATE"],
  },
  { inci: "PEG-25 PABA", annexVi: 13, kind: "chemical", aliases: [] },
  { inci: "ISOAMYL P-METHOXYCINNAMATE", annexVi: 14, kind: "chemical", aliases: ["AMILOXATE"] },
  { inci: "ETHYLHEXYL TRIAZONE", annexVi: 15, kind: "chemical", aliases: ["OCTYL TRIAZONE"] },
  { inci: "DROMETRIZOLE TRISILOXANE", annexVi: 16, kind: "chemical", aliases: [] },
  { inci: "DIETHYLHEXYL BUTAMIDO TRIAZONE", annexVi: 17, kind: "chemical", aliases: ["ISCOTRIZINOL"] },
  { inci: "4-METHYLBENZYLIDENE CAMPHOR", annexVi: 18, kind: "chemical", aliases: ["ENZACAMENE"] },
  { inci: "3-BENZYLIDENE CAMPHOR", annexVi: 19, kind: "chemical", aliases: [] },
  { inci: "ETHYLHEXYL SALICYLATE", annexVi: 20, kind: "chemical", aliases: ["OCTISALATE", "OCTYL SALICYLATE"] },
  { inci: "ETHYLHEXYL DIMETHYL PABA", annexVi: 21, kind: "chemical", aliases: ["PADIMATE O"] },
  { inci: "BENZOPHENONE-4", annexVi: 22, kind: "chemical", aliases: ["SULISOBENZONE"] },
  { inci: "BENZOPHENONE-5", annexVi: 22, kind: "chemical", aliases: [] },
  {
    inci: "METHYLENE BIS-BENZOTRIAZOLYL TETRAMETHYLBUTYLPHENOL",
    annexVi: 23,
    kind: "chemical",
    aliases: ["BISOCTRIZOLE"],
  },
  {
    inci: "DISODIUM PHENYL DIBENZIMIDAZOLE TETRASULFONATE",
    annexVi: 24,
    kind: "chemical",
    aliases: ["BISDISULIZOLE DISODIUM"],
  },
  {
    inci: "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENYL TRIAZINE",
    annexVi: 25,
    kind: "chemical",
    aliases: ["BEMOTRIZINOL", "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENOL TRIAZINE"],
  },
  { inci: "POLYSILICONE-15", annexVi: 26, kind: "chemical", aliases: [] },
  { inci: "TITANIUM DIOXIDE", annexVi: 27, kind: "mineral", aliases: ["CI 77891"] },
  { inci: "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE", annexVi: 28, kind: "chemical", aliases: [] },
  { inci: "TRIS-BIPHENYL TRIAZINE", annexVi: 29, kind: "chemical", aliases: [] },
  { inci: "ZINC OXIDE", annexVi: 30, kind: "mineral", aliases: ["CI 77947"] },
  { inci: "PHENYLENE BIS-DIPHENYLTRIAZINE", annexVi: null, kind: "chemical", aliases: [] },
  {
    inci: "BIS-(DIETHYLAMINOHYDROXYBENZOYL BENZOYL) PIPERAZINE",
    annexVi: null,
    kind: "chemical",
    aliases: [],
  },
  {
    inci: "METHOXYPROPYLAMINO CYCLOHEXENYLIDENE ETHOXYETHYLCYANOACETATE",
    annexVi: null,
    kind: "chemical",
    aliases: [],
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
