import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { ApiErrorCode } from "./graphql-errors";

/**
 * Gives every error a code a client can act on. Our own errors carry theirs; what is left
 * comes from graphql-js and Yoga: a document that does not parse, one that breaks validation
 * (including the Armor limits), variables of the wrong type, or an unusable HTTP request.
 */
function errorCodeOf(error: GraphQLError): ApiErrorCode {
  // GraphQL Armor words its validation limits as syntax errors; only the token limit is one.
  if (error.message.startsWith("Syntax Error")) {
    const validationLimit = /(depth|aliases|directives|cost) limit of/i.test(error.message);
    return validationLimit ? "GRAPHQL_VALIDATION_FAILED" : "GRAPHQL_PARSE_FAILED";
  }
  if (error.message.startsWith("Variable ")) return "BAD_USER_INPUT";
  const status = error.extensions.http?.status;
  if (status === 405) return "METHOD_NOT_ALLOWED";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 406) return "NOT_ACCEPTABLE";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status !== undefined && status >= 400 && status < 500 && error.nodes === undefined) return "BAD_REQUEST";
  return "GRAPHQL_VALIDATION_FAILED";
}

/** graphql-js's hints (`Did you mean "brand"?`), which would reveal the schema's names. */
const suggestion = /\s*Did you mean [^?]*\?/g;

/**
 * An error as the client gets it: with a code, and in production without suggestions. GraphQL
 * Armor hides the suggestions of validation only; variables are checked later, by execution.
 */
export function forClient(error: GraphQLError, options: { hideSuggestions: boolean }): GraphQLError {
  const message = options.hideSuggestions ? error.message.replace(suggestion, "") : error.message;
  const code = typeof error.extensions.code === "string" ? error.extensions.code : errorCodeOf(error);
  if (message === error.message && code === error.extensions.code) return error;
  return createGraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}
