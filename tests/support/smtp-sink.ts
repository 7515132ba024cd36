import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/** One message as one recipient received it. */
export interface ReceivedMail {
  /** The envelope recipient, lower-cased. */
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  /** The message exactly as it came over the wire (RFC 5322). */
  raw: string;
  /** Date.now() when the message was accepted. */
  receivedAt: number;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  mailsTo(to: string): ReceivedMail[];
  /**
   * The first message to `to` (matching the predicate) received so far, or the next one to
   * arrive; rejects after `timeoutMs` naming what did arrive for that address.
   */
  waitForMail(to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Default 0: a free port. */
  port?: number;
  host?: string;
  /** Called for each received message before the sender gets its answer; a throw refuses the message. */
  onMail?: (mail: ReceivedMail) => Promise<void>;
  /**
   * Recipients the server refuses at `RCPT TO` with "550 mailbox unavailable", as a real server
   * does for a mailbox it does not have: the sender's mail fails, permanently.
   */
  refusesRecipient?: (address: string) => boolean;
}

/** The domain whose mailboxes the sink refuses when started for the end-to-end suite. */
export const undeliverableDomain = "undeliverable.test";

/** Parses a raw message for one recipient; also used to read the sink's `.eml` files. */
export async function parseReceivedMail(raw: string, to: string, receivedAt: number): Promise<ReceivedMail> {
  const email = await PostalMime.parse(raw);
  return {
    to: to.toLowerCase(),
    subject: email.subject ?? "",
    text: email.text ?? "",
    html: email.html,
    raw,
    receivedAt,
  };
}

interface Waiter {
  to: string;
  accepts: (mail: ReceivedMail) => boolean;
  resolve: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server in this process (no TLS, no authentication) that keeps every message
 * in memory, for tests of the code that sends mail.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<Waiter>();

  function deliver(mail: ReceivedMail): void {
    received.push(mail);
    for (const waiter of waiters) {
      if (waiter.to === mail.to && waiter.accepts(mail)) {
        waiters.delete(waiter);
        waiter.resolve(mail);
      }
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    closeTimeout: 2_000,
    onRcptTo(address, _session, callback) {
      if (options.refusesRecipient?.(address.address) === true) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error: Error) => callback(error));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const receivedAt = Date.now();
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        Promise.all(recipients.map((to) => parseReceivedMail(raw, to, receivedAt)))
          .then(async (mails) => {
            for (const mail of mails) await options.onMail?.(mail);
            mails.forEach(deliver);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => received.filter((mail) => mail.to === to.toLowerCase());

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mailsTo,
    waitForMail(to, predicate = () => true, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const already = mailsTo(address).find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          to: address,
          accepts: predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = mailsTo(address).map((mail) => mail.subject);
          reject(new Error(`no matching mail to ${to} within ${timeoutMs} ms (received: ${JSON.stringify(subjects)})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
