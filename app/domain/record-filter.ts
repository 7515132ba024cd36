import { ingredientRecordFields, productRecordFields, type RecordFieldSpec, type RecordFields } from "./api-records";

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

/**
 * The fields each filter takes come from the record's table of fields (api-records.ts), and the
 * condition a field takes from its type: a list of strings takes a ListCondition, a Float a
 * NumberCondition, an ID or a string a StringCondition.
 */
export type ConditionKind = "string" | "number" | "list";

type ConditionKindOf<S extends RecordFieldSpec> = S["type"] extends "[String!]!"
  ? "list"
  : S["type"] extends "Float"
    ? "number"
    : "string";

export function conditionKindOf(spec: RecordFieldSpec): ConditionKind {
  return spec.type === "[String!]!" ? "list" : spec.type === "Float" ? "number" : "string";
}

/** The filterable fields of a table (app/domain/api-records.ts) that take conditions of `kind`. */
export type FilterFieldOf<F extends RecordFields, K extends ConditionKind> = {
  [N in keyof F]: F[N]["filter"] extends null ? never : ConditionKindOf<F[N]> extends K ? N : never;
}[keyof F] &
  string;

export function filterFieldsOf<F extends RecordFields, K extends ConditionKind>(
  fields: F,
  kind: K,
): readonly FilterFieldOf<F, K>[] {
  return Object.entries(fields).flatMap(([name, spec]) =>
    spec.filter !== null && conditionKindOf(spec) === kind ? [name as FilterFieldOf<F, K>] : [],
  );
}

export const productStringFields = filterFieldsOf(productRecordFields, "string");
export const productNumberFields = filterFieldsOf(productRecordFields, "number");
export const productListFields = filterFieldsOf(productRecordFields, "list");

export type ProductStringField = FilterFieldOf<typeof productRecordFields, "string">;
export type ProductNumberField = FilterFieldOf<typeof productRecordFields, "number">;
export type ProductListField = FilterFieldOf<typeof productRecordFields, "list">;

export type ProductRecordFilter = { [F in ProductStringField]?: StringCondition } & {
  [F in ProductNumberField]?: NumberCondition;
} & { [F in ProductListField]?: ListCondition } & {
  and?: ProductRecordFilter[];
  or?: ProductRecordFilter[];
  not?: ProductRecordFilter;
};

export const ingredientStringFields = filterFieldsOf(ingredientRecordFields, "string");
export const ingredientListFields = filterFieldsOf(ingredientRecordFields, "list");

export type IngredientStringField = FilterFieldOf<typeof ingredientRecordFields, "string">;
export type IngredientListField = FilterFieldOf<typeof ingredientRecordFields, "list">;

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
