/**
 * How old a fact of the catalogue is, against today's date on the server (docs/rules.md, "Prices
 * seen" and "Ingredient lists"): a price seen more than two years ago is marked old, and an
 * ingredient list seen more than five years ago may no longer be the formula sold.
 */
export const oldPriceYears = 2;
export const formulaChangeYears = 5;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** Today's date in UTC as `YYYY-MM-DD`, the form the catalogue's dates are stored in. */
export function isoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `years` whole years before `today` (`YYYY-MM-DD`): a date before it is older than that. */
export function yearsBefore(today: string, years: number): string {
  const now = isoDate.exec(today);
  if (!now) throw new RangeError(`today must be an ISO date, got ${today}`);
  return `${String(Number(now[1]) - years).padStart(4, "0")}-${now[2]}-${now[3]}`;
}

/**
 * Whether `date` (an ISO date or date-time) lies more than `years` whole years before `today`:
 * `2023-05-01` is more than two years before `2025-05-02`, but not before `2025-05-01`. A date
 * that does not parse is never called old (nothing is claimed about it).
 */
export function isOlderThanYears(date: string, years: number, today: string): boolean {
  const day = isoDate.exec(date);
  if (!day) return false;
  return `${day[1]}-${day[2]}-${day[3]}` < yearsBefore(today, years);
}

/** A price seen more than two years ago is marked old. */
export function isOldPrice(observedOn: string, today: string): boolean {
  return isOlderThanYears(observedOn, oldPriceYears, today);
}

/** An ingredient list seen more than five years ago: the formula may have changed since. */
export function formulaMayHaveChanged(listObservedOn: string, today: string): boolean {
  return isOlderThanYears(listObservedOn, formulaChangeYears, today);
}
