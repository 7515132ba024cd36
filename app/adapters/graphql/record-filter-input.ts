import { z } from "zod";
import { hasControlCharacter } from "~/domain/control-characters";
import {
  filterLimits,
  type IngredientRecordFilter,
  ingredientListFields,
  ingredientStringFields,
  type ProductRecordFilter,
  productListFields,
  productNumberFields,
  productStringFields,
} from "~/domain/record-filter";
import { nestsDeeperThan } from "./json-depth";

/**
 * Parses the `filter` argument of the list operations into the domain's filter types
 * (app/domain/record-filter.ts), strictly: an operator that a field does not take, a value
 * over the length limit, a backwards `between`, or a filter over the size limits is refused
 * with a message that names the path of the bad part (`filter.and[0].skinType.eq: …`).
 *
 * GraphQL has already checked the types; what is left is null (which GraphQL allows for
 * every optional input) and the rules GraphQL cannot express. A null field or `and`/`or`/`not`
 * is as if absent. As in the original's API, `eq: null` asks for a missing value and
 * `ne: null` for a present one (`attributeExists: false` / `true`).
 */

/** One refused part of the input: its path as the client wrote it, and why. */
export interface InputProblem {
  path: string;
  message: string;
}

function nullAware(message: string) {
  return (issue: { input?: unknown }) => (issue.input === null ? "must not be null" : message);
}

const text = z
  .string({ error: nullAware("must be a string") })
  .max(filterLimits.maxValueLength, { error: `must be at most ${filterLimits.maxValueLength} characters` })
  .refine((value) => !hasControlCharacter(value), { error: "must not contain control characters" });
const finiteNumber = z.number({ error: nullAware("must be a number") }).finite({ error: "must be a finite number" });
const flag = z.boolean({ error: nullAware("must be true or false") });

/** Maps `eq: null` / `ne: null` onto `attributeExists`, refusing a combination that asks two things. */
function withNullComparisons<C extends { eq?: unknown; ne?: unknown; attributeExists?: boolean }>(
  condition: C,
  context: z.RefinementCtx,
) {
  const { eq, ne, ...rest } = condition;
  const exists = eq === null ? false : ne === null ? true : undefined;
  if (exists === undefined) return condition;
  if ((eq === null && ne === null) || (rest.attributeExists !== undefined && rest.attributeExists !== exists)) {
    context.addIssue({ code: "custom", message: "eq: null, ne: null and attributeExists ask for different things" });
    return z.NEVER;
  }
  return {
    ...rest,
    ...(eq === null || eq === undefined ? {} : { eq }),
    ...(ne === null || ne === undefined ? {} : { ne }),
    attributeExists: exists,
  };
}

function conditionError(kind: string, operators: string) {
  return (issue: { code?: string; input?: unknown }) => {
    if (issue.code === "unrecognized_keys") return `${kind} fields take ${operators}`;
    if (issue.code === "invalid_type") return "must be an object of operators";
    return undefined;
  };
}

const stringCondition = z
  .strictObject(
    {
      eq: text.nullable().optional(),
      ne: text.nullable().optional(),
      contains: text.optional(),
      notContains: text.optional(),
      beginsWith: text.optional(),
      attributeExists: flag.optional(),
    },
    { error: conditionError("string", "eq, ne, contains, notContains, beginsWith or attributeExists") },
  )
  .transform(withNullComparisons);

const between = z
  .tuple([finiteNumber, finiteNumber], { error: "must be [low, high]" })
  .refine(([low, high]) => low <= high, { error: "must be [low, high] with low ≤ high" });

const numberCondition = z
  .strictObject(
    {
      eq: finiteNumber.nullable().optional(),
      ne: finiteNumber.nullable().optional(),
      le: finiteNumber.optional(),
      lt: finiteNumber.optional(),
      ge: finiteNumber.optional(),
      gt: finiteNumber.optional(),
      between: between.optional(),
      attributeExists: flag.optional(),
    },
    { error: conditionError("number", "eq, ne, le, lt, ge, gt, between or attributeExists") },
  )
  .transform(withNullComparisons);

const listCondition = z.strictObject(
  { contains: text.optional(), notContains: text.optional(), attributeExists: flag.optional() },
  { error: conditionError("list", "contains, notContains or attributeExists") },
);

interface FieldKinds {
  string: readonly string[];
  number: readonly string[];
  list: readonly string[];
}

/** Drops the parts given as null, which GraphQL allows and which mean "not given". */
function withoutNulls(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== null && part !== undefined));
}

function filterSchema(kinds: FieldKinds) {
  const schema: z.ZodType<Record<string, unknown>> = z.lazy(() => {
    const member = z
      .lazy(() => schema)
      .nullable()
      .refine((part) => part !== null, { error: "must not be null" });
    const group = z.array(member, { error: nullAware("must be a list of filters") });
    const shape: Record<string, z.ZodType> = {
      and: group.nullable().optional(),
      or: group.nullable().optional(),
      not: schema.nullable().optional(),
    };
    for (const field of kinds.string) shape[field] = stringCondition.nullable().optional();
    for (const field of kinds.number) shape[field] = numberCondition.nullable().optional();
    for (const field of kinds.list) shape[field] = listCondition.nullable().optional();
    return z
      .strictObject(shape, {
        error: (issue) => {
          if (issue.code === "unrecognized_keys") return "is not a field of this filter";
          if (issue.code === "invalid_type") return "must be an object of fields";
          return undefined;
        },
      })
      .transform(withoutNulls);
  });
  return schema;
}

/** The path of an issue as the client wrote it: `filter.and[0].brand.eq`. */
export function pathText(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === "number" ? `${text}[${part}]` : `${text}.${String(part)}`),
    root,
  );
}

export function problemsOf(root: string, error: z.ZodError): InputProblem[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: pathText(root, [...issue.path, key]), message: issue.message }))
      : [{ path: pathText(root, issue.path), message: issue.message }],
  );
}

/** Nesting of and / or / not, the number of operators, and the number of nested filters. */
function measure(filter: Record<string, unknown>): { depth: number; conditions: number; filters: number } {
  let depth = 0;
  let conditions = 0;
  let filters = 0;
  for (const [key, value] of Object.entries(filter)) {
    if (key === "and" || key === "or" || key === "not") {
      for (const member of (key === "not" ? [value] : value) as Record<string, unknown>[]) {
        const inner = measure(member);
        depth = Math.max(depth, inner.depth + 1);
        conditions += inner.conditions;
        filters += inner.filters + 1;
      }
    } else {
      conditions += Object.keys(value as object).length;
    }
  }
  return { depth, conditions, filters };
}

export type FilterParse<F> = { ok: true; filter: F | null } | { ok: false; problems: InputProblem[] };

/**
 * The JSON nesting of the deepest filter the limits allow: two levels per `and` / `or`
 * (list, member), the condition and a `between` pair. Deeper input is refused before parsing.
 */
const maxFilterJsonDepth = 1 + 2 * filterLimits.maxDepth + 2;

function parseFilter(schema: z.ZodType<Record<string, unknown>>, input: unknown, root: string) {
  if (input === null || input === undefined) return { ok: true, filter: null } as const;
  const tooDeep = [{ path: root, message: `and / or / not may nest at most ${filterLimits.maxDepth} levels deep` }];
  if (nestsDeeperThan(input, maxFilterJsonDepth)) return { ok: false, problems: tooDeep } as const;
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsOf(root, parsed.error) } as const;
  const { depth, conditions, filters } = measure(parsed.data);
  if (depth > filterLimits.maxDepth) return { ok: false, problems: tooDeep } as const;
  // Each member of and / or needs a condition to mean anything, so the same bound fits them.
  if (conditions > filterLimits.maxConditions || filters > filterLimits.maxConditions) {
    const message = `may hold at most ${filterLimits.maxConditions} operators, and as many nested filters, in all`;
    return { ok: false, problems: [{ path: root, message }] } as const;
  }
  return { ok: true, filter: parsed.data } as const;
}

const productFilterSchema = filterSchema({
  string: productStringFields,
  number: productNumberFields,
  list: productListFields,
});
const ingredientFilterSchema = filterSchema({ string: ingredientStringFields, number: [], list: ingredientListFields });

/*
 * The schemas are built from the domain's own field lists (string, number and list fields get
 * the conditions of those types), so a successful parse is a filter of the domain type.
 */
export function parseProductFilter(input: unknown, root = "filter"): FilterParse<ProductRecordFilter> {
  return parseFilter(productFilterSchema, input, root) as FilterParse<ProductRecordFilter>;
}

export function parseIngredientFilter(input: unknown, root = "filter"): FilterParse<IngredientRecordFilter> {
  return parseFilter(ingredientFilterSchema, input, root) as FilterParse<IngredientRecordFilter>;
}
