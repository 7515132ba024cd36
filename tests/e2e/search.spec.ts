import { expect, type Page, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, productCards, waitForHydration } from "./support";

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
    suggestions: "Suggestions",
    searchFor: (query: string) => `Search for “${query}”`,
    checkList: "Check an ingredient list",
    count: (count: number) => `${count} products`,
    filters: "Filters",
    freeOfFragrance: "Free of fragrance",
    apply: "Show products",
    removeFreeOfFragrance: "Remove filter: Free of fragrance",
  },
  id: {
    field: "Cari produk, merek, dan bahan",
    results: (query: string) => `Hasil untuk “${query}”`,
    corrected: "Menampilkan hasil untuk “cosrx snail”.",
    nothing: "Tidak ada yang cocok dengan “xyzzy qwertz”",
    meaning: "Tidak ada produk dengan nama seperti itu, jadi ini produk yang sesuai dengan maksudnya.",
    typeChip: "Pelembap",
    suggestions: "Saran",
    searchFor: (query: string) => `Cari “${query}”`,
    checkList: "Periksa daftar bahan",
    count: (count: number) => `${count} produk`,
    filters: "Filter",
    freeOfFragrance: "Bebas pewangi",
    apply: "Tampilkan produk",
    removeFreeOfFragrance: "Hapus filter: Bebas pewangi",
  },
} as const;

/**
 * The header's field: a plain search box until its first focus, then the combobox with
 * suggestions that takes its place, both named by the same label.
 */
function searchField(page: Page, language: keyof typeof searchTexts) {
  return page.getByLabel(searchTexts[language].field, { exact: true }).locator("visible=true");
}

/** The number in "123 products" on a results page. */
async function resultCount(page: Page, language: keyof typeof searchTexts): Promise<number> {
  const text = await page
    .getByRole("main")
    .getByText(/^\d+ produ/)
    .first()
    .textContent();
  const count = Number(/^(\d+)/.exec(text ?? "")?.[1]);
  expect(text).toBe(searchTexts[language].count(count));
  return count;
}

for (const language of languages) {
  const t = searchTexts[language];

  test.describe(`search (${language})`, () => {
    test("the header's field finds a misspelt product and says what it searched for", async ({ page }) => {
      await page.goto(`/${language}`);
      await waitForHydration(page, language);
      const field = searchField(page, language);
      await field.fill("cosrx snial");
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${language}/search\\?q=cosrx(\\+|%20)snial$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.results("cosrx snial"));
      await expect(page.getByRole("main")).toContainText(t.corrected);
      await expect(productCards(page, language).first()).toContainText("Advanced Snail 96 Mucin Power Essence");
      // The field keeps the query, to change it rather than type it again.
      await expect(field).toHaveValue("cosrx snial");
    });

    test("suggests products as one types; arrow down and Enter open the first", async ({ page }) => {
      await page.goto(`/${language}`);
      await waitForHydration(page, language);
      const field = searchField(page, language);
      await field.click();
      await field.pressSequentially("cosr", { delay: 40 });
      const suggestions = page.getByRole("listbox", { name: t.suggestions });
      const first = suggestions.getByRole("option").first();
      await expect(first).toContainText("COSRX");
      // After the suggestions: the search itself, then a way to read a product kulit does not hold.
      await expect(suggestions.getByRole("option").nth(-2)).toHaveText(t.searchFor("cosr"));
      await expect(suggestions.getByRole("option").last()).toHaveText(t.checkList);
      const product = (await first.textContent())?.replace(/^COSRX\s*/, "") ?? "";
      expect(product).not.toBe("");

      // Escape closes the list; arrow down opens it again on its first option.
      await field.press("Escape");
      await expect(suggestions).toBeHidden();
      await field.press("ArrowDown");
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${language}/dp/[^/]+/cosrx-`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(product);
    });

    // The results are the server's, the same at every width; the header's field, which is another
    // element on a phone than on a wider screen, runs on both.
    test(
      "reads a type and a concern, and says when nothing matches",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(`/${language}/search?q=pelembap+jerawat`);
        await expect(page.getByRole("main")).toContainText(t.meaning);
        await expect(page.getByRole("main").getByRole("link", { name: t.typeChip, exact: true })).toBeVisible();
        await expect(productCards(page, language)).toHaveCount(10);

        await page.goto(`/${language}/search?q=xyzzy+qwertz`);
        await expect(page.getByRole("heading", { level: 2, name: t.nothing })).toBeVisible();
        await expect(productCards(page, language)).toHaveCount(0);
      },
    );
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

    test(
      "filters the results with the lists' filters, keeping the query",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(`/${language}/search?q=serum`);
        const all = await resultCount(page, language);
        await page.getByText(t.filters, { exact: true }).click();
        await page.getByRole("checkbox", { name: new RegExp(`^${t.freeOfFragrance} \\(\\d+\\)$`) }).check();
        await page.getByRole("button", { name: t.apply }).click();

        await expect(page).toHaveURL(new RegExp(`/${language}/search\\?q=serum&.*\\bfree=fragrance(&|$)`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.results("serum"));
        const narrowed = await resultCount(page, language);
        expect(narrowed).toBeGreaterThan(0);
        expect(narrowed).toBeLessThan(all);
        // The panel is folded again; the chosen filter shows as a chip that removes it.
        await expect(page.getByRole("link", { name: t.removeFreeOfFragrance })).toBeVisible();
        await expect(productCards(page, language)).toHaveCount(Math.min(10, narrowed));
      },
    );
  });
}
