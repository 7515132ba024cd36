/** One message to one person; `text` is always there, `html` when the template has one. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail: over SMTP when `SMTP_URL` is set, else into `DATA_DIR/outbox/` as `.eml`
 * files (development only; README, "Configuration"). Resolves once the message is accepted by the
 * SMTP server or written to disk; rejects otherwise.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
