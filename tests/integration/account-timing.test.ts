import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPassword, type AuthAnswer, authProbe } from "./support/auth-probe";
import { createTestAccounts, type TestAccounts, uniqueEmail } from "./support/test-accounts";

/**
 * Nothing the accounts API answers, nor how long it takes, may tell whether an address has an
 * account. The timing checks take the median gap of interleaved pairs, and the load of other test
 * files would drown the differences they measure, so scripts/run-integration.ts runs this file
 * alone after the others, once on each database (docs/decisions/0017).
 */
let stack: TestAccounts;
const password = accountPassword;
const { post, verifiedAccount } = authProbe(() => stack);

beforeAll(async () => {
  stack = await createTestAccounts();
});

afterAll(async () => {
  await stack.destroy();
});

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
    const { gap, unknownMedian } = await timingGap(
      20,
      (kind) => post("/email-otp/request-password-reset", { email: kind === "known" ? known : unknown }),
      200,
    );
    expect(gap).toBeLessThan(Math.max(5, 0.25 * unknownMedian));
  });

  /**
   * Times `answer` for a known and an unknown address in interleaved pairs. The gap is the median
   * of each pair's difference: the two halves of a pair run back to back, so a moment when the
   * shared machine is slow weighs on both and cancels out, where a difference of two medians
   * would carry it.
   */
  async function timingGap(
    pairs: number,
    answer: (kind: "known" | "unknown", pair: number) => Promise<AuthAnswer>,
    expected: number,
  ): Promise<{ gap: number; unknownMedian: number }> {
    const differences: number[] = [];
    const unknownTimes: number[] = [];
    const timed = async (kind: "known" | "unknown", pair: number) => {
      const started = performance.now();
      expect((await answer(kind, pair)).status).toBe(expected);
      return performance.now() - started;
    };
    for (let pair = 0; pair < pairs; pair += 1) {
      // Past every limit (resends, back-off) before each pair, so both are checked in full.
      stack.advance(16 * 60_000);
      const order = pair % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      const times = { known: 0, unknown: 0 };
      for (const kind of order) times[kind] = await timed(kind, pair);
      differences.push(times.known - times.unknown);
      unknownTimes.push(times.unknown);
    }
    return { gap: Math.abs(median(differences)), unknownMedian: median(unknownTimes) };
  }

  it("sign-up takes the same time for an address with an account and a new one (median of interleaved pairs)", async () => {
    const known = await verifiedAccount();
    const { gap, unknownMedian } = await timingGap(
      12,
      (kind, pair) =>
        post("/sign-up/email", {
          email: kind === "known" ? known : uniqueEmail(`new-${pair}`),
          password: "another-long-password",
          name: "",
        }),
      200,
    );
    expect(gap).toBeLessThan(Math.max(5, 0.25 * unknownMedian));
  });

  it("a wrong password takes the same time for an address with an account and one without", async () => {
    const known = await verifiedAccount();
    const unknown = uniqueEmail("nobody");
    const { gap, unknownMedian } = await timingGap(
      12,
      (kind) => post("/sign-in/email", { email: kind === "known" ? known : unknown, password: "not-the-password" }),
      401,
    );
    expect(gap).toBeLessThan(Math.max(5, 0.25 * unknownMedian));
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
