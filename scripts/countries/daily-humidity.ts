/**
 * Turns one relative-humidity reading taken at some local hour into an estimate of that
 * day's 24-hour mean. The weather feed samples each capital at the same one or two UTC
 * times, so East and Southeast Asia are read only at night (humidity near its daily high)
 * and the Americas only by day (near its low); a plain mean is biased both ways.
 *
 * Physics used: the dew point changes little over a day, while relative humidity follows
 * the temperature. So the reading's dew point is kept, the temperature is moved along a
 * standard daily cycle (a cosine with its maximum at 15:00 local clock time and a fixed
 * diurnal range), and the relative humidity is averaged over the 24 hours.
 */

/** Magnus formula coefficients over water (Alduchov & Eskridge 1996). */
const magnusA = 17.625;
const magnusB = 243.04;

/** A round figure for the diurnal temperature range over land, in °C (tropical coasts ~7, deserts ~15). */
export const assumedDiurnalRangeC = 10;

/** Hour of the day (local clock) at which the daily temperature cycle peaks. */
const warmestHour = 15;

export function dewPointC(temperatureC: number, relativeHumidity: number): number {
  const gamma = Math.log(Math.max(relativeHumidity, 1) / 100) + (magnusA * temperatureC) / (magnusB + temperatureC);
  return (magnusB * gamma) / (magnusA - gamma);
}

/** Relative humidity (%) of air at a temperature with a dew point, capped at saturation. */
export function relativeHumidityPct(temperatureC: number, dewPoint: number): number {
  const ratio = Math.exp(
    (magnusA * dewPoint) / (magnusB + dewPoint) - (magnusA * temperatureC) / (magnusB + temperatureC),
  );
  return Math.min(100, 100 * ratio);
}

/** The normalised daily temperature cycle: +1 at the warmest hour, −1 twelve hours later. */
function dailyCycle(hour: number): number {
  return Math.cos((2 * Math.PI * (hour - warmestHour)) / 24);
}

/**
 * Estimated 24-hour mean relative humidity (%) of the day of a reading.
 * `localHour` is the local clock time in hours (e.g. 21.5 for 21:30).
 */
export function dailyMeanHumidity(
  temperatureC: number,
  relativeHumidity: number,
  localHour: number,
  diurnalRangeC = assumedDiurnalRangeC,
): number {
  const dewPoint = dewPointC(temperatureC, relativeHumidity);
  const amplitude = diurnalRangeC / 2;
  const atReading = dailyCycle(localHour);
  let sum = 0;
  for (let hour = 0; hour < 24; hour++) {
    const temperature = temperatureC + amplitude * (dailyCycle(hour + 0.5) - atReading);
    sum += relativeHumidityPct(temperature, dewPoint);
  }
  return sum / 24;
}
