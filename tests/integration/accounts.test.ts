import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browser,
  codeIn,
  cookieFrom,
  createTestAccounts,
  type TestAccounts,
  uniqueEmail,
} from "./support/test-accounts";

let stack: TestAccounts;

beforeAll(async () => {
  stack = await createTestAccounts();
});

afterAll(async () => {
  await stack.destroy();
});

const password = "velvet-morning-tea";

async function mailTo(email: string, after: number) {
  return stack.sink.waitForMail(email, (mail) => mail.receivedAt >= after);
}

async function userCount(): Promise<number> {
  const row = await stack.database.db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Signs up and verifies through the service like the web pages do; returns the browser's cookie. */
async function verifiedUser(email = uniqueEmail("user"), language: "en" | "id" = "en") {
  const started = Date.now();
  const signUp = await stack.accounts.signUp({ email, password }, browser({ language }));
  expect(signUp.ok).toBe(true);
  const code = codeIn((await mailTo(email, started)).text);
  const verified = await stack.accounts.verifyEmail({ email, code }, browser({ language }));
  if (!verified.ok) throw new Error(`verification failed: ${verified.error}`);
  // A second sign-up mail is allowed only a minute later; the tests that follow start fresh.
  stack.advance(61_000);
  return { email, cookie: cookieFrom(verified.headers) };
}

describe("sign-up and confirmation", () => {
  it("mails a 6-digit code in the visitor's language, and the code signs the user in", async () => {
    const email = uniqueEmail("signup-id");
    const started = Date.now();
    const result = await stack.accounts.signUp({ email, password }, browser({ language: "id" }));
    expect(result.ok).toBe(true);
    const mail = await mailTo(email, started);
    expect(mail.subject).toMatch(/kode/i);
    const code = codeIn(mail.text);

    expect(await stack.accounts.sessionOf(browser())).toBeNull();
    const verified = await stack.accounts.verifyEmail({ email, code }, browser());
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    const cookieHeader = verified.headers.getSetCookie().join("\n");
    expect(cookieHeader).toMatch(/HttpOnly/i);
    expect(cookieHeader).toMatch(/SameSite=Lax/i);
    expect(cookieHeader).toMatch(/Max-Age=2592000/);
    const session = await stack.accounts.sessionOf(browser({ cookie: cookieFrom(verified.headers) }));
    expect(session?.email).toBe(email);
  });

  it("refuses bad passwords and addresses and creates nothing", async () => {
    const before = await userCount();
    const cases = [
      [{ email: uniqueEmail("short"), password: "short7!" }, "password-too-short"],
      [{ email: uniqueEmail("common"), password: "password123" }, "password-too-common"],
      [{ email: uniqueEmail("long"), password: "x".repeat(129) }, "password-too-long"],
      [{ email: "not-an-address", password }, "invalid-email"],
    ] as const;
    for (const [input, error] of cases) {
      expect(await stack.accounts.signUp(input, browser())).toMatchObject({ ok: false, error });
    }
    expect(await userCount()).toBe(before);
  });

  it("answers an existing address like a new one and mails its owner a notice instead of a code", async () => {
    const { email } = await verifiedUser();
    const before = await userCount();
    const started = Date.now();
    const again = await stack.accounts.signUp({ email, password: "another-long-password" }, browser());
    expect(again.ok).toBe(true);
    const notice = await mailTo(email, started);
    expect(notice.text).toMatch(/already an account/i);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(await userCount()).toBe(before);
  });

  it("refuses a wrong code, voids the code after five wrong tries, and a code works only once", async () => {
    const email = uniqueEmail("attempts");
    const started = Date.now();
    await stack.accounts.signUp({ email, password }, browser());
    const code = codeIn((await mailTo(email, started)).text);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await stack.accounts.verifyEmail({ email, code: wrong }, browser())).toMatchObject({
      ok: false,
      error: "invalid-code",
    });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await stack.accounts.verifyEmail({ email, code: wrong }, browser());
    }
    const afterFive = await stack.accounts.verifyEmail({ email, code }, browser());
    expect(afterFive.ok).toBe(false);

    stack.advance(61_000);
    const resent = Date.now();
    expect((await stack.accounts.resendCode(email, browser())).ok).toBe(true);
    const fresh = codeIn((await mailTo(email, resent)).text);
    expect((await stack.accounts.verifyEmail({ email, code: fresh }, browser())).ok).toBe(true);
    expect((await stack.accounts.verifyEmail({ email, code: fresh }, browser())).ok).toBe(false);
  });

  it("refuses a code after its ten minutes", async () => {
    const email = uniqueEmail("expired");
    const started = Date.now();
    await stack.accounts.signUp({ email, password }, browser());
    const code = codeIn((await mailTo(email, started)).text);
    const past = new Date(Date.now() - 1000);
    await sql`update verification set "expiresAt" = ${stack.database.dialect === "postgres" ? past : past.toISOString()} where identifier like ${"%" + email}`.execute(
      stack.database.db,
    );
    expect(await stack.accounts.verifyEmail({ email, code }, browser())).toMatchObject({
      ok: false,
      error: "expired-code",
    });
  });

  it("limits resending to one code a minute and five an hour per address", async () => {
    const email = uniqueEmail("resend");
    const started = Date.now();
    await stack.accounts.signUp({ email, password }, browser());
    const first = codeIn((await mailTo(email, started)).text);

    const tooSoon = await stack.accounts.resendCode(email, browser());
    expect(tooSoon).toMatchObject({ ok: false, error: "resend-too-soon" });
    if (!tooSoon.ok) expect(tooSoon.retryAfterSeconds).toBeGreaterThan(0);

    for (let sent = 2; sent <= 5; sent += 1) {
      stack.advance(61_000);
      expect((await stack.accounts.resendCode(email, browser())).ok).toBe(true);
    }
    stack.advance(61_000);
    expect(await stack.accounts.resendCode(email, browser())).toMatchObject({ ok: false, error: "resend-limit" });

    // Each resend replaced the code before it.
    expect((await stack.accounts.verifyEmail({ email, code: first }, browser())).ok).toBe(false);
    stack.advance(3_600_000);
  });
});

describe("sign-in", () => {
  it("signs in with the right password, with a new session each time, and refuses an unverified account like a wrong password", async () => {
    const { email } = await verifiedUser();
    const first = await stack.accounts.signIn({ email, password }, browser());
    const second = await stack.accounts.signIn({ email, password }, browser());
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(cookieFrom(first.headers)).not.toBe(cookieFrom(second.headers));
    expect((await stack.accounts.sessionOf(browser({ cookie: cookieFrom(first.headers) })))?.email).toBe(email);

    const unverified = uniqueEmail("unverified");
    await stack.accounts.signUp({ email: unverified, password }, browser());
    stack.advance(61_000);
    expect(await stack.accounts.signIn({ email: unverified, password }, browser())).toMatchObject({
      ok: false,
      error: "invalid-credentials",
    });
  });

  it("gives the same answer for a wrong password and an unknown address", async () => {
    const { email } = await verifiedUser();
    const wrongPassword = await stack.accounts.signIn({ email, password: "not-the-password" }, browser());
    const unknown = await stack.accounts.signIn({ email: uniqueEmail("nobody"), password }, browser());
    expect(wrongPassword).toEqual({ ok: false, error: "invalid-credentials" });
    expect(unknown).toEqual({ ok: false, error: "invalid-credentials" });
  });

  it("backs off after five failures, even for the right password, and lets the owner in once the lock ends", async () => {
    const { email } = await verifiedUser();
    // The seconds left are read on a stopped clock: on a busy machine a real second can pass
    // between the fifth failure and the next try (it read 29 then).
    const resume = stack.freeze();
    try {
      for (let failure = 1; failure <= 5; failure += 1) {
        expect(await stack.accounts.signIn({ email, password: "wrong-password-x" }, browser())).toMatchObject({
          error: "invalid-credentials",
        });
      }
      const locked = await stack.accounts.signIn({ email, password }, browser());
      expect(locked).toMatchObject({ ok: false, error: "signin-locked" });
      if (!locked.ok) expect(locked.retryAfterSeconds).toBe(30);

      stack.advance(31_000);
      expect((await stack.accounts.signIn({ email, password }, browser())).ok).toBe(true);
      expect((await stack.accounts.signIn({ email, password: "wrong-password-x" }, browser())).ok).toBe(false);
      expect((await stack.accounts.signIn({ email, password }, browser())).ok).toBe(true);
    } finally {
      resume();
    }
  });
});

describe("sign-out", () => {
  it("revokes the session it ends and clears the cookie", async () => {
    const { cookie } = await verifiedUser();
    const cleared = await stack.accounts.signOut(browser({ cookie }));
    expect(cleared.getSetCookie().join("\n")).toMatch(/Max-Age=0/);
    expect(await stack.accounts.sessionOf(browser({ cookie }))).toBeNull();
  });

  it("signs out everywhere: every session of the user ends, other users keep theirs", async () => {
    const { email, cookie } = await verifiedUser();
    const other = await stack.accounts.signIn({ email, password }, browser({ ip: "198.51.100.7" }));
    const someoneElse = await verifiedUser();
    if (!other.ok) throw new Error("sign-in failed");
    await stack.accounts.signOutEverywhere(browser({ cookie }));
    expect(await stack.accounts.sessionOf(browser({ cookie }))).toBeNull();
    expect(await stack.accounts.sessionOf(browser({ cookie: cookieFrom(other.headers) }))).toBeNull();
    expect(await stack.accounts.sessionOf(browser({ cookie: someoneElse.cookie }))).not.toBeNull();
  });
});

describe("password reset", () => {
  it("mails a code, sets the new password, and ends the old sessions", async () => {
    const { email, cookie } = await verifiedUser();
    const started = Date.now();
    expect((await stack.accounts.requestPasswordReset(email, browser())).ok).toBe(true);
    const code = codeIn((await mailTo(email, started)).text);
    const newPassword = "a-brand-new-passphrase";
    expect(await stack.accounts.resetPassword({ email, code, password: "password1" }, browser())).toMatchObject({
      ok: false,
      error: "password-too-common",
    });
    expect((await stack.accounts.resetPassword({ email, code, password: newPassword }, browser())).ok).toBe(true);
    expect(await stack.accounts.sessionOf(browser({ cookie }))).toBeNull();
    expect((await stack.accounts.signIn({ email, password }, browser())).ok).toBe(false);
    expect((await stack.accounts.signIn({ email, password: newPassword }, browser())).ok).toBe(true);
  });

  it("answers an unknown address like a known one and mails a notice without a code", async () => {
    const email = uniqueEmail("unknown-reset");
    const started = Date.now();
    expect((await stack.accounts.requestPasswordReset(email, browser({ language: "id" }))).ok).toBe(true);
    const notice = await mailTo(email, started);
    expect(notice.subject).toBe("Permintaan kode kulit kamu");
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(notice.text).toContain("http://kulit.test/id/signup");
    expect(stack.sink.mailsTo(email)).toHaveLength(1);
  });
});

describe("per-address limits do not leak between addresses", () => {
  it("a locked account does not lock another", async () => {
    const first = await verifiedUser();
    const second = await verifiedUser();
    for (let failure = 1; failure <= 5; failure += 1) {
      await stack.accounts.signIn({ email: first.email, password: "wrong-password-x" }, browser());
    }
    expect((await stack.accounts.signIn({ email: first.email, password }, browser())).ok).toBe(false);
    expect((await stack.accounts.signIn({ email: second.email, password }, browser())).ok).toBe(true);
  });
});

const answers = {
  gender: 2,
  age: 2,
  budget: 2,
  location: "Indonesia",
  skinType: 1,
  eyebags: 3,
  dryness: 4,
  redness: 2,
  wrinkles: 1,
  acne: 5,
  pores: 3,
};

async function jpeg(): Promise<Uint8Array> {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c98" } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(image);
}

describe("privacy: download my data and delete my account", () => {
  it("exports the account, its sign-in methods, its sessions and every analysis as JSON", async () => {
    const { email, cookie } = await verifiedUser();
    const session = await stack.accounts.sessionOf(browser({ cookie }));
    if (!session) throw new Error("no session");
    await stack.analyses.save(session.userId, answers, null);
    await stack.analyses.save(session.userId, { ...answers, dryness: 1 }, null);
    const exported = await stack.accounts.exportData(session.userId);
    const parsed = JSON.parse(JSON.stringify(exported)) as typeof exported;
    expect(parsed.account).toMatchObject({ id: session.userId, email, emailVerified: true });
    expect(parsed.signInMethods).toEqual([{ method: "password", providerAccountId: null, since: expect.any(String) }]);
    expect(JSON.stringify(parsed)).not.toContain(`"password":`);
    expect(parsed.sessions.length).toBeGreaterThanOrEqual(1);
    expect(parsed.analyses).toHaveLength(2);
  });

  it("deletes the user, sessions, analyses and selfie, and leaves other users alone", async () => {
    const doomed = await verifiedUser();
    const keeper = await verifiedUser();
    const doomedId = (await stack.accounts.sessionOf(browser({ cookie: doomed.cookie })))?.userId ?? "";
    const keeperId = (await stack.accounts.sessionOf(browser({ cookie: keeper.cookie })))?.userId ?? "";
    await stack.analyses.save(doomedId, answers, await jpeg());
    await stack.analyses.save(keeperId, answers, await jpeg());

    const cleared = await stack.accounts.deleteAccount(doomedId, browser({ cookie: doomed.cookie }));
    expect(cleared.getSetCookie().join("\n")).toMatch(/Max-Age=0/);
    expect(await stack.accounts.sessionOf(browser({ cookie: doomed.cookie }))).toBeNull();
    expect(await stack.analyses.latest(doomedId)).toBeNull();
    expect(await stack.analyses.latestSelfie(doomedId)).toBeNull();
    const sessions = await stack.database.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", doomedId)
      .execute();
    expect(sessions).toEqual([]);
    expect(await stack.accounts.signIn({ email: doomed.email, password }, browser())).toMatchObject({
      error: "invalid-credentials",
    });

    expect(await stack.analyses.latest(keeperId)).not.toBeNull();
    expect(await stack.analyses.latestSelfie(keeperId)).not.toBeNull();
    expect(await stack.accounts.sessionOf(browser({ cookie: keeper.cookie }))).not.toBeNull();
  });
});
