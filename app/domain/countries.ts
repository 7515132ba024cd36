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

/** The country preselected in the location step for a site language: its market's. */
export function defaultCountryFor(language: Language): string {
  return countryOfMarket(language);
}
