/**
 * Builds the country table of the analysis location step (`/data/countries.csv`).
 *
 *   npx tsx scripts/build-countries.ts [sharedDataDir] [outFile]
 *
 * sharedDataDir defaults to ../shared/data and outFile to public/data/countries.csv. Reads
 * `country_pm25_who.csv` and `weather_observations_worldweatherrepository.csv` and writes
 * `country,median_uv_index,average_yearly_humidity,API`, one row per country with a WHO
 * PM2.5 estimate, sorted by name. The methods are in data/README.md ("Countries"); the
 * script prints where each humidity came from and how the UV model compares with the
 * feed's daytime readings.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { buildCountryTable, type CountryEntry } from "./countries/country-table";
import { toCsv } from "./countries/csv-write";
import { daytimeUvPairs, pearson } from "./countries/uv-validation";

const sharedDataDir = process.argv[2] ?? "../shared/data";
const outFile = process.argv[3] ?? "public/data/countries.csv";

const number = z.string().trim().min(1).pipe(z.coerce.number<string>().pipe(z.number().finite()));

const whoRowSchema = z.object({
  country: z.string().trim().min(1),
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
  pm25_annual_mean_ugm3: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : Number(value)))
    .pipe(z.number().finite().nonnegative().optional()),
});

const observationSchema = z.object({
  country: z.string(),
  location_name: z.string(),
  latitude: number,
  longitude: number,
  timezone: z.string().min(1),
  last_updated: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
  temperature_celsius: number,
  humidity: number.pipe(z.number().min(0).max(100)),
  cloud: number.pipe(z.number().min(0).max(100)),
  uv_index: number,
});

function readCsv<T>(file: string, schema: z.ZodType<T>): T[] {
  const records = parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  return records.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) throw new Error(`${file} record ${index + 1}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

const who = readCsv(join(sharedDataDir, "country_pm25_who.csv"), whoRowSchema).map((row) => ({
  country: row.country,
  year: row.year,
  pm25: row.pm25_annual_mean_ugm3,
}));
const observations = readCsv(
  join(sharedDataDir, "weather_observations_worldweatherrepository.csv"),
  observationSchema,
).map((row) => ({
  country: row.country,
  location: row.location_name,
  latitude: row.latitude,
  longitude: row.longitude,
  timeZone: row.timezone,
  lastUpdated: row.last_updated,
  temperatureC: row.temperature_celsius,
  humidity: row.humidity,
  uvIndex: row.uv_index,
  cloud: row.cloud,
}));

const { entries, ignoredLabels } = buildCountryTable(who, observations);

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  toCsv(
    ["country", "median_uv_index", "average_yearly_humidity", "API"],
    entries.map((entry) => [entry.country, entry.medianUvIndex.toFixed(1), entry.humidity, entry.aqi]),
  ),
);

const round = (value: number, digits = 1) => value.toFixed(digits);
const ignoredRows = [...ignoredLabels.values()].reduce((sum, count) => sum + count, 0);
console.log(`Wrote ${entries.length} countries to ${outFile}.`);
console.log(`Ignored ${ignoredRows} feed rows under ${ignoredLabels.size} labels that name no WHO country.`);

const observed = entries.filter((entry) => entry.humiditySource.kind === "observed");
const shifts = observed.map((entry) =>
  entry.humiditySource.kind === "observed" ? entry.humidity - entry.humiditySource.allHoursMean : 0,
);
console.log(
  `\nHumidity: observed for ${observed.length} countries; 24-hour correction moved the plain mean by ` +
    `${round(Math.min(...shifts))} … +${round(Math.max(...shifts))} points.`,
);
console.log("Humidity taken from the nearest observed country:");
for (const entry of entries) {
  if (entry.humiditySource.kind !== "nearest") continue;
  const { from, distanceKm } = entry.humiditySource;
  console.log(`  ${entry.country} (${entry.site.name}) ← ${from}, ${Math.round(distanceKm)} km: ${entry.humidity} %`);
}
console.log(`Reference sites from the capital table: ${entries.filter((e) => e.site.from === "capital table").length}`);

const middle = (sorted: readonly number[], fraction: number) => sorted[Math.floor(sorted.length * fraction)] ?? 0;
const ratioSummary = (pairs: readonly { observed: number; modelled: number }[]) => {
  const ratios = pairs.map((pair) => pair.observed / pair.modelled).sort((a, b) => a - b);
  return (
    `median observed/model ratio ${round(middle(ratios, 0.5), 2)} ` +
    `(middle half ${round(middle(ratios, 0.25), 2)}–${round(middle(ratios, 0.75), 2)}), ` +
    `correlation ${round(
      pearson(
        pairs.map((pair) => pair.observed),
        pairs.map((pair) => pair.modelled),
      ),
      2,
    )}`
  );
};
const compared = entries.flatMap((entry) =>
  entry.daytimeUv ? [{ entry, observed: entry.daytimeUv.observedMean, modelled: entry.daytimeUv.modelledMean }] : [],
);
const clearSkyReadings = daytimeUvPairs(observations).filter((pair) => pair.cloud <= 10 && pair.modelled > 0);
console.log(
  `\nUV model vs the feed's daytime (10:00–14:59) readings, the model taken at the same places and moments:\n` +
    `  ${compared.length} countries with ≥ 5 such readings, country means: ${ratioSummary(compared)}.\n` +
    `  ${clearSkyReadings.length} single readings under ≤ 10 % cloud: ${ratioSummary(clearSkyReadings)}.\n` +
    `  The table's annual noon median vs the countries' mean daytime reading: correlation ${round(
      pearson(
        compared.map((pair) => pair.observed),
        compared.map((pair) => pair.entry.medianUvIndex),
      ),
      2,
    )}.`,
);

const samples = ["Indonesia", "Malaysia", "Singapore", "South Korea", "United Kingdom", "United States"];
console.log("\ncountry: UV | humidity (plain mean of readings) | API (PM2.5, year) | daytime UV readings vs model");
const describe = (entry: CountryEntry) => {
  const source = entry.humiditySource;
  const humidity =
    source.kind === "observed"
      ? `${entry.humidity} % (${round(source.allHoursMean)} %, n=${source.observations})`
      : `${entry.humidity} % (from ${source.from})`;
  const uv = entry.daytimeUv
    ? `${round(entry.daytimeUv.observedMean)} vs ${round(entry.daytimeUv.modelledMean)} (n=${entry.daytimeUv.observations})`
    : "none";
  return `  ${entry.country}: ${entry.medianUvIndex.toFixed(1)} at ${entry.site.name} | ${humidity} | ${entry.aqi} (${round(entry.pm25)}, ${entry.pm25Year}) | ${uv}`;
};
for (const name of samples) {
  const entry = entries.find((candidate) => candidate.country === name);
  if (!entry) throw new Error(`${name} is missing from the table`);
  console.log(describe(entry));
}
