/**
 * The SMTP sink as a process, for the end-to-end suite (a Playwright webServer): listens on
 * MAIL_SINK_PORT and writes each received message as `<time>-<random>-<to>.eml` into
 * MAIL_SINK_DIR (read them with tests/support/mail-sink-files.ts). Mailboxes at
 * `undeliverable.test` are refused, so a test can see what a visitor sees when mail fails.
 * Runs until stopped.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { mailFileName } from "~/server/mail/mail-file-name.server";
import { writeFileDurably } from "~/server/storage/durable-file.server";
import { startSmtpSink, undeliverableDomain } from "./smtp-sink";

const env = z
  .object({
    MAIL_SINK_PORT: z.coerce.number().int().min(1).max(65_535),
    MAIL_SINK_DIR: z.string().min(1),
  })
  .parse(process.env);

const dir = path.resolve(env.MAIL_SINK_DIR);
mkdirSync(dir, { recursive: true });

const sink = await startSmtpSink({
  port: env.MAIL_SINK_PORT,
  refusesRecipient: (address) => address.toLowerCase().endsWith(`@${undeliverableDomain}`),
  // Written atomically (temporary file, rename), so a test polling the folder never reads half a message.
  onMail: (mail) =>
    writeFileDurably(path.join(dir, mailFileName(mail.to, new Date(mail.receivedAt))), Buffer.from(mail.raw)),
});
console.log(`smtp sink listening on ${sink.url}, writing messages to ${dir}`);

function stop(): void {
  void sink.close().then(() => process.exit(0));
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
