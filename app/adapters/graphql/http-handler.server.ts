import express from "express";
import { renderGraphiQL } from "graphql-yoga";
import { isDatabaseUnavailable } from "~/server/db/database-unavailable.server";
import type { Logger } from "~/server/logger.server";
import { authFailureResponse } from "./auth-failures";
import type { Authenticator, Viewer } from "./authenticate.server";
import { type ApiErrorCode, apiErrorBody } from "./graphql-errors";
import { maxJsonDepth, nestsDeeperThan } from "./json-depth";
import type { ApiRateLimits } from "./rate-limits.server";
import type { ApiYoga } from "./yoga.server";

/** The largest request body `/graphql` reads (docs/api.md, "Limits"); the largest legitimate one is a few KB. */
export const maxBodyBytes = 64 * 1024;

export interface HttpHandlerOptions {
  yoga: ApiYoga;
  authenticate: Authenticator;
  logger: Logger;
  production: boolean;
  rateLimits: ApiRateLimits;
}

function refuse(res: express.Response, status: number, message: string, code: ApiErrorCode) {
  res.status(status).json(apiErrorBody(message, code));
}

/** Body-parser's refusals (they carry `type` and `status`), as our JSON errors. */
function bodyParserFailure(error: unknown): { status: number; message: string; code: ApiErrorCode } | null {
  if (typeof error !== "object" || error === null || !("type" in error) || !("status" in error)) return null;
  switch (error.type) {
    case "entity.too.large":
      return { status: 413, message: `The request body is over ${maxBodyBytes / 1024} KB`, code: "PAYLOAD_TOO_LARGE" };
    case "entity.parse.failed":
      return { status: 400, message: "The request body is not valid JSON", code: "BAD_REQUEST" };
    case "encoding.unsupported":
    case "charset.unsupported":
      return { status: 415, message: "Send the body as uncompressed UTF-8 JSON", code: "UNSUPPORTED_MEDIA_TYPE" };
    default:
      return typeof error.status === "number" && error.status >= 400 && error.status < 500
        ? { status: 400, message: "The request body could not be read", code: "BAD_REQUEST" }
        : null;
  }
}

/**
 * What is wrong with a parameter that carries JSON as a string (GET `variables` and
 * `extensions`, or `variables` that a client sent as a string), checked before Yoga parses it.
 */
function jsonTextProblem(value: unknown): string | null {
  if (typeof value !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return "is not valid JSON";
  }
  return nestsDeeperThan(parsed, maxJsonDepth) ? "nests too deeply" : null;
}

/** The media types of GraphQL over HTTP; Yoga's other answers (event streams, multipart) are not offered. */
const answerTypes = ["application/graphql-response+json", "application/json"];

/**
 * GraphiQL (development only) loads its code from unpkg.com, so its page gets its own
 * content security policy; it is served before the key check, and its requests carry the
 * key the developer types into its headers editor.
 */
function serveGraphiql(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method !== "GET" || !req.get("accept")?.includes("text/html")) return next();
  const cdn = "https://unpkg.com";
  res
    .set(
      "Content-Security-Policy",
      `default-src 'self'; script-src 'self' 'unsafe-inline' ${cdn}; style-src 'self' 'unsafe-inline' ${cdn}; ` +
        `img-src 'self' data: https://raw.githubusercontent.com; connect-src 'self' ${cdn}; worker-src 'self' blob:; ` +
        "frame-ancestors 'none'",
    )
    .type("html")
    .send(
      renderGraphiQL({
        title: "kulit API",
        endpoint: "/graphql",
        headers: JSON.stringify({ "x-api-key": "your API key (DATA_DIR/api-key unless API_KEYS is set)" }, null, 2),
        subscriptionsProtocol: "WS",
      }),
    );
}

/**
 * `/graphql` over HTTP: methods, per-IP limit, body limit and shape, authentication (docs/api.md,
 * "Authentication"), per-client limit, then Yoga with the viewer as server context. Every refusal
 * is a JSON body shaped like a GraphQL response, with a code.
 */
export function createHttpHandler(options: HttpHandlerOptions): express.RequestHandler {
  const { yoga, authenticate, logger, production, rateLimits } = options;
  const viewers = new WeakMap<express.Request, Viewer>();
  const viewerOf = (req: express.Request): Viewer => {
    const viewer = viewers.get(req);
    if (viewer === undefined) throw new Error("the viewer is decided before the per-client rate limit runs");
    return viewer;
  };
  const jsonBody = express.json({ limit: maxBodyBytes, inflate: false, strict: true, type: "application/json" });
  const router = express.Router();

  router.use((req, res, next) => {
    // A browser's CORS preflight carries no credentials; Yoga's CORS support answers it.
    if (req.method === "OPTIONS") return yoga.handle(req, res);
    if (req.method === "GET" || req.method === "POST") return next();
    res.set("Allow", "GET, POST, OPTIONS");
    refuse(res, 405, "Use POST (or GET for a query)", "METHOD_NOT_ALLOWED");
  });
  router.use(rateLimits.perAddress);
  if (!production) router.use(serveGraphiql);
  router.use((req, res, next) => {
    if (req.accepts(answerTypes) !== false) return next();
    refuse(res, 406, `Accept ${answerTypes.join(" or ")}`, "NOT_ACCEPTABLE");
  });

  router.use((req, res, next) => {
    if (req.method !== "POST") return next();
    // req.is() is null for a request without a body, which the shape check below refuses.
    if (req.is("application/json") === false) {
      return refuse(res, 415, "Send the operation as JSON (Content-Type: application/json)", "UNSUPPORTED_MEDIA_TYPE");
    }
    jsonBody(req, res, next);
  });
  router.use((req, res, next) => {
    if (req.method === "GET") {
      for (const name of ["variables", "extensions"] as const) {
        const problem = jsonTextProblem(req.query[name]);
        if (problem !== null) return refuse(res, 400, `${name}: ${problem}`, "BAD_REQUEST");
      }
      return next();
    }
    const body: unknown = req.body;
    if (Array.isArray(body)) {
      return refuse(res, 400, "Batching is not supported: send one operation per request", "BAD_REQUEST");
    }
    if (typeof body !== "object" || body === null || Object.keys(body).length === 0) {
      return refuse(res, 400, 'The body must be a JSON object with a "query"', "BAD_REQUEST");
    }
    if (nestsDeeperThan(body, maxJsonDepth))
      return refuse(res, 400, "The request body nests too deeply", "BAD_REQUEST");
    // Some clients send the variables as a JSON string, which Yoga parses later.
    const variablesProblem = "variables" in body ? jsonTextProblem(body.variables) : null;
    if (variablesProblem !== null) return refuse(res, 400, `variables: ${variablesProblem}`, "BAD_REQUEST");
    next();
  });

  router.use(async (req, res, next) => {
    const authentication = await authenticate({
      authorization: req.get("authorization"),
      apiKey: req.get("x-api-key"),
    });
    if (!authentication.ok) {
      const failure = authFailureResponse(authentication.failure);
      res.status(failure.status).set("WWW-Authenticate", failure.wwwAuthenticate).json(failure.body);
      return;
    }
    viewers.set(req, authentication.viewer);
    next();
  });
  router.use(rateLimits.perViewer(viewerOf));
  router.use((req, res) => yoga.handle(req, res, { viewer: viewerOf(req) }));

  router.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    const failure = bodyParserFailure(error);
    // The rate limits are counted in the database before anything else runs.
    const unavailable = failure === null && isDatabaseUnavailable(error);
    const fields = { error, method: req.method, url: req.originalUrl };
    if (unavailable) logger.warn("graphql request answered 503: the database is unavailable", fields);
    else if (failure === null) logger.error("graphql request failed", fields);
    if (res.headersSent) return next(error);
    if (unavailable) {
      res.set("Retry-After", "30");
      return refuse(res, 503, "The service is unavailable for a moment: try again shortly.", "SERVICE_UNAVAILABLE");
    }
    if (failure === null) return refuse(res, 500, "Unexpected error.", "INTERNAL_SERVER_ERROR");
    refuse(res, failure.status, failure.message, failure.code);
  });
  return router;
}
