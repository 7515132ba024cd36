/**
 * The filters of the GraphQL list operations (docs/api.md), already parsed and validated.
 *
 * Semantics (documented in docs/api.md):
 * - Several fields in one filter object, and several operators in one condition, must all hold.
 * - `and: [...]` holds when every member holds (an empty list holds), `or: [...]` when at least
 *   one does (an empty list never holds), `not` when its filter does not.
 * - A comparison with a missing value (null, e.g. a shop without a price) is false for every
 *   operator; only `attributeExists: false` matches it. So `not` is a plain inversion.
 * - Strings compare exactly and case-sensitively; `contains` on a string is a substring test.
 * - On a list field, `contains` / `notContains` test membership of one element, and
 *   `attributeExists` tests that the list is not empty.
 */

export interface StringCondition {
  eq?: string;
  ne?: string;
  contains?: string;
  notContains?: string;
  beginsWith?: string;
  attributeExists?: boolean;
}

export interface NumberCondition {
  eq?: number;
  ne?: number;
  le?: number;
  lt?: number;
  ge?: number;
  gt?: number;
  /** Inclusive range [low, high]. */
  between?: [number, number];
  attributeExists?: boolean;
}

export interface ListCondition {
  contains?: string;
  notContains?: string;
  attributeExists?: boolean;
}

export const productStringFields = [
  "id",
  "product",
  "productType",
  "brand",
  "description",
  "description_id",
  "usage",
  "usage_id",
  "amazon",
  "shoppee",
  "lazada",
  "tokopedia",
  "yesstyle",
  "stylevana",
  "createdAt",
  "updatedAt",
] as const;
export const productNumberFields = [
  "size",
  "price",
  "price_id",
  "price_lazada",
  "price_tokopedia",
  "price_yesstyle",
  "price_stylevana",
] as const;
export const productListFields = ["skinType", "aspect", "ingredients", "ingredient_clean", "images"] as const;

export type ProductStringField = (typeof productStringFields)[number];
export type ProductNumberField = (typeof productNumberFields)[number];
export type ProductListField = (typeof productListFields)[number];

export type ProductRecordFilter = { [F in ProductStringField]?: StringCondition } & {
  [F in ProductNumberField]?: NumberCondition;
} & { [F in ProductListField]?: ListCondition } & {
  and?: ProductRecordFilter[];
  or?: ProductRecordFilter[];
  not?: ProductRecordFilter;
};

export const ingredientStringFields = ["id", "ingredient", "cas", "ec", "createdAt", "updatedAt"] as const;
export const ingredientListFields = ["aspect", "skinType", "cosing", "function"] as const;

export type IngredientStringField = (typeof ingredientStringFields)[number];
export type IngredientListField = (typeof ingredientListFields)[number];

export type IngredientRecordFilter = { [F in IngredientStringField]?: StringCondition } & {
  [F in IngredientListField]?: ListCondition;
} & {
  and?: IngredientRecordFilter[];
  or?: IngredientRecordFilter[];
  not?: IngredientRecordFilter;
};

/** Bounds on a filter's shape, so that one request cannot make an unbounded query. */
export const filterLimits = {
  /** Nesting of and / or / not. */
  maxDepth: 5,
  /** Conditions (field operators) in the whole filter. */
  maxConditions: 50,
  /** Length of any string compared. */
  maxValueLength: 200,
} as const;
