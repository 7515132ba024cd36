import { expect, type Page, test } from "@playwright/test";
import { analysisTexts } from "./analysis-texts";
import { languages } from "./support";

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

const hydrated = (page: Page) =>
  page.evaluate(() => (window as { __kulitHydrated?: boolean }).__kulitHydrated === true);

for (const language of languages) {
  test.describe(`taps before hydration (${language})`, () => {
    const t = analysisTexts[language];

    test("an analysis answer tapped before the page hydrates is kept, shown as working, and answered once", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(`/${language}/analysis`);
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
  });
}
