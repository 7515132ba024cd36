import { describe, expect, it } from "vitest";
import {
  codeField,
  cookiesSetBy,
  currentPasswordField,
  emailField,
  invalidInput,
  newPasswordField,
  parseFields,
  refused,
} from "./account-action.server";

/** The request's reference an action passes on (`X-Request-Id`). */
const requestId = "5f0c2b9e-8d1a-4c7e-9a41-2f3b6d8e1c07";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("parseFields", () => {
  it("trims and lower-cases the address, keeps the password as typed", () => {
    const parsed = parseFields(form({ email: "  Someone@Example.COM ", password: " with spaces " }), {
      email: emailField,
      password: newPasswordField,
    });
    expect(parsed).toEqual({ ok: true, value: { email: "someone@example.com", password: " with spaces " } });
  });

  it.each([
    [
      { email: "", password: "" },
      { email: "email-required", password: "password-required" },
    ],
    [
      { email: "no-at-sign", password: "short" },
      { email: "invalid-email", password: "password-too-short" },
    ],
    [
      { email: `${"a".repeat(250)}@example.com`, password: "x".repeat(129) },
      {
        email: "invalid-email",
        password: "password-too-long",
      },
    ],
  ])("gives each field its first problem: %j", (fields, fieldErrors) => {
    expect(parseFields(form(fields), { email: emailField, password: newPasswordField })).toEqual({
      ok: false,
      fieldErrors,
    });
  });

  it("treats a missing field or a file as empty", () => {
    const data = new FormData();
    data.set("email", new Blob(["someone@example.com"]));
    expect(parseFields(data, { email: emailField, password: currentPasswordField })).toEqual({
      ok: false,
      fieldErrors: { email: "email-required", password: "password-required" },
    });
  });

  it("accepts any non-empty current password (the service judges it)", () => {
    expect(parseFields(form({ password: "x" }), { password: currentPasswordField })).toEqual({
      ok: true,
      value: { password: "x" },
    });
  });

  it.each([
    ["123456", { ok: true, value: { code: "123456" } }],
    [" 123 456 ", { ok: true, value: { code: "123456" } }],
    ["", { ok: false, fieldErrors: { code: "code-required" } }],
    ["12345", { ok: false, fieldErrors: { code: "code-format" } }],
    ["12345a", { ok: false, fieldErrors: { code: "code-format" } }],
    ["1234567", { ok: false, fieldErrors: { code: "code-format" } }],
  ])("reads the code %j", (code, expected) => {
    expect(parseFields(form({ code }), { code: codeField })).toEqual(expected);
  });
});

describe("refused", () => {
  it("shows a refusal about the password at the password field", () => {
    const answer = refused({ ok: false, error: "password-too-common" }, { email: "a@b.co" }, requestId);
    expect(answer.data).toEqual({ email: "a@b.co", fieldErrors: { password: "password-too-common" } });
    expect(answer.init?.status).toBe(400);
  });

  it("shows other refusals above the form, with the wait and a Retry-After header", () => {
    const answer = refused({ ok: false, error: "signin-locked", retryAfterSeconds: 120 }, {}, requestId);
    expect(answer.data).toEqual({ formError: { code: "signin-locked", retryAfterSeconds: 120 } });
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("120");
  });

  it("answers 503 when the service is unavailable, and a fault of ours 500 with the request's reference", () => {
    expect(refused({ ok: false, error: "unavailable" }, {}, requestId).init?.status).toBe(503);
    const unexpected = refused({ ok: false, error: "unexpected" }, {}, requestId);
    expect(unexpected.init?.status).toBe(500);
    expect(unexpected.data).toEqual({ formError: { code: "unexpected", reference: requestId } });
  });

  it("keeps the page's own state", () => {
    const answer = refused({ ok: false, error: "invalid-code" }, { intent: "verify", resent: true }, requestId);
    expect(answer.data).toEqual({ intent: "verify", resent: true, formError: { code: "invalid-code" } });
  });
});

describe("invalidInput", () => {
  it("answers 400 with the field errors and the page's state", () => {
    const answer = invalidInput({ email: "invalid-email" }, { email: "nope" });
    expect(answer.data).toEqual({ email: "nope", fieldErrors: { email: "invalid-email" } });
    expect(answer.init?.status).toBe(400);
  });
});

describe("cookiesSetBy", () => {
  it("turns Set-Cookie lines into one Cookie header", () => {
    const response = new Headers();
    response.append("Set-Cookie", "session=abc.def; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000");
    response.append("Set-Cookie", "other=1; Path=/");
    expect(cookiesSetBy(response).get("cookie")).toBe("session=abc.def; other=1");
  });

  it("is empty when nothing was set", () => {
    expect(cookiesSetBy(new Headers()).get("cookie")).toBe("");
  });
});
