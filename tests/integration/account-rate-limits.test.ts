import { afterAll, beforeAll, expect, it } from "vitest";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import { browser, createTestAccounts, publicUrl, type TestAccounts, uniqueEmail } from "./support/test-accounts";

let stack: TestAccounts;

beforeAll(async () => {
  stack = await createTestAccounts({ rateLimitFactor: 1 });
});

afterAll(async () => {
  await stack.destroy();
});

it("limits sign-in attempts per client address, not for everybody", async () => {
  const attempt = (ip: string) =>
    stack.accounts.signIn({ email: uniqueEmail("flood"), password: "whatever-password" }, browser({ ip }));
  const answers = [];
  for (let request = 1; request <= 11; request += 1) answers.push(await attempt("192.0.2.50"));
  expect(answers.slice(0, 10).every((answer) => !answer.ok && answer.error === "invalid-credentials")).toBe(true);
  expect(answers[10]).toMatchObject({ ok: false, error: "rate-limited" });
  expect(await attempt("192.0.2.51")).toMatchObject({ ok: false, error: "invalid-credentials" });
});

it("limits sign-ups per client address", async () => {
  const signUp = () =>
    stack.accounts.signUp(
      { email: uniqueEmail("bulk"), password: "a-good-long-passphrase" },
      browser({ ip: "192.0.2.60" }),
    );
  for (let request = 1; request <= 5; request += 1) expect((await signUp()).ok).toBe(true);
  expect(await signUp()).toMatchObject({ ok: false, error: "rate-limited" });
});

it("tells an API client over the per-address limit how long to wait, in the standard Retry-After", async () => {
  const signUp = () =>
    stack.accounts.handler(
      new Request(`${publicUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin: publicUrl, "content-type": "application/json", [clientIpHeader]: "192.0.2.70" },
        body: JSON.stringify({ email: uniqueEmail("api-bulk"), password: "a-good-long-passphrase", name: "" }),
      }),
    );
  for (let request = 1; request <= 5; request += 1) expect((await signUp()).status).toBe(200);
  const refused = await signUp();
  expect(refused.status).toBe(429);
  const wait = Number(refused.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
});
