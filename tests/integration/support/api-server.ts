import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createGraphqlApiFromConfig } from "~/adapters/graphql/graphql-api-from-config.server";
import { parseConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";
import { createApp } from "../../../server/create-app";
import { keepIdleConnectionsOpen } from "../../../server/idle-connections";
import { startServices } from "../../../server/start-services";
import { type SmtpSink, startSmtpSink } from "../../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { testApiKey, testAuthSecret } from "./test-keys";

export interface ApiServerOptions {
  /** NODE_ENV=production: no introspection, no GraphiQL. Default false. */
  production?: boolean;
  apiRateLimitPerMinute?: number;
  ipRateLimitPerMinute?: number;
  /** `checkIngredients` calls per key or user per minute (API_CHECK_RATE_LIMIT_PER_MINUTE); default high. */
  checkRateLimitPerMinute?: number;
  /** Start with the demo catalogue of data/ (default true), a copy of the run's one import. */
  catalogue?: boolean;
  /** How often WebSockets are pinged; default the real interval (12 s). */
  keepAliveSeconds?: number;
  /** The clock of the account rules and access tokens; default the real one. */
  now?: () => number;
  /**
   * A database another server uses too, as a second instance of the site would (the caller
   * destroys it); default a fresh one of this server's own.
   */
  sharedDatabase?: TestDatabase;
}

export interface ApiServer {
  /** `http://127.0.0.1:{port}` */
  baseUrl: string;
  /** `{baseUrl}/graphql` */
  graphqlUrl: string;
  /** `ws://127.0.0.1:{port}/graphql` */
  wsUrl: string;
  /** A valid `x-api-key`. */
  apiKey: string;
  database: TestDatabase;
  services: AppServices;
  /** Receives the account mails (verification codes) over real SMTP. */
  sink: SmtpSink;
  close(): Promise<void>;
}

/**
 * The real server (Express app with `/api/auth`, `/graphql` and its WebSocket, without the
 * React pages) on a free port, built by the same `startServices` as `npm start`, over a
 * database of the run's dialect, with SMTP to an in-process server and the demo catalogue.
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const database = options.sharedDatabase ?? (await createTestDatabase({ catalogue: options.catalogue ?? true }));
  const sink = await startSmtpSink();
  const logger = createLogger("error");
  const production = options.production ?? false;

  // The public URL must be the server's own origin (issuer of access tokens, trusted origin),
  // so the port is taken before the services are built.
  const server = createServer();
  // As the served site does: a kept-alive socket the client reuses is not closed under it.
  keepIdleConnectionsOpen(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    NODE_ENV: production ? "production" : "test",
    PUBLIC_URL: baseUrl,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    SMTP_URL: sink.url,
    AUTH_SECRET: testAuthSecret,
    API_KEYS: testApiKey,
    API_RATE_LIMIT_PER_MINUTE: String(options.apiRateLimitPerMinute ?? 100_000),
    API_IP_RATE_LIMIT_PER_MINUTE: String(options.ipRateLimitPerMinute ?? 100_000),
    API_CHECK_RATE_LIMIT_PER_MINUTE: String(options.checkRateLimitPerMinute ?? 100_000),
    AUTH_RATE_LIMIT_FACTOR: "100",
    GRAPHQL_KEEP_ALIVE_SECONDS: options.keepAliveSeconds?.toString(),
  });
  const started = await startServices(config, logger, {
    now: options.now,
    importDemoCatalogue: false,
  });
  const { services } = started;
  const graphql = createGraphqlApiFromConfig(config, services, logger);
  server.on("request", createApp({ config, services, logger, graphql }));
  const subscriptions = graphql.attachWebSocket(server);

  return {
    baseUrl,
    graphqlUrl: `${baseUrl}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    apiKey: testApiKey,
    database,
    services,
    sink,
    async close() {
      await subscriptions.close();
      await services.analysisEvents.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await started.mailer.close();
      await started.database.close();
      await sink.close();
      if (options.sharedDatabase === undefined) await database.destroy();
    },
  };
}
