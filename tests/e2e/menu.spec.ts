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

      // Sign-up, home, the ten product types, contact, blog, privacy and terms.
      await expect(menu.getByRole("link", { name: t.signUp, exact: true })).toHaveAttribute(
        "href",
        `/${language}/signup`,
      );
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
  });
}
