import { expect, type Page, test } from "@playwright/test";
import { accountTexts } from "./account-texts";
import { analysisTexts } from "./analysis-texts";
import { codeFromMail, uniqueEmail } from "./mail";
import { enterCode, sendSignUpForm, signUpAndVerify } from "./sign-up";
import { type Language, onOneDevicePerLanguage, productCards, urlOf, waitForHydration } from "./support";
import { withServerDatabase } from "./verified-user";

/**
 * The whole journey of issue 3, as one visitor lives it: the analysis with a selfie while
 * anonymous, sign-up, the code from the mail, the profile, the match on the lists, sign out
 * and back in. English runs on the phone, Indonesian on the desktop.
 */

test.describe.configure({ timeout: 120_000 });

const password = "morning dew on rice paper";

const journeyTexts = {
  en: {
    profileTitle: "Combination Skin",
    scores: "Your skin scores",
    advice: "Advice for you",
    topPicks: "Your Top Picks",
    selfieAlt: "Your selfie from your latest analysis",
    signOut: "Sign Out",
    match: /^(\d{1,2})% Match$/,
    toner: "/en/producttype/toner",
    secondProfileTitle: "Dry Skin",
    analysisKept: "Your skin analysis will be saved to your profile when you sign in.",
    expired: "This code has expired. Please ask for a new one.",
  },
  id: {
    profileTitle: "Kulit Kombinasi",
    scores: "Skor kulitmu",
    advice: "Saran untukmu",
    topPicks: "Pilihan Teratasmu",
    selfieAlt: "Selfie kamu dari analisis terakhir",
    signOut: "Keluar",
    match: /^(\d{1,2})% Cocok$/,
    toner: "/id/producttype/toner",
    secondProfileTitle: "Kulit Kering",
    analysisKept: "Analisis kulitmu akan tersimpan di profilmu begitu kamu masuk.",
    expired: "Kode ini sudah kedaluwarsa. Silakan minta kode baru.",
  },
} as const;

async function choose(page: Page, question: string, option: string): Promise<void> {
  await expect(page.getByRole("heading", { name: question })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^${option}`) }).click();
}

/** Every step of the questionnaire, with the fake camera's picture at the end; `skinType` is the option's index. */
async function takeAnalysisWithSelfie(page: Page, language: Language, skinType = 0): Promise<void> {
  const text = analysisTexts[language];
  const q = text.questions;
  await page.goto(`/${language}/analysis`);
  await waitForHydration(page, language);
  await choose(page, q.gender, text.genderOptions[1]);
  await choose(page, q.age, text.ageOptions[1]);
  await choose(page, q.budget, text.budgetOptions[1]);
  await expect(page.getByRole("heading", { name: q.location })).toBeVisible();
  await page.getByRole("button", { name: text.next }).click();
  await choose(page, q.skinType, (text.skinTypeOptions[skinType] ?? "").split(" ").slice(0, 2).join(" "));
  await choose(page, q.eyebags, text.frequencyOptions[0]);
  await choose(page, q.dryness, text.frequencyOptions[4]);
  await choose(page, q.redness, text.frequencyOptions[0]);
  await choose(page, q.wrinkles, text.visibilityOptions[0]);
  await choose(page, q.acne, text.frequencyOptions[4]);
  await choose(page, q.pores, text.visibilityOptions[4]);
  await expect(page.getByRole("heading", { name: q.selfie })).toBeVisible();
  const take = page.getByRole("button", { name: text.takeSelfie });
  await expect(take).toBeEnabled({ timeout: 10_000 });
  await take.click();
  await page.getByRole("button", { name: text.usePhoto }).click();
  await page.getByRole("button", { name: text.seeResult }).click();
  await expect(page.getByText(text.loading)).toBeVisible();
}

/** The six scores on the page's meters, in their order. */
function scoresShown(page: Page): Promise<number[]> {
  return page
    .getByRole("main")
    .getByRole("meter")
    .evaluateAll((meters) => meters.map((meter) => Number(meter.getAttribute("aria-valuenow"))));
}

async function matchPercents(page: Page, language: Language): Promise<number[]> {
  const pattern = journeyTexts[language].match;
  const lines = await productCards(page, language).getByRole("link", { name: pattern }).all();
  const percents: number[] = [];
  for (const line of lines) percents.push(Number(pattern.exec((await line.textContent())?.trim() ?? "")?.[1]));
  return percents;
}

for (const language of ["en", "id"] as const) {
  const text = journeyTexts[language];
  const account = accountTexts[language];

  test(
    `anonymous analysis with selfie → sign-up → code → profile → sorted matches → sign out → another analysis → sign in saves it (${language})`,
    onOneDevicePerLanguage(language),
    async ({ page }) => {
      await takeAnalysisWithSelfie(page, language);

      // After the 3-second wait the anonymous visitor sees the result, and signs up to keep it.
      const result = analysisTexts[language];
      await expect(page.getByRole("heading", { level: 1, name: result.resultTitle })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("main").getByRole("meter")).toHaveCount(6);
      const previewed = await scoresShown(page);
      await page.getByRole("link", { name: result.resultSignUp }).click();
      await expect(page).toHaveURL(urlOf(`/${language}/signup?from=analysis`));
      await expect(page.getByRole("heading", { level: 1, name: account.analysisTitle })).toBeVisible();
      await page.reload();
      await waitForHydration(page, language);
      await expect(page.getByRole("heading", { level: 1, name: account.analysisTitle })).toBeVisible();

      const email = uniqueEmail();
      await signUpAndVerify(page, language, email, password);

      // The profile shows the analysis that waited in the browser, with its selfie.
      await expect(page).toHaveURL(urlOf(`/${language}/profile`), { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1, name: text.profileTitle })).toBeVisible();
      await expect(page.getByRole("heading", { name: text.scores })).toBeVisible();
      await expect(page.getByRole("meter")).toHaveCount(6);
      // The very scores the result showed before sign-up.
      expect(await scoresShown(page)).toEqual(previewed);
      await expect(page.getByRole("heading", { name: text.advice })).toBeVisible();
      await expect(page.getByRole("heading", { name: text.topPicks })).toBeVisible();
      await expect(page.getByRole("region", { name: text.topPicks }).getByRole("article").first()).toBeVisible();
      const selfie = page.getByRole("img", { name: text.selfieAlt });
      await expect(selfie).toBeVisible();
      await expect
        .poll(() => selfie.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await expect
        .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("pending"))))
        .toEqual([]);

      // Lists carry the personal match, sorted from the best.
      await page.goto(text.toner);
      await waitForHydration(page, language);
      const percents = await matchPercents(page, language);
      expect(percents.length).toBeGreaterThanOrEqual(10);
      expect(percents).toEqual([...percents].sort((a, b) => b - a));

      // Sign out from Settings, then back in.
      await page.goto(`/${language}/profile`);
      await page.getByRole("button", { name: text.signOut, exact: true }).click();
      await expect(page).toHaveURL(urlOf(`/${language}`));
      await page.goto(text.toner);
      await expect(productCards(page, language).getByRole("link", { name: text.match })).toHaveCount(0);

      // Signed out, a second analysis (dry skin this time) is saved by signing in from its sign-up page.
      await takeAnalysisWithSelfie(page, language, 1);
      await page.getByRole("link", { name: result.resultSignIn }).click({ timeout: 20_000 });
      await expect(page).toHaveURL(urlOf(`/${language}/signin?from=analysis`));
      await expect(page.getByText(text.analysisKept)).toBeVisible();
      await page.getByLabel(account.email).fill(email);
      await page.getByLabel(account.password, { exact: true }).fill(password);
      await page.getByRole("button", { name: account.signIn, exact: true }).click();
      await expect(page).toHaveURL(urlOf(`/${language}/profile`), { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1, name: text.secondProfileTitle })).toBeVisible();
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("pending")))).toEqual(
        [],
      );
    },
  );

  test(
    `a code older than ten minutes is refused with its message (${language})`,
    onOneDevicePerLanguage(language),
    async ({ page }) => {
      await page.goto(`/${language}/signup`);
      await waitForHydration(page, language);
      const email = uniqueEmail();
      const since = await sendSignUpForm(page, language, email, password);
      await expect(page.getByRole("heading", { level: 1, name: account.confirmTitle })).toBeVisible({
        timeout: 20_000,
      });
      const code = await codeFromMail(email, since, account.mail.codeSubject);

      // Ten minutes pass: the server's own clock can't be moved, so the code's expiry is.
      await withServerDatabase((db) =>
        db
          .updateTable("verification")
          .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
          .where("identifier", "like", `%${email}`)
          .execute(),
      );

      await enterCode(page, language, code);
      await expect(page.getByRole("alert").filter({ hasText: text.expired })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`/${language}/signupconfirm/`));
    },
  );
}
