import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { checkIngredientsWork, operationCost, operationCostBudget } from "./operation-cost";
import { typeDefs } from "./schema.graphql";

const schema = buildSchema(typeDefs);
const everyProductField = `id product productType brand size description description_id usage usage_id price price_id
  price_lazada price_tokopedia price_yesstyle price_stylevana skinType aspect ingredients ingredient_clean images
  amazon shoppee lazada tokopedia yesstyle stylevana createdAt updatedAt`;

function cost(query: string, variables?: Record<string, unknown>, operationName?: string): number {
  return operationCost(schema, parse(query), operationName, variables);
}

describe("operationCost", () => {
  it("counts every field of every item: a full page of every product field fits the budget once", () => {
    const page = cost(`{ listProducts(limit: 1000) { items { ${everyProductField} } nextToken } }`);
    // 23 scalar fields and 5 string lists (10 each) per product, for 1000 products.
    expect(page).toBeGreaterThanOrEqual(73_000);
    expect(page).toBeLessThanOrEqual(operationCostBudget);
    const twoPages = cost(
      `{ a: listProducts(limit: 1000) { items { ${everyProductField} } } b: listProducts(limit: 1000) { items { ${everyProductField} } } }`,
    );
    expect(twoPages).toBeGreaterThan(operationCostBudget);
  });

  it("counts each alias, so fifteen aliases of one page cost fifteen pages", () => {
    const aliases = Array.from({ length: 15 }, (_, index) => `p${index}: listProducts(limit: 1000) { items { id } }`);
    expect(cost(`{ ${aliases.join(" ")} }`)).toBe(15 * cost(`{ listProducts(limit: 1000) { items { id } } }`));
  });

  it("reads a limit given as a variable, and counts the default of 100 when none is given", () => {
    const query = "query Page($n: Int) { listProducts(limit: $n) { items { id brand } } }";
    // The list field, then per item: the item itself and its two fields.
    expect(cost(query, { n: 1000 })).toBe(1 + 1000 * 3);
    expect(cost(query, { n: 100 })).toBe(1 + 100 * 3);
    expect(cost(query, {})).toBe(cost(query, { n: 100 }));
    expect(cost("{ listProducts { items { id brand } } }")).toBe(cost(query, { n: 100 }));
  });

  it("follows fragments and counts only the operation asked for", () => {
    const query = `
      fragment Card on Products { id brand images }
      query One { listProducts(limit: 10) { items { ...Card } } }
      query Many { listProducts(limit: 1000) { items { ... on Products { ...Card } } } }`;
    // Per item: the item, id, brand, and images (a list of strings, ten).
    expect(cost(query, {}, "One")).toBe(1 + 10 * 13);
    expect(cost(query, {}, "Many")).toBe(1 + 1000 * 13);
  });

  it("counts each product's price observations at their bound, so a full page of them does not fit", () => {
    const fields = "shop market currency amount size unitPrice observedOn source";
    const query = (limit: number) =>
      `{ listProducts(limit: ${limit}) { items { id priceObservations { ${fields} } } } }`;
    // Per product: the item, its id, the list, and 20 observations of 8 fields each.
    expect(cost(query(10))).toBe(1 + 10 * (1 + 1 + 1 + 20 * 8));
    expect(cost(query(500))).toBeLessThanOrEqual(operationCostBudget);
    expect(cost(query(1000))).toBeGreaterThan(operationCostBudget);
    expect(cost(`{ getProducts(id: "x") { priceObservations { ${fields} } } }`)).toBe(1 + 1 + 20 * 8);
  });

  it("charges the most for a limit it cannot read (the resolver refuses it)", () => {
    expect(cost('{ listProducts(limit: "x") { items { id } } }')).toBe(
      cost("{ listProducts(limit: 1000) { items { id } } }"),
    );
  });
});

describe("the cost of checkIngredients", () => {
  const everyReadingField = `productType recognisedCount entryCount keyActives cutShortAt
    ingredients { position name inciName listedAs statedPercent functions kulitFunctions active ingredientId }
    unrecognised { name suggestions { name ingredientId } }
    flags { flag ingredients uncertain source } freeOf { flag source }`;

  it("counts the work of a check besides the values it answers, at most 200 of each list", () => {
    const check = cost(`{ checkIngredients(text: "Water") { ${everyReadingField} } }`);
    expect(check).toBeGreaterThan(checkIngredientsWork);
    // Answered values alone: 200 ingredients of 7 fields and 2 string lists, 200 names with 3 suggestions…
    expect(check - checkIngredientsWork).toBeGreaterThan(200 * (7 + 2 * 10));
    // The field itself, its work, and the one value it answers.
    expect(cost('{ checkIngredients(text: "Water") { recognisedCount } }')).toBe(1 + checkIngredientsWork + 1);
  });

  it("lets three checks into one operation, never four", () => {
    const aliases = (count: number, fields: string) =>
      Array.from({ length: count }, (_, index) => `c${index}: checkIngredients(text: "Water") { ${fields} }`);
    expect(cost(`{ ${aliases(3, everyReadingField).join(" ")} }`)).toBeLessThanOrEqual(operationCostBudget);
    expect(cost(`{ ${aliases(4, "recognisedCount").join(" ")} }`)).toBeGreaterThan(operationCostBudget);
  });
});
