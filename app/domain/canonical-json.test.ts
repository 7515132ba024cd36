import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonicalJson", () => {
  it("orders object keys at every level", () => {
    expect(canonicalJson({ b: 1, a: { d: [{ y: 1, x: 2 }], c: "s" } })).toBe(
      '{"a":{"c":"s","d":[{"x":2,"y":1}]},"b":1}',
    );
  });

  it("gives the same text for the same filter written in another order", () => {
    const one = { productType: { eq: "toner" }, amazon: { attributeExists: true } };
    const other = { amazon: { attributeExists: true }, productType: { eq: "toner" } };
    expect(canonicalJson(one)).toBe(canonicalJson(other));
  });

  it("keeps the order of list members, which can matter", () => {
    expect(canonicalJson({ between: [1, 2] })).not.toBe(canonicalJson({ between: [2, 1] }));
  });

  it("leaves out undefined members but keeps nulls", () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });

  it("writes scalars as JSON does", () => {
    expect(canonicalJson(null)).toBe("null");
    expect(canonicalJson(undefined)).toBe("null");
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
    expect(canonicalJson(1.5)).toBe("1.5");
    expect(canonicalJson(Number.NaN)).toBe("null");
    expect(canonicalJson([true, false])).toBe("[true,false]");
  });

  it("orders integer-like keys as text too", () => {
    expect(canonicalJson({ "9": 1, "10": 2 })).toBe('{"10":2,"9":1}');
  });

  it("tells apart values that differ only in type", () => {
    expect(canonicalJson({ a: "1" })).not.toBe(canonicalJson({ a: 1 }));
  });
});
