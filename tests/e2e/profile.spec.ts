import { readFile } from "node:fs/promises";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { accountTexts } from "./account-texts";
import { type Language, onPhoneOnly, productCards, texts, urlOf, waitForHydration } from "./support";
import { signedInUser, signIn, type VerifiedUser } from "./verified-user";

/**
 * The skin profile and the personal match everywhere else (docs/screens.md: Profile, header, menu,
 * cards, product page; docs/rules.md and docs/security.md). Every test starts signed in as a new
 * verified user (verified-user.ts); signing up through the screens is accounts.spec.ts's subject.
 */

/** What the profile and the match explanation say (copied from the locale files on purpose, like support.ts). */
const profileTexts = {
  en: {
    eyebrow: "your profile",
    combination: "Combination Skin",
    noAnalysisTitle: "Your skin profile",
    analyze: "Analyze your skin",
    scores: "Your skin scores",
    history: "How your scores changed",
    showTable: "Show the scores as a table",
    advice: "Advice for you",
    topPicks: "Your Top Picks",
    selfie: "Your selfie",
    selfieAlt: "Your selfie from your latest analysis",
    deleteSelfie: "Delete selfie",
    selfieDeleted: "Your selfie was deleted.",
    settings: "Settings",
    signOut: "Sign Out",
    signOutEverywhere: "Sign out everywhere",
    download: "Download my data",
    deleteAccount: "Delete my account",
    retake: "Retake the analysis",
    productsFor: "Products for Combination Skin",
    meter: (aspect: string, label: "good" | "average" | "poor") =>
      new RegExp(`^${aspect}: \\d{1,3}, ${{ good: "good", average: "average", poor: "poor" }[label]}$`),
    aspects: { eyebags: "Eye bags", dryness: "Dryness", acne: "Acne", pores: "Pores" },
    sparkline: (aspect: string) => new RegExp(`^${aspect}, oldest to newest: \\d{1,3}, \\d{1,3}$`),
    match: /^(\d{1,2})% Match$/,
    noProfileCard: "Complete the analysis to see your match",
    why: (percent: number) => `Why ${percent}%?`,
    budget: /^(Within|Above) your budget \(£20–£40\)$/,
    total: (percent: number) => new RegExp(`^Total: ${percent}%`),
  },
  id: {
    eyebrow: "profilmu",
    combination: "Kulit Kombinasi",
    scores: "Skor kulitmu",
    advice: "Saran untukmu",
    topPicks: "Pilihan Teratasmu",
    settings: "Pengaturan",
    signOut: "Keluar",
    meter: (aspect: string, label: "good" | "average" | "poor") =>
      new RegExp(`^${aspect}: \\d{1,3}, ${{ good: "baik", average: "sedang", poor: "kurang" }[label]}$`),
    aspects: { eyebags: "Kantung mata", dryness: "Kulit kering" },
    match: /^(\d{1,2})% Cocok$/,
    why: (percent: number) => `Kenapa ${percent}%?`,
    // The product may have no current Indonesian price: then the budget does not count.
    budget:
      /^(Sesuai|Di atas) budget kamu \(Rp 400\.000–800\.000\)$|^Harga belum diketahui, jadi budget kamu tidak dihitung$/,
  },
} as const;

/** The profile's score meter of an aspect reads its band (`good`, `average`, `poor`) to a screen reader. */
async function expectScoreBand(
  scores: Locator,
  t: { meter: (aspect: string, label: "good" | "average" | "poor") => RegExp },
  aspect: string,
  band: "good" | "average" | "poor",
): Promise<void> {
  await expect(scores.getByRole("meter", { name: aspect })).toHaveAttribute("aria-valuetext", t.meter(aspect, band));
}

/** The person icon of the header: sign-up for visitors, the profile when signed in. */
function personLink(page: Page): Locator {
  return page.getByRole("banner").locator('a[href$="/profile"], a[href$="/signup"]');
}

/** Signs the page in as a new verified user and opens their profile, hydrated. */
async function openProfileAsNewUser(page: Page): Promise<VerifiedUser> {
  const user = await signedInUser(page);
  await page.goto("/en/profile");
  await waitForHydration(page, "en");
  return user;
}

/**
 * The questionnaire, signed in, in English. The answers fix which scores are lowest: an
 * answer a gives 100 − (20a − r) with r in 0…20, so 'Never' scores 80–100 and 'Always'
 * 0–20; dryness, acne and pores are the three lowest, and the skin type is combination.
 */
const answers: { question: string; answer: string | RegExp }[] = [
  { question: "What is your gender?", answer: "Female" },
  { question: "How old are you?", answer: "25–34" },
  { question: "What's your monthly skincare budget?", answer: "£20–£40" },
  { question: "How does your skin usually feel a few hours after washing?", answer: /^Shiny T-zone, dry cheeks/ },
  { question: "How often do you get puffy eyes or eye bags?", answer: "Never" },
  { question: "How often does your skin feel dry or tight?", answer: "Always" },
  { question: "How often does your skin look red or irritated?", answer: "Never" },
  { question: "How visible are fine lines or wrinkles on your face?", answer: "Not at all" },
  { question: "How often do you get spots or breakouts?", answer: "Always" },
  { question: "How visible are the pores on your face?", answer: "Very clearly" },
];

async function answer(page: Page, step: { question: string; answer: string | RegExp }): Promise<void> {
  await expect(page.getByRole("heading", { name: step.question })).toBeVisible();
  const name = typeof step.answer === "string" ? new RegExp(`^${step.answer}`) : step.answer;
  await page.getByRole("button", { name }).click();
}

async function takeAnalysis(page: Page, options: { selfie: boolean }): Promise<void> {
  await page.goto("/en/analysis");
  await waitForHydration(page, "en");
  const [gender, age, budget, ...rest] = answers;
  for (const step of [gender, age, budget]) if (step) await answer(page, step);
  await expect(page.getByRole("heading", { name: "Where do you live?" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  for (const step of rest) await answer(page, step);
  await expect(page.getByRole("heading", { name: "Take a selfie" })).toBeVisible();
  if (options.selfie) {
    const take = page.getByRole("button", { name: "Take selfie" });
    await expect(take).toBeEnabled({ timeout: 10_000 });
    await take.click();
    await page.getByRole("button", { name: "Use this photo" }).click();
  } else {
    await page.getByRole("button", { name: "Skip" }).click();
  }
  // The summary, then the loading screen for 3 s; the analysis is saved and the profile opens.
  await page.getByRole("button", { name: "Save my analysis" }).click();
  await expect(page).toHaveURL(urlOf("/en/profile"), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: profileTexts.en.combination })).toBeVisible();
}

/** The percentages of the match lines of the cards on a list page, in page order. */
async function listPercents(page: Page, language: Language): Promise<number[]> {
  const lines = await productCards(page, language).getByRole("link", { name: profileTexts[language].match }).all();
  const percents: number[] = [];
  for (const line of lines) {
    const match = profileTexts[language].match.exec((await line.textContent())?.trim() ?? "");
    percents.push(Number(match?.[1]));
  }
  return percents;
}

/** `/account/selfie` as the signed-in browser fetches it (with its cookie). */
function selfieResponse(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch("/account/selfie", { cache: "no-store" });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      cache: response.headers.get("cache-control"),
      nosniff: response.headers.get("x-content-type-options"),
    };
  });
}

async function newSignedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe("skin profile", () => {
  test("without an analysis: a prompt to analyse, settings, the header and menu follow the session", async ({
    page,
  }) => {
    const t = profileTexts.en;
    const { email } = await openProfileAsNewUser(page);

    await expect(page.getByRole("heading", { level: 1, name: t.noAnalysisTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: t.analyze })).toHaveAttribute("href", "/en/analysis");
    const settings = page.getByRole("region", { name: t.settings });
    await expect(settings.getByText(email)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await expect(personLink(page)).toHaveAttribute("href", "/en/profile");
    await expect(personLink(page)).toHaveAccessibleName(accountTexts.en.profileLabel);
    await page.getByRole("button", { name: texts.en.openMenu }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: accountTexts.en.profileLabel })).toHaveAttribute(
      "href",
      "/en/profile",
    );
    await page.keyboard.press("Escape");

    // Signed in without a skin type: cards ask to complete the analysis.
    await page.goto("/en/producttype/toner");
    await expect(productCards(page, "en").first().getByRole("link", { name: t.noProfileCard })).toBeVisible();

    await page.goto("/en/profile");
    await page.getByRole("button", { name: t.signOut, exact: true }).click();
    await expect(page).toHaveURL(urlOf("/en"));
    await expect(personLink(page)).toHaveAttribute("href", "/en/signup");
    await page.goto("/en/profile");
    await expect(page).toHaveURL(urlOf("/en/signin"));
  });

  // What the profile holds (scores, advice, picks, history, the selfie, the export) is the
  // server's, the same at every width; the journey (journey.spec.ts) opens a profile with an
  // analysis on both devices, and the header and menu above run on both.
  test(
    "with analyses: scores, advice, top picks, selfie, history, download my data, delete the selfie",
    onPhoneOnly,
    async ({ page, request }) => {
      test.setTimeout(120_000);
      const t = profileTexts.en;
      const { email } = await signedInUser(page);
      await takeAnalysis(page, { selfie: false });

      await expect(page.getByText(t.eyebrow, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: t.productsFor })).toHaveAttribute("href", "/en/skintype/combination");
      await expect(page.getByRole("link", { name: t.retake })).toHaveAttribute("href", "/en/analysis");

      // Six score meters, each with its label; the answers make these three certain.
      const scores = page.getByRole("region", { name: t.scores });
      await expect(scores.getByRole("meter")).toHaveCount(6);
      await expectScoreBand(scores, t, t.aspects.eyebags, "good");
      await expectScoreBand(scores, t, t.aspects.dryness, "poor");
      await expectScoreBand(scores, t, t.aspects.pores, "poor");

      // Advice for the three lowest aspects, with links to the ingredient pages.
      const advice = page.getByRole("region", { name: t.advice });
      const adviceTitles = await advice.getByRole("heading", { level: 3 }).allTextContents();
      expect(adviceTitles.sort()).toEqual([t.aspects.acne, t.aspects.dryness, t.aspects.pores].sort());
      await expect(advice.getByRole("link", { name: "Hyaluronic Acid" })).toHaveAttribute(
        "href",
        "/en/ingredient/hyaluronic-acid",
      );
      await expect(advice.getByRole("link", { name: "Glycerin" })).toHaveAttribute("href", "/en/ingredient/glycerin");
      await expect(advice.getByRole("link", { name: "Salicylic Acid" }).first()).toHaveAttribute(
        "href",
        "/en/ingredient/salicylic-acid",
      );

      // Top picks: one card per product type at most, each with its match.
      const picks = page.getByRole("region", { name: t.topPicks }).getByRole("article");
      const pickCount = await picks.count();
      expect(pickCount).toBeGreaterThan(0);
      expect(pickCount).toBeLessThanOrEqual(10);
      for (const pick of await picks.all()) await expect(pick.getByRole("link", { name: t.match })).toBeVisible();

      // One analysis: no history chart and no selfie yet.
      await expect(page.getByRole("heading", { name: t.history })).toHaveCount(0);
      await expect(page.getByRole("region", { name: t.selfie })).toHaveCount(0);

      await advice.getByRole("link", { name: "Niacinamide" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: texts.en.ingredientHeading("Niacinamide") }),
      ).toBeVisible();

      // A second analysis, with a selfie from the fake camera.
      await takeAnalysis(page, { selfie: true });
      const history = page.getByRole("region", { name: t.history });
      await expect(history.getByRole("img", { name: t.sparkline(t.aspects.dryness) })).toBeVisible();
      await expect(history.getByRole("img")).toHaveCount(6);
      await history.getByText(t.showTable).click();
      await expect(history.getByRole("table").getByRole("row")).toHaveCount(3);

      const selfie = page.getByRole("region", { name: t.selfie }).getByRole("img", { name: t.selfieAlt });
      await expect(selfie).toBeVisible();
      await expect
        .poll(() => selfie.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      expect(await selfieResponse(page)).toEqual({
        status: 200,
        type: "image/jpeg",
        cache: "private, no-store",
        nosniff: expect.stringContaining("nosniff") as unknown,
      });
      // Without the session cookie nobody gets it.
      expect((await request.get("/account/selfie")).status()).toBe(401);
      expect((await request.get("/account/export")).status()).toBe(401);

      // Download my data: a JSON file with the account and both analyses.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: t.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^kulit-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
        account: { email: string };
        analyses: unknown[];
      };
      expect(exported.account.email).toBe(email);
      expect(exported.analyses).toHaveLength(2);

      // Delete the selfie, after a confirmation.
      await page.getByRole("button", { name: t.deleteSelfie }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: t.deleteSelfie }).click();
      await expect(page.getByRole("status")).toHaveText(t.selfieDeleted);
      await expect(page.getByRole("region", { name: t.selfie })).toHaveCount(0);
      expect((await selfieResponse(page)).status).toBe(404);
    },
  );

  // The order and the explanation do not change with the width (ADR 0011).
  test(
    "lists sort by match, cards show it, and the product page explains it, in both languages",
    onPhoneOnly,
    async ({ page }) => {
      test.setTimeout(90_000);
      await signedInUser(page);
      await takeAnalysis(page, { selfie: false });

      for (const path of ["/en/producttype/toner", "/en/skintype/combination"]) {
        await page.goto(path);
        const percents = await listPercents(page, "en");
        expect(percents.length).toBeGreaterThan(0);
        expect(percents).toEqual([...percents].sort((a, b) => b - a));
      }

      // The landing carousel shows the match too.
      await page.goto("/en");
      await expect(
        page
          .getByRole("region", { name: texts.en.trending })
          .getByRole("link", { name: profileTexts.en.match })
          .first(),
      ).toBeAttached();

      // The first toner: its page shows the same percentage and explains it.
      await page.goto("/en/producttype/toner");
      const first = productCards(page, "en").first();
      const cardPercent = Number(
        profileTexts.en.match.exec(
          (await first.getByRole("link", { name: profileTexts.en.match }).textContent()) ?? "",
        )?.[1],
      );
      const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
      await first.getByRole("heading").getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("link", { name: `${cardPercent}% Match` })).toBeVisible();
      const why = page.getByText(profileTexts.en.why(cardPercent), { exact: true });
      await why.click();
      await expect(page.getByText(profileTexts.en.budget)).toBeVisible();
      await expect(page.getByText(/^(Made|Not made) for combination skin, your skin type$/)).toBeVisible();
      await expect(page.getByText(profileTexts.en.total(cardPercent))).toBeVisible();

      // In Indonesian, in its words; the budget part follows the product's Indonesian price, so the
      // figure may differ from the English one (docs/rules.md, "A market's own price").
      await page.goto(page.url().replace("/en/", "/id/"));
      const idMatch = page.getByRole("link", { name: /^\d+% Cocok$/ });
      await expect(idMatch).toBeVisible();
      const idPercent = Number(/^(\d+)%/.exec((await idMatch.textContent()) ?? "")?.[1]);
      await page.getByText(profileTexts.id.why(idPercent), { exact: true }).click();
      await expect(page.getByText(profileTexts.id.budget)).toBeVisible();

      await page.goto("/id/producttype/toner");
      const idPercents = await listPercents(page, "id");
      expect(idPercents).toEqual([...idPercents].sort((a, b) => b - a));

      // The profile in Indonesian.
      const id = profileTexts.id;
      await page.goto("/id/profile");
      await expect(page.getByText(id.eyebrow, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: id.combination })).toBeVisible();
      const scores = page.getByRole("region", { name: id.scores });
      await expectScoreBand(scores, id, id.aspects.dryness, "poor");
      await expectScoreBand(scores, id, id.aspects.eyebags, "good");
      await expect(page.getByRole("region", { name: id.advice })).toBeVisible();
      await expect(
        page.getByRole("region", { name: id.topPicks }).getByRole("link", { name: id.match }).first(),
      ).toBeVisible();
      await expect(
        page.getByRole("region", { name: id.settings }).getByRole("button", { name: id.signOut, exact: true }),
      ).toBeVisible();
      await expect(personLink(page)).toHaveAccessibleName(accountTexts.id.profileLabel);
    },
  );

  test("sign out everywhere ends the sessions on other browsers too", onPhoneOnly, async ({ page, browser }) => {
    const user = await openProfileAsNewUser(page);
    const other = await newSignedOutPage(browser);
    await signIn(other, user);
    await other.goto("/en/profile");
    await expect(other).toHaveURL(urlOf("/en/profile"));

    await page.getByRole("button", { name: profileTexts.en.signOutEverywhere }).click();
    await expect(page).toHaveURL(urlOf("/en"));
    await expect(personLink(page)).toHaveAttribute("href", "/en/signup");

    await other.goto("/en/profile");
    await expect(other).toHaveURL(urlOf("/en/signin"));
    await other.context().close();
  });

  test(
    "delete my account, after a confirmation: signed out, and the account is gone",
    onPhoneOnly,
    async ({ page }) => {
      const { email, password } = await openProfileAsNewUser(page);
      await page.getByRole("button", { name: profileTexts.en.deleteAccount }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: profileTexts.en.deleteAccount }).click();
      await expect(page).toHaveURL(urlOf("/en"));
      await expect(personLink(page)).toHaveAttribute("href", "/en/signup");

      await page.goto("/en/signin");
      await waitForHydration(page, "en");
      await page.getByLabel(accountTexts.en.email).fill(email);
      await page.getByLabel(accountTexts.en.password, { exact: true }).fill(password);
      await page.getByRole("button", { name: accountTexts.en.signIn, exact: true }).click();
      await expect(page.getByText(accountTexts.en.errors.invalidCredentials)).toBeVisible();
    },
  );
});
