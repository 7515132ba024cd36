import path from "node:path";
import { resolveApiKeys } from "~/server/api/api-keys.server";
import type { AppConfig } from "~/server/config/config.server";
import type { Logger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";
import { proxyTrust } from "../http/client-address.server";
import { createGraphqlApi, type GraphqlApi } from "./graphql-api.server";

/**
 * The API as configured (README, "Configuration"). Without API_KEYS, one key is generated on
 * first start and kept in DATA_DIR; the log says where to find it, never the key itself.
 */
export function createGraphqlApiFromConfig(config: AppConfig, services: AppServices, logger: Logger): GraphqlApi {
  const apiKeys = resolveApiKeys(config.API_KEYS, config.DATA_DIR);
  if (config.API_KEYS === undefined || config.API_KEYS.length === 0) {
    logger.info("no API_KEYS configured: the x-api-key for /graphql is kept in a file", {
      file: path.join(config.DATA_DIR, "api-key"),
    });
  }
  return createGraphqlApi({
    services,
    logger,
    production: config.NODE_ENV === "production",
    apiKeys,
    rateLimits: {
      perKeyPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
      perIpPerMinute: config.API_IP_RATE_LIMIT_PER_MINUTE,
      checksPerKeyPerMinute: config.API_CHECK_RATE_LIMIT_PER_MINUTE,
    },
    keepAliveMs: config.GRAPHQL_KEEP_ALIVE_SECONDS * 1000,
    proxyTrust: proxyTrust(config.TRUST_PROXY),
  });
}
