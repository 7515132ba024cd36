import { expect, type Page, test } from "@playwright/test";
import {
  type Language,
  onPhoneOnly,
  productCards,
  productPath,
  texts,
  trending,
  urlOf,
  waitForHydration,
} from "./support";

/** Clicks the footer's language switch to `to`, from a page in `from`. */
async function switchLanguage(page: Page, from: Language, to: Language) {
  await waitForHydration(page, from);
  const nav = page.getByRole("contentinfo").getByRole("navigation", { name: texts[from].languageNav });
  await expect(nav.getByRole("link", { name: to === "en" ? "English" : "Bahasa Indonesia" })).not.toHaveAttribute(
    "aria-current",
    "true",
  );
  await nav.getByRole("link", { name: to === "en" ? "English" : "Bahasa Indonesia" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to);
  await expect(
    page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: texts[to].languageNav })
      .getByRole("link", {
        name: to === "en" ? "English" : "Bahasa Indonesia",
      }),
  ).toHaveAttribute("aria-current", "true");
}

async function expectProductPage(page: Page, language: Language) {
  const t = texts[language];
  const product = trending[0];
  await expect(page).toHaveURL(urlOf(productPath(language, product)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: t.purchase })).toBeVisible();
  await expect(main.getByRole("heading", { name: t.priceComparison })).toBeVisible();
  await expect(main.getByRole("link", { name: t.backTo(t.productTypes.essence) })).toBeVisible();
  await expect(main).toContainText(t.price);
  // The market's own prices are in its currency; "Prices seen" may list a shop of the other market.
  await expect(main.getByRole("region", { name: t.priceComparison })).not.toContainText(t.otherCurrency);
  await expect(page.getByRole("banner").getByRole("button", { name: t.openMenu })).toBeVisible();
}

async function expectTonerListPage2(page: Page, language: Language) {
  const t = texts[language];
  await expect(page).toHaveURL(urlOf(`/${language}/producttype/toner?page=2`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.productTypes.toner);
  await expect(productCards(page, language)).toHaveCount(20);
  await expect(page.getByRole("link", { name: t.showMore })).toBeVisible();
  await expect(productCards(page, language).first()).toContainText(t.cardPrice);
  await expect(page.getByRole("main")).not.toContainText(t.otherCurrency);
}

test.describe("language switch in the footer", onPhoneOnly, () => {
  test("on a product page: the same product in Bahasa Indonesia with Rp prices, and back", async ({ page }) => {
    await page.goto(productPath("en", trending[0]));
    await expectProductPage(page, "en");

    await switchLanguage(page, "en", "id");
    await expectProductPage(page, "id");
    await expect(page).toHaveTitle(/dari COSRX/);

    await switchLanguage(page, "id", "en");
    await expectProductPage(page, "en");
    await expect(page).toHaveTitle(/by COSRX/);
  });

  test("on a list page with ?page=2: the same page and query in the other language, and back", async ({ page }) => {
    await page.goto("/en/producttype/toner?page=2");
    await expectTonerListPage2(page, "en");

    await switchLanguage(page, "en", "id");
    await expectTonerListPage2(page, "id");

    await switchLanguage(page, "id", "en");
    await expectTonerListPage2(page, "en");
  });

  test("starting in Bahasa Indonesia on a skin type list, switching to English keeps the page", async ({ page }) => {
    await page.goto("/id/skintype/dry?page=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produk untuk Kulit Kering");
    await switchLanguage(page, "id", "en");
    await expect(page).toHaveURL(urlOf("/en/skintype/dry?page=2"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products for Dry Skin");
    await expect(productCards(page, "en")).toHaveCount(20);
  });

  test("the chosen language is remembered for the next visit to /", async ({ page }) => {
    await page.goto("/en/producttype/spf");
    await switchLanguage(page, "en", "id");
    await page.goto("/");
    await expect(page).toHaveURL(urlOf("/id"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.id.heroTitle);
  });
});
