import path from "node:path";
import { ConfigError } from "../config/config.server";
import type { Logger } from "../logger.server";
import { isSenderAddress } from "./addresses.server";
import type { Mailer } from "./mailer.server";
import { createOutboxMailer } from "./outbox-mailer.server";
import { createSmtpMailer } from "./smtp-mailer.server";

export interface MailerSettings {
  /** `SMTP_URL`; without it mail goes to `DATA_DIR/outbox/` (the configuration refuses that in production). */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`. */
  from: string;
  dataDir: string;
  logger: Logger;
}

/** The mailer the configuration asks for (README, "Configuration"); a bad SMTP_URL or MAIL_FROM throws a ConfigError. */
export function createMailer(settings: MailerSettings): Mailer {
  if (!isSenderAddress(settings.from)) {
    throw new ConfigError(
      "Invalid configuration:\n  MAIL_FROM: must be one address, e.g. kulit <no-reply@kulit.example>",
    );
  }
  if (settings.smtpUrl !== undefined) return createSmtpMailer({ smtpUrl: settings.smtpUrl, from: settings.from });
  return createOutboxMailer({
    dir: path.join(settings.dataDir, "outbox"),
    from: settings.from,
    logger: settings.logger,
  });
}
