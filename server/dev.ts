import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createGraphqlApiFromConfig } from "~/adapters/graphql/graphql-api-from-config.server";
import { ConfigError, getConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { createApp } from "./create-app";
import { keepIdleConnectionsOpen } from "./idle-connections";
import { startServices } from "./start-services";

async function main() {
  // The development server shows error details; `npm start` never does unless asked.
  process.env.NODE_ENV ??= "development";
  const config = getConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const { services } = await startServices(config, logger);
  const graphql = createGraphqlApiFromConfig(config, services, logger);
  const vite = await createServer({ server: { middlewareMode: true } });
  const app = createApp({
    config,
    services,
    logger,
    graphql,
    devMiddleware: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info("kulit dev server with hot reload", { url: `http://localhost:${config.PORT}` });
  });
  keepIdleConnectionsOpen(server);
  graphql.attachWebSocket(server);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
