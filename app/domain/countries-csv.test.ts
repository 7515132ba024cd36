import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultCountryFor } from "./countries";
import { parseCountriesCsv } from "./countries-csv";

const header = "country,median_uv_index,average_yearly_humidity,API\n";

describe("parseCountriesCsv", () => {
  it("reads rows in file order, with quoted names", () => {
    const text = `\uFEFF${header}Indonesia,13.7,76,70\n"Korea, Republic of",7.3,73,79\r\n\nUnited Kingdom,3.7,77,52\n`;
    expect(parseCountriesCsv(text)).toEqual([
      { name: "Indonesia", uvIndex: 13.7, humidity: 76, aqi: 70 },
      { name: "Korea, Republic of", uvIndex: 7.3, humidity: 73, aqi: 79 },
      { name: "United Kingdom", uvIndex: 3.7, humidity: 77, aqi: 52 },
    ]);
  });

  it("rejects blanks, junk and out-of-range values, naming the record", () => {
    expect(() => parseCountriesCsv(`${header}Indonesia,,76,70\n`)).toThrow(/record 1/);
    expect(() => parseCountriesCsv(`${header}Indonesia,13.7,76,70\nChile,x,50,40\n`)).toThrow(/record 2/);
    expect(() => parseCountriesCsv(`${header}Indonesia,13.7,176,70\n`)).toThrow(/record 1/);
    expect(() => parseCountriesCsv(`${header}Indonesia,13.7,76.5,70\n`)).toThrow(/record 1/);
    expect(() => parseCountriesCsv(`${header}Indonesia,-1,76,70\n`)).toThrow(/record 1/);
  });

  it("rejects a duplicate country", () => {
    expect(() => parseCountriesCsv(`${header}Chile,9,50,40\nChile,9,50,40\n`)).toThrow(/duplicate Chile/);
  });

  it("reads the shipped table, which has the default countries", () => {
    const countries = parseCountriesCsv(
      readFileSync(new URL("../../public/data/countries.csv", import.meta.url), "utf8"),
    );
    expect(countries.length).toBeGreaterThan(150);
    const names = countries.map((country) => country.name);
    for (const name of ["Indonesia", "United Kingdom", "South Korea", "Malaysia", "Singapore", "United States"]) {
      expect(names).toContain(name);
    }
    expect(names).toContain(defaultCountryFor("en"));
    expect(names).toContain(defaultCountryFor("id"));
  });
});
