import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPassword, authProbe } from "./support/auth-probe";
import { browser, codeIn, createTestAccounts, type TestAccounts, uniqueEmail } from "./support/test-accounts";
import { testAuthSecret } from "./support/test-keys";

/**
 * The accounts API as an attacker probes it: no race may get past a limit, only the documented
 * ways to sign in exist, hostile input is refused, codes are kept keyed, and failed mail is said
 * and not counted. Whether an address has an account: account-timing.test.ts.
 */
let stack: TestAccounts;
const password = accountPassword;
const { post, mailTo, verifiedAccount, nextAddress } = authProbe(() => stack);

beforeAll(async () => {
  stack = await createTestAccounts();
});

afterAll(async () => {
  await stack.destroy();
});

/** A new address, signed up and mailed its first code, with the resend interval (60 s) since passed. */
async function signedUpPastResendInterval(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const started = Date.now();
  expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
  await mailTo(email, started);
  stack.advance(61_000);
  return email;
}

describe("limits hold under concurrency", () => {
  it("20 concurrent wrong passwords from 20 addresses: 5 are checked, the rest refused by the back-off", async () => {
    const email = await verifiedAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("/sign-in/email", { email, password: "not-the-password-1" })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    for (const answer of answers.filter((candidate) => candidate.status === 429)) {
      expect(answer.body).toMatchObject({ code: "SIGNIN_LOCKED" });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // The right password is refused too while the lock lasts, and works once it has passed.
    expect((await post("/sign-in/email", { email, password })).status).toBe(429);
    stack.advance(31_000);
    expect((await post("/sign-in/email", { email, password })).status).toBe(200);
  });

  it("12 concurrent resends: one code is mailed, and it is the one that works", async () => {
    const email = await signedUpPastResendInterval("double-click");
    const resent = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post("/email-otp/send-verification-otp", { email, type: "email-verification" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(11).fill(429)]);
    const mails = stack.sink.mailsTo(email).filter((mail) => mail.receivedAt >= resent);
    expect(mails).toHaveLength(1);
    const code = codeIn(mails[0]?.text ?? "");
    expect((await post("/email-otp/verify-email", { email, otp: code })).status).toBe(200);
  });
});

describe("only the documented ways in", () => {
  it.each([
    "/sign-in/email-otp",
    "/list-sessions",
    "/update-user",
    "/change-email",
    "/delete-user",
    "/change-password",
    "/send-verification-email",
    "/request-password-reset",
    "/sign-in/social",
  ])("%s does not exist (404)", async (path) => {
    const email = uniqueEmail("probe");
    expect((await post(path, { email, otp: "123456", password, provider: "google" })).status).toBe(404);
  });

  it("send-verification-otp refuses the sign-in type, and mails nothing", async () => {
    const email = uniqueEmail("passwordless");
    const answer = await post("/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "INVALID_OTP_TYPE" });
    expect(stack.sink.mailsTo(email)).toEqual([]);
  });
});

describe("hostile input", () => {
  it.each([
    ["/sign-in/email", { email: "a\u0000b@example.com", password }],
    ["/email-otp/request-password-reset", { email: "a\u0000b@example.com" }],
    ["/sign-up/email", { email: "a\u0000b@example.com", password, name: "" }],
  ])("%s with a NUL in the address: 400 INVALID_EMAIL", async (path, body) => {
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "INVALID_EMAIL" });
  });

  it("counts a password's characters as the web form does: four emoji are too short", async () => {
    const answer = await post("/sign-up/email", { email: uniqueEmail("emoji"), password: "😀😀😀😀", name: "" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const eight = await post("/sign-up/email", { email: uniqueEmail("emoji"), password: "😀🌿😀🌿😀🌿😀🌿", name: "" });
    expect(eight.status).toBe(200);
  });
});

describe("secrets at rest", () => {
  it("keeps codes as an HMAC keyed with the auth secret, not a plain hash", async () => {
    const email = uniqueEmail("hashed");
    const started = Date.now();
    expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
    const code = codeIn((await mailTo(email, started)).text);
    const row = await stack.database.db
      .selectFrom("verification")
      .select("value")
      .where("identifier", "=", `email-verification-otp-${email}`)
      .executeTakeFirstOrThrow();
    const stored = row.value.split(":")[0];
    expect(stored).toBe(createHmac("sha256", testAuthSecret).update(code).digest("base64url"));
  });
});

describe("mail that cannot be sent", () => {
  let broken: TestAccounts;

  beforeAll(async () => {
    // Port 9 (discard) is closed here: every send is refused, as with an SMTP server that is down.
    broken = await createTestAccounts({ smtpUrl: "smtp://127.0.0.1:9" });
  });

  afterAll(async () => {
    await broken.destroy();
  });

  it("is said to the visitor, and does not count against the resend limit", async () => {
    const email = uniqueEmail("no-mail");
    const first = await broken.accounts.signUp({ email, password }, browser({ ip: nextAddress() }));
    expect(first).toEqual({ ok: false, error: "mail-not-sent" });
    // Straight away, not a minute later: the failed mail did not use up the slot.
    const again = await broken.accounts.resendCode(email, browser({ ip: nextAddress() }));
    expect(again).toEqual({ ok: false, error: "mail-not-sent" });
    const unknown = await broken.accounts.requestPasswordReset(uniqueEmail("nobody"), browser({ ip: nextAddress() }));
    expect(unknown).toEqual({ ok: false, error: "mail-not-sent" });
  });
});

describe("a sign-up whose code never arrived", () => {
  it("can be finished by signing up again: a fresh code, not the existing-account notice", async () => {
    const email = await signedUpPastResendInterval("retry");
    const again = Date.now();
    expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
    const code = codeIn((await mailTo(email, again)).text);
    expect((await post("/email-otp/verify-email", { email, otp: code })).status).toBe(200);
  });
});
