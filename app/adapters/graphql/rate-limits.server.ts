import type express from "express";
import { rateLimit, type Store } from "express-rate-limit";
import {
  allowanceOf,
  type Allowance,
  type RateCounter,
  type SharedRateLimits,
} from "~/server/rate-limit/shared-rate-limits.server";
import { addressKey } from "../http/client-address.server";
import type { Viewer } from "./authenticate.server";
import { apiErrorBody } from "./graphql-errors";

const windowSeconds = 60;

export interface RateLimitSettings {
  perKeyPerMinute: number;
  perIpPerMinute: number;
  /** `checkIngredients` calls per key (or user) per minute, besides the request limits. */
  checksPerKeyPerMinute: number;
}

function refuse(_req: express.Request, res: express.Response) {
  const retryAfter = res.getHeader("Retry-After") ?? "60";
  res.status(429).json(apiErrorBody(`Too many requests: try again in ${String(retryAfter)} seconds`, "RATE_LIMITED"));
}

function viewerKey(viewer: Viewer): string {
  return viewer.kind === "user" ? `user:${viewer.userId}` : `key:${viewer.apiKeyDigest}`;
}

/**
 * express-rate-limit's store interface over a shared counter: the middleware keeps deciding,
 * answering 429 and writing the `RateLimit` and `Retry-After` headers; the counting happens in
 * the database every instance shares.
 */
function counterStore(counter: RateCounter): Store {
  return {
    prefix: `${counter.name}:`,
    localKeys: false,
    async increment(key) {
      const count = await counter.hit(key);
      return { totalHits: count.hits, resetTime: count.resetAt };
    },
    decrement: (key) => counter.unhit(key),
    resetKey: (key) => counter.reset(key),
  };
}

/**
 * The API's rate limits, per client address and per API key (or signed-in user), with one
 * counter each for HTTP requests and WebSocket operations: an operation over a socket costs
 * what a request does, so a socket is no way around the limits (docs/api.md, "Limits").
 * Counted in the database, so several instances together allow each limit once.
 */
export function createApiRateLimits(settings: RateLimitSettings, shared: SharedRateLimits) {
  const byAddress = shared.counter({ name: "api-address", limit: settings.perIpPerMinute, windowSeconds });
  const byViewer = shared.counter({ name: "api-client", limit: settings.perKeyPerMinute, windowSeconds });
  const checksByViewer = shared.counter({ name: "api-check", limit: settings.checksPerKeyPerMinute, windowSeconds });

  /** Per client address, before anything else runs (so that even refused requests are counted). */
  const perAddress = rateLimit({
    windowMs: windowSeconds * 1000,
    limit: settings.perIpPerMinute,
    identifier: "ip",
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: counterStore(byAddress),
    // The same key as the WebSocket's; addressKey is express-rate-limit's ipKeyGenerator, which its
    // check (that reads this function's source for the name) cannot see.
    keyGenerator: (req) => addressKey(req.ip ?? ""),
    validate: { keyGeneratorIpFallback: false },
    handler: refuse,
  });

  /** Per API key (by digest) or per user (an access token), once the viewer is known. */
  function perViewer(viewerOf: (req: express.Request) => Viewer): express.RequestHandler {
    return rateLimit({
      windowMs: windowSeconds * 1000,
      limit: settings.perKeyPerMinute,
      identifier: "client",
      standardHeaders: "draft-8",
      legacyHeaders: false,
      store: counterStore(byViewer),
      keyGenerator: (req) => viewerKey(viewerOf(req)),
      handler: refuse,
    });
  }

  /** Counts one WebSocket operation against both limits, as an HTTP request would be counted. */
  async function takeOperation(address: string, viewer: Viewer): Promise<Allowance> {
    const counts = await Promise.all([byAddress.hit(addressKey(address)), byViewer.hit(viewerKey(viewer))]);
    return allowanceOf(counts);
  }

  /**
   * Counts one `checkIngredients` call of the viewer (each alias once): a check reads the list
   * against CosIng and searches it, so it has a limit of its own (docs/api.md, "Limits").
   */
  async function takeCheck(viewer: Viewer): Promise<Allowance> {
    return allowanceOf([await checksByViewer.hit(viewerKey(viewer))]);
  }

  return { perAddress, perViewer, takeOperation, takeCheck };
}

export type ApiRateLimits = ReturnType<typeof createApiRateLimits>;
