import { describe, expect, it } from "vitest";
import { statedPercentText } from "./stated-percent";

describe("statedPercentText", () => {
  it("writes the percentage as each language does", () => {
    expect(statedPercentText(2.5, "en")).toBe("2.5%");
    expect(statedPercentText(2.5, "id")).toBe("2,5%");
    expect(statedPercentText(7, "en")).toBe("7%");
  });
});
