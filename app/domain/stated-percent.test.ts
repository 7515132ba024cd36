import { describe, expect, it } from "vitest";
import { statedPercentText } from "./stated-percent";

describe("statedPercentText", () => {
  it("writes the percentage as each language does", () => {
    expect(statedPercentText(2.5, "en")).toBe("2.5%");
    expect(statedPercentText(2.5, "id")).toBe("2,5%");
    expect(statedPercentText(7, "en")).toBe("7%");
  });

  it("keeps the figures of an amount given in parts per million", () => {
    expect(statedPercentText(0.01, "en")).toBe("0.01%");
    expect(statedPercentText(0.0001, "en")).toBe("0.0001%");
    expect(statedPercentText(0.00327, "id")).toBe("0,0033%");
  });
});
