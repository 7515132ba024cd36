import { clearSkyUvIndex, climatologicalOzone } from "./clear-sky-uv";
import { localHourOf, wallTimeToUtc } from "./local-time";
import { cosZenithAt } from "./solar-position";

/** What a UV check needs of a weather reading. */
export interface UvReading {
  latitude: number;
  longitude: number;
  timeZone: string;
  /** Local wall-clock time, "YYYY-MM-DD HH:MM". */
  lastUpdated: string;
  uvIndex: number;
  /** Cloud cover, per cent. */
  cloud: number;
}

/** Readings between 10:00 and 14:59 local time count as daytime. */
const daytimeHours = { from: 10, to: 15 };

export interface UvPair {
  observed: number;
  /** The clear-sky model at the reading's place and moment. */
  modelled: number;
  cloud: number;
}

/** Daytime readings paired with the clear-sky model at the same place and moment. */
export function daytimeUvPairs(readings: readonly UvReading[]): UvPair[] {
  return readings.flatMap(({ latitude, longitude, timeZone, lastUpdated, uvIndex, cloud }) => {
    const hour = localHourOf(lastUpdated);
    if (hour < daytimeHours.from || hour >= daytimeHours.to) return [];
    const cosZenith = cosZenithAt(latitude, longitude, wallTimeToUtc(lastUpdated, timeZone));
    return [{ observed: uvIndex, modelled: clearSkyUvIndex(cosZenith, climatologicalOzone(latitude)), cloud }];
  });
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const meanOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = meanOf(xs);
  const my = meanOf(ys);
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  xs.forEach((x, index) => {
    const y = ys[index] ?? my;
    covariance += (x - mx) * (y - my);
    vx += (x - mx) ** 2;
    vy += (y - my) ** 2;
  });
  return covariance / Math.sqrt(vx * vy);
}
