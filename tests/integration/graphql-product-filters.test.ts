import { describe, expect, it } from "vitest";
import type { ProductRecord } from "~/domain/api-records";
import {
  type ProductListField,
  type ProductNumberField,
  type ProductStringField,
  productListFields,
  productNumberFields,
  productStringFields,
} from "~/domain/record-filter";
import {
  all,
  type Case,
  everyMatchingId,
  expectSelective,
  ids,
  listAllIds,
  listFieldCases,
  modelCase,
  sampleValue,
  setUpProductsApi,
  smallPage,
  stringFieldCases,
} from "./support/graphql-products-api";
import { testDialect } from "./support/test-database";

/**
 * listProducts filters over real HTTP through an independent client (graphql-request): every
 * operator on every field, the edges of each kind of field, and paging through filters.
 * Expectations come from the database rows, a rule written out with each case, or the plain
 * evaluation of the filter semantics in the shared fixture. The screens' lists are compared in
 * graphql-screen-lists.test.ts.
 */

setUpProductsApi({ everyNthProduct: 4 });

type ProductCase = Case<ProductRecord>;

const contains = (value: string | null, part: string) => value !== null && value.includes(part);
/** The edges of each kind of field, and and / or / not, each with its rule written out. */
const productCases: ProductCase[] = [
  // Strings: exact and case-sensitive; LIKE wildcards are plain characters.
  ["string eq", { brand: { eq: "COSRX" } }, (p) => p.brand === "COSRX"],
  ["string ne", { brand: { ne: "COSRX" } }, (p) => p.brand !== "COSRX"],
  ["string eq is case-sensitive", { brand: { eq: "cosrx" } }, () => false, "edge"],
  ["string contains", { product: { contains: "Snail" } }, (p) => p.product.includes("Snail")],
  ["string contains is case-sensitive", { product: { contains: "snail" } }, (p) => p.product.includes("snail"), "edge"],
  ["string contains '%' literally", { product: { contains: "%" } }, (p) => p.product.includes("%")],
  ["string contains '0%' literally", { product: { contains: "0%" } }, (p) => p.product.includes("0%")],
  ["string contains '_' literally", { product: { contains: "_" } }, (p) => p.product.includes("_"), "edge"],
  ["string contains a quote", { product: { contains: "I'm" } }, (p) => p.product.includes("I'm")],
  ["string contains the empty string", { product: { contains: "" } }, () => true, "edge"],
  ["string notContains", { product: { notContains: "Cream" } }, (p) => !p.product.includes("Cream")],
  ["string beginsWith", { brand: { beginsWith: "Dr." } }, (p) => p.brand.startsWith("Dr.")],
  ["string beginsWith '%'", { product: { beginsWith: "%" } }, (p) => p.product.startsWith("%"), "edge"],
  ["string beginsWith is case-sensitive", { brand: { beginsWith: "b" } }, (p) => p.brand.startsWith("b")],
  ["id beginsWith", { id: { beginsWith: "cosrx-" } }, (p) => p.id.startsWith("cosrx-")],
  [
    "id eq",
    { id: { eq: "cosrx-advanced-snail-96-mucin-power-essence" } },
    (p) => p.id === "cosrx-advanced-snail-96-mucin-power-essence",
  ],
  ["id contains", { id: { contains: "-toner" } }, (p) => p.id.includes("-toner")],
  ["id notContains", { id: { notContains: "a" } }, (p) => !p.id.includes("a")],
  ["productType eq", { productType: { eq: "toner" } }, (p) => p.productType === "toner"],
  [
    "productType with a space",
    { productType: { eq: "water-based cleanser" } },
    (p) => p.productType === "water-based cleanser",
  ],
  [
    "Indonesian description contains",
    { description_id: { contains: "berminyak" } },
    (p) => p.description_id.includes("berminyak"),
  ],
  ["usage notContains", { usage: { notContains: "morning" } }, (p) => !p.usage.includes("morning")],
  ["string attributeExists true", { brand: { attributeExists: true } }, () => true, "edge"],
  ["string attributeExists false", { brand: { attributeExists: false } }, () => false, "edge"],
  [
    "two operators in one condition",
    { productType: { beginsWith: "e", ne: "essence" } },
    (p) => p.productType.startsWith("e") && p.productType !== "essence",
  ],
  [
    "two fields",
    { productType: { eq: "toner" }, brand: { ne: "COSRX" } },
    (p) => p.productType === "toner" && p.brand !== "COSRX",
  ],
  // Nullable strings (links): a missing value fails every comparison.
  ["link attributeExists true", { amazon: { attributeExists: true } }, (p) => p.amazon !== null],
  ["link attributeExists false", { amazon: { attributeExists: false } }, (p) => p.amazon === null],
  ["other link attributeExists false", { shoppee: { attributeExists: false } }, (p) => p.shoppee === null],
  ["link ne empty", { shoppee: { ne: "" } }, (p) => p.shoppee !== null && p.shoppee !== ""],
  ["link contains", { amazon: { contains: "Snail" } }, (p) => contains(p.amazon, "Snail")],
  [
    "link notContains skips missing links",
    { amazon: { notContains: "Snail" } },
    (p) => p.amazon !== null && !p.amazon.includes("Snail"),
  ],
  [
    "link beginsWith",
    { shoppee: { beginsWith: "https://shopee.co.id/" } },
    (p) => p.shoppee?.startsWith("https://shopee.co.id/") ?? false,
  ],
  ["link beginsWith the empty string skips missing links", { amazon: { beginsWith: "" } }, (p) => p.amazon !== null],
  ["link ne a value skips missing links", { amazon: { ne: "x" } }, (p) => p.amazon !== null],
  ["link eq null asks for a missing link", { amazon: { eq: null } }, (p) => p.amazon === null],
  ["link ne null asks for a present link", { shoppee: { ne: null } }, (p) => p.shoppee !== null],
  [
    "not of a link comparison keeps missing links",
    { not: { amazon: { contains: "Snail" } } },
    (p) => !contains(p.amazon, "Snail"),
  ],
  // Numbers: size in ml, null for many products; prices, null without an offer's price.
  ["number eq", { size: { eq: 50 } }, (p) => p.size === 50],
  ["number ne skips nulls", { size: { ne: 50 } }, (p) => p.size !== null && p.size !== 50],
  ["number le", { size: { le: 50 } }, (p) => p.size !== null && p.size <= 50],
  ["number lt", { size: { lt: 50 } }, (p) => p.size !== null && p.size < 50],
  ["number ge", { size: { ge: 150 } }, (p) => p.size !== null && p.size >= 150],
  ["number gt", { size: { gt: 150 } }, (p) => p.size !== null && p.size > 150],
  [
    "number between (inclusive)",
    { size: { between: [50, 100] } },
    (p) => p.size !== null && p.size >= 50 && p.size <= 100,
  ],
  ["number between one value", { size: { between: [100, 100] } }, (p) => p.size === 100],
  [
    "number with a fraction",
    { size: { lt: 50.5, gt: 49.5 } },
    (p) => p.size !== null && p.size > 49.5 && p.size < 50.5,
  ],
  ["number eq a fraction", { size: { eq: 29.6 } }, (p) => p.size === 29.6],
  [
    "a fraction between fractions",
    { size: { gt: 29.5, lt: 29.7 } },
    (p) => p.size !== null && p.size > 29.5 && p.size < 29.7,
  ],
  ["number attributeExists false", { size: { attributeExists: false } }, (p) => p.size === null],
  ["number attributeExists true", { size: { attributeExists: true } }, (p) => p.size !== null],
  [
    "number range of two operators",
    { size: { ge: 30, lt: 100 } },
    (p) => p.size !== null && p.size >= 30 && p.size < 100,
  ],
  ["not of a number comparison keeps nulls", { not: { size: { gt: 100 } } }, (p) => p.size === null || p.size <= 100],
  ["price attributeExists true", { price: { attributeExists: true } }, (p) => p.price !== null],
  ["price ge", { price: { ge: 15 } }, (p) => p.price !== null && p.price >= 15],
  ["price eq a fraction", { price: { eq: 9.99 } }, (p) => p.price === 9.99],
  ["price beyond single precision", { price: { lt: 1e300 } }, (p) => p.price !== null],
  ["price below single precision", { price: { gt: 1e-300 } }, (p) => p.price !== null && p.price > 1e-300],
  [
    "price_id between",
    { price_id: { between: [150_000, 160_000] } },
    (p) => p.price_id !== null && p.price_id >= 150_000 && p.price_id <= 160_000,
  ],
  ["price_id eq seven digits", { price_id: { eq: 1_234_567 } }, (p) => p.price_id === 1_234_567],
  ["price_lazada eq", { price_lazada: { eq: 250_500 } }, (p) => p.price_lazada === 250_500],
  ["price_stylevana ne skips nulls", { price_stylevana: { ne: 1 } }, (p) => p.price_stylevana !== null],
  // Lists: contains and notContains test one element; attributeExists tests non-empty.
  ["list contains", { skinType: { contains: "dry" } }, (p) => p.skinType.includes("dry")],
  ["list notContains", { skinType: { notContains: "dry" } }, (p) => !p.skinType.includes("dry")],
  ["list contains is case-sensitive", { skinType: { contains: "Dry" } }, () => false, "edge"],
  ["list contains tests whole elements", { skinType: { contains: "dr" } }, () => false, "edge"],
  [
    "list contains and notContains",
    { skinType: { contains: "dry", notContains: "oily" } },
    (p) => p.skinType.includes("dry") && !p.skinType.includes("oily"),
  ],
  ["aspect contains", { aspect: { contains: "acne" } }, (p) => p.aspect.includes("acne")],
  ["aspect attributeExists false", { aspect: { attributeExists: false } }, (p) => p.aspect.length === 0],
  ["aspect attributeExists true", { aspect: { attributeExists: true } }, (p) => p.aspect.length > 0],
  [
    "aspect notContains keeps empty lists",
    { aspect: { notContains: "dryness" } },
    (p) => !p.aspect.includes("dryness"),
  ],
  [
    "ingredients contains a name",
    { ingredients: { contains: "Niacinamide" } },
    (p) => p.ingredients.includes("Niacinamide"),
  ],
  [
    "ingredients contains is not a substring test",
    { ingredients: { contains: "Niacin" } },
    (p) => p.ingredients.includes("Niacin"),
    "edge",
  ],
  ["ingredients notContains", { ingredients: { notContains: "Water" } }, (p) => !p.ingredients.includes("Water")],
  [
    "ingredient_clean contains an id",
    { ingredient_clean: { contains: "hyaluronic-acid" } },
    (p) => p.ingredient_clean.includes("hyaluronic-acid"),
  ],
  [
    "images contains",
    { images: { contains: "/images/products/cosrx-advanced-snail-96-mucin-power-essence.svg" } },
    (p) => p.images.includes("/images/products/cosrx-advanced-snail-96-mucin-power-essence.svg"),
  ],
  // and / or / not.
  [
    "and",
    { and: [{ productType: { eq: "toner" } }, { skinType: { contains: "dry" } }] },
    (p) => p.productType === "toner" && p.skinType.includes("dry"),
  ],
  [
    "or",
    { or: [{ brand: { eq: "COSRX" } }, { brand: { eq: "Laneige" } }] },
    (p) => p.brand === "COSRX" || p.brand === "Laneige",
  ],
  ["not", { not: { productType: { eq: "mask" } } }, (p) => p.productType !== "mask"],
  ["not not", { not: { not: { brand: { eq: "Klairs" } } } }, (p) => p.brand === "Klairs"],
  ["empty and holds", { and: [] }, () => true, "edge"],
  ["empty or never holds", { or: [] }, () => false, "edge"],
  ["not of empty or", { not: { or: [] } }, () => true, "edge"],
  [
    "and with fields beside it",
    { brand: { eq: "COSRX" }, and: [{ size: { attributeExists: true } }] },
    (p) => p.brand === "COSRX" && p.size !== null,
  ],
  [
    "or of and and not",
    {
      or: [
        { and: [{ brand: { eq: "COSRX" } }, { not: { productType: { eq: "toner" } } }] },
        { size: { between: [10, 20] } },
      ],
    },
    (p) => (p.brand === "COSRX" && p.productType !== "toner") || (p.size !== null && p.size >= 10 && p.size <= 20),
  ],
  [
    "not of or",
    { not: { or: [{ skinType: { contains: "oily" } }, { skinType: { contains: "dry" } }] } },
    (p) => !p.skinType.includes("oily") && !p.skinType.includes("dry"),
  ],
  [
    "four levels of nesting",
    {
      and: [
        {
          or: [
            { and: [{ not: { productType: { eq: "mask" } } }, { aspect: { contains: "redness" } }] },
            { brand: { eq: "Klairs" } },
          ],
        },
        { amazon: { attributeExists: true } },
      ],
    },
    (p) => ((p.productType !== "mask" && p.aspect.includes("redness")) || p.brand === "Klairs") && p.amazon !== null,
  ],
  [
    "five levels of nesting",
    {
      and: [
        {
          or: [
            {
              and: [
                { not: { or: [{ productType: { eq: "mask" } }, { price: { attributeExists: true } }] } },
                { aspect: { contains: "redness" } },
              ],
            },
            { brand: { eq: "Klairs" } },
          ],
        },
        { amazon: { attributeExists: true } },
      ],
    },
    (p) =>
      ((p.productType !== "mask" && p.price === null && p.aspect.includes("redness")) || p.brand === "Klairs") &&
      p.amazon !== null,
  ],
  [
    "the language filter with a list filter",
    { skinType: { contains: "oily" }, shoppee: { attributeExists: true }, price_id: { attributeExists: false } },
    (p) => p.skinType.includes("oily") && p.shoppee !== null && p.price_id === null,
  ],
];

/** Every operator on one string field, with a value taken from the records. */
function stringCases(field: ProductStringField): ProductCase[] {
  const value = sampleValue(all, (record) => record[field]);
  if (typeof value !== "string") throw new Error(field);
  return stringFieldCases<ProductRecord>(field, value, 12, true);
}

/** Every operator on one number field, with a value taken from the records. */
function numberCases(field: ProductNumberField): ProductCase[] {
  const value = sampleValue(all, (record) => record[field]);
  if (typeof value !== "number") throw new Error(field);
  return [
    modelCase(`${field} eq`, { [field]: { eq: value } }, true),
    modelCase(`${field} ne`, { [field]: { ne: value } }, true),
    modelCase(`${field} le`, { [field]: { le: value } }, true),
    modelCase(`${field} lt`, { [field]: { lt: value } }, false),
    modelCase(`${field} ge`, { [field]: { ge: value } }, true),
    modelCase(`${field} gt`, { [field]: { gt: value } }, false),
    modelCase(`${field} between`, { [field]: { between: [value * 0.9, value * 1.1] } }, true),
    modelCase(`${field} attributeExists true`, { [field]: { attributeExists: true } }, true),
    modelCase(`${field} attributeExists false`, { [field]: { attributeExists: false } }, true),
  ];
}

/** Every operator on one list field, with an element of a record's list. */
function listCases(field: ProductListField): ProductCase[] {
  const value = sampleValue(all, (record) => record[field], 1);
  if (!Array.isArray(value)) throw new Error(field);
  return listFieldCases<ProductRecord>(field, value[value.length - 1] ?? "", false);
}

/**
 * The fields whose every operator is tried, each with its generator. One test per field: the
 * cases are made from the records, which the file reads in `beforeAll`, and a test of its own
 * keeps each field's cases within a test's time on a busy machine.
 */
const generatedFields: { field: string; cases: () => ProductCase[] }[] = [
  ...productStringFields.map((field) => ({ field, cases: () => stringCases(field) })),
  ...productNumberFields.map((field) => ({ field, cases: () => numberCases(field) })),
  ...productListFields.map((field) => ({ field, cases: () => listCases(field) })),
];

/** Every operator on every field of the products. */
const generatedProductCases = () => generatedFields.flatMap((generated) => generated.cases());

const concurrentRequests = 4;

describe(`GraphQL listProducts filters (${testDialect()})`, () => {
  it("start from data with the values the cases rely on", () => {
    expect(all.some((product) => product.size === null)).toBe(true);
    expect(all.some((product) => product.aspect.length === 0)).toBe(true);
    expect(all.some((product) => product.amazon === null)).toBe(true);
    expect(generatedProductCases().length).toBeGreaterThan(150);
  });

  it.each(productCases)("%s", async (label, filter, rule, edge) => {
    const expected = ids(all.filter(rule));
    if (!edge) expectSelective(label, expected, all.length);
    expect(await everyMatchingId(filter)).toEqual(expected);
  });

  it.each(generatedFields)("apply every operator to $field", async (generated) => {
    const cases = generated.cases();
    // A few requests at a time: PostgreSQL answers them on its pool's connections side by side.
    for (let start = 0; start < cases.length; start += concurrentRequests) {
      await Promise.all(
        cases.slice(start, start + concurrentRequests).map(async ([label, filter, rule, edge]) => {
          const expected = ids(all.filter(rule));
          if (!edge) expectSelective(label, expected, all.length);
          expect(await everyMatchingId(filter), label).toEqual(expected);
        }),
      );
    }
  });

  it.each(productCases.filter((_, index) => index % 8 === 0))(
    `page through %s with limit ${smallPage}, each item exactly once`,
    async (label, filter, rule) => {
      expect(await listAllIds(filter, smallPage), label).toEqual(ids(all.filter(rule)));
    },
  );

  it(`page through generated filters with limit ${smallPage}, each item exactly once`, async () => {
    for (const [label, filter, rule] of generatedProductCases().filter((_, index) => index % 12 === 0)) {
      expect(await listAllIds(filter, smallPage), label).toEqual(ids(all.filter(rule)));
    }
  });
});
