import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import {
  browser,
  codeIn,
  createTestAccounts,
  publicUrl,
  type TestAccounts,
  testAuthSecret,
  uniqueEmail,
} from "./support/test-accounts";

/**
 * The accounts API as an attacker probes it (through better-auth's handler at /api/auth, as an
 * API client or a script would): nothing may tell whether an address has an account, no race
 * may get past a limit, and only the documented ways to sign in exist.
 */
let stack: TestAccounts;
const password = "velvet-morning-tea";

beforeAll(async () => {
  stack = await createTestAccounts();
});

afterAll(async () => {
  await stack.destroy();
});

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

let addressCounter = 0;
/** A different client address per call unless given: the per-address limits are not what these tests probe. */
function nextAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function post(path: string, body: Record<string, unknown>, ip = nextAddress()): Promise<Answer> {
  const response = await stack.accounts.handler(
    new Request(`${publicUrl}/api/auth${path}`, {
      method: "POST",
      headers: { origin: publicUrl, "content-type": "application/json", [clientIpHeader]: ip },
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("application/json") ?? false;
  return {
    status: response.status,
    body: json ? (JSON.parse(text) as unknown) : text,
    retryAfter: response.headers.get("retry-after"),
  };
}

async function mailTo(email: string, after: number) {
  return stack.sink.waitForMail(email, (mail) => mail.receivedAt >= after);
}

/** An account with a confirmed address. */
async function verifiedAccount(): Promise<string> {
  const email = uniqueEmail("owner");
  const started = Date.now();
  expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
  const code = codeIn((await mailTo(email, started)).text);
  expect((await post("/email-otp/verify-email", { email, otp: code })).status).toBe(200);
  stack.advance(61_000);
  return email;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe("no answer tells whether an address has an account", () => {
  it("password reset: the same status, body and Retry-After, twice in a row, for a known and an unknown address", async () => {
    const known = await verifiedAccount();
    const unknown = uniqueEmail("nobody");
    const answers = async (email: string) => [
      await post("/email-otp/request-password-reset", { email }),
      await post("/email-otp/request-password-reset", { email }),
    ];
    const forKnown = await answers(known);
    const forUnknown = await answers(unknown);
    expect(forKnown.map((answer) => answer.status)).toEqual([200, 429]);
    expect(forUnknown).toEqual(forKnown);
  });

  it("resending a code: the same answers for an unconfirmed account and an unknown address", async () => {
    const unconfirmed = uniqueEmail("unconfirmed");
    expect((await post("/sign-up/email", { email: unconfirmed, password, name: "" })).status).toBe(200);
    stack.advance(61_000);
    const unknown = uniqueEmail("nobody");
    const answers = async (email: string) => [
      await post("/email-otp/send-verification-otp", { email, type: "email-verification" }),
      await post("/email-otp/send-verification-otp", { email, type: "email-verification" }),
    ];
    const forUnconfirmed = await answers(unconfirmed);
    const forUnknown = await answers(unknown);
    expect(forUnconfirmed.map((answer) => answer.status)).toEqual([200, 429]);
    expect(forUnknown).toEqual(forUnconfirmed);
  });

  it("password reset takes the same time for a known and an unknown address (median of interleaved pairs)", async () => {
    const known = await verifiedAccount();
    const unknown = uniqueEmail("nobody");
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await post("/email-otp/request-password-reset", { email });
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let pair = 0; pair < 20; pair += 1) {
      // Past both resend limits (one a minute, five an hour) before each pair.
      stack.advance(13 * 60_000);
      if (pair % 2 === 0) {
        knownTimes.push(await timed(known));
        unknownTimes.push(await timed(unknown));
      } else {
        unknownTimes.push(await timed(unknown));
        knownTimes.push(await timed(known));
      }
    }
    const difference = Math.abs(median(knownTimes) - median(unknownTimes));
    expect(difference).toBeLessThan(Math.max(5, 0.25 * median(unknownTimes)));
  });

  /** Times `answer` for a known and an unknown address in interleaved pairs; returns the two medians. */
  async function medians(
    pairs: number,
    answer: (kind: "known" | "unknown", pair: number) => Promise<Answer>,
    expected: number,
  ): Promise<{ known: number; unknown: number }> {
    const times = { known: [] as number[], unknown: [] as number[] };
    const timed = async (kind: "known" | "unknown", pair: number) => {
      const started = performance.now();
      expect((await answer(kind, pair)).status).toBe(expected);
      times[kind].push(performance.now() - started);
    };
    for (let pair = 0; pair < pairs; pair += 1) {
      // Past every limit (resends, back-off) before each pair, so both are checked in full.
      stack.advance(16 * 60_000);
      const order = pair % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      for (const kind of order) await timed(kind, pair);
    }
    return { known: median(times.known), unknown: median(times.unknown) };
  }

  it("sign-up takes the same time for an address with an account and a new one (median of interleaved pairs)", async () => {
    const known = await verifiedAccount();
    const { known: knownMedian, unknown: unknownMedian } = await medians(
      12,
      (kind, pair) =>
        post("/sign-up/email", {
          email: kind === "known" ? known : uniqueEmail(`new-${pair}`),
          password: "another-long-password",
          name: "",
        }),
      200,
    );
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(Math.max(5, 0.25 * unknownMedian));
  });

  it("a wrong password takes the same time for an address with an account and one without", async () => {
    const known = await verifiedAccount();
    const unknown = uniqueEmail("nobody");
    const { known: knownMedian, unknown: unknownMedian } = await medians(
      12,
      (kind) => post("/sign-in/email", { email: kind === "known" ? known : unknown, password: "not-the-password" }),
      401,
    );
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(Math.max(5, 0.25 * unknownMedian));
  });

  it("signing up someone's address and then signing in answers the same whether it had an account", async () => {
    const registered = await verifiedAccount();
    const unregistered = uniqueEmail("free");
    const attackerPassword = "attacker-chosen-phrase";
    const probe = async (email: string) => {
      const signUp = await post("/sign-up/email", { email, password: attackerPassword, name: "" });
      stack.advance(61_000);
      return [signUp.status, await post("/sign-in/email", { email, password: attackerPassword })] as const;
    };
    const [registeredSignUp, registeredSignIn] = await probe(registered);
    const [freeSignUp, freeSignIn] = await probe(unregistered);
    expect([registeredSignUp, freeSignUp]).toEqual([200, 200]);
    expect(registeredSignIn.status).toBe(401);
    expect(freeSignIn).toEqual(registeredSignIn);
    expect(freeSignIn.body).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });
});

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
    const email = uniqueEmail("double-click");
    const started = Date.now();
    expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
    await mailTo(email, started);
    stack.advance(61_000);
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
    const email = uniqueEmail("retry");
    const started = Date.now();
    expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
    await mailTo(email, started);
    stack.advance(61_000);
    const again = Date.now();
    expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
    const code = codeIn((await mailTo(email, again)).text);
    expect((await post("/email-otp/verify-email", { email, otp: code })).status).toBe(200);
  });
});
