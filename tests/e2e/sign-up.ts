import { expect, type Page } from "@playwright/test";
import { accountTexts } from "./account-texts";
import { codeFromMail } from "./mail";
import type { Language } from "./support";

/**
 * Signing up through the screens, for the tests whose subject is signing up (accounts.spec.ts,
 * journey.spec.ts). A test that only needs a signed-in user takes one from verified-user.ts.
 */

/** Fills and sends the sign-up form of the page the browser is on; returns Date.now() from just before sending. */
export async function sendSignUpForm(page: Page, language: Language, email: string, password: string) {
  const t = accountTexts[language];
  const main = page.getByRole("main");
  await main.getByLabel(t.email).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(password);
  const sentAt = Date.now();
  await main.getByRole("button", { name: t.signUp, exact: true }).click();
  return sentAt;
}

/** Opens the sign-up page (`query`: e.g. "?from=analysis") and sends its form; returns when it was sent. */
export async function submitSignUp(page: Page, language: Language, email: string, password: string, query = "") {
  await page.goto(`/${language}/signup${query}`);
  return sendSignUpForm(page, language, email, password);
}

/** Enters a code on the confirmation page and sends it. */
export async function enterCode(page: Page, language: Language, code: string) {
  const t = accountTexts[language];
  const main = page.getByRole("main");
  await main.getByLabel(t.code).fill(code);
  await main.getByRole("button", { name: t.verify, exact: true }).click();
}

/**
 * The whole sign-up from the form the browser is on: sends it, waits for the confirmation page,
 * reads the code from the mail and sends it.
 */
export async function signUpAndVerify(page: Page, language: Language, email: string, password: string) {
  const t = accountTexts[language];
  const sentAt = await sendSignUpForm(page, language, email, password);
  await expect(page.getByRole("heading", { level: 1, name: t.confirmTitle })).toBeVisible({ timeout: 20_000 });
  await enterCode(page, language, await codeFromMail(email, sentAt, t.mail.codeSubject));
}
