import { describe, expect, it } from "vitest";
import { filterLimits } from "~/domain/record-filter";
import { parseIngredientFilter, parseProductFilter } from "./record-filter-input";

function problems(result: ReturnType<typeof parseProductFilter>) {
  return result.ok ? [] : result.problems.map(({ path, message }) => `${path}: ${message}`);
}

describe("product filters", () => {
  it("takes the filters of the website's list screens (docs/api.md, 'Filters') as they are", () => {
    const filter = {
      productType: { eq: "toner" },
      skinType: { contains: "oily" },
      ingredients: { contains: "Niacinamide" },
      amazon: { attributeExists: true },
      price: { between: [5, 20] },
      or: [{ brand: { beginsWith: "COSRX" } }, { not: { size: { gt: 100 } } }],
    };
    expect(parseProductFilter(filter)).toEqual({ ok: true, filter });
  });

  it("is no filter when absent or null", () => {
    expect(parseProductFilter(undefined)).toEqual({ ok: true, filter: null });
    expect(parseProductFilter(null)).toEqual({ ok: true, filter: null });
  });

  it("drops the parts given as null, which GraphQL allows", () => {
    expect(parseProductFilter({ brand: null, and: null, not: null, price: { eq: 3 } })).toEqual({
      ok: true,
      filter: { price: { eq: 3 } },
    });
  });

  it("reads eq: null and ne: null as a missing and a present value", () => {
    expect(parseProductFilter({ shoppee: { ne: null }, price_id: { eq: null } })).toEqual({
      ok: true,
      filter: { shoppee: { attributeExists: true }, price_id: { attributeExists: false } },
    });
    expect(problems(parseProductFilter({ brand: { eq: null, attributeExists: true } }))).toEqual([
      "filter.brand: eq: null, ne: null and attributeExists ask for different things",
    ]);
  });

  it("refuses an operator a list field does not take, naming the path", () => {
    expect(problems(parseProductFilter({ and: [{ skinType: { eq: "oily" } }] }))).toEqual([
      "filter.and[0].skinType.eq: list fields take contains, notContains or attributeExists",
    ]);
    expect(problems(parseProductFilter({ images: { beginsWith: "x", ne: "y" } }))).toEqual([
      "filter.images.beginsWith: list fields take contains, notContains or attributeExists",
      "filter.images.ne: list fields take contains, notContains or attributeExists",
    ]);
  });

  it("refuses number operators on strings and string operators on numbers", () => {
    expect(problems(parseProductFilter({ brand: { gt: 3 } }))).toEqual([
      "filter.brand.gt: string fields take eq, ne, contains, notContains, beginsWith or attributeExists",
    ]);
    expect(problems(parseProductFilter({ price: { contains: "3" } }))).toEqual([
      "filter.price.contains: number fields take eq, ne, le, lt, ge, gt, between or attributeExists",
    ]);
  });

  it("wants between as [low, high] with low ≤ high", () => {
    expect(problems(parseProductFilter({ price: { between: [20, 5] } }))).toEqual([
      "filter.price.between: must be [low, high] with low ≤ high",
    ]);
    expect(problems(parseProductFilter({ price: { between: [5] } }))).toEqual([
      "filter.price.between: must be [low, high]",
    ]);
    expect(problems(parseProductFilter({ price: { between: [5, null] } }))).toEqual([
      "filter.price.between[1]: must not be null",
    ]);
  });

  it("refuses unknown fields, null members and wrong shapes", () => {
    expect(problems(parseProductFilter({ colour: { eq: "red" } }))).toEqual([
      "filter.colour: is not a field of this filter",
    ]);
    expect(problems(parseProductFilter({ or: [null] }))).toEqual(["filter.or[0]: must not be null"]);
    expect(problems(parseProductFilter({ brand: "COSRX" }))).toEqual(["filter.brand: must be an object of operators"]);
    expect(problems(parseProductFilter("brand"))).toEqual(["filter: must be an object of fields"]);
    expect(problems(parseProductFilter({ brand: { contains: null } }))).toEqual([
      "filter.brand.contains: must not be null",
    ]);
  });

  it("bounds the length of compared strings", () => {
    const long = "a".repeat(filterLimits.maxValueLength + 1);
    expect(problems(parseProductFilter({ brand: { eq: long } }))).toEqual([
      `filter.brand.eq: must be at most ${filterLimits.maxValueLength} characters`,
    ]);
    expect(parseProductFilter({ brand: { eq: long.slice(1) } }).ok).toBe(true);
  });

  it("refuses control characters in compared strings, as every boundary does (docs/security.md)", () => {
    expect(
      problems(parseProductFilter({ brand: { eq: "a\u0000b" }, ingredients: { contains: "snail\u0007" } })),
    ).toEqual([
      "filter.brand.eq: must not contain control characters",
      "filter.ingredients.contains: must not contain control characters",
    ]);
    expect(problems(parseIngredientFilter({ ingredient: { beginsWith: "\u001bNia" } }))).toEqual([
      "filter.ingredient.beginsWith: must not contain control characters",
    ]);
    expect(parseProductFilter({ brand: { eq: "Dr. Jart+ Ölé 한글" } }).ok).toBe(true);
  });

  it("bounds the nesting of and / or / not", () => {
    const leaf = { price: { between: [1, 2] } };
    const andChain = (levels: number): object => (levels === 0 ? leaf : { and: [leaf, andChain(levels - 1)] });
    const notChain = (levels: number): object => (levels === 0 ? leaf : { not: notChain(levels - 1) });
    const tooDeep = `filter: and / or / not may nest at most ${filterLimits.maxDepth} levels deep`;
    expect(parseProductFilter(andChain(filterLimits.maxDepth)).ok).toBe(true);
    expect(parseProductFilter(notChain(filterLimits.maxDepth)).ok).toBe(true);
    expect(problems(parseProductFilter(andChain(filterLimits.maxDepth + 1)))).toEqual([tooDeep]);
    expect(problems(parseProductFilter(notChain(filterLimits.maxDepth + 1)))).toEqual([tooDeep]);
    // A hostile nesting is refused before it is walked.
    expect(problems(parseProductFilter(notChain(10_000)))).toEqual([tooDeep]);
  });

  it("bounds the number of operators", () => {
    const conditions = (count: number) => ({
      or: Array.from({ length: count }, (_, i) => ({ brand: { eq: `b${i}` } })),
    });
    expect(parseProductFilter(conditions(filterLimits.maxConditions)).ok).toBe(true);
    const tooMany = `filter: may hold at most ${filterLimits.maxConditions} operators, and as many nested filters, in all`;
    expect(problems(parseProductFilter(conditions(filterLimits.maxConditions + 1)))).toEqual([tooMany]);
    const empty = (count: number) => ({ and: Array.from({ length: count }, () => ({})) });
    expect(parseProductFilter(empty(filterLimits.maxConditions)).ok).toBe(true);
    expect(problems(parseProductFilter(empty(5000)))).toEqual([tooMany]);
  });
});

describe("ingredient filters", () => {
  it("takes list operators on the list fields and string operators on the others", () => {
    const filter = {
      cosing: { contains: "HUMECTANT" },
      function: { attributeExists: true },
      cas: { beginsWith: "98" },
    };
    expect(parseIngredientFilter(filter)).toEqual({ ok: true, filter });
  });

  it("has no product fields", () => {
    const result = parseIngredientFilter({ function: { eq: "moisturiser" }, price: { gt: 1 } });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: "filter.function.eq", message: "list fields take contains, notContains or attributeExists" },
      { path: "filter.price", message: "is not a field of this filter" },
    ]);
  });
});
