import { readFile } from "node:fs/promises";
import { AccountRepository } from "~/server/accounts/account-repository.server";
import { createAccountService } from "~/server/accounts/account-service.server";
import { resolveAuthSecret } from "~/server/accounts/auth-secret.server";
import { createBetterAuth } from "~/server/accounts/better-auth.server";
import { socialProviderSetup } from "~/server/accounts/social-providers.server";
import { createInProcessAnalysisEvents } from "~/server/analysis/analysis-events.server";
import { createAnalysisService } from "~/server/analysis/analysis-service.server";
import { createPostgresAnalysisEvents } from "~/server/analysis/postgres-analysis-events.server";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { type AppConfig, socialSignInSettings } from "~/server/config/config.server";
import { type DatabaseHandle, openDatabase, pingDatabase } from "~/server/db/database.server";
import { isDatabaseUnavailable } from "~/server/db/database-unavailable.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { demoCatalogueImportLock, oneInstanceAtATime } from "~/server/db/one-instance-at-a-time.server";
import type { Logger } from "~/server/logger.server";
import type { Mailer } from "~/server/mail/mailer.server";
import { createMailer } from "~/server/mail/mailer-from-config.server";
import { type AppServices, createServices } from "~/server/services.server";
import { projectPath } from "~/server/project-root.server";
import { RoutineRepository } from "~/server/routine/routine-repository.server";
import { createSharedRateLimits } from "~/server/rate-limit/shared-rate-limits.server";
import { createObjectStorage } from "~/server/storage/object-storage-from-config.server";
import { parseCountriesCsv } from "~/domain/countries-csv";
import { defaultResendLimits } from "~/domain/mail-resend-limits";
import type { ScoreNoise } from "~/domain/questionnaire";

export interface StartedServices {
  database: DatabaseHandle;
  services: AppServices;
  mailer: Mailer;
}

/** What tests may change about the services; production uses none of it. */
export interface StartOptions {
  /** The clock of the account rules (mail limits, back-off, access-token expiry); tests move it on instead of waiting. */
  now?: () => number;
  /** Whether an empty database gets the demo catalogue (default true). */
  importDemoCatalogue?: boolean;
  /** Where that catalogue's data files are (default the demo catalogue's, data/); a test may give a smaller one. */
  demoCatalogueDir?: string;
  /** The r of the score rule; tests fix it to tell which draw a saved analysis got. */
  scoreNoise?: ScoreNoise;
}

/** The demo catalogue's data files, shipped with the project. */
const demoCatalogueDir = projectPath("data");
/** The location step's countries, which the site also serves as a static file. */
const countriesFile = projectPath("public/data/countries.csv");

/** How long start-up waits between tries while the database cannot be reached, at most. */
const maxStartRetryMs = 30_000;

/**
 * Waits until the database answers: a server started while PostgreSQL restarts (or before it
 * is up, as in a compose file) keeps trying and says so, instead of exiting. Any other error
 * (a wrong password, a bad URL) ends start-up at once.
 */
async function untilDatabaseAnswers(database: DatabaseHandle, logger: Logger): Promise<void> {
  for (let delay = 1_000; ; delay = Math.min(delay * 2, maxStartRetryMs)) {
    try {
      await pingDatabase(database.db);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn("waiting for the database to answer", { dialect: database.dialect, retryInMs: delay, error });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Opens the database, brings its schema up to date, builds the services, and on an empty
 * database imports the demo catalogue, so a fresh `npm start` shows a real catalogue.
 */
export async function startServices(
  config: AppConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<StartedServices> {
  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, logger });
  await untilDatabaseAnswers(database, logger);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info("database migrated", { dialect: database.dialect, applied });

  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger });
  const storage = createObjectStorage({ storageUrl: config.STORAGE_URL, dataDir: config.DATA_DIR });
  const analysisEvents =
    database.dialect === "postgres" && config.DATABASE_URL
      ? createPostgresAnalysisEvents({ connectionString: config.DATABASE_URL, logger })
      : createInProcessAnalysisEvents();
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const analyses = createAnalysisService({
    db: database.db,
    storage,
    secret,
    noise: options.scoreNoise,
    events: analysisEvents,
    logger,
  });
  const repository = new AccountRepository(database.db, database.dialect);
  const social = socialProviderSetup(socialSignInSettings(config));
  const auth = createBetterAuth({
    db: database.db,
    dialect: database.dialect,
    secret,
    publicUrl: config.PUBLIC_URL,
    mailer,
    repository,
    logger,
    rateLimitFactor: config.AUTH_RATE_LIMIT_FACTOR,
    mailLimits: { ...defaultResendLimits, minIntervalMs: config.MAIL_RESEND_INTERVAL_SECONDS * 1000 },
    social,
    accessTokenLifetimeSeconds: config.ACCESS_TOKEN_LIFETIME_SECONDS,
    now: options.now,
  });
  const accounts = createAccountService({
    auth,
    repository,
    analyses,
    routines: new RoutineRepository(database.db),
    publicUrl: config.PUBLIC_URL,
    logger,
    socialProviders: social.offered,
    now: options.now,
  });
  const countries = parseCountriesCsv(await readFile(countriesFile, "utf8"));
  const services = createServices({
    db: database.db,
    accounts,
    analyses,
    analysisEvents,
    secret,
    countries,
    rateLimits: createSharedRateLimits(database, logger),
    analysisPreviewPerMinute: config.ANALYSIS_PREVIEW_RATE_LIMIT_PER_MINUTE,
    checkPagePerMinute: config.CHECK_RATE_LIMIT_PER_MINUTE,
    catalogueDate: config.CATALOGUE_DATE,
  });

  // Instances started at once take turns, so only the first imports into an empty database.
  await oneInstanceAtATime(database, demoCatalogueImportLock, async () => {
    if (!(options.importDemoCatalogue ?? true) || !(await services.catalog.isEmpty())) return;
    const report = await importCatalogue(database.db, { dataDir: options.demoCatalogueDir ?? demoCatalogueDir });
    logger.info("demo catalogue imported into the empty database", {
      products: report.products,
      ingredients: report.ingredients,
      rejectedRows: report.rejections.length,
      durationMs: report.durationMs,
    });
  });
  return { database, services, mailer };
}
