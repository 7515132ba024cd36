import { medianNoonUvIndex } from "./clear-sky-uv";
import { dailyMeanHumidity } from "./daily-humidity";
import { greatCircleKm } from "./great-circle";
import { localHourOf } from "./local-time";
import { capitalSites, type Site, whoNameOfWeatherLabel } from "./reference-sites";
import { usAqiFromPm25 } from "./us-aqi";
import { daytimeUvPairs, type UvReading } from "./uv-validation";

/** One row of `country_pm25_who.csv`; `pm25` is undefined where the WHO has no estimate. */
export interface WhoPm25Row {
  country: string;
  year: number;
  pm25: number | undefined;
}

/** One row of `weather_observations_worldweatherrepository.csv` (the columns used). */
export interface WeatherObservation extends UvReading {
  country: string;
  location: string;
  temperatureC: number;
  humidity: number;
}

/** Fewer readings than this (a few stray rows) do not make an observed humidity. */
export const minHumidityObservations = 30;
/** A country needs this many daytime readings for its UV comparison. */
export const minDaytimeUvObservations = 5;

export type HumiditySource =
  | { kind: "observed"; observations: number; allHoursMean: number }
  | { kind: "nearest"; from: string; distanceKm: number };

export interface DaytimeUvComparison {
  observations: number;
  observedMean: number;
  /** The clear-sky model at the same places and moments as the readings. */
  modelledMean: number;
}

export interface CountryEntry {
  country: string;
  /** Median over the year of the clear-sky noon UV index at the reference site, one decimal. */
  medianUvIndex: number;
  /** Estimated 24-hour mean relative humidity, integer percent. */
  humidity: number;
  /** US EPA AQI of the latest WHO PM2.5 annual mean. */
  aqi: number;
  pm25: number;
  pm25Year: number;
  site: Site & { from: "feed" | "capital table" };
  humiditySource: HumiditySource;
  daytimeUv: DaytimeUvComparison | undefined;
}

export interface CountryTable {
  entries: CountryEntry[];
  /** Feed labels that name no WHO country, with their row counts. */
  ignoredLabels: Map<string, number>;
}

export function latestPm25(rows: readonly WhoPm25Row[]): Map<string, { year: number; pm25: number }> {
  const latest = new Map<string, { year: number; pm25: number }>();
  for (const { country, year, pm25 } of rows) {
    if (pm25 === undefined) continue;
    const current = latest.get(country);
    if (!current || year > current.year) latest.set(country, { year, pm25 });
  }
  return latest;
}

function mostObservedSite(country: string, observations: readonly WeatherObservation[]): Site {
  const counts = new Map<string, { site: Site; count: number }>();
  for (const { location, latitude, longitude } of observations) {
    const key = `${location}|${latitude}|${longitude}`;
    const entry = counts.get(key) ?? { site: { name: location, latitude, longitude }, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  const [first, second] = [...counts.values()].sort((a, b) => b.count - a.count);
  if (!first) throw new Error(`${country}: no observations and no entry in capitalSites`);
  if (second && second.count === first.count) {
    throw new Error(`${country}: sites "${first.site.name}" and "${second.site.name}" tie; add it to capitalSites`);
  }
  return first.site;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function daytimeUvComparison(observations: readonly WeatherObservation[]): DaytimeUvComparison | undefined {
  const pairs = daytimeUvPairs(observations);
  if (pairs.length < minDaytimeUvObservations) return undefined;
  return {
    observations: pairs.length,
    observedMean: mean(pairs.map((pair) => pair.observed)),
    modelledMean: mean(pairs.map((pair) => pair.modelled)),
  };
}

/**
 * The country table: every country with a WHO PM2.5 estimate. Humidity comes from the
 * country's own weather readings (each corrected to a 24-hour mean) when it has enough of
 * them, otherwise from the nearest country (reference site to reference site) that has.
 */
export function buildCountryTable(
  whoRows: readonly WhoPm25Row[],
  observations: readonly WeatherObservation[],
): CountryTable {
  const pollution = latestPm25(whoRows);
  const byCountry = new Map<string, WeatherObservation[]>();
  const ignoredLabels = new Map<string, number>();
  for (const observation of observations) {
    const name = pollution.has(observation.country) ? observation.country : whoNameOfWeatherLabel[observation.country];
    if (name === undefined || !pollution.has(name)) {
      ignoredLabels.set(observation.country, (ignoredLabels.get(observation.country) ?? 0) + 1);
      continue;
    }
    const readings = byCountry.get(name);
    if (readings) readings.push(observation);
    else byCountry.set(name, [observation]);
  }

  const observed = [...pollution].map(([country, { year, pm25 }]) => {
    const readings = byCountry.get(country) ?? [];
    const capital = capitalSites[country];
    const site = capital
      ? { ...capital, from: "capital table" as const }
      : { ...mostObservedSite(country, readings), from: "feed" as const };
    const humidity =
      readings.length >= minHumidityObservations
        ? {
            value: mean(
              readings.map((reading) =>
                dailyMeanHumidity(reading.temperatureC, reading.humidity, localHourOf(reading.lastUpdated)),
              ),
            ),
            source: {
              kind: "observed" as const,
              observations: readings.length,
              allHoursMean: mean(readings.map((reading) => reading.humidity)),
            },
          }
        : undefined;
    return { country, pm25, year, site, humidity, daytimeUv: daytimeUvComparison(readings) };
  });

  const donors = observed.flatMap(({ country, site, humidity }) =>
    humidity ? [{ country, site, value: humidity.value }] : [],
  );
  const nearestHumidity = (site: Site): { value: number; source: HumiditySource } => {
    const nearest = donors
      .map((donor) => ({ donor, distanceKm: greatCircleKm(site, donor.site) }))
      .sort((a, b) => a.distanceKm - b.distanceKm)[0];
    if (!nearest) throw new Error("no country has observed humidity");
    return {
      value: nearest.donor.value,
      source: { kind: "nearest", from: nearest.donor.country, distanceKm: nearest.distanceKm },
    };
  };

  const entries = observed.map(({ country, pm25, year, site, humidity, daytimeUv }): CountryEntry => {
    const { value, source } = humidity ?? nearestHumidity(site);
    return {
      country,
      medianUvIndex: Math.round(medianNoonUvIndex(site.latitude) * 10) / 10,
      humidity: Math.round(value),
      aqi: usAqiFromPm25(pm25),
      pm25,
      pm25Year: year,
      site,
      humiditySource: source,
      daytimeUv,
    };
  });

  const collator = new Intl.Collator("en");
  entries.sort((a, b) => collator.compare(a.country, b.country));
  return { entries, ignoredLabels };
}
