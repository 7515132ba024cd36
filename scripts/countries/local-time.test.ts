import { describe, expect, it } from "vitest";
import { localHourOf, parseWallTime, wallTimeToUtc } from "./local-time";

describe("parseWallTime", () => {
  it("reads the feed's local time format", () => {
    expect(parseWallTime("2023-08-29 14:05")).toEqual({ year: 2023, month: 8, day: 29, hour: 14, minute: 5 });
    expect(() => parseWallTime("29/08/2023 14:05")).toThrow(RangeError);
  });
});

describe("localHourOf", () => {
  it("gives hours since midnight with minutes as a fraction", () => {
    expect(localHourOf("2023-08-29 21:30")).toBe(21.5);
    expect(localHourOf("2023-08-29 00:15")).toBe(0.25);
  });
});

describe("wallTimeToUtc", () => {
  it("applies half-hour and whole-hour offsets", () => {
    expect(wallTimeToUtc("2023-08-29 14:00", "Asia/Kabul").toISOString()).toBe("2023-08-29T09:30:00.000Z");
    expect(wallTimeToUtc("2023-08-29 03:00", "Asia/Jakarta").toISOString()).toBe("2023-08-28T20:00:00.000Z");
    expect(wallTimeToUtc("2023-10-01 14:30", "America/Los_Angeles").toISOString()).toBe("2023-10-01T21:30:00.000Z");
  });

  it("follows daylight saving time", () => {
    expect(wallTimeToUtc("2024-05-16 15:15", "Europe/London").toISOString()).toBe("2024-05-16T14:15:00.000Z");
    expect(wallTimeToUtc("2023-11-05 20:00", "Europe/London").toISOString()).toBe("2023-11-05T20:00:00.000Z");
    expect(wallTimeToUtc("2023-03-12 03:30", "America/New_York").toISOString()).toBe("2023-03-12T07:30:00.000Z");
  });
});
