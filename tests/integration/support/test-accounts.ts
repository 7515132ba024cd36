import type { AccountService } from "~/server/accounts/account-service.server";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import type { AnalysisService } from "~/server/analysis/analysis-service.server";
import { parseConfig } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { startServices } from "../../../server/start-services";
import { type SmtpSink, startSmtpSink } from "../../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { testAuthSecret } from "./test-keys";

export const publicUrl = "http://kulit.test";

export interface TestAccounts {
  database: TestDatabase;
  accounts: AccountService;
  analyses: AnalysisService;
  sink: SmtpSink;
  /** The clock of our own rules (resend limits, back-off); move it with `advance`. */
  advance(ms: number): void;
  /**
   * Stops the clock in real time, so that a figure read from it (a lock's seconds left) does not
   * depend on how long the machine took between two calls; `advance` still moves it. Returns the
   * function that lets it run again.
   */
  freeze(): () => void;
  destroy(): Promise<void>;
}

/**
 * The real account stack, built by the same `startServices` as `npm start` (without the demo
 * catalogue): a database of the run's dialect, better-auth, SMTP to an in-process server,
 * selfies in the data folder, and a clock the test moves on.
 */
export async function createTestAccounts(
  options: {
    rateLimitFactor?: number;
    /** Where mail goes; the in-process sink unless a test needs a mail server that is down. */
    smtpUrl?: string;
  } = {},
): Promise<TestAccounts> {
  const database = await createTestDatabase();
  const sink = await startSmtpSink();
  const config = parseConfig({
    PUBLIC_URL: publicUrl,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    SMTP_URL: options.smtpUrl ?? sink.url,
    MAIL_FROM: "kulit <no-reply@kulit.test>",
    AUTH_SECRET: testAuthSecret,
    AUTH_RATE_LIMIT_FACTOR: String(options.rateLimitFactor ?? 100),
  });
  let offset = 0;
  let frozenAt: number | undefined;
  const started = await startServices(config, createLogger("error"), {
    now: () => (frozenAt ?? Date.now()) + offset,
    importDemoCatalogue: false,
  });
  const { accounts, analyses, analysisEvents } = started.services;
  return {
    database,
    accounts,
    analyses,
    sink,
    advance(ms) {
      offset += ms;
    },
    freeze() {
      frozenAt = Date.now();
      return () => {
        offset += (frozenAt ?? Date.now()) - Date.now();
        frozenAt = undefined;
      };
    },
    async destroy() {
      await analysisEvents.close();
      await started.mailer.close();
      await started.database.close();
      await sink.close();
      await database.destroy();
    },
  };
}

/** Request headers of a browser: its cookies, address and language. */
export function browser(options: { cookie?: string; ip?: string; language?: "en" | "id" } = {}): Headers {
  const headers = new Headers({ [clientIpHeader]: options.ip ?? "203.0.113.10", "user-agent": "integration-test" });
  const cookies = [options.language ? `i18next=${options.language}` : "", options.cookie ?? ""].filter(Boolean);
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  return headers;
}

/** The Cookie header a browser would send after receiving these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair !== "" && !pair.endsWith("="))
    .join("; ");
}

export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail: ${text}`);
  return code;
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}
