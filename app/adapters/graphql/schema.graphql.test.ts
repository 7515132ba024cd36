import {
  buildSchema,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isObjectType,
} from "graphql";
import { describe, expect, it } from "vitest";
import {
  communityRatingRecordFields,
  ingredientRecordFields,
  priceObservationRecordFields,
  productObjectLists,
  productObjects,
  productRecordFields,
  productVersionsRecordFields,
  type RecordFields,
} from "~/domain/api-records";
import { aspects } from "~/domain/aspects";
import { analysisAnswersSchema } from "~/domain/analysis-answers";
import { productTypes } from "~/domain/product-types";
import { productTypeEnum } from "./check-arguments";
import { ingredientReadingRecord } from "./ingredient-reading-record";
import { typeDefs } from "./schema.graphql";
import { usersRecordOf } from "./users-record";
import { sampleAnalysis } from "./sample-analysis.fixture";

/**
 * The schema's record types are built from the domain's tables; these tests hold the parts
 * that are still written by hand (the rest of `Users` and `UpdateUsersInput`) against the code
 * that serves them, and check that the built types are the tables.
 */
const schema = buildSchema(typeDefs);

function objectType(name: string): GraphQLObjectType {
  const type: GraphQLNamedType | undefined = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
  return type;
}

function inputType(name: string): GraphQLInputObjectType {
  const type: GraphQLNamedType | undefined = schema.getType(name);
  if (!isInputObjectType(type)) throw new Error(`${name} is not an input type`);
  return type;
}

/** Each field of a type as `name: Type`, in the schema's order. */
function fieldsOf(type: GraphQLObjectType | GraphQLInputObjectType): string[] {
  return Object.values(type.getFields()).map((field) => `${field.name}: ${String(field.type)}`);
}

describe.each([
  ["Products", "ModelProductsFilterInput", productRecordFields, { ...productObjectLists, ...productObjects }],
  ["Ingredients", "ModelIngredientsFilterInput", ingredientRecordFields, {}],
] as [string, string, RecordFields, Record<string, { type: string }>][])("%s", (typeName, filterName, table, lists) => {
  it("has the fields of the domain's table, then its object lists and objects, with their types, in its order", () => {
    expect(fieldsOf(objectType(typeName))).toEqual([
      ...Object.entries(table).map(([name, { type }]) => `${name}: ${type}`),
      ...Object.entries(lists).map(([name, { type }]) => `${name}: ${type}`),
    ]);
  });

  it("is filtered by the table's filterable fields, with their filter inputs, and and / or / not", () => {
    expect(fieldsOf(inputType(filterName))).toEqual([
      ...Object.entries(table).flatMap(([name, { filter }]) => (filter === null ? [] : [`${name}: ${filter}`])),
      `and: [${filterName}]`,
      `or: [${filterName}]`,
      `not: ${filterName}`,
    ]);
  });
});

describe("PriceObservation", () => {
  it("has the fields of the domain's table, with their types, in its order", () => {
    expect(fieldsOf(objectType("PriceObservation"))).toEqual(
      Object.entries(priceObservationRecordFields).map(([name, type]) => `${name}: ${type}`),
    );
  });
});

describe("CommunityRating", () => {
  it("has the fields of the domain's table, with their types, in its order", () => {
    expect(fieldsOf(objectType("CommunityRating"))).toEqual(
      Object.entries(communityRatingRecordFields).map(([name, type]) => `${name}: ${type}`),
    );
  });
});

describe("ProductVersions", () => {
  it("has the fields of the domain's table, with their types, in its order", () => {
    expect(fieldsOf(objectType("ProductVersions"))).toEqual(
      Object.entries(productVersionsRecordFields).map(([name, type]) => `${name}: ${type}`),
    );
  });
});

describe("Users", () => {
  const analysis = sampleAnalysis;

  it("has exactly the fields of the record the resolvers serve", () => {
    const fields = Object.keys(objectType("Users").getFields());
    expect(fields.toSorted()).toEqual(Object.keys(usersRecordOf(analysis, "ayu@example.com")).toSorted());
  });

  it("has one Int! score per aspect, in the order of the aspects", () => {
    const scores = fieldsOf(objectType("Users")).filter((field) =>
      aspects.some((aspect) => field.startsWith(`${aspect}:`)),
    );
    expect(scores).toEqual(aspects.map((aspect) => `${aspect}: Int!`));
  });
});

describe("UpdateUsersInput", () => {
  it("is the user's id, the questionnaire's answers and the image", () => {
    const fields = Object.keys(inputType("UpdateUsersInput").getFields());
    expect(fields).toEqual(["id", ...Object.keys(analysisAnswersSchema.shape), "image"]);
  });

  it("takes one Int! answer per aspect", () => {
    const answers = fieldsOf(inputType("UpdateUsersInput")).filter((field) =>
      aspects.some((aspect) => field.startsWith(`${aspect}:`)),
    );
    expect(answers).toEqual(aspects.map((aspect) => `${aspect}: Int!`));
  });
});

describe("IngredientReading", () => {
  const reading = ingredientReadingRecord(
    {
      ingredients: [
        {
          rawName: "Aqua",
          name: "Water",
          ingredientId: "water",
          functions: ["skin-conditioning"],
          kulitFunctions: [],
          active: false,
          statedPercent: null,
          position: 1,
          inciName: "AQUA",
        },
      ],
      unrecognised: [
        { name: "Potassium Hyalur", suggestions: [{ name: "Potassium Hyaluronate", ingredientId: null }] },
      ],
      flags: { flags: [{ flag: "fragrance", ingredients: ["Parfum"] }], freeOf: ["drying-alcohol"] },
      keyActives: [],
      cutShortAt: null,
      skinTypes: [],
      aspects: [],
    },
    null,
    () => "a source",
  );

  it.each([
    ["IngredientReading", reading],
    ["ReadIngredient", reading.ingredients[0]],
    ["UnrecognisedName", reading.unrecognised[0]],
    ["NameSuggestion", reading.unrecognised[0]?.suggestions[0]],
    ["IngredientFlag", reading.flags[0]],
    ["FreeOfBadge", reading.freeOf[0]],
  ])("%s has exactly the fields of the record the resolver serves", (typeName, record) => {
    const fields = Object.keys(objectType(typeName).getFields());
    expect(fields.toSorted()).toEqual(Object.keys(record ?? {}).toSorted());
  });

  it("takes its product type as one enum value per type of the catalogue", () => {
    const type = schema.getType("ProductType");
    if (!isEnumType(type)) throw new Error("ProductType is not an enum");
    expect(type.getValues().map((value) => value.name)).toEqual(Object.keys(productTypeEnum));
    expect(Object.values(productTypeEnum)).toEqual(productTypes);
  });
});
