/** Wall-clock readings ("2023-08-29 14:00" in "Asia/Kabul") and the instants they name. */

const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function parseWallTime(text: string): WallTime {
  const match = wallTimePattern.exec(text.trim());
  if (!match) throw new RangeError(`not a "YYYY-MM-DD HH:MM" time: ${text}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return { year, month, day, hour, minute };
}

/** Hours since local midnight, e.g. 21.5 for "… 21:30". */
export function localHourOf(text: string): number {
  const { hour, minute } = parseWallTime(text);
  return hour + minute / 60;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in minutes at an instant ("GMT+05:30" → 330). */
function offsetMinutes(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The UTC instant of a wall-clock time in an IANA time zone. */
export function wallTimeToUtc(text: string, timeZone: string): Date {
  const { year, month, day, hour, minute } = parseWallTime(text);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant can differ from the one at the true instant near a
  // DST change; a second pass settles it.
  const first = asIfUtc - offsetMinutes(timeZone, asIfUtc) * 60_000;
  return new Date(asIfUtc - offsetMinutes(timeZone, first) * 60_000);
}
