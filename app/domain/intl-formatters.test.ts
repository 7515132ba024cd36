import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from "./intl-formatters";

describe("the kept Intl formatters", () => {
  it("hand out one formatter per locale and options", () => {
    expect(numberFormat("en-GB", { style: "currency", currency: "GBP" })).toBe(
      numberFormat("en-GB", { style: "currency", currency: "GBP" }),
    );
    expect(numberFormat("en-GB", { style: "currency", currency: "GBP" })).not.toBe(
      numberFormat("en-GB", { style: "currency", currency: "USD" }),
    );
    expect(numberFormat("en-GB")).not.toBe(numberFormat("id-ID"));
    expect(pluralRules("en")).toBe(pluralRules("en"));
  });

  it("format as a new Intl formatter would", () => {
    expect(numberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 }).format(185000)).toBe(
      new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 }).format(185000),
    );
    const date = new Date("2024-03-12T00:00:00Z");
    expect(dateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(date)).toBe("Mar");
    expect(listFormat("en-GB", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b and c");
    expect(pluralRules("id").select(2)).toBe("other");
  });

  it("keep nothing for options Intl refuses", () => {
    expect(() => numberFormat("en-GB", { style: "currency", currency: "not-a-currency" })).toThrow(RangeError);
    expect(() => numberFormat("en-GB", { style: "currency", currency: "not-a-currency" })).toThrow(RangeError);
  });
});
