import path from "node:path";
import { describe, expect, it } from "vitest";
import { waitForSinkMail } from "../support/mail-sink-files";
import { pageServerForFile } from "./support/page-server";
import { codeIn, uniqueEmail } from "./support/test-accounts";

/**
 * The account forms as a browser without JavaScript submits them, on the site as `npm start`
 * serves it: a refusal for a limit says how long to wait (`Retry-After`), and the forms answer
 * an address with an account exactly as one without.
 */
const site = pageServerForFile();
const password = "velvet-morning-tea";

/** A form POST as a browser sends it, from its own client address (so per-address limits stay out of the way). */
function submit(pathname: string, fields: Record<string, string>, ip: string): Promise<Response> {
  return fetch(`${site.baseUrl}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl, "x-forwarded-for": ip },
    body: new URLSearchParams(fields).toString(),
  });
}

async function accountWithConfirmedAddress(): Promise<string> {
  const email = uniqueEmail("pages");
  const signUp = await fetch(`${site.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.baseUrl },
    body: JSON.stringify({ email, password, name: "" }),
  });
  expect(signUp.status).toBe(200);
  const mail = await waitForSinkMail(path.join(site.database.dataDir, "outbox"), email);
  const verified = await fetch(`${site.baseUrl}/api/auth/email-otp/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.baseUrl },
    body: JSON.stringify({ email, otp: codeIn(mail.text) }),
  });
  expect(verified.status).toBe(200);
  return email;
}

describe("forgot password, twice within a minute", () => {
  it("refuses the second with 429 and Retry-After, for an address with an account and one without alike", async () => {
    const known = await accountWithConfirmedAddress();
    const unknown = uniqueEmail("nobody");
    const answers = async (email: string, ip: string) => {
      const first = await submit("/en/forgot-password", { email }, ip);
      const second = await submit("/en/forgot-password", { email }, ip);
      return {
        statuses: [first.status, second.status],
        retryAfter: Number(second.headers.get("retry-after")),
        said: /Please wait a moment before asking for another one/.test(await second.text()),
      };
    };
    const forKnown = await answers(known, "203.0.113.10");
    const forUnknown = await answers(unknown, "203.0.113.11");
    // The verify-email mail to `known` went out just now too, so its first request may already wait.
    expect(forKnown.statuses[1]).toBe(429);
    expect(forUnknown.statuses).toEqual([302, 429]);
    for (const answer of [forKnown, forUnknown]) {
      expect(answer.retryAfter).toBeGreaterThan(0);
      expect(answer.retryAfter).toBeLessThanOrEqual(60);
      expect(answer.said).toBe(true);
    }
  });
});
