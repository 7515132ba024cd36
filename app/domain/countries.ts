import { parse } from "csv-parse/browser/esm/sync";
import { z } from "zod";
import type { Language } from "./language";
import { countryOfMarket } from "./markets";

/** One country of the location step (the location step, docs/screens.md; built by scripts/build-countries.ts). */
export interface Country {
  name: string;
  /** Median clear-sky noon UV index over the year. */
  uvIndex: number;
  /** Average yearly relative humidity, integer percent. */
  humidity: number;
  /** Pollution: US EPA AQI of the annual PM2.5 mean. */
  aqi: number;
}

const decimal = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, "expected a non-negative number")
  .transform(Number);

/** One row of `/data/countries.csv`. */
export const countryRowSchema = z
  .object({
    country: z.string().trim().min(1).max(100),
    median_uv_index: decimal.pipe(z.number().max(20)),
    average_yearly_humidity: decimal.pipe(z.number().int().max(100)),
    API: decimal.pipe(z.number().int().max(500)),
  })
  .transform((row): Country => ({
    name: row.country,
    uvIndex: row.median_uv_index,
    humidity: row.average_yearly_humidity,
    aqi: row.API,
  }));

/**
 * Parses the countries CSV (header row, RFC 4180 quoting), keeping the file's order.
 * Throws on a malformed or duplicate row, naming its record number.
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

/** The country preselected in the location step for a site language: its market's. */
export function defaultCountryFor(language: Language): string {
  return countryOfMarket(language);
}
