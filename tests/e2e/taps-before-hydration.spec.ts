import { expect, type Page, test } from "@playwright/test";
import { accountTexts } from "./account-texts";
import { analysisTexts, chosenAnswers, keptAnalysis, pendingAnalysisKey } from "./analysis-texts";
import { languages, onOneDevicePerLanguage, onPhoneOnly, productCards, productTypePath, texts, urlOf } from "./support";
import type { Language } from "./support";
import { createVerifiedUser, signedInUser } from "./verified-user";

/**
 * Pages are opened until their HTML is parsed, not until their load event: the module preloads a
 * page adds after its first paint delay that event, and they are the scripts held back.
 */
const untilParsed = { waitUntil: "domcontentloaded" } as const;

/**
 * Why taps before hydration are kept and replayed: docs/decisions/0021-taps-before-hydration.md.
 * The page's scripts are held back by Playwright's routing until `release` is called, so the tap
 * certainly lands on the server's HTML, before React has taken over.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Fills the sign-in form on the server's HTML and taps Sign in: the button says it is busy, the
 * form is held for the page's scripts.
 */
async function signInBeforeHydration(page: Page, language: Language, email: string, password: string) {
  const a = accountTexts[language];
  const main = page.getByRole("main");
  await main.getByLabel(a.email).fill(email);
  await main.getByLabel(a.password, { exact: true }).fill(password);
  const signIn = main.getByRole("button", { name: a.signIn, exact: true });
  await signIn.click();
  await expect(signIn).toHaveAttribute("aria-busy", "true");
}

/** The profile's heading over the scores, shown once an analysis is saved (as in profile.spec.ts). */
const profileScoresHeading = { en: "Your skin scores", id: "Skor kulitmu" } as const;

/** The sort control's words (public/locales/{en,id}/catalog.json, as in budget-and-order.spec.ts). */
const sortTexts = {
  en: { sortBy: "Sort by", priceOption: "Price: low to high", byPrice: "Sorted by price, low to high" },
  id: {
    sortBy: "Urutkan menurut",
    priceOption: "Harga: termurah dulu",
    byPrice: "Diurutkan menurut harga, termurah dulu",
  },
} as const;

/** How long a held form waits for the page's scripts (`heldSubmissionSeconds`, app/ui/taps-before-hydration.tsx). */
const heldSubmissionSeconds = 10;

const hydrated = (page: Page) =>
  page.evaluate(() => (window as { __kulitHydrated?: boolean }).__kulitHydrated === true);

for (const language of languages) {
  test.describe(`taps before hydration (${language})`, () => {
    const t = analysisTexts[language];

    // Its subject, a tap kept until the scripts arrive, is the same at every width: English taps
    // on the phone's touch screen, Indonesian clicks on the desktop (onOneDevicePerLanguage).
    test(
      "all twelve steps, Back and a summary's Change answered before the page hydrates, each once; See my result waits, then shows the result",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const release = await holdScripts(page);
        let previews = 0;
        page.on("request", (request) => {
          if (request.method() === "POST" && new URL(request.url()).pathname === `/${language}/analysis/preview`) {
            previews += 1;
          }
        });
        await page.goto(`/${language}/analysis`, untilParsed);
        const startedAt = await page.evaluate(() => history.length);
        let taps = 0;
        const question = page.getByRole("main").getByRole("heading", { level: 1 });
        /** Taps the option with this 1-based answer on the step asking this question: a plain form the server answers. */
        const choose = async (asked: string, options: readonly string[], answer: number) => {
          await expect(question).toHaveText(asked);
          await page
            .getByRole("region", { name: asked })
            .getByRole("button", { name: options[answer - 1], exact: true })
            .click();
          taps += 1;
        };

        await choose(t.questions.gender, t.genderOptions, chosenAnswers.gender);
        await choose(t.questions.age, t.ageOptions, chosenAnswers.age);
        // Back is a link to the step before, which shows the answer given there.
        await expect(question).toHaveText(t.questions.budget);
        await page.getByRole("link", { name: t.back, exact: true }).click();
        taps += 1;
        await expect(question).toHaveText(t.questions.age);
        await expect(
          page.getByRole("button", { name: t.ageOptions[chosenAnswers.age - 1], exact: true }),
        ).toHaveAttribute("aria-pressed", "true");
        await choose(t.questions.age, t.ageOptions, chosenAnswers.age);
        await choose(t.questions.budget, t.budgetOptions, chosenAnswers.budget);

        // The location step: a plain list of the countries, and Next.
        await expect(question).toHaveText(t.questions.location);
        await expect(page.getByText(t.progress(4), { exact: true })).toBeVisible();
        await page.getByLabel(t.location, { exact: true }).selectOption("Japan");
        await page.getByRole("button", { name: t.next }).click();
        taps += 1;

        await choose(t.questions.skinType, t.skinTypeOptions, chosenAnswers.skinType);
        await choose(t.questions.eyebags, t.frequencyOptions, chosenAnswers.eyebags);
        await choose(t.questions.dryness, t.frequencyOptions, chosenAnswers.dryness);
        await choose(t.questions.redness, t.frequencyOptions, chosenAnswers.redness);
        await choose(t.questions.wrinkles, t.visibilityOptions, chosenAnswers.wrinkles);
        await choose(t.questions.acne, t.frequencyOptions, chosenAnswers.acne);
        await choose(t.questions.pores, t.visibilityOptions, chosenAnswers.pores);

        // The selfie step: Skip.
        await expect(question).toHaveText(t.questions.selfie);
        await expect(page.getByText(t.progress(12), { exact: true })).toBeVisible();
        await page.getByRole("button", { name: t.skip, exact: true }).click();
        taps += 1;

        // The summary: every answer, and a Change link that comes back to it.
        await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
        const main = page.getByRole("main");
        await expect(main.getByText("Japan", { exact: true })).toBeVisible();
        await expect(main.getByText(t.selfieSkipped, { exact: true })).toBeVisible();
        await page.getByRole("link", { name: t.changeBudget(t.budgetOptions[chosenAnswers.budget - 1] ?? "") }).click();
        taps += 1;
        await choose(t.questions.budget, t.budgetOptions, 2);
        await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
        await expect(page.getByRole("link", { name: t.changeBudget(t.budgetOptions[1]) })).toBeVisible();
        // One history entry per tap: none was sent twice.
        expect(await page.evaluate(() => history.length)).toBe(startedAt + taps);
        expect(await hydrated(page)).toBe(false);

        // See my result waits for the page's script, which sends it once.
        const seeResult = page.getByRole("button", { name: t.seeResult });
        await seeResult.click();
        await expect(seeResult).toHaveAttribute("aria-busy", "true");
        await expect(page).toHaveURL(/\?step=summary&/);
        expect(await hydrated(page)).toBe(false);

        release();
        await expect(page.getByRole("heading", { level: 1, name: t.loading })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: t.resultTitle })).toBeVisible({ timeout: 10_000 });
        await expect(page).toHaveURL(/\?step=result&/);
        const kept = await page.evaluate(
          (key) => JSON.parse(sessionStorage.getItem(key) ?? "null") as unknown,
          pendingAnalysisKey,
        );
        expect(kept).toMatchObject({
          // Budget changed from the summary, Japan chosen in the plain list.
          answers: { ...chosenAnswers, budget: 2, location: "Japan" },
          selfie: null,
        });
        expect(previews).toBe(1);
      },
    );

    test(
      "Save my analysis tapped before the page hydrates waits, shows it is working, then saves once and opens the profile",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await signedInUser(page);
        let saves = 0;
        page.on("request", (request) => {
          // The page's own post goes to the route's data URL (`.data`), a plain form's to the page.
          const path = new URL(request.url()).pathname;
          if (request.method() === "POST" && /^\/(en|id)\/analysis(\.data)?$/.test(path)) saves += 1;
        });
        const release = await holdScripts(page);
        const country = language === "en" ? "United+Kingdom" : "Indonesia";
        await page.goto(
          `/${language}/analysis?step=summary&gender=1&age=2&budget=3&location=${country}&skinType=2&eyebags=1&dryness=2&redness=3&wrinkles=4&acne=5&pores=1&selfie=skip`,
          untilParsed,
        );
        const save = page.getByRole("button", { name: t.saveAnalysis });
        await save.click();
        await expect(save).toHaveAttribute("aria-busy", "true");
        expect(await hydrated(page)).toBe(false);

        release();
        await expect(page.getByRole("heading", { level: 1, name: t.loading })).toBeVisible();
        await expect(page).toHaveURL(urlOf(`/${language}/profile`), { timeout: 15_000 });
        await expect(page.getByRole("heading", { name: profileScoresHeading[language] })).toBeVisible();
        expect(saves).toBe(1);
      },
    );

    test(
      "signing in before the page hydrates: the form waits, then goes with the kept analysis, which is saved",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const { email, password } = await createVerifiedUser();
        const release = await holdScripts(page);
        await page.goto(`/${language}/signin?from=analysis`, untilParsed);
        // The finished analysis this tab keeps: only the page's script can send it along.
        await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
          pendingAnalysisKey,
          keptAnalysis,
        ] as const);
        await signInBeforeHydration(page, language, email, password);
        expect(await hydrated(page)).toBe(false);
        await expect(page).toHaveURL(urlOf(`/${language}/signin?from=analysis`));

        release();
        await expect(page).toHaveURL(urlOf(`/${language}/profile`), { timeout: 15_000 });
        await expect(page.getByRole("heading", { name: profileScoresHeading[language] })).toBeVisible();
        expect(await page.evaluate((key) => sessionStorage.getItem(key), pendingAnalysisKey)).toBeNull();
      },
    );

    test(
      "a sort order chosen before the page hydrates applies at once, as a plain form",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const o = sortTexts[language];
        await holdScripts(page);
        const path = productTypePath(language, "toner");
        await page.goto(path, untilParsed);
        await page.getByLabel(o.sortBy, { exact: true }).selectOption({ label: o.priceOption });
        await expect(page).toHaveURL(urlOf(`${path}?sort=price`));
        await expect(page.getByText(o.byPrice, { exact: true })).toBeVisible();
        expect(await hydrated(page)).toBe(false);
      },
    );
  });
}

/**
 * The other controls of a page before it hydrates (docs/decisions/0021-taps-before-hydration.md):
 * links and plain forms that the browser follows and the server answers. Texts copied from
 * public/locales on purpose.
 */
const controlTexts = {
  en: {
    menuTarget: "Site",
    compare: "Compare",
    searchField: "Search products, brands and ingredients",
    searchButton: "Search",
    results: (query: string) => `Results for “${query}”`,
    filters: "Filters",
    freeOfFragrance: "Free of fragrance",
    apply: "Show products",
    chip: "Remove filter: Free of fragrance",
  },
  id: {
    menuTarget: "Situs",
    compare: "Bandingkan",
    searchField: "Cari produk, merek, dan bahan",
    searchButton: "Cari",
    results: (query: string) => `Hasil untuk “${query}”`,
    filters: "Filter",
    freeOfFragrance: "Bebas pewangi",
    apply: "Tampilkan produk",
    chip: "Hapus filter: Bebas pewangi",
  },
} as const;

for (const language of languages) {
  const c = controlTexts[language];
  const path = productTypePath(language, "toner");

  test.describe(`controls tapped before hydration (${language})`, onOneDevicePerLanguage(language), () => {
    test("the menu leads to the site's links", async ({ page }) => {
      await holdScripts(page);
      await page.goto(path, untilParsed);
      await page.getByRole("link", { name: texts[language].openMenu, exact: true }).click();
      await expect(page).toHaveURL(urlOf(`${path}#site-nav`));
      await expect(page.getByRole("navigation", { name: c.menuTarget, exact: true })).toBeInViewport();
      expect(await hydrated(page)).toBe(false);
    });

    test("the search field and its button search", async ({ page }) => {
      await holdScripts(page);
      await page.goto(path, untilParsed);
      await page.getByRole("searchbox", { name: c.searchField }).fill("snail");
      await page.getByRole("button", { name: c.searchButton, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.results("snail"));
      expect(await hydrated(page)).toBe(false);
    });

    test("Compare on a card picks the product", async ({ page }) => {
      await holdScripts(page);
      await page.goto(path, untilParsed);
      const toggle = productCards(page, language)
        .first()
        .getByRole("button", { name: new RegExp(`^${c.compare}: `) });
      await toggle.click();
      await expect(productCards(page, language).first().getByRole("button", { pressed: true })).toBeVisible();
      expect(await hydrated(page)).toBe(false);
    });

    test("Show More lists the next products", async ({ page }) => {
      await holdScripts(page);
      await page.goto(path, untilParsed);
      await page.getByRole("link", { name: texts[language].showMore }).click();
      await expect(page).toHaveURL(urlOf(`${path}?page=2`));
      await expect(productCards(page, language)).toHaveCount(20);
      expect(await hydrated(page)).toBe(false);
    });

    test("the filter panel opens and applies", async ({ page }) => {
      await holdScripts(page);
      await page.goto(path, untilParsed);
      await page.getByText(c.filters, { exact: true }).click();
      await page.getByRole("checkbox", { name: new RegExp(`^${c.freeOfFragrance} \\(\\d+\\)$`) }).check();
      await page.getByRole("button", { name: c.apply }).click();
      await expect(page).toHaveURL(/[?&]free=fragrance&.*#results$/);
      await expect(page.getByRole("link", { name: c.chip })).toBeInViewport();
      expect(await hydrated(page)).toBe(false);
    });
  });
}

// The fallback is the same in both languages and at every width (ADR 0011): English on the phone.
test("a form held for scripts that never arrive is sent as a plain form after all", onPhoneOnly, async ({ page }) => {
  const { email, password } = await createVerifiedUser();
  // The page's clock is Playwright's, so the wait is stepped through rather than sat out.
  await page.clock.install();
  await holdScripts(page);
  await page.goto(`/en/signin`, untilParsed);
  await signInBeforeHydration(page, "en", email, password);
  await expect(page).toHaveURL(urlOf(`/en/signin`));
  await page.clock.runFor(heldSubmissionSeconds * 1000);
  await expect(page).toHaveURL(urlOf(`/en/profile`));
  expect(await hydrated(page)).toBe(false);
});

// As above, English on the phone: the answers are never lost, the summary is asked for again.
test(
  "See my result held for scripts that never arrive asks for the summary again, answers and all",
  onPhoneOnly,
  async ({ page }) => {
    const t = analysisTexts.en;
    const summary =
      "/en/analysis?step=summary&gender=1&age=2&budget=3&location=Japan&skinType=2&eyebags=1&dryness=2&redness=3&wrinkles=4&acne=5&pores=1&selfie=skip";
    await page.clock.install();
    await holdScripts(page);
    await page.goto(summary, untilParsed);
    const seeResult = page.getByRole("button", { name: t.seeResult });
    await seeResult.click();
    await expect(seeResult).toHaveAttribute("aria-busy", "true");
    const sentAgain = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === "GET");
    await page.clock.runFor(heldSubmissionSeconds * 1000);
    expect(urlOf(summary).test((await sentAgain).url())).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: t.summaryTitle })).toBeVisible();
    await expect(page.getByRole("main").getByText("Japan", { exact: true })).toBeVisible();
    expect(await hydrated(page)).toBe(false);
  },
);
