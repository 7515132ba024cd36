import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, getConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { createApp } from "./create-app";
import { startServices } from "./start-services";

async function main() {
  const config = getConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const { database, services } = await startServices(config, logger);
  const buildFile = pathToFileURL(path.resolve("build/server/index.js")).href;
  const build = (await import(buildFile)) as ServerBuild;
  const app = createApp({ config, services, logger, build });
  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info("kulit is serving", { url: `http://localhost:${config.PORT}`, database: database.dialect });
  });
  const stop = (signal: string) => {
    logger.info("shutting down", { signal });
    server.close(() => {
      void database.close().then(() => process.exit(0));
    });
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
