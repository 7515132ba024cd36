import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ScoreNoise } from "~/domain/questionnaire";
import { parseConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { keepIdleConnectionsOpen } from "../../../server/idle-connections";
import type { StartedServices } from "../../../server/start-services";
import { madeForFile } from "./made-for-file";
import { loadSiteBuild } from "./site-build";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { testApiKey, testAuthSecret } from "./test-keys";

export interface PageServer {
  /** `http://127.0.0.1:{port}` */
  baseUrl: string;
  /** A valid `x-api-key` for `/graphql`. */
  apiKey: string;
  database: TestDatabase;
  started: StartedServices;
  close(): Promise<void>;
}

export interface PageServerOptions {
  /** Whether the database holds the demo catalogue (default true); without it the server starts sooner. */
  catalogue?: boolean;
  /** More configuration, as environment variables (e.g. a raised AUTH_RATE_LIMIT_FACTOR). */
  env?: Record<string, string>;
  /** The r of the score rule, fixed so that a saved score tells which draw it got. */
  scoreNoise?: ScoreNoise;
  /**
   * A database another server uses too, as a second instance of the site would (the caller
   * destroys it); default a fresh one of this server's own.
   */
  sharedDatabase?: TestDatabase;
}

/**
 * The whole site as `npm start` serves it (the production build of the pages, `/api/auth`,
 * `/graphql`), started by the same `startServices` on a fresh database of the run's dialect that
 * holds the demo catalogue (a copy of the run's one import, as start-up would have imported it),
 * with no NODE_ENV and the outbox mailer: the configuration a newcomer would expose.
 */
export async function startPageServer(options: PageServerOptions = {}): Promise<PageServer> {
  const site = await loadSiteBuild();
  const catalogue = options.catalogue ?? true;
  const database = options.sharedDatabase ?? (await createTestDatabase({ catalogue }));
  const server = createServer();
  // As the served site does: a kept-alive socket the client reuses is not closed under it.
  keepIdleConnectionsOpen(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = parseConfig({
    PUBLIC_URL: baseUrl,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    AUTH_SECRET: testAuthSecret,
    API_KEYS: testApiKey,
    ...options.env,
  });
  const logger = createLogger((process.env.KULIT_TEST_LOG_LEVEL as "debug") ?? "error");
  const started = await site.startServices(config, logger, {
    importDemoCatalogue: catalogue,
    scoreNoise: options.scoreNoise,
  });
  const graphql = site.createGraphqlApiFromConfig(config, started.services, logger);
  server.on("request", site.createApp({ config, services: started.services, logger, graphql, build: site.build }));
  return {
    baseUrl,
    apiKey: testApiKey,
    database,
    started,
    async close() {
      await started.services.analysisEvents.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await started.mailer.close();
      await started.database.close();
      if (options.sharedDatabase === undefined) await database.destroy();
    },
  };
}

/**
 * The site for the calling test file (`startPageServer`): started in the file's `beforeAll`,
 * closed in its `afterAll`. Read it inside tests: it exists from the file's `beforeAll` on.
 */
export function pageServerForFile(options: PageServerOptions = {}): PageServer {
  const ready = madeForFile(
    "the site",
    () => startPageServer(options),
    (site) => site.close(),
  );
  return {
    get baseUrl() {
      return ready().baseUrl;
    },
    get apiKey() {
      return ready().apiKey;
    },
    get database() {
      return ready().database;
    },
    get started() {
      return ready().started;
    },
    close: () => ready().close(),
  };
}
