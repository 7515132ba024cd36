import { noonCosZenith } from "./solar-position";

/**
 * Clear-sky UV index from the sun's height and the ozone column (Allaart et al. 2004,
 * Meteorological Applications 11:59–65; Madronich 2007, Photochemistry and Photobiology
 * 83:1537–1538): UVI ≈ 12.5 · μ0^2.42 · (Ω / 300)^−1.23, μ0 the cosine of the solar zenith
 * angle and Ω the total ozone column in Dobson units. No clouds, aerosols or altitude:
 * real values are lower under cloud and haze and a few per cent higher per km of altitude.
 */
export function clearSkyUvIndex(cosZenith: number, ozoneDu: number): number {
  if (cosZenith <= 0) return 0;
  return 12.5 * cosZenith ** 2.42 * (ozoneDu / 300) ** -1.23;
}

/**
 * Annual-mean total ozone by latitude, a deliberately coarse stand-in for the zonal-mean
 * climatology: about 260 DU in the tropics, rising to about 340 DU at 60° and beyond.
 */
export function climatologicalOzone(latitude: number): number {
  const tropics = 15;
  const highLatitude = 60;
  const abs = Math.min(Math.abs(latitude), highLatitude);
  if (abs <= tropics) return 260;
  return 260 + ((340 - 260) * (abs - tropics)) / (highLatitude - tropics);
}

/** Clear-sky UV index at local solar noon of each day of a 365-day year at a latitude. */
export function noonUvIndexByDay(latitude: number): number[] {
  const ozone = climatologicalOzone(latitude);
  return Array.from({ length: 365 }, (_, index) => clearSkyUvIndex(noonCosZenith(latitude, index + 1), ozone));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted.length % 2 === 1 ? upper : sorted[middle - 1];
  if (upper === undefined || lower === undefined) throw new RangeError("median of no values");
  return (lower + upper) / 2;
}

/** The country table's UV figure: the median over the year of the clear-sky noon UV index. */
export function medianNoonUvIndex(latitude: number): number {
  return median(noonUvIndexByDay(latitude));
}
