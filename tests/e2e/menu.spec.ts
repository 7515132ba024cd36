import { expect, type Page, test } from "@playwright/test";
import { languages, productTypePath, productTypes, texts, urlOf, waitForHydration, type Language } from "./support";

async function openMenu(page: Page, language: Language) {
  await waitForHydration(page, language);
  await page.getByRole("banner").getByRole("button", { name: texts[language].openMenu }).click();
  const menu = page.getByRole("dialog", { name: texts[language].menuTitle });
  await expect(menu).toBeVisible();
  // Until its opening animation ends the menu is still arriving (Radix also starts listening for
  // clicks outside a moment after it mounts); a person acts on it once it has appeared.
  await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return menu;
}

/** Texts of the header and menu added with issue 13, copied from public/locales on purpose. */
const navigationTexts = {
  en: {
    signIn: "Sign in",
    loading: "Loading the page…",
    skinTypes: { oily: "Oily Skin", dry: "Dry Skin", combination: "Combination Skin", normal: "Normal Skin" },
  },
  id: {
    signIn: "Masuk",
    loading: "Memuat halaman…",
    skinTypes: { oily: "Kulit Berminyak", dry: "Kulit Kering", combination: "Kulit Kombinasi", normal: "Kulit Normal" },
  },
} as const;

for (const language of languages) {
  const t = texts[language];

  test.describe(`menu (${language})`, () => {
    test("opens as a full-height overlay (600 px wide from 600 px screens, full width on a phone) with all links", async ({
      page,
      isMobile,
    }) => {
      await page.goto(`/${language}/producttype/toner`);
      const menu = await openMenu(page, language);
      const viewport = page.viewportSize();
      if (!viewport) throw new Error("no viewport");
      await expect(async () => {
        const box = await menu.boundingBox();
        expect(box).not.toBeNull();
        if (!box) return;
        expect(box.y).toBe(0);
        expect(Math.round(box.height)).toBe(viewport.height);
        expect(Math.round(box.width)).toBe(isMobile ? viewport.width : 600);
        // It sits against the right edge.
        expect(Math.round(box.x + box.width)).toBe(viewport.width);
      }).toPass({ timeout: 3_000 });

      // Sign-up and sign-in, home, the ten product types, the four skin types, contact, blog, privacy and terms.
      await expect(menu.getByRole("link", { name: t.signUp, exact: true })).toHaveAttribute(
        "href",
        `/${language}/signup`,
      );
      await expect(menu.getByRole("link", { name: navigationTexts[language].signIn, exact: true })).toHaveAttribute(
        "href",
        `/${language}/signin`,
      );
      for (const [skinType, title] of Object.entries(navigationTexts[language].skinTypes)) {
        await expect(menu.getByRole("link", { name: title, exact: true })).toHaveAttribute(
          "href",
          `/${language}/skintype/${skinType}`,
        );
      }
      await expect(menu.getByRole("link", { name: t.home, exact: true })).toHaveAttribute("href", `/${language}`);
      for (const type of productTypes) {
        await expect(menu.getByRole("link", { name: t.productTypes[type], exact: true })).toHaveAttribute(
          "href",
          productTypePath(language, type),
        );
      }
      await expect(menu.getByRole("link", { name: t.contact })).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
      const blog = menu.getByRole("link", { name: new RegExp(`^${t.blog}`) });
      await expect(blog).toHaveAttribute("href", /^https?:\/\//);
      await expect(blog).toHaveAttribute("target", "_blank");
      await expect(menu.getByRole("link", { name: t.privacy, exact: true })).toHaveAttribute(
        "href",
        `/${language}/privacy-policy`,
      );
      await expect(menu.getByRole("link", { name: t.terms, exact: true })).toHaveAttribute(
        "href",
        `/${language}/terms-and-conditions`,
      );

      // Its close button closes it and gives the focus back to the menu button.
      await menu.getByRole("button", { name: t.closeMenu }).click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole("banner").getByRole("button", { name: t.openMenu })).toBeFocused();
    });

    test("closes on Escape, and on a click outside it on a wide screen", async ({ page, isMobile }) => {
      await page.goto(`/${language}`);
      let menu = await openMenu(page, language);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("banner").getByRole("button", { name: t.openMenu })).toBeFocused();

      // On a phone the menu is full width: there is no outside to click.
      if (isMobile) return;
      menu = await openMenu(page, language);
      await page.mouse.click(100, 400);
      await expect(menu).toBeHidden();
      // The click hit the overlay, not whatever lies under it.
      await expect(page).toHaveURL(urlOf(`/${language}`));
    });

    test("a product type link navigates to its list and closes the menu", async ({ page }) => {
      await page.goto(`/${language}`);
      const menu = await openMenu(page, language);
      await menu.getByRole("link", { name: t.productTypes["eye-cream"], exact: true }).click();
      await expect(page).toHaveURL(urlOf(productTypePath(language, "eye-cream")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.productTypes["eye-cream"]);
      await expect(menu).toBeHidden();

      const reopened = await openMenu(page, language);
      const current = reopened.getByRole("link", { name: t.productTypes["eye-cream"], exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      // The highlight is a real class list, not the source text of a class function.
      await expect(current).toHaveAttribute("class", /(^|\s)font-semibold(\s|$)/);
      await expect(current).not.toHaveAttribute("class", /=>/);
      await expect(reopened.getByRole("link", { name: t.productTypes.toner, exact: true })).not.toHaveAttribute(
        "aria-current",
      );
    });

    test("on a slow network the menu stays open, the tapped link and a progress bar show the page is coming", async ({
      page,
    }) => {
      await page.goto(`/${language}`);
      const menu = await openMenu(page, language);
      // The next page's data arrives two seconds late, as on a slow mobile network.
      await page.route("**/*.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      const oily = menu.getByRole("link", { name: navigationTexts[language].skinTypes.oily, exact: true });
      await oily.click();
      // The bar is outside the menu, which hides the rest of the page from screen readers while
      // it is open (they hear the menu's own busy state); it is seen, so it is looked for as seen.
      const bar = page.locator('[role="progressbar"]');
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute("aria-label", navigationTexts[language].loading);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("navigation")).toHaveAttribute("aria-busy", "true");
      await expect(page).toHaveURL(urlOf(`/${language}/skintype/oily`));
      await expect(menu).toBeHidden();
      await expect(bar).toHaveCount(0);
    });

    test("the header stays at hand while the page scrolls", async ({ page }) => {
      await page.goto(productTypePath(language, "toner"));
      await waitForHydration(page, language);
      await page.mouse.wheel(0, 3_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("button", { name: t.openMenu })).toBeInViewport();
      await expect(banner.getByRole("searchbox").filter({ visible: true })).toBeInViewport();
      expect((await banner.boundingBox())?.y).toBe(0);
    });
  });
}
