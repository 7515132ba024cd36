import { describe, expect, it } from "vitest";
import { defaultCountryFor } from "./countries";

describe("defaultCountryFor", () => {
  it("is Indonesia in Indonesian and the United Kingdom in English", () => {
    expect(defaultCountryFor("id")).toBe("Indonesia");
    expect(defaultCountryFor("en")).toBe("United Kingdom");
  });
});
