import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createGraphqlApiFromConfig } from "~/adapters/graphql/graphql-api-from-config.server";
import { ConfigError, getConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { projectPath } from "~/server/project-root.server";
import { closeServer } from "./close-server";
import { createApp } from "./create-app";
import { keepIdleConnectionsOpen } from "./idle-connections";
import { startServices } from "./start-services";

async function main() {
  const config = getConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // A promise someone forgot to handle is a bug to log, not a reason to stop serving everyone.
  process.on("unhandledRejection", (reason) => logger.error("unhandled promise rejection", { error: reason }));
  const { database, services } = await startServices(config, logger);
  const buildFile = pathToFileURL(projectPath("build/server/index.js")).href;
  const build = (await import(buildFile)) as ServerBuild;
  const graphql = createGraphqlApiFromConfig(config, services, logger);
  const app = createApp({ config, services, logger, graphql, build });
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
