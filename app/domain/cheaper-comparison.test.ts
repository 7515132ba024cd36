import { describe, expect, it } from "vitest";
import { type ComparablePrice, cheaperComparison } from "./cheaper-comparison";
import { similarShownScore } from "./formula-similarity";

// The COSRX Advanced Snail 96 Mucin Power Essence (100 ml, £16.80) and the similar formulas
// docs/similar-formulas.md lists for it, with the sizes and prices a card may or may not know.
const target = "cosrx-advanced-snail-96-mucin-power-essence";
const jumiso = {
  id: "jumiso-snail-ex-ultimate-boost-facial-essence",
  score: 0.47,
  sharedTop: 7,
  topCount: 10,
  shared: [],
};
const neogen = {
  id: "neogen-dermalogy-cica-repair-snail-essence",
  score: 0.35,
  sharedTop: 6,
  topCount: 10,
  shared: [],
};
const tonyMoly = { id: "tony-moly-intense-care-snail-essence", score: 0.25, sharedTop: 5, topCount: 10, shared: [] };
const options = { minScore: similarShownScore, limit: 4 };

const per10 = (amount: number) => ({ amount, currency: "GBP" as const, unit: "ml" as const });

function prices(table: Record<string, ComparablePrice>) {
  return (id: string): ComparablePrice => table[id] ?? { priced: false, unitPrice: null };
}

describe("cheaperComparison", () => {
  it("says it cannot compare when the viewed product has no current price, or no size", () => {
    expect(cheaperComparison(target, [jumiso], prices({}), options)).toEqual({ kind: "noPrice" });
    const sizeUnknown = prices({ [target]: { priced: true, unitPrice: null } });
    expect(cheaperComparison(target, [jumiso], sizeUnknown, options)).toEqual({ kind: "sizeUnknown" });
  });

  it("never says none is cheaper when a similar formula's size is unknown: it counts it as not compared", () => {
    // Jumiso at £9.48 with no size: its price per 10 ml is not known, so it is neither cheaper nor dearer.
    const table = prices({
      [target]: { priced: true, unitPrice: per10(1.68) },
      [jumiso.id]: { priced: true, unitPrice: null },
      [neogen.id]: { priced: true, unitPrice: per10(2.1) },
    });
    expect(cheaperComparison(target, [jumiso, neogen], table, options)).toEqual({
      kind: "compared",
      alternatives: [],
      uncompared: 1,
    });
  });

  it("lists every similar formula shown that costs less per unit, and counts the ones it could not compare", () => {
    const table = prices({
      [target]: { priced: true, unitPrice: per10(1.68) },
      [jumiso.id]: { priced: true, unitPrice: per10(0.95) },
      [tonyMoly.id]: { priced: true, unitPrice: per10(1.2) },
      [neogen.id]: { priced: false, unitPrice: null },
    });
    const result = cheaperComparison(target, [jumiso, neogen, tonyMoly], table, options);
    expect(result).toEqual({
      kind: "compared",
      alternatives: [
        { ...jumiso, unitPrice: per10(0.95) },
        { ...tonyMoly, unitPrice: per10(1.2) },
      ],
      uncompared: 1,
    });
  });

  it("does not compare grams with millilitres", () => {
    const table = prices({
      [target]: { priced: true, unitPrice: per10(1.68) },
      [jumiso.id]: { priced: true, unitPrice: { ...per10(0.5), unit: "g" } },
    });
    expect(cheaperComparison(target, [jumiso], table, options)).toEqual({
      kind: "compared",
      alternatives: [],
      uncompared: 1,
    });
  });
});
