import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { pageLanguageHeader } from "~/server/accounts/request-language.server";
import { currentPasswordField } from "./account-action.server";
import { credentialsAction } from "./credentials-action.server";

const requestId = "5f0c2b9e-8d1a-4c7e-9a41-2f3b6d8e1c07";

function args(fields: Record<string, string>, answer: unknown) {
  const body = new URLSearchParams(fields);
  const signIn = vi.fn(async (_input: { email: string; password: string }, _headers: Headers) => answer);
  const context = { services: { accounts: { signIn } }, requestId } as unknown as AppLoadContext;
  const request = new Request("http://localhost/id/signin", { method: "POST", body });
  return { signIn, args: { params: { lang: "id" }, request, context } };
}

const how = { password: currentPasswordField, service: "signIn" } as const;

describe("credentialsAction", () => {
  it("sends the parsed address and password in the page's language, then hands over to the page", async () => {
    const signedIn = new Headers({ "set-cookie": "session=1" });
    const { signIn, args: call } = args(
      { email: " Someone@Example.COM ", password: "secret" },
      { ok: true, headers: signedIn },
    );
    const accepted = vi.fn(async () => "accepted");
    expect(await credentialsAction(call, how, accepted)).toBe("accepted");
    expect(signIn.mock.calls[0]?.[0]).toEqual({ email: "someone@example.com", password: "secret" });
    expect(signIn.mock.calls[0]?.[1].get(pageLanguageHeader)).toBe("id");
    expect(accepted).toHaveBeenCalledWith(
      expect.objectContaining({ language: "id", email: "someone@example.com", headers: signedIn }),
    );
  });

  it("answers a field's problem at the field without asking the service", async () => {
    const { signIn, args: call } = args({ email: "no-at-sign", password: "" }, null);
    const answer = await credentialsAction(call, how, async () => "accepted");
    expect(signIn).not.toHaveBeenCalled();
    expect(answer).toMatchObject({
      data: { email: "no-at-sign", fieldErrors: { email: "invalid-email", password: "password-required" } },
      init: { status: 400 },
    });
  });

  it("answers the service's refusal as the form's", async () => {
    const { args: call } = args({ email: "a@b.co", password: "wrong" }, { ok: false, error: "invalid-credentials" });
    const answer = await credentialsAction(call, how, async () => "accepted");
    expect(answer).toMatchObject({ data: { email: "a@b.co", formError: { code: "invalid-credentials" } } });
  });
});
