import { pathToFileURL } from "node:url";
import { ConfigError, getConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { projectPath } from "~/server/project-root.server";
import { closeServer } from "./close-server";
import { keepIdleConnectionsOpen } from "./idle-connections";
import type { SiteEntryModule } from "./site-entry-module";

async function main() {
  const config = getConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // A promise someone forgot to handle is a bug to log, not a reason to stop serving everyone.
  process.on("unhandledRejection", (reason) => logger.error("unhandled promise rejection", { error: reason }));
  // The services, the app and the pages come from one bundle, so they share one copy of every
  // module (server/site-entry.ts).
  const site = (await import(pathToFileURL(projectPath("build/server/index.js")).href)) as SiteEntryModule;
  const { database, services } = await site.startServices(config, logger);
  const graphql = site.createGraphqlApiFromConfig(config, services, logger);
  const app = site.createApp({ config, services, logger, graphql, build: site.build });
  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info("kulit is serving", { url: `http://localhost:${config.PORT}`, database: database.dialect });
  });
  keepIdleConnectionsOpen(server);
  const subscriptions = graphql.attachWebSocket(server);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    logger.info("shutting down", { signal, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS });
    // Open WebSockets would keep the server from closing; they are told to go first.
    subscriptions
      .close()
      .then(() =>
        closeServer(server, timeoutMs, (openConnections) =>
          logger.warn("shutdown timeout: closing connections still open", { openConnections }),
        ),
      )
      .then(() => services.analysisEvents.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error("shutdown failed", { error });
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("kulit failed to start", error);
  }
  process.exit(1);
});
