import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";

/*
 * GraphQL errors are made with Yoga's createGraphQLError and recognised by name, never with
 * `new` or `instanceof` on an import of "graphql": a runner (Vitest) may load graphql twice,
 * as ESM and as CommonJS, and Yoga leaves unmasked only the errors of its own copy's class.
 */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === "GraphQLError";
}

/**
 * The `extensions.code` of every error the API answers with, so a client can act on the code
 * and show or log the message (docs/api.md lists them).
 */
export type ApiErrorCode =
  /** An argument broke a rule; the message names the argument path. */
  | "BAD_USER_INPUT"
  /** The operation needs a user (an access token), or the token is expired or invalid. */
  | "UNAUTHENTICATED"
  /** The operation asked for another user's records. */
  | "FORBIDDEN"
  /** No API key, or a wrong one. */
  | "UNAUTHORIZED"
  | "RATE_LIMITED"
  /** The operation asks for more values than one request may answer (docs/api.md, "Limits"). */
  | "COST_LIMIT"
  /** The HTTP request itself is unusable: not JSON, not one operation, missing query. */
  | "BAD_REQUEST"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "METHOD_NOT_ALLOWED"
  | "NOT_ACCEPTABLE"
  | "GRAPHQL_PARSE_FAILED"
  | "GRAPHQL_VALIDATION_FAILED"
  /** The database cannot be reached for a moment; `Retry-After` says when to try again. */
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL_SERVER_ERROR";

export interface ApiErrorBody {
  errors: { message: string; extensions: { code: ApiErrorCode } & Record<string, unknown> }[];
}

/** The JSON body of an error answered before GraphQL runs, shaped like a GraphQL response. */
export function apiErrorBody(
  message: string,
  code: ApiErrorCode,
  extensions: Record<string, unknown> = {},
): ApiErrorBody {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

export function badUserInput(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

export function needsAccessToken(): GraphQLError {
  return createGraphQLError(
    "This operation needs an access token (Authorization: Bearer <token>); an API key only reads products and ingredients",
    { extensions: { code: "UNAUTHENTICATED" } },
  );
}

/** A live update for a session that has since ended (signed out, or the account deleted). */
export function sessionEnded(): GraphQLError {
  return createGraphQLError(
    "The session of this access token has ended: sign in again and subscribe with a new access token",
    { extensions: { code: "UNAUTHENTICATED", reason: "token-invalid" } },
  );
}

export function overCostBudget(cost: number, budget: number): GraphQLError {
  return createGraphQLError(
    `This operation asks for ${cost} values, over the limit of ${budget} per request: ask for fewer items or fields, or page with nextToken`,
    { extensions: { code: "COST_LIMIT", cost, budget } },
  );
}

/** An operation on a WebSocket over the rate limits that HTTP requests share (docs/api.md, "Limits"). */
export function rateLimited(retryAfterSeconds: number): GraphQLError {
  return createGraphQLError(`Too many requests: try again in ${retryAfterSeconds} seconds`, {
    extensions: { code: "RATE_LIMITED", retryAfterSeconds },
  });
}

/**
 * A `checkIngredients` call over its own limit (docs/api.md, "Limits"). Over HTTP the answer is
 * 429 with `Retry-After`, as for the request limits; the `http` extension is Yoga's and never
 * reaches the client's body.
 */
export function checkRateLimited(retryAfterSeconds: number): GraphQLError {
  return createGraphQLError(`Too many ingredient checks: try again in ${retryAfterSeconds} seconds`, {
    extensions: {
      code: "RATE_LIMITED",
      retryAfterSeconds,
      http: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    },
  });
}

/** A subscription sent over HTTP, where Yoga would otherwise answer it as a server-sent event stream. */
export function subscriptionOverHttp(): GraphQLError {
  return createGraphQLError(
    "Subscriptions run over the WebSocket at /graphql (graphql-ws protocol), not over HTTP: see docs/api.md, Live updates",
    { extensions: { code: "BAD_REQUEST", http: { status: 400 } } },
  );
}

export function anotherUsersRecords(): GraphQLError {
  return createGraphQLError("Not authorized to access another user's records", { extensions: { code: "FORBIDDEN" } });
}
