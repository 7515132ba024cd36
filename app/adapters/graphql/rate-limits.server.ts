import type express from "express";
import { rateLimit } from "express-rate-limit";
import type { Viewer } from "./authenticate.server";
import { apiErrorBody } from "./graphql-errors";

const windowMs = 60_000;

function refuse(_req: express.Request, res: express.Response) {
  const retryAfter = res.getHeader("Retry-After") ?? "60";
  res.status(429).json(apiErrorBody(`Too many requests: try again in ${String(retryAfter)} seconds`, "RATE_LIMITED"));
}

/**
 * Per client address, before anything else runs (so that even refused requests are counted).
 * Counted in this process's memory: with several instances, each allows this many.
 */
export function ipRateLimit(perMinute: number): express.RequestHandler {
  return rateLimit({
    windowMs,
    limit: perMinute,
    identifier: "ip",
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: refuse,
  });
}

/** Per API key (by digest) or per user (an access token), once the viewer is known. */
export function viewerRateLimit(perMinute: number, viewerOf: (req: express.Request) => Viewer): express.RequestHandler {
  return rateLimit({
    windowMs,
    limit: perMinute,
    identifier: "client",
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) => {
      const viewer = viewerOf(req);
      return viewer.kind === "user" ? `user:${viewer.userId}` : `key:${viewer.apiKeyDigest}`;
    },
    handler: refuse,
  });
}
