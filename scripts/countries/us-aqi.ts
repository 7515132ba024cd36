/**
 * US EPA Air Quality Index for PM2.5, with the breakpoints of the 2024 revision
 * (EPA, "Technical Assistance Document for the Reporting of Daily Air Quality – the Air
 * Quality Index (AQI)", EPA-454/B-24-002, May 2024). The AQI is defined for 24-hour means;
 * the country table applies it to an annual mean, which gives an annual-equivalent index.
 */
interface Breakpoint {
  lowConcentration: number;
  highConcentration: number;
  lowIndex: number;
  highIndex: number;
}

const pm25Breakpoints: readonly Breakpoint[] = [
  { lowConcentration: 0.0, highConcentration: 9.0, lowIndex: 0, highIndex: 50 },
  { lowConcentration: 9.1, highConcentration: 35.4, lowIndex: 51, highIndex: 100 },
  { lowConcentration: 35.5, highConcentration: 55.4, lowIndex: 101, highIndex: 150 },
  { lowConcentration: 55.5, highConcentration: 125.4, lowIndex: 151, highIndex: 200 },
  { lowConcentration: 125.5, highConcentration: 225.4, lowIndex: 201, highIndex: 300 },
  { lowConcentration: 225.5, highConcentration: 325.4, lowIndex: 301, highIndex: 500 },
];

/** The highest index the scale defines; EPA reports anything above as "beyond the AQI". */
export const maxUsAqi = 500;

/** EPA truncates PM2.5 to one decimal (µg/m³) before looking up the breakpoints. */
export function truncatePm25(concentration: number): number {
  return Math.floor(concentration * 10) / 10;
}

/** The integer AQI of a PM2.5 concentration in µg/m³ (linear interpolation within its band). */
export function usAqiFromPm25(concentration: number): number {
  if (!Number.isFinite(concentration) || concentration < 0) {
    throw new RangeError(`PM2.5 must be a finite, non-negative concentration, got ${concentration}`);
  }
  const truncated = truncatePm25(concentration);
  const band = pm25Breakpoints.find((breakpoint) => truncated <= breakpoint.highConcentration);
  if (!band) return maxUsAqi;
  const { lowConcentration, highConcentration, lowIndex, highIndex } = band;
  return Math.round(
    ((highIndex - lowIndex) / (highConcentration - lowConcentration)) * (truncated - lowConcentration) + lowIndex,
  );
}
