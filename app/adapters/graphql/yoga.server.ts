import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
// Renamed: a "use…" name reads as a React hook to the linter.
import { useDisableIntrospection as disableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import type { ExecutionArgs, GraphQLError } from "graphql";
import { createSchema, createYoga, maskError, type Plugin, type YogaLogger } from "graphql-yoga";
import type { Logger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";
import { forClient } from "./error-codes";
import { isGraphQLError, overCostBudget, subscriptionOverHttp } from "./graphql-errors";
import { operationCost, operationCostBudget } from "./operation-cost";
import { type CheckAllowance, createResolvers, type ResolverContext } from "./resolvers.server";
import { typeDefs } from "./schema.graphql";

/**
 * GraphQL Armor's bounds (docs/api.md, "Limits": depth 8). The schema has no cycles, so every
 * legitimate operation is at most 3 levels deep; the other bounds leave room for the largest
 * operations of docs/api.md (every field, a filter with every operator, a few aliases).
 */
export const operationLimits = {
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
  maxCost: 5000,
} as const;

/** Yoga's own log lines go to our logger; masked errors arrive here exactly once each. */
function yogaLogger(logger: Logger): YogaLogger {
  const detailsOf = (args: unknown[]) => {
    const [first] = args;
    if (isGraphQLError(first)) {
      return {
        error: first.originalError ?? first,
        path: first.path?.join("."),
        operation: first.source?.body.slice(0, 2000),
      };
    }
    return { error: first, details: args.slice(1) };
  };
  return {
    debug: () => undefined,
    info: () => undefined,
    warn: (...args) => logger.warn("graphql warning", detailsOf(args)),
    error: (...args) => logger.error("graphql operation failed", detailsOf(args)),
  };
}

/**
 * Refuses, before any resolver runs, an operation that would answer more values than the
 * budget (`limit` × fields × aliases). It runs at execution, where the variables are known, on
 * HTTP and WebSocket alike; a subscription is priced per update it sends.
 */
function costLimitPlugin(): Plugin {
  const overBudget = (args: ExecutionArgs) => {
    const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues);
    return cost > operationCostBudget ? overCostBudget(cost, operationCostBudget) : undefined;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = overBudget(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = overBudget(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}

/**
 * Subscriptions only over the WebSocket (docs/api.md, "Live updates"): over HTTP, Yoga would
 * answer one as a server-sent event stream, a long-lived connection outside the WebSocket's
 * per-address cap. Only an HTTP request's context holds the `request`.
 */
function subscriptionsOnlyOverWebSocketPlugin(): Plugin {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      if (typeof args.contextValue === "object" && args.contextValue !== null && "request" in args.contextValue) {
        setResultAndStopExecution({ errors: [subscriptionOverHttp()] });
      }
    },
  };
}

/** Applies forClient to the errors of every result, whether from execution or from the request. */
function clientErrorsPlugin(hideSuggestions: boolean): Plugin {
  const mapError = (error: GraphQLError) => (isGraphQLError(error) ? forClient(error, { hideSuggestions }) : error);
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !("errors" in result) || !result.errors) return;
      setResult({ ...result, errors: result.errors.map(mapError) });
    },
  };
}

export interface ApiYogaOptions {
  services: AppServices;
  logger: Logger;
  production: boolean;
  /** Counts a `checkIngredients` call against its own limit (rate-limits.server.ts). */
  takeCheck: CheckAllowance;
}

/**
 * The GraphQL server of `/graphql`, behind the Express guards of http-handler.server.ts (body
 * limit, rate limits, auth), which hand it the viewer as server context. Its envelop (parse,
 * validate, execute with the same plugins) also serves the WebSocket subscriptions.
 */
export function createApiYoga({ services, logger, production, takeCheck }: ApiYogaOptions) {
  const schema = createSchema<ResolverContext>({ typeDefs, resolvers: createResolvers(services, takeCheck) });
  return createYoga<ResolverContext>({
    schema,
    graphqlEndpoint: "/graphql",
    // GraphiQL is served by the HTTP handler itself (outside the API key check); never by Yoga.
    graphiql: false,
    landingPage: false,
    batching: false,
    multipart: false,
    logging: yogaLogger(logger),
    // Never the development details (stack, original message), whatever NODE_ENV says.
    maskedErrors: { maskError: (error, message) => maskError(error, message, false) },
    cors: {
      origin: "*",
      methods: ["GET", "POST"],
      allowedHeaders: ["content-type", "x-api-key", "authorization"],
      credentials: false,
      maxAge: 600,
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: operationLimits.maxDepth, flattenFragments: true },
        maxAliases: { n: operationLimits.maxAliases },
        maxDirectives: { n: operationLimits.maxDirectives },
        maxTokens: { n: operationLimits.maxTokens },
        costLimit: { maxCost: operationLimits.maxCost },
        blockFieldSuggestion: { enabled: production, mask: "" },
      }),
      costLimitPlugin(),
      subscriptionsOnlyOverWebSocketPlugin(),
      ...(production ? [disableIntrospection()] : []),
      clientErrorsPlugin(production),
    ],
  });
}

export type ApiYoga = ReturnType<typeof createApiYoga>;
