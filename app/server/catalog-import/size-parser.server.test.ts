import { describe, expect, it } from "vitest";
import { parseSizeMl, withoutSize } from "./size-parser.server";

describe("parseSizeMl", () => {
  it("reads millilitres", () => {
    expect(parseSizeMl("200 ml")).toBe(200);
    expect(parseSizeMl("Low pH Good Morning Cleanser 150ml")).toBe(150);
    expect(parseSizeMl("200 ml/ 6.76 fl. oz.")).toBe(200);
  });
  it("prefers the ml figure over ounces", () => {
    expect(parseSizeMl("1.7 fl. oz / 50 mL")).toBe(50);
  });
  it("converts fluid ounces when no ml is given", () => {
    expect(parseSizeMl("1.69 fl. oz")).toBe(50);
    expect(parseSizeMl(".67 fl oz")).toBe(20);
    expect(parseSizeMl("0.1 fl oz")).toBe(3);
  });
  it("gives null for weights, counts and nothing", () => {
    expect(parseSizeMl("0.70 oz / 20 g")).toBeNull();
    expect(parseSizeMl("60 pads / pack")).toBeNull();
    expect(parseSizeMl(undefined)).toBeNull();
  });
});

describe("withoutSize", () => {
  it("drops a size from a name", () => {
    expect(withoutSize("Ceramidin Cream 50ml")).toBe("Ceramidin Cream");
    expect(withoutSize("Aloe Soothing Mask Pack -1 Ea")).toBe("Aloe Soothing Mask Pack");
  });
});
