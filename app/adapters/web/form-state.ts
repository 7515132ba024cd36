import type { AccountError } from "~/domain/account-errors";

/** What a field can be wrong with; each has a message `account:errors.{code}`. */
export type FieldErrorCode =
  | "email-required"
  | "invalid-email"
  | "password-required"
  | "password-too-short"
  | "password-too-long"
  | "password-too-common"
  | "code-required"
  | "code-format";

export type FieldName = "email" | "password" | "code";

/**
 * A refusal of the whole form (shown above it), with how long to wait when the service says, and
 * the request's reference when the fault is ours (`unexpected`).
 */
export interface FormFailure {
  code: AccountError;
  retryAfterSeconds?: number;
  reference?: string;
}

/**
 * What an account action answers when it does not redirect: the problems to show, and the
 * email typed, so the page without JavaScript (a fresh render) can keep it in the field.
 */
export interface FormState {
  formError?: FormFailure;
  fieldErrors?: Partial<Record<FieldName, FieldErrorCode>>;
  email?: string;
}
