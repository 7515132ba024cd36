import type http from "node:http";
import type express from "express";
import type { Logger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";
import { createAuthenticator } from "./authenticate.server";
import { createHttpHandler } from "./http-handler.server";
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
  rateLimits: { perKeyPerMinute: number; perIpPerMinute: number };
}

/** The public GraphQL API of spec §7 / DESIGN.md §8, over HTTP and WebSocket. */
export function createGraphqlApi(options: GraphqlApiOptions): GraphqlApi {
  const { services, logger, production } = options;
  const yoga = createApiYoga({ services, logger, production });
  const authenticate = createAuthenticator({ apiKeys: options.apiKeys, accounts: services.accounts });
  return {
    handleHttp: createHttpHandler({ yoga, authenticate, logger, production, rateLimits: options.rateLimits }),
    attachWebSocket: (server) => attachWebSocket(server, { yoga, authenticate, production }),
  };
}
