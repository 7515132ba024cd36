import { parse } from "csv-parse/browser/esm/sync";
import * as z from "zod/mini";
import type { Country } from "./countries";

const decimal = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, "expected a non-negative number")),
  z.transform(Number),
);

/** One row of `/data/countries.csv`. */
const countryRowSchema = z.pipe(
  z.object({
    country: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    median_uv_index: z.pipe(decimal, z.number().check(z.maximum(20))),
    average_yearly_humidity: z.pipe(decimal, z.int().check(z.maximum(100))),
    API: z.pipe(decimal, z.int().check(z.maximum(500))),
  }),
  z.transform((row): Country => ({
    name: row.country,
    uvIndex: row.median_uv_index,
    humidity: row.average_yearly_humidity,
    aqi: row.API,
  })),
);

/**
 * Parses the countries CSV (header row, RFC 4180 quoting), keeping the file's order.
 * Throws on a malformed or duplicate row, naming its record number.
 *
 * A module of its own, with zod's smaller build: the browser fetches it together with the table
 * when the location step first shows, not with the analysis page (docs/performance.md).
 */
export function parseCountriesCsv(text: string): Country[] {
  const records = parse(text.replace(/^\uFEFF/, ""), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const seen = new Set<string>();
  return records.map((record, index) => {
    const parsed = countryRowSchema.safeParse(record);
    if (!parsed.success) {
      throw new Error(`countries CSV record ${index + 1}: ${z.prettifyError(parsed.error)}`);
    }
    if (seen.has(parsed.data.name)) throw new Error(`countries CSV record ${index + 1}: duplicate ${parsed.data.name}`);
    seen.add(parsed.data.name);
    return parsed.data;
  });
}
