import { type ChildProcess, spawn } from "node:child_process";
import { openSync, closeSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../../scripts/free-port";
import { serverCommand } from "../../../scripts/server-command";
import { untilAnswers } from "../../../scripts/until-answers";
import type { SiteDatabase } from "./site-database";

/** The site's AUTH_SECRET: sessions signed before a restart must still be good after it. */
const authSecret = "resilience-suite-secret-that-is-long-enough-0123456789";
export const siteApiKey = "resilience-suite-api-key-0123456789";

export interface SiteOptions {
  database: SiteDatabase;
  /** SMTP_URL: production refuses to start without one. */
  smtpUrl: string;
  /** More configuration, as environment variables. */
  env?: Record<string, string>;
}

/** The production server in its own process, as `npm start` runs it. */
export interface Site {
  /** `http://127.0.0.1:{port}` */
  baseUrl: string;
  /** The running process's id (a restart changes it; an outage that recovers does not). */
  pid(): number;
  /** Whether the process is still running. */
  running(): boolean;
  /** SIGKILL: no shutdown, no flushing, as a crash or an OOM kill would end it. */
  kill9(): Promise<void>;
  /** Starts the same command on the same data and port; resolves with the time until /healthz said 200 (ms). */
  restart(): Promise<number>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts `serverCommand()` (the production build) with NODE_ENV=production on a free port, on
 * the given data, and waits until `/healthz` answers 200. Its output goes to `site.log` in the
 * data folder, which the errors name.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { database } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? "",
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: "kulit <no-reply@kulit.test>",
    AUTH_SECRET: authSecret,
    API_KEYS: siteApiKey,
    // Every request of the suite comes from one address; the limits per address are not its subject.
    AUTH_RATE_LIMIT_FACTOR: "1000",
    API_IP_RATE_LIMIT_PER_MINUTE: "1000000",
    API_RATE_LIMIT_PER_MINUTE: "1000000",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  const logFile = path.join(database.dataDir, "site.log");
  const { command, args } = serverCommand();

  async function launch(): Promise<ChildProcess> {
    const log = openSync(logFile, "a");
    const child = spawn(command, args, { env, stdio: ["ignore", log, log] });
    closeSync(log);
    await untilAnswers(`${baseUrl}/healthz`, child, { what: "the site", timeoutMs: 120_000, logFile });
    return child;
  }

  let child = await launch();
  return {
    baseUrl,
    pid: () => child.pid ?? -1,
    running: () => child.exitCode === null && child.signalCode === null,
    async kill9() {
      const gone = exited(child);
      child.kill("SIGKILL");
      await gone;
    },
    async restart() {
      const started = performance.now();
      child = await launch();
      return performance.now() - started;
    },
    async stop() {
      const gone = exited(child);
      child.kill("SIGTERM");
      await gone;
    },
  };
}
