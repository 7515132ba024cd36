import { describe, expect, it } from "vitest";
import { formulaMayHaveChanged, isoDateOf, isOldPrice, isOlderThanYears } from "./fact-age";

describe("isOlderThanYears", () => {
  it("is true only past the same day that many years before", () => {
    expect(isOlderThanYears("2023-05-01", 2, "2025-05-01")).toBe(false);
    expect(isOlderThanYears("2023-04-30", 2, "2025-05-01")).toBe(true);
    expect(isOlderThanYears("2023-04-30T23:59:00Z", 2, "2025-05-01")).toBe(true);
  });

  it("claims nothing about a date that does not parse", () => {
    expect(isOlderThanYears("sometime", 2, "2025-05-01")).toBe(false);
  });
});

describe("the catalogue's ages", () => {
  const today = "2026-11-25";

  it("marks a price seen more than two years ago as old", () => {
    expect(isOldPrice("2024-11-25", today)).toBe(false);
    expect(isOldPrice("2024-11-24", today)).toBe(true);
    expect(isOldPrice("2020-09-01", today)).toBe(true);
  });

  it("says an ingredient list more than five years old may be out of date", () => {
    expect(formulaMayHaveChanged("2021-11-25", today)).toBe(false);
    expect(formulaMayHaveChanged("2021-11-24", today)).toBe(true);
    expect(formulaMayHaveChanged("2017-06-01", today)).toBe(true);
  });

  it("takes today in UTC", () => {
    expect(isoDateOf(new Date("2026-11-25T23:30:00-05:00"))).toBe("2026-11-26");
  });
});
