import { describe, expect, it } from "vitest";
import { buildCountryTable, latestPm25, minHumidityObservations, type WeatherObservation } from "./country-table";

const jakarta = { location: "Jakarta", latitude: -6.21, longitude: 106.85, timeZone: "Asia/Jakarta" };
const singapore = { location: "Singapore", latitude: 1.29, longitude: 103.86, timeZone: "Asia/Singapore" };
const washingtonPark = {
  location: "Washington Park",
  latitude: 46.6,
  longitude: -120.49,
  timeZone: "America/Los_Angeles",
};

function readings(
  country: string,
  site: Pick<WeatherObservation, "location" | "latitude" | "longitude" | "timeZone">,
  count: number,
  reading: Partial<WeatherObservation> = {},
): WeatherObservation[] {
  return Array.from({ length: count }, (_, index) => ({
    country,
    ...site,
    lastUpdated: `2023-09-${String((index % 28) + 1).padStart(2, "0")} 03:00`,
    temperatureC: 26,
    humidity: 88,
    uvIndex: 0,
    cloud: 50,
    ...reading,
  }));
}

describe("latestPm25", () => {
  it("keeps each country's latest year with a value", () => {
    const latest = latestPm25([
      { country: "Indonesia", year: 2018, pm25: 20 },
      { country: "Indonesia", year: 2019, pm25: 19.3 },
      { country: "Singapore", year: 2019, pm25: undefined },
      { country: "Singapore", year: 2018, pm25: 14 },
    ]);
    expect(latest.get("Indonesia")).toEqual({ year: 2019, pm25: 19.3 });
    expect(latest.get("Singapore")).toEqual({ year: 2018, pm25: 14 });
  });
});

describe("buildCountryTable", () => {
  const who = [
    { country: "Singapore", year: 2019, pm25: 13.33302 },
    { country: "Indonesia", year: 2019, pm25: 19.3398 },
    { country: "United States", year: 2019, pm25: 7.17987 },
  ];

  /** Too few readings for Singapore, enough for the others. */
  const others = [
    ...readings("Singapore", singapore, 3),
    ...readings("United States of America", washingtonPark, minHumidityObservations, { humidity: 40 }),
  ];

  it("gives every WHO country a row, sorted by name", () => {
    const { entries } = buildCountryTable(who, [...readings("Indonesia", jakarta, minHumidityObservations), ...others]);
    expect(entries.map((entry) => entry.country)).toEqual(["Indonesia", "Singapore", "United States"]);
    const indonesia = entries[0];
    expect(indonesia).toMatchObject({ aqi: 70, pm25: 19.3398, pm25Year: 2019 });
    expect(indonesia?.site).toMatchObject({ name: "Jakarta", from: "feed" });
  });

  it("corrects night readings towards a 24-hour mean", () => {
    const { entries } = buildCountryTable(who, [...readings("Indonesia", jakarta, minHumidityObservations), ...others]);
    const indonesia = entries.find((entry) => entry.country === "Indonesia");
    expect(indonesia?.humiditySource).toEqual({ kind: "observed", observations: 30, allHoursMean: 88 });
    expect(indonesia?.humidity).toBeLessThan(88);
    expect(Number.isInteger(indonesia?.humidity)).toBe(true);
  });

  it("borrows humidity from the nearest observed country when a country has too few readings", () => {
    const { entries } = buildCountryTable(who, [...readings("Indonesia", jakarta, minHumidityObservations), ...others]);
    const borrower = entries.find((entry) => entry.country === "Singapore");
    const indonesia = entries.find((entry) => entry.country === "Indonesia");
    expect(borrower?.humiditySource).toMatchObject({ kind: "nearest", from: "Indonesia" });
    expect(borrower?.humidity).toBe(indonesia?.humidity);
  });

  it("maps the feed's spellings, ignores junk labels and takes capitals from the table", () => {
    const { entries, ignoredLabels } = buildCountryTable(who, [
      ...readings("Indonesia", jakarta, minHumidityObservations),
      ...readings("Südkorea", jakarta, 1),
      ...others,
    ]);
    const unitedStates = entries.find((entry) => entry.country === "United States");
    expect(unitedStates?.humiditySource.kind).toBe("observed");
    expect(unitedStates?.site).toMatchObject({ name: "Washington, D.C.", from: "capital table" });
    expect(ignoredLabels).toEqual(new Map([["Südkorea", 1]]));
  });

  it("refuses to pick between two equally observed sites", () => {
    expect(() =>
      buildCountryTable(
        [{ country: "Indonesia", year: 2019, pm25: 19 }],
        [
          ...readings("Indonesia", jakarta, minHumidityObservations),
          ...readings("Indonesia", { ...jakarta, location: "Laos" }, minHumidityObservations),
        ],
      ),
    ).toThrow(/tie/);
  });

  it("compares daytime UV readings with the clear-sky model at the same moments", () => {
    const { entries } = buildCountryTable(who, [
      ...readings("Indonesia", jakarta, minHumidityObservations, { lastUpdated: "2023-09-21 12:00", uvIndex: 9 }),
      ...others,
    ]);
    const uv = entries.find((entry) => entry.country === "Indonesia")?.daytimeUv;
    expect(uv?.observations).toBe(30);
    expect(uv?.observedMean).toBe(9);
    expect(uv?.modelledMean).toBeGreaterThan(12);
  });
});
