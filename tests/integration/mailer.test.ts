import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "~/domain/language";
import { ConfigError } from "~/server/config/config.server";
import { createLogger } from "~/server/logger.server";
import { existingAccountMail, passwordResetMail, verificationCodeMail } from "~/server/mail/account-mails.server";
import { createMailer } from "~/server/mail/mailer-from-config.server";
import { createOutboxMailer } from "~/server/mail/outbox-mailer.server";
import { createSmtpMailer } from "~/server/mail/smtp-mailer.server";
import { waitForSinkMail } from "../support/mail-sink-files";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { testDialect } from "./support/test-database";

const from = "kulit <no-reply@kulit.test>";
const languages: Language[] = ["en", "id"];

let counter = 0;
function address(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

// Mail touches no database: the PostgreSQL pass of the runner would only repeat this.
describe.skipIf(testDialect() === "postgres")("mail", () => {
  describe("account mail texts", () => {
    it.each(languages)("puts the code in the subject, the text and the HTML (%s)", (language) => {
      for (const mail of [verificationCodeMail(language, "482913"), passwordResetMail(language, "482913")]) {
        expect(mail.subject).toContain("482913");
        expect(mail.text).toMatch(/^ {4}482913$/m);
        expect(mail.text).toContain("10");
        expect(mail.html).toContain(">482913</p>");
        expect(mail.html).toContain(`<html lang="${language}">`);
      }
    });

    it("speaks the visitor's language", () => {
      expect(verificationCodeMail("en", "1").text).toMatch(/valid for 10 minutes/);
      expect(verificationCodeMail("en", "1").text).toMatch(/didn't ask for this/);
      expect(verificationCodeMail("id", "1").subject).toMatch(/kode/i);
      expect(verificationCodeMail("id", "1").text).toMatch(/berlaku selama 10 menit/);
      expect(passwordResetMail("id", "1").text).toMatch(/kata sandi baru/);
      expect(existingAccountMail("id", "https://k.test/id/signin", "https://k.test/id/forgot-password").text).toMatch(
        /sudah punya akun/,
      );
    });

    it("links the existing-account mail to sign-in and password reset, escaped in the HTML", () => {
      const mail = existingAccountMail("en", "https://k.test/en/signin?a=1&b=<x>", "https://k.test/en/forgot-password");
      expect(mail.text).toContain("https://k.test/en/signin?a=1&b=<x>");
      expect(mail.text).toContain("https://k.test/en/forgot-password");
      expect(mail.html).toContain('href="https://k.test/en/signin?a=1&amp;b=&lt;x&gt;"');
      expect(mail.html).not.toContain("<x>");
      expect(() => existingAccountMail("en", "javascript:alert(1)", "https://k.test/")).toThrow();
    });

    it("escapes whatever ends up in the HTML", () => {
      expect(verificationCodeMail("en", "<b>&").html).toContain("&lt;b&gt;&amp;");
    });
  });

  describe("over SMTP", () => {
    let sink: SmtpSink;

    beforeAll(async () => {
      sink = await startSmtpSink();
    });

    afterAll(async () => {
      await sink.close();
    });

    it.each(languages)("delivers the code mails with subject, text and HTML (%s)", async (language) => {
      const mailer = createSmtpMailer({ smtpUrl: sink.url, from });
      try {
        const to = address(`smtp-${language}`);
        await mailer.send({ to, ...verificationCodeMail(language, "123456") });
        await mailer.send({ to, ...passwordResetMail(language, "654321") });

        const verification = await sink.waitForMail(to, (mail) => mail.text.includes("123456"));
        expect(verification.subject).toBe(verificationCodeMail(language, "123456").subject);
        expect(verification.html).toContain(">123456</p>");
        expect(verification.raw).toMatch(/^From: kulit <no-reply@kulit\.test>\r?$/m);

        const reset = await sink.waitForMail(to, (mail) => mail.text.includes("654321"));
        expect(reset.subject).toBe(passwordResetMail(language, "654321").subject);
      } finally {
        await mailer.close();
      }
    });

    it("keeps non-ASCII subjects intact", async () => {
      const mailer = createSmtpMailer({ smtpUrl: sink.url, from });
      const to = address("utf8");
      await mailer.send({ to, subject: "Kode – ✓ kulit", text: "Halo — apa kabar?" });
      await mailer.close();
      const mail = await sink.waitForMail(to);
      expect([mail.subject, mail.text.trim()]).toEqual(["Kode – ✓ kulit", "Halo — apa kabar?"]);
    });

    it("refuses a recipient list, sending nothing", async () => {
      const mailer = createSmtpMailer({ smtpUrl: sink.url, from });
      const first = address("list-a");
      const second = address("list-b");
      await expect(mailer.send({ to: `${first}, ${second}`, subject: "x", text: "x" })).rejects.toThrow(
        /one recipient/,
      );
      await mailer.close();
      expect(sink.mailsTo(first)).toEqual([]);
      expect(sink.mailsTo(second)).toEqual([]);
    });

    it("rejects when no SMTP server answers", async () => {
      const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from });
      await expect(mailer.send({ to: address("down"), subject: "x", text: "x" })).rejects.toThrow();
      await mailer.close();
    });
  });

  describe("into the outbox", () => {
    let dataDir: string;

    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), "kulit-outbox-"));
    });

    afterAll(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("writes a standard .eml file per mail and logs where, never the body", async () => {
      const lines: string[] = [];
      const kept = { write: (line: string) => void lines.push(line.trimEnd()) };
      const logger = createLogger("info", {}, { out: kept, err: kept });
      const mailer = createMailer({ smtpUrl: undefined, from, dataDir, logger });
      const to = address("Outbox.User");
      try {
        await mailer.send({ to, ...verificationCodeMail("id", "778899") });
        await mailer.send({ to: address("second"), ...passwordResetMail("en", "112233") });
      } finally {
        await mailer.close();
      }

      const outbox = path.join(dataDir, "outbox");
      const files = readdirSync(outbox);
      expect(files).toHaveLength(2);
      expect(files.every((name) => /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{6}-.+\.eml$/.test(name))).toBe(
        true,
      );
      const mine = files.find((name) => name.endsWith(`-${to.toLowerCase()}.eml`));
      expect(mine).toBeDefined();

      const raw = readFileSync(path.join(outbox, mine ?? ""));
      expect(raw.includes("\r\n")).toBe(true);
      const parsed = await PostalMime.parse(raw);
      expect(parsed.subject).toBe(verificationCodeMail("id", "778899").subject);
      expect(parsed.from?.address).toBe("no-reply@kulit.test");
      expect(parsed.to?.map((recipient) => recipient.address)).toEqual([to]);
      expect(parsed.text).toContain("778899");
      expect(parsed.html).toContain(">778899</p>");
      expect(parsed.messageId).toMatch(/^<.+@.+>$/);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({ level: "info", message: "mail written to outbox", to });
      expect(entries[0]?.path).toBe(path.join(outbox, mine ?? ""));
      expect(lines.join("\n")).not.toMatch(/778899|112233/);
    });

    it("names files safely whatever the address holds", async () => {
      const outbox = path.join(dataDir, "odd");
      const mailer = createOutboxMailer({ dir: outbox, from, logger: createLogger("error") });
      await mailer.send({ to: '"../../x y" <a/b@example.com>', subject: "x", text: "x" });
      const [name] = readdirSync(outbox);
      expect(name).toMatch(/-a_b@example\.com\.eml$/);
    });
  });

  describe("from the configuration", () => {
    it("uses SMTP when SMTP_URL is set", async () => {
      const sink = await startSmtpSink();
      const dataDir = mkdtempSync(path.join(tmpdir(), "kulit-mail-"));
      try {
        const mailer = createMailer({ smtpUrl: sink.url, from, dataDir, logger: createLogger("error") });
        const to = address("config");
        await mailer.send({ to, ...verificationCodeMail("en", "246810") });
        await mailer.close();
        expect((await sink.waitForMail(to)).text).toContain("246810");
        expect(readdirSync(dataDir)).toEqual([]);
      } finally {
        await sink.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it.each(["http://mail.example", "not a url"])("refuses SMTP_URL %s, naming it", (smtpUrl) => {
      const settings = { smtpUrl, from, dataDir: tmpdir(), logger: createLogger("error") };
      expect(() => createMailer(settings)).toThrow(ConfigError);
      expect(() => createMailer(settings)).toThrow(/SMTP_URL/);
    });

    it.each(["kulit", "a@x.example, b@y.example"])("refuses MAIL_FROM %s, naming it", (badFrom) => {
      const settings = { smtpUrl: undefined, from: badFrom, dataDir: tmpdir(), logger: createLogger("error") };
      expect(() => createMailer(settings)).toThrow(/MAIL_FROM/);
    });
  });

  describe("the SMTP sink process of the end-to-end suite", () => {
    let child: ChildProcess;
    let dir: string;
    let port: number;

    beforeAll(async () => {
      dir = path.join(mkdtempSync(path.join(tmpdir(), "kulit-sink-")), "mail");
      port = await freePort();
      child = spawn(process.execPath, ["--import", "tsx", "tests/support/smtp-sink-cli.ts"], {
        env: { ...process.env, MAIL_SINK_PORT: String(port), MAIL_SINK_DIR: dir },
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((resolve, reject) => {
        let output = "";
        child.stdout?.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("smtp sink listening")) resolve();
        });
        child.once("exit", (code) => reject(new Error(`sink exited (${code}): ${output}`)));
      });
    });

    afterAll(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(path.dirname(dir), { recursive: true, force: true });
    });

    it("writes each received mail as an .eml file named after its recipient", async () => {
      const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from });
      const to = address("E2E");
      await mailer.send({ to, ...verificationCodeMail("id", "135790") });
      await mailer.close();
      const mail = await waitForSinkMail(dir, to);
      expect(mail.text).toContain("135790");
      expect(mail.subject).toBe(verificationCodeMail("id", "135790").subject);
      expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
    });
  });
});
