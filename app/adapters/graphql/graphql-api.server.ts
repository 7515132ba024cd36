import type http from "node:http";
import type express from "express";
import type { Logger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";
import type { ProxyTrust } from "../http/client-address.server";
import { createAuthenticator } from "./authenticate.server";
import { createHttpHandler } from "./http-handler.server";
import { createApiRateLimits, type RateLimitSettings } from "./rate-limits.server";
import { attachWebSocket } from "./websocket.server";
import { createApiYoga } from "./yoga.server";

export interface GraphqlApi {
  /** Express handler for `/graphql` (mounted by createApp): body limit, rate limits, auth, yoga. */
  handleHttp: express.RequestHandler;
  /** Serves subscriptions (graphql-ws protocol, via `ws`) on the server's `/graphql` upgrades. */
  attachWebSocket(server: http.Server): { close(): Promise<void> };
}

export interface GraphqlApiOptions {
  services: AppServices;
  logger: Logger;
  /** No introspection, no GraphiQL, no field suggestions. */
  production: boolean;
  /** The keys that `x-api-key` must be one of. */
  apiKeys: readonly string[];
  rateLimits: RateLimitSettings;
  /** TRUST_PROXY, for the client address of a WebSocket (Express knows it for HTTP). */
  proxyTrust: ProxyTrust;
  /** How often WebSocket connections are pinged (GRAPHQL_KEEP_ALIVE_SECONDS). */
  keepAliveMs: number;
}

/** The public GraphQL API (docs/api.md), over HTTP and WebSocket. */
export function createGraphqlApi(options: GraphqlApiOptions): GraphqlApi {
  const { services, logger, production } = options;
  // One set of counters for both transports: a WebSocket operation counts as an HTTP request.
  const rateLimits = createApiRateLimits(options.rateLimits, services.rateLimits);
  const yoga = createApiYoga({ services, logger, production, takeCheck: rateLimits.takeCheck });
  const authenticate = createAuthenticator({ apiKeys: options.apiKeys, accounts: services.accounts });
  return {
    handleHttp: createHttpHandler({ yoga, authenticate, logger, production, rateLimits }),
    attachWebSocket: (server) =>
      attachWebSocket(server, {
        yoga,
        authenticate,
        production,
        rateLimits,
        keepAliveMs: options.keepAliveMs,
        proxyTrust: options.proxyTrust,
      }),
  };
}
