import { z } from "zod";
import { recordListLimits, type SortDirection } from "~/domain/api-records";
import type { IngredientRecordFilter, ProductRecordFilter } from "~/domain/record-filter";
import type { ListRequest, RecordService } from "~/server/api/record-service.server";
import { badUserInput } from "./graphql-errors";
import {
  type FilterParse,
  type InputProblem,
  parseIngredientFilter,
  parseProductFilter,
  problemsOf,
} from "./record-filter-input";

/** Tokens we issue are far shorter; anything longer cannot be one of ours. */
const maxNextTokenLength = 2048;
const maxIngredientLength = 200;

type IngredientsRequest = Parameters<RecordService["ingredientsByIngredient"]>[0];

export const invalidNextTokenMessage = "nextToken is not valid for this query: start again without it";

const limitSchema = z
  .number({ error: "must be a whole number" })
  .int({ error: "must be a whole number" })
  .min(1, { error: `must be between 1 and ${recordListLimits.max}` })
  .max(recordListLimits.max, { error: `must be between 1 and ${recordListLimits.max}` })
  .nullish()
  .transform((limit) => limit ?? recordListLimits.default);

const nextTokenSchema = z
  .string()
  .min(1, { error: invalidNextTokenMessage })
  .max(maxNextTokenLength, { error: invalidNextTokenMessage })
  .nullish()
  .transform((token) => token ?? null);

const ingredientSchema = z
  .string()
  .trim()
  .min(1, { error: "must name an ingredient" })
  .max(maxIngredientLength, { error: `must be at most ${maxIngredientLength} characters` });

const sortDirectionSchema = z
  .enum(["ASC", "DESC"], { error: "must be ASC or DESC" })
  .nullish()
  .transform((direction): SortDirection => direction ?? "ASC");

/** One GraphQL error for all the problems, each naming its argument path. */
function refuse(problems: InputProblem[]): never {
  throw badUserInput(problems.map(({ path, message }) => `${path}: ${message}`).join("; "));
}

function collect<T>(problems: InputProblem[], root: string, schema: z.ZodType<T>, input: unknown): T | undefined {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  problems.push(...problemsOf(root, parsed.error));
  return undefined;
}

function collectFilter<F>(problems: InputProblem[], parsed: FilterParse<F>): F | null {
  if (parsed.ok) return parsed.filter;
  problems.push(...parsed.problems);
  return null;
}

/** `limit` and `nextToken`, whichever list. The token's own problem has one message, no path. */
function pageOf(problems: InputProblem[], args: { limit?: unknown; nextToken?: unknown }) {
  const limit = collect(problems, "limit", limitSchema, args.limit);
  const tokenCheck = nextTokenSchema.safeParse(args.nextToken);
  if (!tokenCheck.success) problems.push({ path: "nextToken", message: invalidNextTokenMessage });
  return { limit, nextToken: tokenCheck.success ? tokenCheck.data : null };
}

export function listProductsRequest(args: {
  filter?: unknown;
  limit?: unknown;
  nextToken?: unknown;
}): ListRequest<ProductRecordFilter> {
  const problems: InputProblem[] = [];
  const filter = collectFilter(problems, parseProductFilter(args.filter));
  const { limit, nextToken } = pageOf(problems, args);
  if (problems.length > 0 || limit === undefined) refuse(problems);
  return { filter, limit, nextToken };
}

export function ingredientsByIngredientRequest(args: {
  ingredient?: unknown;
  sortDirection?: unknown;
  filter?: unknown;
  limit?: unknown;
  nextToken?: unknown;
}): IngredientsRequest {
  const problems: InputProblem[] = [];
  const ingredient = collect(problems, "ingredient", ingredientSchema, args.ingredient);
  const sortDirection = collect(problems, "sortDirection", sortDirectionSchema, args.sortDirection);
  const filter: IngredientRecordFilter | null = collectFilter(problems, parseIngredientFilter(args.filter));
  const { limit, nextToken } = pageOf(problems, args);
  if (problems.length > 0 || ingredient === undefined || sortDirection === undefined || limit === undefined) {
    refuse(problems);
  }
  return { ingredient, sortDirection, filter, limit, nextToken };
}
