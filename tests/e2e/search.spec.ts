import { expect, test } from "@playwright/test";
import { languages, productCards, waitForHydration } from "./support";

/**
 * Search from the header (docs/search.md), with and without JavaScript, in both languages. The
 * texts are copied from public/locales on purpose, like support.ts's `texts`.
 */
const searchTexts = {
  en: {
    field: "Search products, brands and ingredients",
    results: (query: string) => `Results for “${query}”`,
    corrected: "Showing results for “cosrx snail”.",
    nothing: "Nothing matches “xyzzy qwertz”",
    meaning: "No product is named like that, so these are the products it describes.",
    typeChip: "Moisturizer",
  },
  id: {
    field: "Cari produk, merek, dan bahan",
    results: (query: string) => `Hasil untuk “${query}”`,
    corrected: "Menampilkan hasil untuk “cosrx snail”.",
    nothing: "Tidak ada yang cocok dengan “xyzzy qwertz”",
    meaning: "Tidak ada produk dengan nama seperti itu, jadi ini produk yang sesuai dengan maksudnya.",
    typeChip: "Pelembap",
  },
} as const;

for (const language of languages) {
  const t = searchTexts[language];

  test.describe(`search (${language})`, () => {
    test("the header's field finds a misspelt product and says what it searched for", async ({ page }) => {
      await page.goto(`/${language}`);
      await waitForHydration(page, language);
      const field = page.getByRole("searchbox", { name: t.field }).locator("visible=true");
      await field.fill("cosrx snial");
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${language}/search\\?q=cosrx(\\+|%20)snial$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.results("cosrx snial"));
      await expect(page.getByRole("main")).toContainText(t.corrected);
      await expect(productCards(page, language).first()).toContainText("Advanced Snail 96 Mucin Power Essence");
      // The field keeps the query, to change it rather than type it again.
      await expect(field).toHaveValue("cosrx snial");
    });

    test("reads a type and a concern, and says when nothing matches", async ({ page }) => {
      await page.goto(`/${language}/search?q=pelembap+jerawat`);
      await expect(page.getByRole("main")).toContainText(t.meaning);
      await expect(page.getByRole("main").getByRole("link", { name: t.typeChip, exact: true })).toBeVisible();
      await expect(productCards(page, language)).toHaveCount(10);

      await page.goto(`/${language}/search?q=xyzzy+qwertz`);
      await expect(page.getByRole("heading", { level: 2, name: t.nothing })).toBeVisible();
      await expect(productCards(page, language)).toHaveCount(0);
    });
  });

  test.describe(`search without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the header's form works as a plain form", async ({ page }) => {
      await page.goto(`/${language}/producttype/toner`);
      const field = page.getByRole("searchbox", { name: t.field }).locator("visible=true");
      await field.fill("torriden dive in");
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${language}/search\\?q=torriden`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.results("torriden dive in"));
      await expect(productCards(page, language).first()).toContainText("Torriden");
    });
  });
}
