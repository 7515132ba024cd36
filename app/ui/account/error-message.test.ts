import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";
import { translator } from "~/i18n/translate.server";
import type { AccountError } from "~/domain/account-errors";
import { errorMessage } from "./error-message";
import type { FieldErrorCode } from "~/adapters/web/form-state";

/** Every code a page can show; the `satisfies` makes a new code fail here until it has texts. */
const accountErrors = {
  "invalid-email": true,
  "password-too-short": true,
  "password-too-long": true,
  "password-too-common": true,
  "invalid-credentials": true,
  "invalid-code": true,
  "expired-code": true,
  "too-many-attempts": true,
  "resend-too-soon": true,
  "resend-limit": true,
  "signin-locked": true,
  "rate-limited": true,
  "mail-not-sent": true,
  "invalid-input": true,
  unavailable: true,
  unexpected: true,
} satisfies Record<AccountError, true>;

const fieldErrors = {
  "email-required": true,
  "invalid-email": true,
  "password-required": true,
  "password-too-short": true,
  "password-too-long": true,
  "password-too-common": true,
  "code-required": true,
  "code-format": true,
} satisfies Record<FieldErrorCode, true>;

const codes = [...new Set([...Object.keys(accountErrors), ...Object.keys(fieldErrors)])] as (
  AccountError | FieldErrorCode
)[];

describe("errorMessage", () => {
  for (const language of languages) {
    it(`has a sentence for every code in ${language}, never the code itself`, () => {
      const t = translator(language);
      for (const code of codes) {
        const message = errorMessage(t, code);
        expect(message, code).not.toContain(code);
        expect(message, code).toMatch(/[.!]$/);
      }
    });
  }

  it("adds the wait in seconds, or in whole minutes from a minute on", () => {
    const en = translator("en");
    expect(errorMessage(en, "resend-too-soon", 1)).toMatch(/ Try again in 1 second\.$/);
    expect(errorMessage(en, "resend-too-soon", 42)).toMatch(/ Try again in 42 seconds\.$/);
    expect(errorMessage(en, "signin-locked", 60)).toMatch(/ Try again in 1 minute\.$/);
    expect(errorMessage(en, "signin-locked", 61)).toMatch(/ Try again in 2 minutes\.$/);
    expect(errorMessage(translator("id"), "signin-locked", 900)).toMatch(/ Coba lagi dalam 15 menit\.$/);
  });

  it("says nothing about waiting when the service gave no time", () => {
    expect(errorMessage(translator("en"), "rate-limited")).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
    expect(errorMessage(translator("en"), "rate-limited", 0)).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
  });
});
