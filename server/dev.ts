import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { ConfigError, getConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { keepIdleConnectionsOpen } from "./idle-connections";
import type { SiteEntryModule } from "./site-entry-module";

async function main() {
  // The development server shows error details; `npm start` never does unless asked.
  process.env.NODE_ENV ??= "development";
  const config = getConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const vite = await createServer({ server: { middlewareMode: true } });
  // Services and pages from Vite's one module graph, as the production bundle holds them
  // (server/site-entry.ts); the pages are asked for again on each request, for hot reload.
  const site = (await vite.ssrLoadModule("/server/site-entry.ts")) as SiteEntryModule;
  const { services } = await site.startServices(config, logger);
  const graphql = site.createGraphqlApiFromConfig(config, services, logger);
  const app = site.createApp({
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
