import { describe, expect, it } from "vitest";
import { adviceAspects, adviceCount, adviceIngredients } from "./advice";
import { type Aspect, aspects } from "./aspects";

const scores = (values: Partial<Record<Aspect, number>>): Record<Aspect, number> => ({
  eyebags: 90,
  dryness: 90,
  redness: 90,
  wrinkles: 90,
  acne: 90,
  pores: 90,
  ...values,
});

describe("adviceAspects", () => {
  it("names the three lowest-scoring aspects, lowest first", () => {
    expect(adviceAspects(scores({ pores: 10, redness: 40, acne: 25, eyebags: 60 }))).toEqual([
      "pores",
      "acne",
      "redness",
    ]);
  });

  it("breaks ties in the order eyebags, dryness, redness, wrinkles, acne, pores", () => {
    expect(adviceAspects(scores({}))).toEqual(["eyebags", "dryness", "redness"]);
    expect(adviceAspects(scores({ pores: 20, acne: 20, wrinkles: 20, redness: 20 }))).toEqual([
      "redness",
      "wrinkles",
      "acne",
    ]);
    expect(adviceAspects(scores({ pores: 5, acne: 30, dryness: 30 }))).toEqual(["pores", "dryness", "acne"]);
  });

  it("gives three by default and the requested number otherwise", () => {
    expect(adviceCount).toBe(3);
    expect(adviceAspects(scores({}), 1)).toEqual(["eyebags"]);
    expect(adviceAspects(scores({}), 6)).toEqual([...aspects]);
  });

  it("leaves the scores it was given untouched", () => {
    const given = scores({ acne: 0 });
    const copy = { ...given };
    adviceAspects(given);
    expect(given).toEqual(copy);
  });
});

describe("adviceIngredients", () => {
  it("names only the six linked ingredients of docs/screens.md, for every aspect", () => {
    const linked = ["Niacinamide", "Salicylic Acid", "Glycolic Acid", "Caffeine", "Hyaluronic Acid", "Glycerin"];
    for (const aspect of aspects) {
      expect(adviceIngredients[aspect].length, aspect).toBeGreaterThan(0);
      for (const name of adviceIngredients[aspect]) expect(linked).toContain(name);
    }
    expect(new Set(aspects.flatMap((aspect) => adviceIngredients[aspect]))).toEqual(new Set(linked));
  });
});
