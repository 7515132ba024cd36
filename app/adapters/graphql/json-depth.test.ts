import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-depth";

describe("JSON depth", () => {
  it("counts objects and arrays, not scalars", () => {
    expect(nestsDeeperThan("text", 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
  });

  it("measures hostile nesting without exhausting the stack", () => {
    let value: unknown = 1;
    for (let i = 0; i < 200_000; i++) value = [value];
    expect(nestsDeeperThan(value, 32)).toBe(true);
  });
});
