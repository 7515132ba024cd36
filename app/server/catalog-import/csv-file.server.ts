import { existsSync, readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

export interface CsvRow {
  /** 1-based line where the record starts (records may span lines). */
  line: number;
  record: Record<string, string>;
}

interface ParsedRecord {
  record: Record<string, string>;
  raw: string;
  info: { lines: number };
}

/** Reads a CSV file with a header row; `undefined` when the file does not exist. */
export function readCsvFile(file: string, delimiter = ","): CsvRow[] | undefined {
  if (!existsSync(file)) return undefined;
  return parseCsv(readFileSync(file, "utf8"), delimiter);
}

export function parseCsv(text: string, delimiter = ","): CsvRow[] {
  const parsed = parse(text.replace(/^\uFEFF/, ""), {
    columns: true,
    delimiter,
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as ParsedRecord[];
  return parsed.map(({ record, raw, info }) => {
    // csv-parse counts the line a record ends on; a multi-line record starts earlier.
    const innerNewlines = (raw.replace(/\r?\n$/, "").match(/\n/g) ?? []).length;
    return { line: info.lines - innerNewlines, record };
  });
}
