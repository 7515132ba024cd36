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

/** Other names under which CosIng lists an ingredient that labels commonly spell differently. */
const synonyms: Record<string, readonly string[]> = {
  WATER: ["AQUA", "WATER"],
  FRAGRANCE: ["PARFUM"],
  "VITAMIN E": ["TOCOPHEROL"],
  "VITAMIN C": ["ASCORBIC ACID"],
  "CERAMIDE 3": ["CERAMIDE NP"],
  "CERAMIDE 1": ["CERAMIDE EOP"],
  "CERAMIDE 6 II": ["CERAMIDE AP"],
  "SNAIL SECRETION FILTRATE": ["SNAIL SECRETION FILTRATE"],
  DIMETHICON: ["DIMETHICONE"],
  "ALOE BARBADENIS EXTRACT": ["ALOE BARBADENSIS LEAF EXTRACT"],
  "CENTELLA ASIATICA LEAF WATER": ["CENTELLA ASIATICA LEAF WATER"],
  ETHANOL: ["ALCOHOL"],
  "LIQUID PARAFFIN": ["PARAFFINUM LIQUIDUM"],
  "MINERAL OIL": ["PARAFFINUM LIQUIDUM"],
};

function compactKey(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, "");
}

/** The EU CosIng inventory, looked up by INCI name; the first record per name wins (docs/catalogue.md). */
export class CosingIndex {
  private readonly byName = new Map<string, CosingRecord>();
  private readonly byCompactName = new Map<string, CosingRecord>();

  add(record: CosingRecord): void {
    if (!this.byName.has(record.inciName)) this.byName.set(record.inciName, record);
    const compact = compactKey(record.inciName);
    if (!this.byCompactName.has(compact)) this.byCompactName.set(compact, record);
  }

  get size(): number {
    return this.byName.size;
  }

  /**
   * The CosIng record for an ingredient: exact upper-case INCI, then without parenthesised
   * parts, then each parenthesised part alone ("Water (Aqua)" → AQUA), then known synonyms,
   * then ignoring punctuation and spacing ("1,2 Hexanediol" → 1,2-HEXANEDIOL).
   */
  find(rawName: string, displayName: string): CosingRecord | undefined {
    const upperRaw = rawName.toUpperCase().replace(/\s+/g, " ").trim();
    const upperDisplay = displayName.toUpperCase();
    const candidates = [
      upperDisplay,
      upperRaw,
      upperRaw
        .replace(/\s*\([^()]*\)\s*/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
      ...[...upperRaw.matchAll(/\(([^()]+)\)/g)].map((match) => (match[1] ?? "").trim()),
      ...(synonyms[upperDisplay] ?? []),
    ];
    for (const candidate of candidates) {
      const record = this.byName.get(candidate);
      if (record) return record;
    }
    for (const candidate of candidates) {
      const record = this.byCompactName.get(compactKey(candidate));
      if (record) return record;
    }
    return undefined;
  }
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
      inciName: row.inci_name.toUpperCase(),
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
