import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { ingredientRecordFields, isNullableField, productRecordFields } from "~/domain/api-records";
import type { Shop } from "~/domain/markets";
import {
  type IngredientRecordFilter,
  ingredientListFields,
  ingredientStringFields,
  type ListCondition,
  type NumberCondition,
  type ProductListField,
  type ProductNumberField,
  type ProductRecordFilter,
  type ProductStringField,
  productListFields,
  productNumberFields,
  productStringFields,
  type StringCondition,
} from "~/domain/record-filter";
import type { Dialect } from "../db/database.server";
import type { Database, IngredientsTable, ProductsTable } from "../db/schema.server";
import { ingredientFieldSources, productFieldSources, type RelatedList } from "./record-fields.server";

/**
 * Compiles the API's record filters (app/domain/record-filter.ts) to SQL conditions, so that
 * the database applies them before LIMIT. Part of the repository layer: one set of queries for
 * SQLite and PostgreSQL, branching only where the two spell a function differently. What each
 * field tests is its source (record-fields.server.ts): a column, a JSON list column, a shop's
 * offer or a related list.
 *
 * Every term built here is TRUE or FALSE, never NULL: a missing value is tested for first
 * (`value is not null and …`, or an EXISTS over the row that would hold it). So `not` is a
 * plain inversion and SQL's three-valued logic never reaches the client.
 */

/** The outer query of a product filter: `products as p`. */
export type ProductScope = Database & { p: ProductsTable };
/** The outer query of an ingredient filter: `ingredients as i`. */
export type IngredientScope = Database & { i: IngredientsTable };

type ProductBuilder = ExpressionBuilder<ProductScope, "p">;
type IngredientBuilder = ExpressionBuilder<IngredientScope, "i">;
type Condition = Expression<SqlBool>;

const alwaysTrue = sql<SqlBool>`1 = 1`;
const alwaysFalse = sql<SqlBool>`1 = 0`;

function allOf(terms: readonly Condition[]): Condition {
  if (terms.length === 0) return alwaysTrue;
  if (terms.length === 1 && terms[0]) return terms[0];
  return sql<SqlBool>`(${sql.join(terms, sql` and `)})`;
}

function anyOf(terms: readonly Condition[]): Condition {
  if (terms.length === 0) return alwaysFalse;
  if (terms.length === 1 && terms[0]) return terms[0];
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

function negation(term: Condition): Condition {
  return sql<SqlBool>`not (${term})`;
}

function constant(holds: boolean): Condition {
  return holds ? alwaysTrue : alwaysFalse;
}

/**
 * PostgreSQL text cannot hold NUL, so no stored value contains one, and sending one is an
 * error there. Such a value is decided here instead, the same way on both dialects.
 */
function canBeStored(value: string): boolean {
  return !value.includes("\u0000");
}

interface Logical<F> {
  and?: F[];
  or?: F[];
  not?: F;
}

function logicalTerms<F extends Logical<F>>(filter: F, compile: (member: F) => Condition): Condition[] {
  const terms: Condition[] = [];
  if (filter.and !== undefined) terms.push(allOf(filter.and.map(compile)));
  if (filter.or !== undefined) terms.push(anyOf(filter.or.map(compile)));
  if (filter.not !== undefined) terms.push(negation(compile(filter.not)));
  return terms;
}

/** The operators of a string condition other than `attributeExists`, on a present value. */
function stringTests(dialect: Dialect, value: Expression<string | null>, condition: StringCondition): Condition[] {
  const tests: Condition[] = [];
  const { eq, ne, contains, notContains, beginsWith } = condition;
  if (eq !== undefined) tests.push(canBeStored(eq) ? sql<SqlBool>`${value} = ${eq}` : alwaysFalse);
  if (ne !== undefined) tests.push(canBeStored(ne) ? sql<SqlBool>`${value} <> ${ne}` : alwaysTrue);
  // instr / strpos compare exactly; LIKE would ignore case on SQLite and treat % and _ as wildcards.
  const position = (part: string) =>
    dialect === "postgres" ? sql<number>`strpos(${value}, ${part})` : sql<number>`instr(${value}, ${part})`;
  if (contains !== undefined) tests.push(canBeStored(contains) ? sql<SqlBool>`${position(contains)} > 0` : alwaysFalse);
  if (notContains !== undefined) {
    tests.push(canBeStored(notContains) ? sql<SqlBool>`${position(notContains)} = 0` : alwaysTrue);
  }
  if (beginsWith !== undefined) {
    const prefix = sql`cast(${beginsWith} as text)`;
    tests.push(
      canBeStored(beginsWith) ? sql<SqlBool>`substr(${value}, 1, length(${prefix})) = ${prefix}` : alwaysFalse,
    );
  }
  return tests;
}

/**
 * A real column as the client sees it. PostgreSQL's `real` is single precision and reaches the
 * client as its shortest decimal text (9.99, not 9.98999977); comparing through that text keeps
 * `eq: 9.99` true for a value shown as 9.99 and lets any finite double be compared.
 */
function numberValue(dialect: Dialect, value: Expression<number | null>): Expression<number | null> {
  return dialect === "postgres" ? sql<number | null>`cast(cast(${value} as text) as double precision)` : value;
}

function numberParameter(dialect: Dialect, parameter: number): Expression<number> {
  return dialect === "postgres" ? sql<number>`cast(${parameter} as double precision)` : sql<number>`${parameter}`;
}

/** The operators of a number condition other than `attributeExists`, on a present value. */
function numberTests(dialect: Dialect, column: Expression<number | null>, condition: NumberCondition): Condition[] {
  const value = numberValue(dialect, column);
  const compare = (operator: "=" | "<>" | "<=" | "<" | ">=" | ">", parameter: number) =>
    sql<SqlBool>`${value} ${sql.raw(operator)} ${numberParameter(dialect, parameter)}`;
  const tests: Condition[] = [];
  if (condition.eq !== undefined) tests.push(compare("=", condition.eq));
  if (condition.ne !== undefined) tests.push(compare("<>", condition.ne));
  if (condition.le !== undefined) tests.push(compare("<=", condition.le));
  if (condition.lt !== undefined) tests.push(compare("<", condition.lt));
  if (condition.ge !== undefined) tests.push(compare(">=", condition.ge));
  if (condition.gt !== undefined) tests.push(compare(">", condition.gt));
  if (condition.between !== undefined) {
    const [low, high] = condition.between;
    tests.push(compare(">=", low), compare("<=", high));
  }
  return tests;
}

/** A condition on a column of the outer row: presence first, then the value tests. */
function columnTerm(
  value: Expression<unknown>,
  nullable: boolean,
  tests: readonly Condition[],
  attributeExists: boolean | undefined,
): Condition {
  const terms: Condition[] = [];
  if (attributeExists !== undefined) {
    terms.push(
      nullable
        ? sql<SqlBool>`${value} is ${sql.raw(attributeExists ? "not null" : "null")}`
        : constant(attributeExists),
    );
  }
  if (tests.length > 0) terms.push(allOf(nullable ? [sql<SqlBool>`${value} is not null`, ...tests] : tests));
  return allOf(terms);
}

/**
 * A list field (rows of another table, or a JSON list column): `member(value)` holds when the
 * list has that element, `member()` when it has any. Never NULL.
 */
type Membership = (value?: string) => Condition;

function listTerm(member: Membership, condition: ListCondition): Condition {
  const terms: Condition[] = [];
  const { contains, notContains, attributeExists } = condition;
  if (contains !== undefined) terms.push(canBeStored(contains) ? member(contains) : alwaysFalse);
  if (notContains !== undefined) terms.push(canBeStored(notContains) ? negation(member(notContains)) : alwaysTrue);
  if (attributeExists !== undefined) terms.push(attributeExists ? member() : negation(member()));
  return allOf(terms);
}

/** Membership in a JSON list column: exact element equality, not a text search. */
function jsonListMembership(dialect: Dialect, column: Expression<string>): Membership {
  if (dialect === "postgres") {
    return (value) =>
      value === undefined
        ? sql<SqlBool>`jsonb_array_length(cast(${column} as jsonb)) > 0`
        : sql<SqlBool>`cast(${column} as jsonb) @> jsonb_build_array(cast(${value} as text))`;
  }
  return (value) =>
    value === undefined
      ? sql<SqlBool>`json_array_length(${column}) > 0`
      : sql<SqlBool>`exists (select 1 from json_each(${column}) where json_each.value = ${value})`;
}

// Products ---------------------------------------------------------------------------------

interface ProductContext {
  eb: ProductBuilder;
  dialect: Dialect;
}

/**
 * A link or price field: a test of the product's offer from that shop. Offers are keyed by
 * (product, shop), so one EXISTS holds all of a condition's operators; a product without the
 * offer, or an offer without a price, has no row that passes.
 */
function offerTerm<T>(
  context: ProductContext,
  shop: Shop,
  column: "url" | "price",
  tests: (value: Expression<T>) => Condition[],
  attributeExists: boolean | undefined,
): Condition {
  const { eb } = context;
  const value = sql.ref<T>(`o.${column}`);
  const offerWhere = (conditions: Condition[]) =>
    eb.exists(
      eb
        .selectFrom("offers as o")
        .select(sql<number>`1`.as("one"))
        .whereRef("o.product_id", "=", "p.id")
        .where("o.shop", "=", shop)
        .where(allOf([sql<SqlBool>`${value} is not null`, ...conditions])),
    );
  const terms: Condition[] = [];
  if (attributeExists !== undefined) terms.push(attributeExists ? offerWhere([]) : negation(offerWhere([])));
  const valueTests = tests(value);
  if (valueTests.length > 0) terms.push(offerWhere(valueTests));
  return allOf(terms);
}

/** A condition on a field with one value: a column of the product, or a shop's offer. */
function productValueTerm<T>(
  context: ProductContext,
  field: ProductStringField | ProductNumberField,
  tests: (value: Expression<T | null>) => Condition[],
  attributeExists: boolean | undefined,
): Condition {
  const source = productFieldSources[field];
  switch (source.from) {
    case "column": {
      const value = sql.ref<T | null>(`p.${source.column}`);
      return columnTerm(value, isNullableField(productRecordFields[field]), tests(value), attributeExists);
    }
    case "offer":
      return offerTerm(context, source.shop, source.value, tests, attributeExists);
  }
}

const tagTables = {
  skinTypes: { table: "product_skin_types", column: "skin_type" },
  aspects: { table: "product_aspects", column: "aspect" },
} as const;

function relatedMembership(context: ProductContext, list: RelatedList): Membership {
  const { eb } = context;
  switch (list) {
    case "skinTypes":
    case "aspects": {
      // A product's skin types and aspects are each a table of (product_id, value) rows.
      const { table, column } = tagTables[list];
      return (value) => {
        const rows = eb
          .selectFrom(table)
          .select(sql<number>`1`.as("one"))
          .whereRef(`${table}.product_id`, "=", "p.id");
        return eb.exists(value === undefined ? rows : rows.where(sql.ref(`${table}.${column}`), "=", value));
      };
    }
    case "ingredientNames":
      // The record lists canonical names, so the list holds only entries matched to an ingredient.
      return (value) => {
        const rows = eb
          .selectFrom("product_ingredients as pin")
          .innerJoin("ingredients as ing", "ing.id", "pin.ingredient_id")
          .select(sql<number>`1`.as("one"))
          .whereRef("pin.product_id", "=", "p.id");
        return eb.exists(value === undefined ? rows : rows.where("ing.name", "=", value));
      };
    case "ingredientIds":
      // ingredient_id references ingredients.id, so each non-null id is an entry of the record's list.
      return (value) => {
        const rows = eb
          .selectFrom("product_ingredients as pin")
          .select(sql<number>`1`.as("one"))
          .whereRef("pin.product_id", "=", "p.id");
        return eb.exists(
          value === undefined
            ? rows.where("pin.ingredient_id", "is not", null)
            : rows.where("pin.ingredient_id", "=", value),
        );
      };
  }
}

function productMembership(context: ProductContext, field: ProductListField): Membership {
  const source = productFieldSources[field];
  switch (source.from) {
    case "jsonList":
      return jsonListMembership(context.dialect, context.eb.ref(`p.${source.column}`));
    case "related":
      return relatedMembership(context, source.list);
  }
}

function compileProductFilter(context: ProductContext, filter: ProductRecordFilter): Condition {
  const terms: Condition[] = [];
  const { dialect } = context;
  for (const field of productStringFields) {
    const condition = filter[field];
    if (condition === undefined) continue;
    const tests = (value: Expression<string | null>) => stringTests(dialect, value, condition);
    terms.push(productValueTerm(context, field, tests, condition.attributeExists));
  }
  for (const field of productNumberFields) {
    const condition = filter[field];
    if (condition === undefined) continue;
    const tests = (value: Expression<number | null>) => numberTests(dialect, value, condition);
    terms.push(productValueTerm(context, field, tests, condition.attributeExists));
  }
  for (const field of productListFields) {
    const condition = filter[field];
    if (condition !== undefined) terms.push(listTerm(productMembership(context, field), condition));
  }
  terms.push(...logicalTerms(filter, (member) => compileProductFilter(context, member)));
  return allOf(terms);
}

/** The filter as a condition on `products as p`. */
export function productFilterCondition(
  eb: ProductBuilder,
  dialect: Dialect,
  filter: ProductRecordFilter,
): Expression<SqlBool> {
  return compileProductFilter({ eb, dialect }, filter);
}

// Ingredients ------------------------------------------------------------------------------

function compileIngredientFilter(eb: IngredientBuilder, dialect: Dialect, filter: IngredientRecordFilter): Condition {
  const terms: Condition[] = [];
  for (const field of ingredientStringFields) {
    const condition = filter[field];
    if (condition === undefined) continue;
    const value = sql.ref<string | null>(`i.${ingredientFieldSources[field].column}`);
    const nullable = isNullableField(ingredientRecordFields[field]);
    terms.push(columnTerm(value, nullable, stringTests(dialect, value, condition), condition.attributeExists));
  }
  for (const field of ingredientListFields) {
    const condition = filter[field];
    if (condition === undefined) continue;
    const column = eb.ref(`i.${ingredientFieldSources[field].column}`);
    terms.push(listTerm(jsonListMembership(dialect, column), condition));
  }
  terms.push(...logicalTerms(filter, (member) => compileIngredientFilter(eb, dialect, member)));
  return allOf(terms);
}

/** The filter as a condition on `ingredients as i`. */
export function ingredientFilterCondition(
  eb: IngredientBuilder,
  dialect: Dialect,
  filter: IngredientRecordFilter,
): Expression<SqlBool> {
  return compileIngredientFilter(eb, dialect, filter);
}
