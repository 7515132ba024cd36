import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { productObjectLists, recordListLimits } from "~/domain/api-records";
import { readingListBounds } from "./ingredient-reading-record";

/**
 * What one operation may cost, in "values answered": every field of every item counts one,
 * a list of strings (ingredients, images…) ten, a list of objects its bound of items (20 price
 * observations per product) times their fields. A full page of `listProducts(limit: 1000)`
 * with every field costs about 73,000, so the budget allows one such page, or several smaller
 * ones, but never two full pages or a page asked for under fifteen aliases (docs/api.md, "Limits").
 */
export const operationCostBudget = 100_000;
const scalarListWeight = 10;

/**
 * Lists of objects without a `limit` of their own: the most items each answers per parent (the
 * service serves no more), so the cost counts every one of them.
 */
const objectListBounds: Readonly<Record<string, number>> = {
  "Products.priceObservations": productObjectLists.priceObservations.maxItems,
  "Products.communityRatings": productObjectLists.communityRatings.maxItems,
  "Products.referencePrices": productObjectLists.referencePrices.maxItems,
  "IngredientReading.ingredients": readingListBounds.ingredients,
  "IngredientReading.unrecognised": readingListBounds.unrecognised,
  "UnrecognisedName.suggestions": readingListBounds.suggestions,
  "IngredientReading.flags": readingListBounds.flags,
  "IngredientReading.freeOf": readingListBounds.freeOf,
};

/**
 * What a field costs for the work it does besides the values it answers, each time it is asked
 * for. A check reads up to 200 names against CosIng and searches CosIng's vocabulary for up to
 * 15 unknown ones: a hostile list of 200 unknown names takes some 0.5 s (docs/check.md,
 * "Figures"). At 25,000, three checks fit one operation with every field, and a fourth does not even with one field (docs/api.md, "Limits").
 */
export const checkIngredientsWork = 25_000;
const fieldWork: Readonly<Record<string, number>> = {
  "Query.checkIngredients": checkIngredientsWork,
};

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/**
 * What a field answers, read from its type's SDL ("[Products!]!") and the schema rather than
 * with graphql-js's `instanceof` helpers: the schema may come from another copy of the graphql
 * module than this file's (Yoga's ESM build next to a CommonJS one), and those helpers throw then.
 */
function answerShape(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
): { list: boolean; object: GraphQLObjectType | undefined } {
  const sdl = String(field.type);
  const named = schema.getType(sdl.replace(/[[\]!]/g, ""));
  const object =
    named !== undefined && named !== null && "getFields" in named ? (named as GraphQLObjectType) : undefined;
  return { list: sdl.startsWith("["), object };
}

function limitOf(field: FieldNode, variables: Variables): number {
  const argument = field.arguments?.find((candidate) => candidate.name.value === "limit");
  const value = argument === undefined ? undefined : valueOf(argument.value, variables);
  // A bad limit is refused by the resolver with its own message; here it costs the most it could.
  if (value === undefined || value === null) return recordListLimits.default;
  return typeof value === "number" && Number.isInteger(value) && value > 0
    ? Math.min(value, recordListLimits.max)
    : recordListLimits.max;
}

function valueOf(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.NULL) return null;
  return Number.NaN;
}

/**
 * The cost of an operation: the fields it asks for, each list field's items multiplied by
 * its `limit` (the default when none is given), aliases counted each time. Fragments are
 * followed; the document has passed validation, so they exist and do not cycle.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName == null || definition.name?.value === operationName)
    ) {
      operation ??= definition;
    }
  }
  if (operation === undefined) return 0;
  const root = schema.getRootType(operation.operation);
  if (root === undefined || root === null) return 0;

  function fieldsOf(selectionSet: SelectionSetNode): FieldNode[] {
    return selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      return fragment === undefined ? [] : fieldsOf(fragment.selectionSet);
    });
  }

  function costOf(type: GraphQLObjectType, selectionSet: SelectionSetNode, multiplier: number): number {
    let total = 0;
    for (const field of fieldsOf(selectionSet)) {
      const definition = type.getFields()[field.name.value];
      if (definition === undefined) continue;
      const { list, object } = answerShape(schema, definition);
      total += multiplier * (fieldWork[`${type.name}.${definition.name}`] ?? 0);
      if (field.selectionSet !== undefined && object !== undefined) {
        const itemsPerParent = definition.args.some((argument) => argument.name === "limit")
          ? limitOf(field, variables)
          : (objectListBounds[`${type.name}.${definition.name}`] ?? 1);
        total += multiplier + costOf(object, field.selectionSet, multiplier * itemsPerParent);
      } else {
        total += multiplier * (list ? scalarListWeight : 1);
      }
    }
    return total;
  }

  return costOf(root, operation.selectionSet, 1);
}
