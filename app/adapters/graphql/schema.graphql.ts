import {
  communityRatingRecordFields,
  ingredientRecordFields,
  priceObservationRecordFields,
  referencePriceRecordFields,
  productObjectLists,
  productObjects,
  productRecordFields,
  productVersionsRecordFields,
  type RecordFields,
} from "~/domain/api-records";
import { aspects } from "~/domain/aspects";
import { productTypes } from "~/domain/product-types";
import { productTypeEnumValue } from "./check-arguments";

/*
 * The records' fields are not written here: `Products` and `Ingredients` and their filter inputs
 * are built from the domain's tables of record fields (app/domain/api-records.ts), and the score
 * fields of `Users` and `UpdateUsersInput` from the aspects (app/domain/aspects.ts).
 */
const fieldSeparator = "\n    ";

/** The fields of a record's object type, in the table's order. */
function recordTypeFields(fields: RecordFields): string {
  return Object.entries(fields)
    .map(([name, { type }]) => `${name}: ${type}`)
    .join(fieldSeparator);
}

/** The fields of an object type given as name → GraphQL type (the object lists of a record, their objects' fields). */
function objectTypeFields(fields: Readonly<Record<string, string | { type: string }>>): string {
  return Object.entries(fields)
    .map(([name, spec]) => `${name}: ${typeof spec === "string" ? spec : spec.type}`)
    .join(fieldSeparator);
}

/** The fields of a record's filter input: its filterable fields with their filter input types. */
function recordFilterFields(fields: RecordFields): string {
  return Object.entries(fields)
    .flatMap(([name, { filter }]) => (filter === null ? [] : [`${name}: ${filter}`]))
    .join(fieldSeparator);
}

/** One `Int!` per aspect: its score (0…100) in `Users`, its answer (an option number) in `UpdateUsersInput`. */
const aspectFields = aspects.map((aspect) => `${aspect}: Int!`).join(fieldSeparator);

/** The product types as enum values (`OIL_BASED_CLEANSER`), in the domain's order. */
const productTypeValues = productTypes.map(productTypeEnumValue).join(fieldSeparator);

/**
 * The public API's schema. Type, field and argument names follow the
 * original's model conventions so its queries run unchanged; docs/api.md describes each.
 */
export const typeDefs = /* GraphQL */ `
  type Query {
    "A product by id; null when there is none. Needs an API key or an access token."
    getProducts(id: ID!): Products
    "Products matching the filter, most popular first. Needs an API key or an access token."
    listProducts(filter: ModelProductsFilterInput, limit: Int, nextToken: String): ModelProductsConnection!
    "The ingredient records of an ingredient name. Needs an API key or an access token."
    ingredientsByIngredient(
      ingredient: String!
      sortDirection: ModelSortDirection
      filter: ModelIngredientsFilterInput
      limit: Int
      nextToken: String
    ): ModelIngredientsConnection!
    "The caller's latest analysis; id must be the caller's user id. Needs an access token."
    getUsers(id: ID!): Users
    "The caller's morning and evening routine with its warnings; id must be the caller's user id. Needs an access token."
    getRoutine(id: ID!): Routine!
    "A pasted ingredient list read as the website's /check page reads it, with its own rate limit. Needs an API key or an access token."
    checkIngredients(text: String!, productType: ProductType): IngredientReading!
  }

  type Mutation {
    "Saves a new analysis for the caller from questionnaire answers. Needs an access token."
    updateUsers(input: UpdateUsersInput!): Users!
    "Replaces the caller's routine with the given product ids. Needs an access token."
    updateRoutine(input: UpdateRoutineInput!): Routine!
  }

  type Subscription {
    "The caller's analyses as they are saved, from any client. Needs an access token."
    onUpdateUsers(owner: String): Users!
  }

  "A product type: OIL_BASED_CLEANSER is the catalogue's 'oil-based cleanser', EYE_CREAM its 'eye-cream'."
  enum ProductType {
    ${productTypeValues}
  }

  "A pasted ingredient list as kulit reads it (docs/check.md): what the website's /check page shows."
  type IngredientReading {
    "The type the flags were read with; null: read as a product that stays on the skin."
    productType: ProductType
    "The substances recognised, in list order."
    ingredients: [ReadIngredient!]!
    "The names not recognised, in list order, each once, with up to three nearest CosIng names."
    unrecognised: [UnrecognisedName!]!
    "N of 'N of M ingredients recognised'."
    recognisedCount: Int!
    "M: the substances recognised and the names not recognised."
    entryCount: Int!
    "The flags the list raises, each with the entries that raise it and its rule's source."
    flags: [IngredientFlag!]!
    "The 'free of' badges the list supports."
    freeOf: [FreeOfBadge!]!
    "The well-known actives the list holds, as CosIng names them."
    keyActives: [String!]!
    "The list's last entry when it stops mid-word; null when it does not."
    cutShortAt: String
  }

  type ReadIngredient {
    "Its place in the list, as the flags count it (a Drug Facts label's actives first)."
    position: Int!
    "CosIng's name."
    name: String!
    "The INCI name."
    inciName: String!
    "As the pasted list writes it."
    listedAs: String!
    "The percentage the list states beside it; null when it states none."
    statedPercent: Float
    "What CosIng says it does (function ids, as Ingredients.function)."
    functions: [String!]!
    "What kulit notes it is known for, apart from CosIng's functions."
    kulitFunctions: [String!]!
    "A Drug Facts label's active ingredient."
    active: Boolean!
    "Its Ingredients id where kulit has its page; null otherwise."
    ingredientId: ID
  }

  type UnrecognisedName {
    name: String!
    suggestions: [NameSuggestion!]!
  }

  type NameSuggestion {
    "A CosIng name."
    name: String!
    ingredientId: ID
  }

  type IngredientFlag {
    "fragrance, essential-oils, drying-alcohol, fungal-acne, exfoliating-acids, retinoids or pregnancy-caution."
    flag: String!
    "The entries that raise it, as the list names them."
    ingredients: [String!]!
    "Raised only by names that may be its ingredient (a plant's name cut before its part): 'may contain'."
    uncertain: Boolean!
    "The sources its rule rests on (docs/ingredient-flags.md)."
    source: String!
  }

  type FreeOfBadge {
    "fragrance, essential-oils, drying-alcohol or fungal-acne."
    flag: String!
    source: String!
  }

  enum ModelSortDirection {
    ASC
    DESC
  }

  type Products {
    ${recordTypeFields(productRecordFields)}
    ${objectTypeFields(productObjectLists)}
    ${objectTypeFields(productObjects)}
  }

  "Versions (scents, extracts, colours) a shop sells under one product name; docs/api.md, ProductVersions."
  type ProductVersions {
    ${objectTypeFields(productVersionsRecordFields)}
  }

  "A price a source reported for a product, with its date and origin; Products.priceObservations lists them newest first."
  type PriceObservation {
    ${objectTypeFields(priceObservationRecordFields)}
  }

  "Shoppers' rating of a product on a community or shop site, as that site showed it; never blended into a score of kulit's own."
  type CommunityRating {
    ${objectTypeFields(communityRatingRecordFields)}
  }

  "A market's own price of a product, with where it was seen; Products.referencePrices has one per market at the most."
  type ReferencePrice {
    ${objectTypeFields(referencePriceRecordFields)}
  }

  type ModelProductsConnection {
    items: [Products!]!
    nextToken: String
  }

  type Ingredients {
    ${recordTypeFields(ingredientRecordFields)}
  }

  type ModelIngredientsConnection {
    items: [Ingredients!]!
    nextToken: String
  }

  type Users {
    "The user's id (one record per user: their latest analysis)."
    id: ID!
    email: String!
    age: Int!
    gender: Int!
    budget: Int!
    skinType: String!
    location: String!
    "'n/a' without a selfie, else the selfie's file name."
    image: String!
    ${aspectFields}
    owner: String!
    createdAt: String!
    updatedAt: String!
  }

  "Questionnaire answers as 1-based option numbers; the server computes the scores."
  input UpdateUsersInput {
    id: ID!
    gender: Int!
    age: Int!
    budget: Int!
    location: String!
    skinType: Int!
    ${aspectFields}
    "Only 'n/a' (or nothing): selfies are uploaded through the web analysis."
    image: String
  }

  "A user's morning and evening routine, each in the order its products are applied, with the clash checks of docs/routine.md."
  type Routine {
    "The owner's user id (one routine per user)."
    id: ID!
    owner: String!
    morning: [RoutineItem!]!
    evening: [RoutineItem!]!
    warnings: [RoutineWarning!]!
    "Advice for the climate of the latest analysis' location."
    advice: [RoutineAdvice!]!
    "Ids in the routine that the catalogue no longer has."
    missingProductIds: [ID!]!
    "The country of the latest analysis; null without one (then there is no advice)."
    location: String
    "When the routine last changed; null when it never has."
    updatedAt: String
  }

  type RoutineItem {
    productId: ID!
    name: String!
    brand: String!
    productType: String!
    "cleanse, exfoliate, tone, essence, serum, mask, eye, moisturise or sunscreen."
    step: String!
  }

  type RoutineWarning {
    "retinoid-with-exfoliating-acid, vitamin-c-with-acid, benzoyl-peroxide-with-retinoid, same-active-twice or no-sunscreen-with-actives."
    kind: String!
    "morning or evening."
    slot: String!
    activeClasses: [String!]!
    productIds: [ID!]!
    "The ingredients that raise it, as the lists name them."
    ingredients: [String!]!
    source: RoutineSource!
  }

  type RoutineAdvice {
    "high-uv-spf50, humid-gel or dry-rich-cream."
    kind: String!
    uvIndex: Float
    "Average relative humidity, per cent."
    humidity: Int
    source: RoutineSource!
  }

  type RoutineSource {
    key: String!
    title: String!
    url: String!
  }

  "The whole routine: product ids per slot, each at most once, at most 12 per slot; sunscreens only in the morning."
  input UpdateRoutineInput {
    id: ID!
    morning: [ID!]!
    evening: [ID!]!
  }

  input ModelStringInput {
    eq: String
    ne: String
    contains: String
    notContains: String
    beginsWith: String
    attributeExists: Boolean
  }

  input ModelIDInput {
    eq: ID
    ne: ID
    contains: ID
    notContains: ID
    beginsWith: ID
    attributeExists: Boolean
  }

  input ModelFloatInput {
    eq: Float
    ne: Float
    le: Float
    lt: Float
    ge: Float
    gt: Float
    between: [Float!]
    attributeExists: Boolean
  }

  input ModelProductsFilterInput {
    ${recordFilterFields(productRecordFields)}
    and: [ModelProductsFilterInput]
    or: [ModelProductsFilterInput]
    not: ModelProductsFilterInput
  }

  input ModelIngredientsFilterInput {
    ${recordFilterFields(ingredientRecordFields)}
    and: [ModelIngredientsFilterInput]
    or: [ModelIngredientsFilterInput]
    not: ModelIngredientsFilterInput
  }
`;
