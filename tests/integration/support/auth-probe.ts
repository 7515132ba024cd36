import { expect } from "vitest";
import { clientIpHeader } from "~/server/accounts/better-auth.server";
import { codeIn, publicUrl, type TestAccounts, uniqueEmail } from "./test-accounts";

/** The password of the accounts the probes make. */
export const accountPassword = "velvet-morning-tea";

export interface AuthAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * The accounts API of a test stack as an attacker probes it: through better-auth's handler at
 * /api/auth, as an API client or a script would. `stack` is read at each call, since a test file
 * makes its stack in `beforeAll`.
 */
export function authProbe(stack: () => TestAccounts) {
  let addressCounter = 0;
  /** A different client address per call unless given: the per-address limits are not what these tests probe. */
  function nextAddress(): string {
    addressCounter += 1;
    return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  }

  async function post(path: string, body: Record<string, unknown>, ip = nextAddress()): Promise<AuthAnswer> {
    const response = await stack().accounts.handler(
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
    return stack().sink.waitForMail(email, (mail) => mail.receivedAt >= after);
  }

  /** An account with a confirmed address. */
  async function verifiedAccount(): Promise<string> {
    const email = uniqueEmail("owner");
    const started = Date.now();
    expect((await post("/sign-up/email", { email, password: accountPassword, name: "" })).status).toBe(200);
    const code = codeIn((await mailTo(email, started)).text);
    expect((await post("/email-otp/verify-email", { email, otp: code })).status).toBe(200);
    stack().advance(61_000);
    return email;
  }

  return { nextAddress, post, mailTo, verifiedAccount };
}
