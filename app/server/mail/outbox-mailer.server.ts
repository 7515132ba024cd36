import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.server";
import { writeFileDurably } from "../storage/durable-file.server";
import { singleRecipient } from "./addresses.server";
import { mailFileName } from "./mail-file-name.server";
import type { Mailer } from "./mailer.server";

export interface OutboxMailerSettings {
  /** The folder of the `.eml` files; the server passes `DATA_DIR/outbox`. */
  dir: string;
  from: string;
  logger: Logger;
}

/**
 * Development mail (README, "Configuration"): each message becomes a standard `.eml` file (open it in
 * any mail program, or read the code in a text editor), written durably, and one log line
 * says where. The log line never holds the body: it carries codes.
 */
export function createOutboxMailer(settings: OutboxMailerSettings): Mailer {
  // nodemailer composes the message exactly as it would send it; CRLF line ends as in RFC 5322.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(mail) {
      const to = singleRecipient(mail.to);
      const info = await transport.sendMail({
        from: settings.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (!Buffer.isBuffer(info.message)) throw new Error("the stream transport returned no buffer");
      const file = path.join(settings.dir, mailFileName(to));
      await writeFileDurably(file, info.message);
      settings.logger.info("mail written to outbox", { path: file, to });
    },
    async close() {
      transport.close();
    },
  };
}
