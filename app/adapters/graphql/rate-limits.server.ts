import type express from "express";
import { ipKeyGenerator, MemoryStore, rateLimit } from "express-rate-limit";
import type { Viewer } from "./authenticate.server";
import { apiErrorBody } from "./graphql-errors";

const windowMs = 60_000;

export interface RateLimitSettings {
  perKeyPerMinute: number;
  perIpPerMinute: number;
}

/** Whether one more operation may run, and if not, how long to wait. */
export type OperationAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function refuse(_req: express.Request, res: express.Response) {
  const retryAfter = res.getHeader("Retry-After") ?? "60";
  res.status(429).json(apiErrorBody(`Too many requests: try again in ${String(retryAfter)} seconds`, "RATE_LIMITED"));
}

function viewerKey(viewer: Viewer): string {
  return viewer.kind === "user" ? `user:${viewer.userId}` : `key:${viewer.apiKeyDigest}`;
}

/**
 * The API's rate limits, per client address and per API key (or signed-in user), with one
 * counter each for HTTP requests and WebSocket operations: an operation over a socket costs
 * what a request does, so a socket is no way around the limits (docs/api.md, "Limits").
 * Counted in this process's memory: with several instances, each allows this many.
 */
export function createApiRateLimits(settings: RateLimitSettings) {
  const byAddress = new MemoryStore();
  const byViewer = new MemoryStore();

  /** Per client address, before anything else runs (so that even refused requests are counted). */
  const perAddress = rateLimit({
    windowMs,
    limit: settings.perIpPerMinute,
    identifier: "ip",
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: byAddress,
    // The same key as the WebSocket's (an IPv6 client counts by its /56, as express-rate-limit does).
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ""),
    handler: refuse,
  });

  /** Per API key (by digest) or per user (an access token), once the viewer is known. */
  function perViewer(viewerOf: (req: express.Request) => Viewer): express.RequestHandler {
    return rateLimit({
      windowMs,
      limit: settings.perKeyPerMinute,
      identifier: "client",
      standardHeaders: "draft-8",
      legacyHeaders: false,
      store: byViewer,
      keyGenerator: (req) => viewerKey(viewerOf(req)),
      handler: refuse,
    });
  }

  /** Counts one WebSocket operation against both limits, as an HTTP request would be counted. */
  async function takeOperation(address: string, viewer: Viewer): Promise<OperationAllowance> {
    const now = Date.now();
    const counts = [
      { hits: await byAddress.increment(ipKeyGenerator(address)), limit: settings.perIpPerMinute },
      { hits: await byViewer.increment(viewerKey(viewer)), limit: settings.perKeyPerMinute },
    ];
    const over = counts.filter(({ hits, limit }) => hits.totalHits > limit);
    if (over.length === 0) return { allowed: true };
    const resetAt = Math.max(...over.map(({ hits }) => hits.resetTime?.getTime() ?? now + windowMs));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  }

  return { perAddress, perViewer, takeOperation };
}

export type ApiRateLimits = ReturnType<typeof createApiRateLimits>;
