import { data } from "react-router";
import { z } from "zod";
import { passwordLengthProblem } from "~/domain/password-rules";
import type { AccountError } from "~/domain/account-errors";
import type { AccountResult } from "~/server/accounts/account-service.server";
import type { FieldErrorCode, FieldName, FormState } from "./form-state";

/** The address, trimmed and lower-cased (the service compares addresses case-insensitively). */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "email-required")
  .max(254, "invalid-email")
  .pipe(z.email("invalid-email"));

/** A password being chosen (docs/security.md; the service also refuses the most common ones). */
export const newPasswordField = z
  .string()
  .min(1, "password-required")
  .superRefine((password, context) => {
    const problem = passwordLengthProblem(password);
    if (problem !== null) context.addIssue({ code: "custom", message: problem });
  });

/** A password being typed to sign in: only its presence is checked here, the service checks the rest. */
export const currentPasswordField = z.string().min(1, "password-required");

/** The 6-digit code of a mail; spaces typed or pasted between the digits do not count. */
export const codeField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "code-required")
      .regex(/^\d{6}$/, "code-format"),
  );

type Fields = Partial<Record<FieldName, z.ZodType<string, string>>>;
type Parsed<F extends Fields> = { [K in keyof F]: string };

const fieldErrorCodes: readonly string[] = [
  "email-required",
  "invalid-email",
  "password-required",
  "password-too-short",
  "password-too-long",
  "password-too-common",
  "code-required",
  "code-format",
] satisfies FieldErrorCode[];

function isFieldErrorCode(value: string): value is FieldErrorCode {
  return fieldErrorCodes.includes(value);
}

/** A form value as text; a missing field or a file is the empty string. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Parses the named fields of a submitted form. On failure, each field gets the first of its
 * problems, as a code the page translates.
 */
export function parseFields<F extends Fields>(
  form: FormData,
  fields: F,
): { ok: true; value: Parsed<F> } | { ok: false; fieldErrors: FormState["fieldErrors"] } {
  const value: Record<string, string> = {};
  const fieldErrors: Partial<Record<FieldName, FieldErrorCode>> = {};
  for (const [name, schema] of Object.entries(fields) as [FieldName, z.ZodType<string, string>][]) {
    const result = schema.safeParse(textOf(form, name));
    if (result.success) {
      value[name] = result.data;
    } else {
      const message = result.error.issues[0]?.message ?? "";
      // Every message of the schemas above is a code; anything else would be a bug here.
      fieldErrors[name] = isFieldErrorCode(message) ? message : name === "code" ? "code-format" : "invalid-email";
    }
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, value: value as Parsed<F> };
}

/** The service's refusals that are about one field are shown at that field. */
const fieldOfError: Partial<Record<AccountError, FieldName>> = {
  "invalid-email": "email",
  "password-too-short": "password",
  "password-too-long": "password",
  "password-too-common": "password",
};

function statusOf(error: AccountError): number {
  switch (error) {
    case "rate-limited":
    case "resend-too-soon":
    case "resend-limit":
    case "signin-locked":
      return 429;
    case "unavailable":
    case "mail-not-sent":
      return 503;
    case "unexpected":
      return 500;
    default:
      return 400;
  }
}

/** The answer of an action whose input did not parse; `extra` is page-specific state to keep. */
export function invalidInput<E extends object>(fieldErrors: FormState["fieldErrors"], extra: E) {
  return data<FormState & E>({ ...extra, fieldErrors }, { status: 400 });
}

/**
 * The answer of an action the account service refused, with a Retry-After when it gave one, and
 * the request's reference (`requestId`) when the fault is ours.
 */
export function refused<E extends object>(result: Extract<AccountResult, { ok: false }>, extra: E, requestId: string) {
  const { error, retryAfterSeconds } = result;
  const field = fieldOfError[error];
  const headers = new Headers();
  const status = statusOf(error);
  // Every limit counts per minute at most, so a minute is always a safe wait to announce.
  if (retryAfterSeconds !== undefined || status === 429) headers.set("Retry-After", String(retryAfterSeconds ?? 60));
  const state: FormState & E =
    field !== undefined && isFieldErrorCode(error)
      ? { ...extra, fieldErrors: { [field]: error } }
      : {
          ...extra,
          formError: { code: error, retryAfterSeconds, ...(error === "unexpected" ? { reference: requestId } : {}) },
        };
  return data<FormState & E>(state, { status, headers });
}

/**
 * A Cookie header carrying the cookies a response sets: lets the action act as the user who
 * was just signed in, before the browser has the cookie.
 */
export function cookiesSetBy(response: Headers): Headers {
  const cookie = response
    .getSetCookie()
    .map((line) => line.split(";", 1)[0]?.trim() ?? "")
    .filter((pair) => pair.length > 0)
    .join("; ");
  return new Headers({ cookie });
}
