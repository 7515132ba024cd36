import { afterAll, beforeAll } from "vitest";
import { type MailSink, startMailSink } from "./mail-sink-process";
import { createSiteDatabase, type Dialect, type SiteDatabase } from "./site-database";
import { type Site, startSite } from "./site-process";

export interface ScenarioSiteOptions {
  /** Start on an empty SQLite data folder, so the site imports the demo catalogue itself. */
  empty?: boolean;
  /** More of the site's environment, read when the site starts (after earlier hooks have run). */
  env?: () => Record<string, string>;
}

export interface ScenarioSite {
  readonly database: SiteDatabase;
  readonly sink: MailSink;
  readonly site: Site;
  /** How long the site took to answer /healthz (ms). */
  readonly startMs: number;
}

/**
 * The parts every scenario runs on: a fresh database, the SMTP sink and the production server,
 * started before the file's tests (after any hooks registered earlier) and stopped after them,
 * whatever failed on the way.
 */
export function scenarioSite(dialect: Dialect, options: ScenarioSiteOptions = {}): ScenarioSite {
  let database: SiteDatabase | undefined;
  let sink: MailSink | undefined;
  let site: Site | undefined;
  let startMs = 0;

  beforeAll(async () => {
    database = await createSiteDatabase(dialect, { empty: options.empty });
    sink = await startMailSink();
    const started = performance.now();
    site = await startSite({ database, smtpUrl: sink.url, env: options.env?.() });
    startMs = performance.now() - started;
  });

  afterAll(async () => {
    if (site?.running()) await site.stop();
    await sink?.destroy();
    await database?.destroy();
  });

  function started<T>(part: T | undefined, what: string): T {
    if (part === undefined) throw new Error(`the scenario's ${what} is not started yet`);
    return part;
  }
  return {
    get database() {
      return started(database, "database");
    },
    get sink() {
      return started(sink, "mail sink");
    },
    get site() {
      return started(site, "site");
    },
    get startMs() {
      return startMs;
    },
  };
}
