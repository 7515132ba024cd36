import { describe, expect, it } from "vitest";
import { pick, seededRandom } from "../../bench/seeded-random";
import {
  cheaperAlternatives,
  formulaSimilarity,
  type ProductFormula,
  similarEnoughScore,
  type SimilarFormula,
  similarityIndex,
  similarTo,
  similarToFormula,
} from "./formula-similarity";
import { type ProductType } from "./product-types";
import { type UnitPrice } from "./unit-price";

function formula(id: string, productType: ProductType, ingredientIds: string[]): ProductFormula {
  return { id, productType, ingredientIds };
}

function list(...ingredientIds: string[]): Pick<ProductFormula, "ingredientIds"> {
  return { ingredientIds };
}

const snailEssence = formula("snail-essence", "essence", [
  "snail-secretion-filtrate",
  "betaine",
  "butylene-glycol",
  "1-2-hexanediol",
  "sodium-polyacrylate",
  "phenoxyethanol",
  "sodium-hyaluronate",
  "allantoin",
  "ethyl-hexanediol",
  "carbomer",
  "panthenol",
  "arginine",
]);
const snailDupe = formula("snail-dupe", "essence", [
  "snail-secretion-filtrate",
  "butylene-glycol",
  "betaine",
  "1-2-hexanediol",
  "sodium-polyacrylate",
  "sodium-hyaluronate",
  "allantoin",
  "panthenol",
  "water",
  "xanthan-gum",
]);
const snailCream = formula("snail-cream", "moisturizer", snailEssence.ingredientIds.slice());
const riceEssence = formula("rice-essence", "essence", [
  "water",
  "rice-ferment-filtrate",
  "glycerin",
  "butylene-glycol",
  "niacinamide",
  "squalane",
]);
const heartleafEssence = formula("heartleaf-essence", "essence", [
  "houttuynia-cordata-extract",
  "water",
  "glycerin",
  "pentylene-glycol",
  "centella-asiatica-extract",
]);
const catalogue = similarityIndex([snailEssence, snailDupe, snailCream, riceEssence, heartleafEssence]);

describe("formulaSimilarity", () => {
  it("is 1 for the same list and 0 for lists sharing nothing", () => {
    expect(formulaSimilarity(snailEssence, snailCream).score).toBe(1);
    expect(formulaSimilarity(snailEssence, snailCream, catalogue).score).toBe(1);
    expect(formulaSimilarity(list("a", "b", "c"), list("d", "e")).score).toBe(0);
    expect(formulaSimilarity(snailEssence, heartleafEssence, catalogue).score).toBe(0);
  });

  it("gives the same score both ways", () => {
    const pairs = [
      [snailEssence, snailDupe],
      [riceEssence, heartleafEssence],
      [snailDupe, riceEssence],
    ] as const;
    for (const [a, b] of pairs) {
      expect(formulaSimilarity(a, b, catalogue).score).toBeCloseTo(formulaSimilarity(b, a, catalogue).score, 12);
      expect(formulaSimilarity(a, b).score).toBeCloseTo(formulaSimilarity(b, a).score, 12);
    }
  });

  it("weighs the first ingredients most, so order matters", () => {
    const ingredients = ["a", "b", "c", "d", "e", "f"];
    const reversed = formulaSimilarity(list(...ingredients), list(...ingredients.toReversed())).score;
    expect(reversed).toBeGreaterThan(0);
    expect(reversed).toBeLessThan(1);

    const sharingFirst = formulaSimilarity(list("a", "b", "c", "d"), list("a", "x", "y", "z")).score;
    const sharingLast = formulaSimilarity(list("a", "b", "c", "d"), list("w", "x", "y", "d")).score;
    expect(sharingFirst).toBeGreaterThan(sharingLast);
  });

  it("counts an ingredient that nearly every product has less than a rare one", () => {
    const withWater = formula("with-water", "toner", ["water", "a", "b"]);
    const alsoWater = formula("also-water", "toner", ["water", "c", "d"]);
    const withRare = formula("with-rare", "toner", ["snail-secretion-filtrate", "e", "f"]);
    const alsoRare = formula("also-rare", "toner", ["snail-secretion-filtrate", "g", "h"]);
    const others = ["i", "j", "k", "l"].map((id) => formula(id, "toner", ["water", id]));
    const index = similarityIndex([withWater, alsoWater, withRare, alsoRare, ...others]);

    // Without the catalogue both pairs share their first of three ingredients alike.
    expect(formulaSimilarity(withWater, alsoWater).score).toBe(formulaSimilarity(withRare, alsoRare).score);
    expect(formulaSimilarity(withWater, alsoWater, index).score).toBeLessThan(
      formulaSimilarity(withRare, alsoRare, index).score,
    );
  });

  it("gives the reason from the first product's side: its first 10 ingredients the other lists", () => {
    expect(formulaSimilarity(snailEssence, snailDupe)).toMatchObject({ sharedTop: 7, topCount: 10 });
    expect(formulaSimilarity(snailEssence, snailDupe).shared).toEqual([
      "snail-secretion-filtrate",
      "betaine",
      "butylene-glycol",
      "1-2-hexanediol",
      "sodium-polyacrylate",
      "sodium-hyaluronate",
      "allantoin",
      "panthenol",
    ]);
    expect(formulaSimilarity(riceEssence, snailDupe)).toMatchObject({
      sharedTop: 2,
      topCount: 6,
      shared: ["water", "butylene-glycol"],
    });
  });

  it("counts an ingredient listed twice once, at its first place", () => {
    expect(formulaSimilarity(list("a", "b", "a"), list("a", "b"))).toEqual({
      score: 1,
      sharedTop: 2,
      topCount: 2,
      shared: ["a", "b"],
    });
  });
});

describe("similarTo", () => {
  it("lists products of the target's type only, best first, never the target itself", () => {
    const similar = similarTo(snailEssence.id, catalogue) ?? [];
    expect(similar.map(({ id }) => id)).toEqual(["snail-dupe", "rice-essence"]);
    expect(similar[0]?.score).toBeGreaterThan(similar[1]?.score ?? 1);
    expect(similar[0]).toEqual({ id: "snail-dupe", ...formulaSimilarity(snailEssence, snailDupe, catalogue) });
  });

  it("leaves out products sharing nothing, and keeps to the limit and the minimum score", () => {
    expect(similarTo(snailEssence.id, catalogue)?.map(({ id }) => id)).not.toContain("heartleaf-essence");
    expect(similarTo(snailEssence.id, catalogue, { limit: 1 })?.map(({ id }) => id)).toEqual(["snail-dupe"]);
    const dupeScore = formulaSimilarity(snailEssence, snailDupe, catalogue).score;
    expect(similarTo(snailEssence.id, catalogue, { minScore: dupeScore })?.map(({ id }) => id)).toEqual(["snail-dupe"]);
  });

  it("finds what comparing the target with each product of its type, one pair at a time, finds", () => {
    // A catalogue like a real one: a few ingredients in nearly every list, most in a few, and
    // half the products variations of another (some ingredients changed), so that scores
    // spread over the whole range and many fall near each minimum.
    const random = seededRandom(14);
    const vocabulary = Array.from({ length: 400 }, (_, index) => `ingredient-${index}`);
    const common = vocabulary.slice(0, 5);
    const ingredient = () =>
      random() < 0.3 ? pick(random, common) : pick(random, vocabulary.slice(0, 5 + Math.floor(random() * 395)));
    const types: ProductType[] = ["essence", "toner"];
    const formulas: ProductFormula[] = [];
    for (let index = 0; index < 600; index += 1) {
      const original = index > 0 && random() < 0.5 ? pick(random, formulas) : undefined;
      const ingredientIds = original
        ? original.ingredientIds.map((id) => (random() < 0.1 + random() * 0.6 ? ingredient() : id))
        : Array.from({ length: 4 + Math.floor(random() * 20) }, ingredient);
      formulas.push(formula(`product-${index}`, original?.productType ?? pick(random, types), ingredientIds));
    }
    const index = similarityIndex(formulas);
    for (const target of formulas.slice(0, 60)) {
      for (const minScore of [0, 0.15, similarEnoughScore]) {
        const everyOne = formulas
          .filter((other) => other.productType === target.productType && other.id !== target.id)
          .map((other) => ({ id: other.id, ...formulaSimilarity(target, other, index) }))
          .filter(({ score }) => score > 0 && score >= minScore)
          .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
        expect(similarTo(target.id, index, { minScore }), `${target.id} from ${minScore}`).toEqual(everyOne);
      }
    }
  });

  it("answers nothing for a product that is not in the catalogue", () => {
    expect(similarTo("new-essence", catalogue)).toBeUndefined();
  });
});

describe("similarToFormula", () => {
  it("puts a catalogue product first, at 1, when its very list is compared", () => {
    const [first] = similarToFormula(snailEssence.ingredientIds, "essence", catalogue);
    expect(first).toEqual({
      id: "snail-essence",
      score: 1,
      sharedTop: 10,
      topCount: 10,
      shared: snailEssence.ingredientIds,
    });
  });

  it("keeps to the type asked for, or compares with every type when none is", () => {
    const essences = similarToFormula(snailEssence.ingredientIds, "essence", catalogue).map(({ id }) => id);
    expect(essences).toEqual(["snail-essence", "snail-dupe", "rice-essence"]);
    const every = similarToFormula(snailEssence.ingredientIds, null, catalogue).map(({ id }) => id);
    // The cream holds the very same list, so it ties with the essence at 1 and goes by its id.
    expect(every).toEqual(["snail-cream", "snail-essence", "snail-dupe", "rice-essence"]);
    expect(similarToFormula(snailEssence.ingredientIds, "toner", catalogue)).toEqual([]);
  });

  it("weighs an ingredient no product lists as listed once, shared by none", () => {
    const pasted = ["snail-secretion-filtrate", "kulit-unknown-extract", "betaine"];
    const [first] = similarToFormula(pasted, "essence", catalogue, { limit: 1 });
    // The dupe's shorter list has less the pasted one lacks than the essence's.
    expect(first).toEqual({ id: "snail-dupe", ...formulaSimilarity(list(...pasted), snailDupe, catalogue) });
    expect(first?.sharedTop).toBe(2);
    expect(first?.topCount).toBe(3);
  });

  it("finds what comparing the list with each product, one pair at a time, finds", () => {
    const random = seededRandom(29);
    const vocabulary = Array.from({ length: 300 }, (_, index) => `ingredient-${index}`);
    const types: ProductType[] = ["essence", "toner", "moisturizer"];
    const formulas = Array.from({ length: 400 }, (_, index) =>
      formula(
        `product-${index}`,
        pick(random, types),
        Array.from({ length: 4 + Math.floor(random() * 20) }, () => pick(random, vocabulary)),
      ),
    );
    const index = similarityIndex(formulas);
    for (let round = 0; round < 40; round += 1) {
      // Lists of catalogue ingredients and names no product lists, some twice.
      const pasted = Array.from({ length: 3 + Math.floor(random() * 25) }, () =>
        random() < 0.15 ? `unknown-${Math.floor(random() * 5)}` : pick(random, vocabulary),
      );
      for (const productType of [null, "toner"] as const) {
        for (const minScore of [0, 0.15]) {
          const everyOne = formulas
            .filter((other) => productType === null || other.productType === productType)
            .map((other) => ({ id: other.id, ...formulaSimilarity(list(...pasted), other, index) }))
            .filter(({ score }) => score > 0 && score >= minScore)
            .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
          expect(similarToFormula(pasted, productType, index, { minScore }), `round ${round}`).toEqual(everyOne);
        }
      }
    }
  });
});

describe("cheaperAlternatives", () => {
  const dupe = (id: string, score: number): SimilarFormula => ({ id, score, sharedTop: 8, topCount: 10, shared: [] });
  const gbpPerMl = (amount: number): UnitPrice => ({ amount, currency: "GBP", unit: "ml" });
  const prices: Record<string, UnitPrice> = {
    target: gbpPerMl(1.5),
    cheaper: gbpPerMl(0.8),
    cheapest: gbpPerMl(0.5),
    "as-dear": gbpPerMl(1.5),
    dearer: gbpPerMl(2),
    "in-rupiah": { amount: 5_000, currency: "IDR", unit: "ml" },
    "per-gram": { amount: 0.4, currency: "GBP", unit: "g" },
    "not-similar-enough": gbpPerMl(0.2),
  };
  const unitPriceOf = (id: string): UnitPrice | null => prices[id] ?? null;
  const similar = [
    dupe("dearer", 0.9),
    dupe("cheaper", 0.6),
    dupe("as-dear", 0.6),
    dupe("cheapest", 0.6),
    dupe("in-rupiah", 0.8),
    dupe("per-gram", 0.8),
    dupe("unpriced", 0.8),
    dupe("not-similar-enough", similarEnoughScore - 0.01),
  ];

  it("keeps the similar enough ones with a lower price per 10 ml in the same currency, by similarity then price", () => {
    expect(cheaperAlternatives({ id: "target" }, similar, unitPriceOf)).toEqual([
      { ...dupe("cheapest", 0.6), unitPrice: gbpPerMl(0.5) },
      { ...dupe("cheaper", 0.6), unitPrice: gbpPerMl(0.8) },
    ]);
    expect(
      cheaperAlternatives({ id: "target" }, [dupe("cheaper", 0.5), dupe("cheapest", 0.4)], unitPriceOf).map(
        ({ id }) => id,
      ),
    ).toEqual(["cheaper", "cheapest"]);
  });

  it("takes another minimum score and a limit", () => {
    const options = { minScore: 0.2, limit: 1 };
    expect(cheaperAlternatives({ id: "target" }, similar, unitPriceOf, options).map(({ id }) => id)).toEqual([
      "cheapest",
    ]);
    expect(
      cheaperAlternatives({ id: "target" }, similar, unitPriceOf, { minScore: 0.2 }).map(({ id }) => id),
    ).toContain("not-similar-enough");
  });

  it("has none when the target has no price per 10 ml", () => {
    expect(cheaperAlternatives({ id: "unpriced" }, similar, unitPriceOf)).toEqual([]);
  });
});
