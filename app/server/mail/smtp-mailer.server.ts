import nodemailer from "nodemailer";
import { ConfigError } from "../config/config.server";
import { singleRecipient } from "./addresses.server";
import type { Mailer } from "./mailer.server";

export interface SmtpMailerSettings {
  /**
   * `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
   * `smtps://user:pass@host:465` (TLS from the start); user and password URL-encoded.
   * nodemailer's URL options apply too, e.g. `?pool=true` to keep connections open.
   */
  smtpUrl: string;
  /** `MAIL_FROM`, e.g. `kulit <no-reply@kulit.example>`. */
  from: string;
}

/** Mail over SMTP (README, "Configuration"), required in production. */
export function createSmtpMailer(settings: SmtpMailerSettings): Mailer {
  let protocol: string;
  try {
    protocol = new URL(settings.smtpUrl).protocol;
  } catch {
    throw new ConfigError("Invalid configuration:\n  SMTP_URL: is not a URL (expected smtp://… or smtps://…)");
  }
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new ConfigError("Invalid configuration:\n  SMTP_URL: must start with smtp:// or smtps://");
  }
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    // A visitor waits for the code mail to be accepted; nodemailer's defaults wait minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: settings.from,
        to: singleRecipient(mail.to),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
