import { describe, expect, it } from "vitest";
import { routineSchema } from "./routine-input";
import { maxRoutineProducts } from "./routine-slots";

describe("routineSchema", () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => `brand-product-${index + 1}`);

  it("refuses a product given twice in a slot, naming it, and takes it once in each slot", () => {
    const twice = routineSchema.safeParse({ morning: ["a-toner", "b-serum", "a-toner"], evening: [] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "morning: a-toner is given twice",
    ]);
    expect(routineSchema.parse({ morning: ["a-toner", "b-serum"], evening: ["b-serum"] })).toEqual({
      morning: ["a-toner", "b-serum"],
      evening: ["b-serum"],
    });
  });

  it("reads a missing slot as empty", () => {
    expect(routineSchema.parse({ evening: ["a-toner"] })).toEqual({ morning: [], evening: ["a-toner"] });
  });

  it("accepts the cap", () => {
    expect(routineSchema.parse({ morning: ids(maxRoutineProducts), evening: [] }).morning).toHaveLength(
      maxRoutineProducts,
    );
  });

  it("refuses more products than the cap in a slot", () => {
    expect(routineSchema.safeParse({ morning: [], evening: ids(maxRoutineProducts + 1) }).success).toBe(false);
  });

  it("refuses ids that are not product slugs", () => {
    for (const id of [42, null, { id: "a-toner" }, "", "A-Toner", "a toner", "a--toner", "../a-toner"]) {
      expect(routineSchema.safeParse({ morning: [id], evening: [] }).success).toBe(false);
    }
    expect(routineSchema.safeParse({ morning: "a-toner", evening: [] }).success).toBe(false);
  });
});
