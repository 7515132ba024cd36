import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AccountRepository } from "~/server/accounts/account-repository.server";
import { type AccountService, createAccountService } from "~/server/accounts/account-service.server";
import { clientIpHeader, createBetterAuth } from "~/server/accounts/better-auth.server";
import { type AnalysisService, createAnalysisService } from "~/server/analysis/analysis-service.server";
import { createLogger } from "~/server/logger.server";
import { createSmtpMailer } from "~/server/mail/smtp-mailer.server";
import { createLocalFolderStorage } from "~/server/storage/local-folder-storage.server";
import { type SmtpSink, startSmtpSink } from "../../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const publicUrl = "http://kulit.test";
export const testAuthSecret = "integration-test-secret-that-is-long-enough-0123456789";

export interface TestAccounts {
  database: TestDatabase;
  accounts: AccountService;
  analyses: AnalysisService;
  sink: SmtpSink;
  /** The clock of our own rules (resend limits, back-off); move it with `advance`. */
  advance(ms: number): void;
  destroy(): Promise<void>;
}

/** The real account stack: database of the run's dialect, better-auth, SMTP to an in-process server, a storage folder. */
export async function createTestAccounts(
  options: {
    rateLimitFactor?: number;
    /** Where mail goes; the in-process sink unless a test needs a mail server that is down. */
    smtpUrl?: string;
  } = {},
): Promise<TestAccounts> {
  const database = await createTestDatabase();
  const sink = await startSmtpSink();
  const uploads = mkdtempSync(path.join(tmpdir(), "kulit-uploads-"));
  const logger = createLogger("error");
  const mailer = createSmtpMailer({ smtpUrl: options.smtpUrl ?? sink.url, from: "kulit <no-reply@kulit.test>" });
  const analyses = createAnalysisService({ db: database.db, storage: createLocalFolderStorage(uploads) });
  const repository = new AccountRepository(database.db, database.dialect);
  let offset = 0;
  const auth = createBetterAuth({
    db: database.db,
    dialect: database.dialect,
    secret: testAuthSecret,
    publicUrl,
    mailer,
    repository,
    logger,
    rateLimitFactor: options.rateLimitFactor ?? 100,
    now: () => Date.now() + offset,
  });
  const accounts = createAccountService({ auth, repository, analyses, publicUrl, logger });
  return {
    database,
    accounts,
    analyses,
    sink,
    advance(ms) {
      offset += ms;
    },
    async destroy() {
      await mailer.close();
      await sink.close();
      await database.destroy();
      rmSync(uploads, { recursive: true, force: true });
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
