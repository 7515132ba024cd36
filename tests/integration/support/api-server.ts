import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createGraphqlApi } from "~/adapters/graphql/graphql-api.server";
import { AccountRepository } from "~/server/accounts/account-repository.server";
import { createAccountService } from "~/server/accounts/account-service.server";
import { createBetterAuth } from "~/server/accounts/better-auth.server";
import { createInProcessAnalysisEvents } from "~/server/analysis/analysis-events.server";
import { createAnalysisService } from "~/server/analysis/analysis-service.server";
import { createPostgresAnalysisEvents } from "~/server/analysis/postgres-analysis-events.server";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { createLogger } from "~/server/logger.server";
import { createSmtpMailer } from "~/server/mail/smtp-mailer.server";
import { type AppServices, createServices } from "~/server/services.server";
import { createLocalFolderStorage } from "~/server/storage/local-folder-storage.server";
import { parseConfig } from "~/server/config/config.server";
import { createApp } from "../../../server/create-app";
import { type SmtpSink, startSmtpSink } from "../../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface ApiServerOptions {
  /** NODE_ENV=production: no introspection, no GraphiQL. Default false. */
  production?: boolean;
  /** Lifetime of access tokens; default the real one (1 h). */
  accessTokenSeconds?: number;
  apiRateLimitPerMinute?: number;
  ipRateLimitPerMinute?: number;
  /** Import the demo catalogue from data/ (default true). */
  catalogue?: boolean;
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

const testApiKey = "integration-test-api-key-0123456789";
const secret = "integration-test-secret-that-is-long-enough-0123456789";

/**
 * The real server (Express app with `/api/auth`, `/graphql` and its WebSocket, without the
 * React pages) on a free port, over a database of the run's dialect, with the real account
 * stack, SMTP to an in-process server and the demo catalogue.
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const database = await createTestDatabase();
  const sink = await startSmtpSink();
  const uploads = mkdtempSync(path.join(tmpdir(), "kulit-api-uploads-"));
  const logger = createLogger("error");
  const production = options.production ?? false;
  if (options.catalogue ?? true) {
    await importCatalogue(database.db, { dataDir: path.resolve("data"), now: new Date("2025-06-01T12:00:00Z") });
  }
  const mailer = createSmtpMailer({ smtpUrl: sink.url, from: "kulit <no-reply@kulit.test>" });
  const analysisEvents = database.databaseUrl
    ? createPostgresAnalysisEvents({ connectionString: database.databaseUrl, logger })
    : createInProcessAnalysisEvents();
  const analyses = createAnalysisService({
    db: database.db,
    storage: createLocalFolderStorage(uploads),
    events: analysisEvents,
  });
  const repository = new AccountRepository(database.db, database.dialect);

  // The public URL must be the server's own origin (issuer of access tokens, trusted origin),
  // so the port is taken before the services are built.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    NODE_ENV: production ? "production" : "test",
    PUBLIC_URL: baseUrl,
    DATA_DIR: database.dataDir,
    SMTP_URL: sink.url,
    AUTH_SECRET: secret,
    API_KEYS: testApiKey,
    API_RATE_LIMIT_PER_MINUTE: String(options.apiRateLimitPerMinute ?? 100_000),
    API_IP_RATE_LIMIT_PER_MINUTE: String(options.ipRateLimitPerMinute ?? 100_000),
    AUTH_RATE_LIMIT_FACTOR: "100",
  });
  const auth = createBetterAuth({
    db: database.db,
    dialect: database.dialect,
    secret,
    publicUrl: baseUrl,
    mailer,
    repository,
    logger,
    rateLimitFactor: config.AUTH_RATE_LIMIT_FACTOR,
    accessTokenSeconds: options.accessTokenSeconds,
  });
  const accounts = createAccountService({ auth, repository, analyses, publicUrl: baseUrl, logger });
  const services = createServices({ db: database.db, accounts, analyses, analysisEvents, secret });
  const graphql = createGraphqlApi({
    services,
    logger,
    production,
    apiKeys: config.API_KEYS ?? [],
    rateLimits: {
      perKeyPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
      perIpPerMinute: config.API_IP_RATE_LIMIT_PER_MINUTE,
    },
  });
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
      await analysisEvents.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await mailer.close();
      await sink.close();
      await database.destroy();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
