import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv-write";

describe("csvField", () => {
  it("leaves plain values alone", () => {
    expect(csvField("Cote d'Ivoire")).toBe("Cote d'Ivoire");
    expect(csvField(13.5)).toBe("13.5");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvField("Korea, Republic of")).toBe('"Korea, Republic of"');
    expect(csvField('The "Island"')).toBe('"The ""Island"""');
    expect(csvField("a\nb")).toBe('"a\nb"');
  });
});

describe("toCsv", () => {
  it("writes a header and rows that csv-parse reads back", () => {
    const text = toCsv(
      ["country", "API"],
      [
        ["Korea, Republic of", 79],
        ['The "Island"', 12],
      ],
    );
    expect(text).toBe('country,API\n"Korea, Republic of",79\n"The ""Island""",12\n');
    expect(parse(text, { columns: true })).toEqual([
      { country: "Korea, Republic of", API: "79" },
      { country: 'The "Island"', API: "12" },
    ]);
  });
});
