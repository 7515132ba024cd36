import { z } from "zod";
import { readCsvFile } from "./csv-file.server";
import type { Rejection } from "./source-row.server";

export interface CosingRecord {
  inciName: string;
  cas: string | null;
  ec: string | null;
  functions: string[];
}

const cosingRow = z.object({
  inci_name: z.string().trim().min(1),
  cas_number: z.string().trim(),
  einecs_number: z.string().trim(),
  function: z.string().trim(),
});

/** Upper case, letters and digits only: "Phe-Noxyethanol", "Disodium Ed-Ta" and "1,2 Hexanediol" meet their INCI names. */
export function compactKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "");
}

/** Upper case with single spaces: the spelling the index keys exact names by. */
export function inciKey(name: string): string {
  return name.toUpperCase().replace(/\s+/g, " ").trim();
}

/**
 * Names labels use for a CosIng entry (docs/catalogue.md, "Ingredient names and CosIng"),
 * keyed by `compactKey`. Each target is checked against the CosIng CSV by a unit test:
 * - US INCI and label names CosIng does not list (Fragrance → PARFUM, Beeswax → CERA ALBA),
 *   US drug names of UV filters (Avobenzone), old or chemical names (Glyceryl Monostearate),
 *   Indonesian names (Gliserin) and the common name in a US INCI name where it names one
 *   plant part ("Butyrospermum Parkii (Shea) Butter": Shea Butter);
 * - colour names: the US name or a Colour Index number of a pigment CosIng also lists under
 *   its chemical name (CI 77891 and TITANIUM DIOXIDE are one substance, shown by the latter);
 * - a second CosIng name for one substance, so that it has one page (CERAMIDE 3 is the old
 *   name of CERAMIDE NP; WATER is the US name of AQUA).
 */
export const synonymEntries: readonly (readonly [label: string, inciName: string])[] = [
  ["Water", "AQUA"],
  ["Eau", "AQUA"],
  ["Purified Water", "AQUA"],
  ["Deionized Water", "AQUA"],
  ["D.I. Water", "AQUA"],
  ["Distilled Water", "AQUA"],
  ["Aqua Purificata", "AQUA"],
  ["Fragrance", "PARFUM"],
  ["Perfume", "PARFUM"],
  // "Natural" says where the scent comes from; it is a fragrance all the same (Sociolla 2025 lists).
  ["Natural Fragrance", "PARFUM"],
  // Laneige's lists on Female Daily end "…, Aromatics" where Sephora's end "…, Fragrance".
  ["Aromatics", "PARFUM"],
  ["Flavor", "AROMA"],
  ["Flavour", "AROMA"],
  ["Vitamin E", "TOCOPHEROL"],
  ["Vitamin E Acetate", "TOCOPHERYL ACETATE"],
  ["Nicotinamide", "NIACINAMIDE"],
  ["D-Panthenol", "PANTHENOL"],
  ["DL-Panthenol", "PANTHENOL"],
  ["Alpha-Bisabolol", "BISABOLOL"],
  ["Human Oligopeptide-1", "SH-OLIGOPEPTIDE-1"],
  ["Pogostemon Cablin Oil", "POGOSTEMON CABLIN LEAF OIL"],
  ["Vaseline", "PETROLATUM"],
  ["Dexpanthenol", "PANTHENOL"],
  ["Glyceryl Monostearate", "GLYCERYL STEARATE"],
  // The chemical name of PVP (Elizavecca's Hell Pore Clean Up Mask, 2nd; the twentieth review).
  ["Polyvinylpyrrolidone", "PVP"],
  ["Decamethyl Cyclopentasiloxane", "CYCLOPENTASILOXANE"],
  ["Polyoxyl 40 Stearate", "PEG-40 STEARATE"],
  ["Hydrogenated C6-20 Polyolefin", "HYDROGENATED POLY(C6-20 OLEFIN)"],
  ["Mel", "HONEY"],
  ["Mel Extract", "HONEY EXTRACT"],
  ["Gliserin", "GLYCERIN"],
  ["Asam Salisilat", "SALICYLIC ACID"],
  ["Shea Butter", "BUTYROSPERMUM PARKII BUTTER"],
  // Tea extracts are made from the leaf; the 2017 data set writes "The green Tea Extract".
  ["Green Tea Extract", "CAMELLIA SINENSIS LEAF EXTRACT"],
  // Clary is clary sage, Salvia sclarea; its essential oil (2017 data set, beside lemon peel and galbanum oils).
  ["Clary Oil", "SALVIA SCLAREA OIL"],
  // Ghassoul (rhassoul) is the Moroccan lava clay CosIng lists; a mask named for it lists it so.
  ["Ghassoul", "MOROCCAN LAVA CLAY"],
  ["Rhassoul", "MOROCCAN LAVA CLAY"],
  ["Ghassoul Clay", "MOROCCAN LAVA CLAY"],
  ["Rhassoul Clay", "MOROCCAN LAVA CLAY"],
  ["Moroccan Ghassoul", "MOROCCAN LAVA CLAY"],
  ["Moroccan Black Ghassoul", "MOROCCAN LAVA CLAY"],
  ["Olive Oil", "OLEA EUROPAEA FRUIT OIL"],
  ["Sunflower Seed Oil", "HELIANTHUS ANNUUS SEED OIL"],
  ["Jojoba Seed Oil", "SIMMONDSIA CHINENSIS SEED OIL"],
  ["Jojoba Oil", "SIMMONDSIA CHINENSIS SEED OIL"],
  ["Avocado Oil", "PERSEA GRATISSIMA OIL"],
  ["Castor Oil", "RICINUS COMMUNIS SEED OIL"],
  ["Coconut Oil", "COCOS NUCIFERA OIL"],
  ["Sweet Almond Oil", "PRUNUS AMYGDALUS DULCIS OIL"],
  ["Apricot Kernel Oil", "PRUNUS ARMENIACA KERNEL OIL"],
  ["Corn Starch", "ZEA MAYS STARCH"],
  ["Lavender Oil", "LAVANDULA ANGUSTIFOLIA OIL"],
  // Cell Fusion C's sun stick labels (catalogue review of 2026-11-28).
  ["Scented Geranium Flower Oil", "PELARGONIUM GRAVEOLENS FLOWER OIL"],
  ["Basil Oil", "OCIMUM BASILICUM OIL"],
  ["Tangerine Peel Extract", "CITRUS TANGERINA PEEL EXTRACT"],
  ["Witch Hazel Leaf Extract", "HAMAMELIS VIRGINIANA LEAF EXTRACT"],
  ["Tea Tree Leaf Oil", "MELALEUCA ALTERNIFOLIA LEAF OIL"],
  ["Tea Tree Oil", "MELALEUCA ALTERNIFOLIA LEAF OIL"],
  ["Avobenzone", "BUTYL METHOXYDIBENZOYLMETHANE"],
  ["Octinoxate", "ETHYLHEXYL METHOXYCINNAMATE"],
  ["Octyl Methoxycinnamate", "ETHYLHEXYL METHOXYCINNAMATE"],
  ["Octisalate", "ETHYLHEXYL SALICYLATE"],
  ["Octyl Salicylate", "ETHYLHEXYL SALICYLATE"],
  ["Oxybenzone", "BENZOPHENONE-3"],
  ["Ensulizole", "PHENYLBENZIMIDAZOLE SULFONIC ACID"],
  ["Ethyl Ascorbic Acid", "3-O-ETHYL ASCORBIC ACID"],
  // UV filters by their makers' trade names (Make P:rem's Blue Ray Sun Gel lists "Uvinul A Plus").
  ["Uvinul A Plus", "DIETHYLAMINO HYDROXYBENZOYL HEXYL BENZOATE"],
  ["Uvinul T 150", "ETHYLHEXYL TRIAZONE"],
  ["Tinosorb S", "BIS-ETHYLHEXYLOXYPHENOL METHOXYPHENYL TRIAZINE"],
  ["Tinosorb M", "METHYLENE BIS-BENZOTRIAZOLYL TETRAMETHYLBUTYLPHENOL"],
  ["1,3-Propanediol", "PROPANEDIOL"],
  ["Hydrogenated C6-14 Olefin Polymers", "HYDROGENATED POLY(C6-14 OLEFIN)"],
  ["Mineral Oil", "PARAFFINUM LIQUIDUM"],
  ["Liquid Paraffin", "PARAFFINUM LIQUIDUM"],
  ["Beeswax", "CERA ALBA"],
  ["Candelilla Wax", "EUPHORBIA CERIFERA CERA"],
  ["Euphorbia Cerifera Wax", "EUPHORBIA CERIFERA CERA"],
  ["Carnauba Wax", "COPERNICIA CERIFERA CERA"],
  ["Copernicia Cerifera Wax", "COPERNICIA CERIFERA CERA"],
  ["Microcrystalline Wax", "CERA MICROCRISTALLINA"],
  ["Ethanol", "ALCOHOL"],
  ["Ethyl Alcohol", "ALCOHOL"],
  ["Phenyl Ethyl Alcohol", "PHENETHYL ALCOHOL"],
  ["Ceramide 1", "CERAMIDE EOP"],
  ["Ceramide 2", "CERAMIDE NS"],
  ["Ceramide 3", "CERAMIDE NP"],
  ["Ceramide 6 II", "CERAMIDE AP"],
  ["CI 77891", "TITANIUM DIOXIDE"],
  ["CI 77947", "ZINC OXIDE"],
  ["CI 77019", "MICA"],
  ["CI 77007", "ULTRAMARINES"],
  ["CI 77861", "TIN OXIDE"],
  ["Red Iron Oxide", "CI 77491"],
  ["Iron Oxide Red", "CI 77491"],
  ["Ferric Oxide", "CI 77491"],
  ["Yellow Iron Oxide", "CI 77492"],
  ["Iron Oxide Yellow", "CI 77492"],
  ["Black Iron Oxide", "CI 77499"],
  ["Iron Oxide Black", "CI 77499"],
  ["Chromium Oxide Greens", "CI 77288"],
  ["Chromium Hydroxide Green", "CI 77289"],
  ["Ferric Ferrocyanide", "CI 77510"],
  ["Manganese Violet", "CI 77742"],
  ["Bismuth Oxychloride", "CI 77163"],
  ["Carmine", "CI 75470"],
  ["Red 4", "CI 14700"],
  ["Red 6", "CI 15850"],
  ["Red 7", "CI 15850"],
  ["Red 21", "CI 45380"],
  ["Red 22", "CI 45380"],
  ["Red 27", "CI 45410"],
  ["Red 28", "CI 45410"],
  ["Red 30", "CI 73360"],
  ["Red 33", "CI 17200"],
  ["Red 36", "CI 12085"],
  ["Red 40", "CI 16035"],
  ["Yellow 5", "CI 19140"],
  ["Yellow 6", "CI 15985"],
  ["Yellow 10", "CI 47005"],
  ["Blue 1", "CI 42090"],
  ["Green 3", "CI 42053"],
  ["Green 5", "CI 61570"],
  ["Violet 2", "CI 60725"],
  ["Orange 4", "CI 15510"],
];

const synonyms = new Map(synonymEntries.map(([label, inci]) => [compactKey(label), inci]));

/** Plant names labels spell by an older or US name where CosIng has another: the rest of the name follows. */
export const botanicalSynonyms: readonly (readonly [label: string, genus: string])[] = [
  ["CITRUS MEDICA LIMONUM", "CITRUS LIMON"],
  ["SCHIZANDRA CHINENSIS", "SCHISANDRA CHINENSIS"],
  ["MORINGA PTERYGOSPERMA", "MORINGA OLEIFERA"],
];

/** US certified colours are written many ways: "FD&C Blue No. 1 Aluminum Lake", "Blue 1 Lake" → BLUE 1. */
function colourKey(name: string): string {
  const colour = inciKey(name)
    .replace(/^(EXT\.?\s*)?(FD&C|D&C)\s+/, "")
    .replace(/\bNO\.?\s*(?=\d)/, "")
    .replace(/\s+((ALUMINUM|ALUMINIUM|CALCIUM|BARIUM)\s+)?LAKE$/, "");
  return /^(RED|YELLOW|BLUE|GREEN|ORANGE|VIOLET) \d+$/.test(colour) ? colour : name;
}

/** The EU CosIng inventory, looked up by INCI name; the first record per name wins (docs/catalogue.md). */
export class CosingIndex {
  private readonly byName = new Map<string, CosingRecord>();
  private readonly byCompactName = new Map<string, CosingRecord>();
  /** Every word of every INCI name and synonym, with the number of names it occurs in: the fuzzy match's vocabulary. */
  private readonly wordUses = new Map<string, number>();
  /** The same words by length, so that near words are looked for among similar lengths only. */
  private readonly wordsByLength = new Map<number, Set<string>>();
  /** The words INCI names and synonyms begin with: a genus, a chemical prefix, never a tail like EXTRACT. */
  private readonly firstWords = new Set<string>();
  /**
   * The words that begin a blended part of a name after "/" or "(" ("LACTOBACILLUS/ZIZYPHUS
   * JUJUBA FRUIT …"), with their count: one odd entry ("CITRUS UNSHIU/AURANTIUM PEEL OIL") is no evidence.
   */
  private readonly blendFirstWords = new Map<string, number>();
  /** The compact names and synonym labels in order, for prefix tests; rebuilt after an `add`. */
  private sortedCompactNames: string[] | undefined;

  constructor() {
    for (const [label] of [...synonymEntries, ...botanicalSynonyms]) this.addWords(inciKey(label));
  }

  private addWords(name: string): void {
    const [first, ...blended] = name.split(/[/(]/).map((part) => inciWords(part));
    if (first?.[0] !== undefined) this.firstWords.add(first[0]);
    for (const words of blended) {
      if (words[0] !== undefined && words.length > 1) {
        this.blendFirstWords.set(words[0], (this.blendFirstWords.get(words[0]) ?? 0) + 1);
      }
    }
    for (const word of new Set(inciWords(name))) {
      this.wordUses.set(word, (this.wordUses.get(word) ?? 0) + 1);
      const words = this.wordsByLength.get(word.length) ?? new Set<string>();
      words.add(word);
      this.wordsByLength.set(word.length, words);
    }
  }

  add(record: CosingRecord): void {
    const name = inciKey(record.inciName);
    const stored = { ...record, inciName: name };
    if (!this.byName.has(name)) this.byName.set(name, stored);
    const compact = compactKey(name);
    if (!this.byCompactName.has(compact)) this.byCompactName.set(compact, stored);
    this.addWords(name);
    this.sortedCompactNames = undefined;
  }

  get size(): number {
    return this.byName.size;
  }

  /** The record of an exact INCI name (case and spacing aside). */
  byInciName(name: string): CosingRecord | undefined {
    return this.byName.get(inciKey(name));
  }

  /** The record whose name has the same letters and digits in the same order. */
  byCompactKey(name: string): CosingRecord | undefined {
    const key = compactKey(name);
    return key === "" ? undefined : this.byCompactName.get(key);
  }

  /** The record a label name stands for by the synonym table, if the table names one. */
  bySynonym(name: string): CosingRecord | undefined {
    const inci = synonyms.get(compactKey(colourKey(name)));
    if (inci !== undefined) return this.byName.get(inci);
    const key = inciKey(name);
    for (const [label, genus] of botanicalSynonyms) {
      if (key.startsWith(`${label} `)) return this.byName.get(`${genus}${key.slice(label.length)}`);
    }
    return undefined;
  }

  /** Whether some INCI name or synonym begins with this word. */
  beginsSomeName(word: string): boolean {
    return this.firstWords.has(word) || (this.blendFirstWords.get(word) ?? 0) >= 2;
  }

  /** In how many INCI names and synonyms a word occurs (0: in none). */
  wordFrequency(word: string): number {
    return this.wordUses.get(word) ?? 0;
  }

  /** Index of the first sorted compact name not below `key`. */
  private lowerBound(key: string): { names: readonly string[]; index: number } {
    this.sortedCompactNames ??= [...this.byCompactName.keys(), ...synonyms.keys()].sort();
    const names = this.sortedCompactNames;
    let low = 0;
    let high = names.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((names[middle] ?? "") < key) low = middle + 1;
      else high = middle;
    }
    return { names, index: low };
  }

  /** Whether some INCI name or synonym has this compact key as its start (or is it). */
  startsSomeName(compact: string): boolean {
    const { names, index } = this.lowerBound(compact);
    return (names[index] ?? "").startsWith(compact);
  }

  /**
   * Whether a name is the start of a longer INCI name, cut off ("Potassium Hyalur", "PEG-40
   * Hydrogenated", "Butyrospermum Parkii"): a number cut short is not, "PEG-1" does not start "PEG-10".
   */
  beginsLongerName(name: string): boolean {
    const key = compactKey(name);
    if (key === "") return false;
    const { names, index: first } = this.lowerBound(key);
    for (let index = first; index < names.length; index += 1) {
      const candidate = names[index] ?? "";
      if (!candidate.startsWith(key)) return false;
      if (candidate.length > key.length && !(/\d$/.test(key) && /\d/.test(candidate.charAt(key.length)))) return true;
    }
    return false;
  }

  /** The compact names and synonym labels that begin with this compact key, in order, at most `limit`. */
  namesBeginning(compact: string, limit: number): string[] {
    if (compact === "") return [];
    const { names, index } = this.lowerBound(compact);
    const found: string[] = [];
    for (let at = index; at < names.length && found.length < limit; at += 1) {
      const name = names[at] ?? "";
      if (!name.startsWith(compact)) break;
      found.push(name);
    }
    return found;
  }

  /** The INCI words whose length is within `spread` of `length` (a word `spread` edits away can be no longer or shorter). */
  *wordsNearLength(length: number, spread: number): Generator<string> {
    for (let size = length - spread; size <= length + spread; size += 1) yield* this.wordsByLength.get(size) ?? [];
  }
}

/** The words of an upper-case name, split at anything but letters and digits. */
export function inciWords(name: string): string[] {
  return name.split(/[^A-Z0-9]+/).filter((word) => word !== "");
}

export function loadCosing(file: string, fileLabel: string): { index: CosingIndex; rejections: Rejection[] } {
  const index = new CosingIndex();
  const rejections: Rejection[] = [];
  const rows = readCsvFile(file);
  if (!rows) return { index, rejections: [{ file: fileLabel, line: 0, reason: "file not found" }] };
  for (const { line, record } of rows) {
    const parsed = cosingRow.safeParse(record);
    if (!parsed.success) {
      rejections.push({ file: fileLabel, line, reason: "missing INCI name" });
      continue;
    }
    const row = parsed.data;
    index.add({
      inciName: row.inci_name,
      cas: row.cas_number === "" ? null : row.cas_number,
      ec: row.einecs_number === "" ? null : row.einecs_number,
      functions: row.function
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== ""),
    });
  }
  return { index, rejections };
}
