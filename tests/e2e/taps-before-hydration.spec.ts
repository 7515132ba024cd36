import { expect, type Page, test } from "@playwright/test";
import { accountTexts } from "./account-texts";
import { analysisTexts, keptAnalysis, pendingAnalysisKey } from "./analysis-texts";
import { languages, onOneDevicePerLanguage, onPhoneOnly, productCards, productTypePath, texts, urlOf } from "./support";
import { createVerifiedUser } from "./verified-user";

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

    test("an analysis answer tapped before the page hydrates is kept, shown as working, and answered once", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(`/${language}/analysis`, untilParsed);
      const gender = page.getByRole("region", { name: t.questions.gender });
      const female = gender.getByRole("button", { name: t.genderOptions[1], exact: true });
      await female.click();
      await expect(female).toHaveAttribute("aria-busy", "true");
      expect(await hydrated(page)).toBe(false);
      await expect(gender).toBeVisible();

      release();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(t.questions.age);
      await expect(page.getByText(t.progress(2), { exact: true })).toBeVisible();
      expect(await hydrated(page)).toBe(true);

      // Answered once, with the option tapped: Back shows it chosen, and the next tap works at once.
      await page.getByRole("button", { name: t.back, exact: true }).click();
      await expect(gender.getByRole("button", { name: t.genderOptions[1], exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await gender.getByRole("button", { name: t.genderOptions[0], exact: true }).click();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(t.questions.age);
    });

    test(
      "signing in before the page hydrates: the form waits, then goes with the kept analysis, which is saved",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const a = accountTexts[language];
        const { email, password } = await createVerifiedUser();
        const release = await holdScripts(page);
        await page.goto(`/${language}/signin?from=analysis`, untilParsed);
        // The finished analysis this tab keeps: only the page's script can send it along.
        await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
          pendingAnalysisKey,
          keptAnalysis,
        ] as const);
        const main = page.getByRole("main");
        await main.getByLabel(a.email).fill(email);
        await main.getByLabel(a.password, { exact: true }).fill(password);
        const signIn = main.getByRole("button", { name: a.signIn, exact: true });
        await signIn.click();
        await expect(signIn).toHaveAttribute("aria-busy", "true");
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
  const a = accountTexts.en;
  const { email, password } = await createVerifiedUser();
  // The page's clock is Playwright's, so the wait is stepped through rather than sat out.
  await page.clock.install();
  await holdScripts(page);
  await page.goto(`/en/signin`, untilParsed);
  const main = page.getByRole("main");
  await main.getByLabel(a.email).fill(email);
  await main.getByLabel(a.password, { exact: true }).fill(password);
  const signIn = main.getByRole("button", { name: a.signIn, exact: true });
  await signIn.click();
  await expect(signIn).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(urlOf(`/en/signin`));
  await page.clock.runFor(heldSubmissionSeconds * 1000);
  await expect(page).toHaveURL(urlOf(`/en/profile`));
  expect(await hydrated(page)).toBe(false);
});
