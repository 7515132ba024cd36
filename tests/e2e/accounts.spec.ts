import { expect as baseExpect, type Page, test } from "@playwright/test";
import { accountTexts } from "./account-texts";
import { keptAnalysis as kept, pendingAnalysisKey } from "./analysis-texts";
import { codeFromMail, mailTo, uniqueEmail } from "./mail";
import { enterCode, submitSignUp } from "./sign-up";
import { languages, type Language, onOneDevicePerLanguage, urlOf } from "./support";
import { createVerifiedUser, withServerDatabase } from "./verified-user";

/** Moves an address's account mails `seconds` (and one more) into the past, as if that long had passed. */
async function agedMailLog(email: string, seconds: number): Promise<void> {
  const byMs = (seconds + 1) * 1000;
  const aged = await withServerDatabase((db) =>
    db
      .updateTable("auth_mail_log")
      .set((eb) => ({ sent_at: eb("sent_at", "-", byMs) }))
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst(),
  );
  baseExpect(Number(aged.numUpdatedRows)).toBeGreaterThan(0);
}

// Every step here waits for the server to hash a password or send a mail: on a busy machine
// that takes longer than a page of the catalogue.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const goodPassword = "calm-morning-skin-42";

const confirmPath = (language: Language, email: string) => `/${language}/signupconfirm/${encodeURIComponent(email)}`;

/** A URL holding an address: after a form was sent the browser may show its `@` unencoded. */
function addressUrl(pathAndQuery: string): RegExp {
  return new RegExp(urlOf(pathAndQuery).source.replaceAll("%40", "(?:%40|@)"));
}

/** The header's person icon leads to the profile: the page knows the visitor is signed in. */
async function expectSignedIn(page: Page, language: Language) {
  await expect(page).toHaveURL(urlOf(`/${language}/profile`));
  await expect(
    page.getByRole("banner").getByRole("link", { name: accountTexts[language].profileLabel }),
  ).toHaveAttribute("href", `/${language}/profile`);
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

for (const language of languages) {
  const t = accountTexts[language];

  test.describe(`accounts (${language})`, onOneDevicePerLanguage(language), () => {
    test("sign up, the code from the mail, signed in on the profile", async ({ page }) => {
      const email = uniqueEmail();
      const sentAt = await submitSignUp(page, language, email, goodPassword);

      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: t.confirmTitle })).toBeVisible();
      await expect(main).toContainText(t.sentTo(email));
      await expect(main).toContainText(t.junk);
      const codeField = main.getByLabel(t.code);
      await expect(codeField).toBeFocused();
      await expect(codeField).toHaveAttribute("inputmode", "numeric");
      await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");

      const code = await codeFromMail(email, sentAt, t.mail.codeSubject);
      // Hold the answer back until the full-screen view shown while the code is checked has
      // been looked at (a fixed delay would race a loaded machine).
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/signupconfirm/**", async (route) => {
        if (route.request().method() === "POST") await released;
        await route.continue();
      });
      await enterCode(page, language, code);
      const verifying = page.getByRole("status", { name: t.verifying });
      await expect(verifying).toBeVisible();
      await expect(verifying.getByText("kulit", { exact: true })).toBeVisible();
      const bar = await verifying.getByTestId("verifying-bar").boundingBox();
      const track = await verifying.getByTestId("verifying-bar").locator("..").boundingBox();
      release();
      expect(bar && track && Math.round((bar.width / track.width) * 100)).toBe(35);

      await expectSignedIn(page, language);
      // Signed in, the account screens send the visitor on to the profile.
      await page.goto(`/${language}/signup`);
      await expect(page).toHaveURL(urlOf(`/${language}/profile`));
      await page.goto(`/${language}/signin`);
      await expect(page).toHaveURL(urlOf(`/${language}/profile`));
    });

    test("a wrong code is refused with a message, the right one still works", async ({ page }) => {
      const email = uniqueEmail();
      const sentAt = await submitSignUp(page, language, email, goodPassword);
      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));
      const code = await codeFromMail(email, sentAt, t.mail.codeSubject);

      await enterCode(page, language, "12");
      await expect(page.getByRole("main").getByText(t.errors.codeFormat)).toBeVisible();
      await enterCode(page, language, otherCode(code));
      await expect(page.getByRole("alert").filter({ hasText: t.errors.invalidCode })).toBeVisible();
      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));

      await enterCode(page, language, code);
      await expectSignedIn(page, language);
    });

    test("weak passwords are refused with their message", async ({ page }) => {
      const main = page.getByRole("main");
      await submitSignUp(page, language, uniqueEmail(), "short1");
      await expect(main.getByText(t.errors.passwordTooShort)).toBeVisible();
      await expect(main.getByLabel(t.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(urlOf(`/${language}/signup`));

      await submitSignUp(page, language, uniqueEmail(), "password123");
      await expect(main.getByText(t.errors.passwordTooCommon)).toBeVisible();
      await expect(page).toHaveURL(urlOf(`/${language}/signup`));

      await submitSignUp(page, language, "not-an-address", goodPassword);
      await expect(main.getByText(t.errors.invalidEmail)).toBeVisible();
    });

    test("the sign-up form: rules, a password toggle, and links to sign in, terms and privacy", async ({ page }) => {
      await page.goto(`/${language}/signup`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: t.signUpTitle })).toBeVisible();
      await expect(page).toHaveTitle(t.signUpTitleMeta);
      await expect(main.getByLabel(t.email)).toHaveAttribute("autocomplete", "email");
      const password = main.getByLabel(t.password, { exact: true });
      await expect(password).toHaveAttribute("autocomplete", "new-password");
      await expect(password).toHaveAccessibleDescription(t.passwordRules);

      const toggle = main.getByRole("button", { name: t.showPassword });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(password).toHaveAttribute("type", "text");
      await toggle.click();
      await expect(password).toHaveAttribute("type", "password");

      await expect(main.getByRole("link", { name: t.signIn, exact: true })).toHaveAttribute(
        "href",
        `/${language}/signin`,
      );
      await expect(main.getByRole("link", { name: t.terms })).toHaveAttribute(
        "href",
        `/${language}/terms-and-conditions`,
      );
      await expect(main.getByRole("link", { name: t.privacy })).toHaveAttribute("href", `/${language}/privacy-policy`);
    });

    test("sign in: a wrong password is refused, the right one leads to the profile", async ({ page }) => {
      const { email, password } = await createVerifiedUser();
      await page.goto(`/${language}/signin`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: t.signInTitle })).toBeVisible();
      // The original's bug is fixed: 'No account yet? Sign up' leads to sign-up.
      await expect(main.getByRole("link", { name: t.signUp, exact: true })).toHaveAttribute(
        "href",
        `/${language}/signup`,
      );
      await expect(main.getByRole("link", { name: t.forgot })).toHaveAttribute("href", `/${language}/forgot-password`);

      await main.getByLabel(t.email).fill(email);
      await main.getByLabel(t.password, { exact: true }).fill("not-the-password");
      await main.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.errors.invalidCredentials })).toBeVisible();
      await expect(main.getByLabel(t.email)).toHaveValue(email);

      await main.getByLabel(t.password, { exact: true }).fill(password);
      await main.getByRole("button", { name: t.signIn, exact: true }).click();
      await expectSignedIn(page, language);
    });

    test("signing in before verifying answers like a wrong password, and offers the code page", async ({ page }) => {
      const email = uniqueEmail();
      await submitSignUp(page, language, email, goodPassword);
      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));

      await page.goto(`/${language}/signin`);
      const main = page.getByRole("main");
      await main.getByLabel(t.email).fill(email);
      await main.getByLabel(t.password, { exact: true }).fill(goodPassword);
      await main.getByRole("button", { name: t.signIn, exact: true }).click();
      // The same words as for a wrong password: signing up someone's address and then signing in
      // must not tell whether it already had an account.
      const alert = page.getByRole("alert").filter({ hasText: t.errors.invalidCredentials });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(t.justSignedUp);
      await alert.getByRole("link", { name: t.verifyNow }).click();
      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));
    });

    test("a sign-up whose code cannot be mailed says so, and trying again is not held back", async ({ page }) => {
      // The test mail server refuses this domain's mailboxes, as a real one refuses an unknown mailbox.
      const email = `e2e-${Date.now().toString(36)}-${language}@undeliverable.test`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await submitSignUp(page, language, email, goodPassword);
        await expect(page.getByRole("alert").filter({ hasText: t.errors.mailNotSent })).toBeVisible();
        await expect(page).toHaveURL(urlOf(`/${language}/signup`));
        await expect(page.getByRole("main").getByLabel(t.email)).toHaveValue(email);
      }
    });

    test("forgot password for an address without an account looks the same", async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(`/${language}/forgot-password`);
      const main = page.getByRole("main");
      await main.getByLabel(t.email).fill(email);
      await main.getByRole("button", { name: t.sendCode }).click();
      await expect(page).toHaveURL(addressUrl(`/${language}/reset-password/${encodeURIComponent(email)}`));
      await expect(main.getByRole("heading", { level: 1, name: t.resetTitle })).toBeVisible();
    });

    test("the code pages stay out of search engines", async ({ request }) => {
      for (const path of [
        confirmPath(language, "someone@example.com"),
        `/${language}/reset-password/x%40example.com`,
      ]) {
        const html = await (await request.get(path)).text();
        expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      }
      const signUp = await (await request.get(`/${language}/signup`)).text();
      expect(signUp).not.toContain("noindex");
      expect(signUp).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
    });
  });

  test.describe(`sign-up after an analysis (${language})`, onOneDevicePerLanguage(language), () => {
    test("without a kept analysis the link's promise is dropped: the plain sign-up", async ({ page }) => {
      await page.goto(`/${language}/signup?from=analysis`);
      await expect(page.getByRole("heading", { level: 1, name: t.signUpTitle })).toBeVisible();
    });

    test("with a kept analysis: its own title, saved on verification, then forgotten by the browser", async ({
      page,
    }) => {
      await page.goto(`/${language}/signup`);
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [pendingAnalysisKey, kept] as const);
      const email = uniqueEmail();
      const sentAt = await submitSignUp(page, language, email, goodPassword, "?from=analysis");
      await expect(page).toHaveURL(addressUrl(`${confirmPath(language, email)}?from=analysis`));
      const code = await codeFromMail(email, sentAt, t.mail.codeSubject);
      await enterCode(page, language, code);
      await expectSignedIn(page, language);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), pendingAnalysisKey)).toBeNull();
    });

    test("the title says the analysis will be saved", async ({ page }) => {
      await page.goto(`/${language}/signup`);
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [pendingAnalysisKey, kept] as const);
      await page.goto(`/${language}/signup?from=analysis`);
      await expect(page.getByRole("heading", { level: 1, name: t.analysisTitle })).toBeVisible();
    });
  });

  test.describe(`accounts without JavaScript (${language})`, onOneDevicePerLanguage(language), () => {
    test.use({ javaScriptEnabled: false });

    test("sign up and verify with plain forms", async ({ page }) => {
      const email = uniqueEmail();
      await submitSignUp(page, language, email, "short");
      await expect(page.getByRole("main").getByText(t.errors.passwordTooShort)).toBeVisible();
      // The address typed is still there after the page came back.
      await expect(page.getByRole("main").getByLabel(t.email)).toHaveValue(email);

      const sentAt = await submitSignUp(page, language, email, goodPassword);
      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));
      const code = await codeFromMail(email, sentAt, t.mail.codeSubject);
      await enterCode(page, language, otherCode(code));
      await expect(page.getByRole("alert").filter({ hasText: t.errors.invalidCode })).toBeVisible();
      await enterCode(page, language, code);
      await expect(page).toHaveURL(urlOf(`/${language}/profile`));
    });
  });

  test.describe(`accounts and their mail (${language})`, onOneDevicePerLanguage(language), () => {
    test("signing up with an address that has an account looks the same, and mails its owner a notice", async ({
      page,
    }) => {
      const { email } = await createVerifiedUser();
      const sentAt = await submitSignUp(page, language, email, "another-fine-password");
      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));
      await expect(page.getByRole("main")).toContainText(t.sentTo(email));
      const notice = await mailTo(email, sentAt, t.mail.existingSubject);
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
    });

    test("forgot password: a code by mail, a new password, then sign in with it", async ({ page }) => {
      const { email, password } = await createVerifiedUser();
      await page.goto(`/${language}/signin`);
      await page.getByRole("main").getByRole("link", { name: t.forgot }).click();
      await expect(page).toHaveURL(urlOf(`/${language}/forgot-password`));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: t.forgotTitle })).toBeVisible();
      await main.getByLabel(t.email).fill(email);
      const sentAt = Date.now();
      await main.getByRole("button", { name: t.sendCode }).click();

      await expect(page).toHaveURL(addressUrl(`/${language}/reset-password/${encodeURIComponent(email)}`));
      await expect(main.getByRole("heading", { level: 1, name: t.resetTitle })).toBeVisible();
      const code = await codeFromMail(email, sentAt, t.mail.resetSubject);
      const newPassword = "a-brand-new-password-7";
      await main.getByLabel(t.code).fill(code);
      await main.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
      await main.getByRole("button", { name: t.changePassword }).click();

      await expect(page).toHaveURL(urlOf(`/${language}/signin?reset=1`));
      await expect(page.getByRole("status").filter({ hasText: t.passwordChanged })).toBeVisible();
      await main.getByLabel(t.email).fill(email);
      await main.getByLabel(t.password, { exact: true }).fill(password);
      await main.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.errors.invalidCredentials })).toBeVisible();
      await main.getByLabel(t.password, { exact: true }).fill(newPassword);
      await main.getByRole("button", { name: t.signIn, exact: true }).click();
      await expectSignedIn(page, language);
    });

    // The interval the server names passes for this address without a wait in real time: its
    // mail log is moved back by it, as the clock would move it (`agedMailLog`).
    test("resend: too soon says so, then the link becomes 'Additional Verification code sent'", async ({ page }) => {
      const email = uniqueEmail();
      await submitSignUp(page, language, email, goodPassword);
      await expect(page).toHaveURL(addressUrl(confirmPath(language, email)));
      const main = page.getByRole("main");

      await main.getByRole("button", { name: t.resend }).click();
      const tooSoon = page.getByRole("alert").filter({ hasText: t.errors.resendTooSoon });
      await expect(tooSoon).toBeVisible();
      // The wait is said in seconds, or as "1 minute" when a full minute is left.
      const wait = /(\d+) (second|detik)/.exec((await tooSoon.textContent()) ?? "");
      const seconds = wait ? Number(wait[1]) : 60;

      await agedMailLog(email, seconds);
      const sentAt = Date.now();
      await main.getByRole("button", { name: t.resend }).click();
      await expect(main.getByText(t.resent)).toBeVisible();
      await expect(main.getByRole("button", { name: t.resend })).toHaveCount(0);

      // The new code works; the message stays after a wrong try.
      const code = await codeFromMail(email, sentAt, t.mail.codeSubject);
      await enterCode(page, language, otherCode(code));
      await expect(page.getByRole("alert").filter({ hasText: t.errors.invalidCode })).toBeVisible();
      await expect(main.getByText(t.resent)).toBeVisible();
      await enterCode(page, language, code);
      await expectSignedIn(page, language);
    });
  });
}
