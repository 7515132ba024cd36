/**
 * Why an account operation was refused. Each maps to one translated message
 * (`account:errors.{code}`); none reveals whether an address has an account.
 */
export type AccountError =
  | "invalid-email"
  | "password-too-short"
  | "password-too-long"
  | "password-too-common"
  | "invalid-credentials"
  | "invalid-code"
  | "expired-code"
  | "too-many-attempts"
  | "resend-too-soon"
  | "resend-limit"
  | "signin-locked"
  | "rate-limited"
  | "mail-not-sent"
  | "invalid-input"
  /** The service out of reach (an outage): try again in a moment. */
  | "unavailable"
  /** A fault of ours: the page gives the request's reference. */
  | "unexpected";
