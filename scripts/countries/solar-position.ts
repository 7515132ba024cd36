/**
 * Where the sun is, to the accuracy a UV estimate needs: Spencer's (1971) Fourier series
 * for the solar declination and the equation of time (the ones NOAA's solar calculator
 * documents). Angles are in degrees at the interface, radians inside.
 */
const radians = Math.PI / 180;

/** Fractional year γ (radians) of a 1-based day of a 365-day year. */
function fractionalYear(dayOfYear: number): number {
  return ((2 * Math.PI) / 365) * (dayOfYear - 1);
}

/** Solar declination in radians. */
export function solarDeclination(dayOfYear: number): number {
  const g = fractionalYear(dayOfYear);
  return (
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g)
  );
}

/** Equation of time in minutes (apparent solar time minus mean solar time). */
export function equationOfTime(dayOfYear: number): number {
  const g = fractionalYear(dayOfYear);
  return (
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(g) -
      0.032077 * Math.sin(g) -
      0.014615 * Math.cos(2 * g) -
      0.040849 * Math.sin(2 * g))
  );
}

/** Cosine of the solar zenith angle at local solar noon; 0 when the sun stays down (polar night). */
export function noonCosZenith(latitude: number, dayOfYear: number): number {
  return Math.max(0, Math.cos(latitude * radians - solarDeclination(dayOfYear)));
}

/** Day of the year (1…366) of a UTC instant. */
export function dayOfYearUtc(instant: Date): number {
  return Math.floor((instant.getTime() - Date.UTC(instant.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

/** Cosine of the solar zenith angle at a place and UTC instant; 0 when the sun is below the horizon. */
export function cosZenithAt(latitude: number, longitude: number, instant: Date): number {
  const day = Math.min(365, dayOfYearUtc(instant));
  const utcMinutes = instant.getUTCHours() * 60 + instant.getUTCMinutes();
  const solarMinutes = utcMinutes + 4 * longitude + equationOfTime(day);
  const hourAngle = (solarMinutes / 4 - 180) * radians;
  const phi = latitude * radians;
  const delta = solarDeclination(day);
  return Math.max(0, Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(hourAngle));
}
