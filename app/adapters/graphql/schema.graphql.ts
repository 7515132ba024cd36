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
  }

  type Mutation {
    "Saves a new analysis for the caller from questionnaire answers. Needs an access token."
    updateUsers(input: UpdateUsersInput!): Users!
  }

  type Subscription {
    "The caller's analyses as they are saved, from any client. Needs an access token."
    onUpdateUsers(owner: String): Users!
  }

  enum ModelSortDirection {
    ASC
    DESC
  }

  type Products {
    id: ID!
    product: String!
    productType: String!
    brand: String!
    size: Float
    description: String!
    description_id: String!
    usage: String!
    usage_id: String!
    price: Float
    price_id: Float
    price_lazada: Float
    price_tokopedia: Float
    price_yesstyle: Float
    price_stylevana: Float
    skinType: [String!]!
    aspect: [String!]!
    ingredients: [String!]!
    ingredient_clean: [String!]!
    images: [String!]!
    amazon: String
    shoppee: String
    lazada: String
    tokopedia: String
    yesstyle: String
    stylevana: String
    createdAt: String!
    updatedAt: String!
  }

  type ModelProductsConnection {
    items: [Products!]!
    nextToken: String
  }

  type Ingredients {
    id: ID!
    ingredient: String!
    aspect: [String!]!
    skinType: [String!]!
    cosing: [String!]!
    cas: String
    ec: String
    function: [String!]!
    createdAt: String!
    updatedAt: String!
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
    eyebags: Int!
    dryness: Int!
    redness: Int!
    wrinkles: Int!
    acne: Int!
    pores: Int!
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
    eyebags: Int!
    dryness: Int!
    redness: Int!
    wrinkles: Int!
    acne: Int!
    pores: Int!
    "Only 'n/a' (or nothing): selfies are uploaded through the web analysis."
    image: String
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
    id: ModelIDInput
    product: ModelStringInput
    productType: ModelStringInput
    brand: ModelStringInput
    size: ModelFloatInput
    description: ModelStringInput
    description_id: ModelStringInput
    usage: ModelStringInput
    usage_id: ModelStringInput
    price: ModelFloatInput
    price_id: ModelFloatInput
    price_lazada: ModelFloatInput
    price_tokopedia: ModelFloatInput
    price_yesstyle: ModelFloatInput
    price_stylevana: ModelFloatInput
    skinType: ModelStringInput
    aspect: ModelStringInput
    ingredients: ModelStringInput
    ingredient_clean: ModelStringInput
    images: ModelStringInput
    amazon: ModelStringInput
    shoppee: ModelStringInput
    lazada: ModelStringInput
    tokopedia: ModelStringInput
    yesstyle: ModelStringInput
    stylevana: ModelStringInput
    createdAt: ModelStringInput
    updatedAt: ModelStringInput
    and: [ModelProductsFilterInput]
    or: [ModelProductsFilterInput]
    not: ModelProductsFilterInput
  }

  input ModelIngredientsFilterInput {
    id: ModelIDInput
    ingredient: ModelStringInput
    aspect: ModelStringInput
    skinType: ModelStringInput
    cosing: ModelStringInput
    cas: ModelStringInput
    ec: ModelStringInput
    function: ModelStringInput
    createdAt: ModelStringInput
    updatedAt: ModelStringInput
    and: [ModelIngredientsFilterInput]
    or: [ModelIngredientsFilterInput]
    not: ModelIngredientsFilterInput
  }
`;
