import { describe, expect, it } from "vitest";
import { parseSizeMl, printedSizeOf, readPrintedSize, sizeIn, withoutSize } from "./size-parser.server";

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
  it("reads ml glued to the next word", () => {
    expect(parseSizeMl("5.07 fl. oz./ 150 mlFeatured on The Cut!")).toBe(150);
    expect(parseSizeMl("until dry.100 ml, 3.38 oz fl . pH level")).toBe(100);
  });
  it("separates a pH run into the size, using the other unit to check", () => {
    expect(parseSizeMl("pH level of ~5.8200 ml. / 6.76 fl.oz.Learn more")).toBe(200);
    expect(parseSizeMl("pH level of ~ 6.060 ML / 2.03 fl.oz")).toBe(60);
    expect(parseSizeMl("pH level of ~4.5100 ml. / 3.38 fl.oz.")).toBe(100);
    expect(parseSizeMl("pH level ~6.6-7.650 ml. / 1.7 fl. oz.")).toBe(50);
    expect(parseSizeMl("pH level of ~66.76 fl. oz./ 200 mlFeatured")).toBe(200);
    expect(parseSizeMl("pH level of 5.55.07 fl.oz / 150 mlFeatured")).toBe(150);
  });
  it("takes the ml figure the fluid ounces confirm when the text names several", () => {
    expect(parseSizeMl("in a tube, with 10ml more for the same price! … 60ml / 2.03 FL. OZ")).toBe(60);
  });
  it("gives null for a glued figure it cannot check", () => {
    expect(parseSizeMl("pH level of ~5.8200 ml")).toBeNull();
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

