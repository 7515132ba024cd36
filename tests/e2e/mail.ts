import { randomUUID } from "node:crypto";
import type { ReceivedMail } from "../support/smtp-sink";
import { waitForSinkMail } from "../support/mail-sink-files";

/**
 * The mails the server sent during the end-to-end run, read from the SMTP sink's folder
 * (a Playwright webServer; playwright.config.ts exports its folder as MAIL_SINK_DIR).
 */
function sinkDir(): string {
  const dir = process.env.MAIL_SINK_DIR;
  if (!dir) throw new Error("MAIL_SINK_DIR is not set: run the tests through playwright.config.ts");
  return dir;
}

/** A fresh address per test, so tests never see each other's mail or accounts. */
export function uniqueEmail(): string {
  return `e2e-${randomUUID().slice(0, 12)}@example.com`;
}

/**
 * The first mail to `to` received at or after `since` (Date.now() before the action that sends
 * it) whose subject matches; waits up to 10 s for it to arrive.
 */
export function mailTo(to: string, since: number, subject: RegExp | string): Promise<ReceivedMail> {
  const matches = (actual: string) => (typeof subject === "string" ? actual === subject : subject.test(actual));
  // The file's time comes from the file system, which may round to the millisecond below.
  return waitForSinkMail(sinkDir(), to, (mail) => mail.receivedAt >= since - 1 && matches(mail.subject));
}

/** The 6-digit code of the first code mail to `to` since `since`, read from its text. */
export async function codeFromMail(to: string, since: number, subject: RegExp): Promise<string> {
  const mail = await mailTo(to, since, subject);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail "${mail.subject}" to ${to}`);
  return code;
}
