import { expect, test } from "@playwright/test";
import {
  languages,
  onOneDevicePerLanguage,
  onPhoneOnly,
  productCards,
  productTypePath,
  texts,
  waitForHydration,
} from "./support";

/**
 * A list's filters (docs/rules.md, "Filters") as a shopper uses them, without JavaScript (the
 * form is plain HTML, so it works with it too): choose, see the count the option promised, share
 * the URL, keep the filters with Show More. Texts copied from public/locales on purpose.
 */
const filterTexts = {
  en: {
    filters: "Filters",
    active: "Filters (2)",
    oily: "Oily Skin",
    freeOfFragrance: "Free of fragrance",
    apply: "Show products",
    clear: "Clear filters",
    concern: "Redness",
    brandSearch: "Find a brand",
    chosen: "Chosen filters",
    remove: (filter: string) => `Remove filter: ${filter}`,
    brandChip: (brand: string) => `Brand: ${brand}`,
    concernChip: "Skin concern: Redness",
    noBrand: (query: string) => `No brand matches “${query}”.`,
  },
  id: {
    filters: "Filter",
    active: "Filter (2)",
    oily: "Kulit Berminyak",
    freeOfFragrance: "Bebas pewangi",
    apply: "Tampilkan produk",
    clear: "Hapus filter",
    concern: "Kemerahan",
    brandSearch: "Cari merek",
    chosen: "Filter yang dipilih",
    remove: (filter: string) => `Hapus filter: ${filter}`,
    brandChip: (brand: string) => `Merek: ${brand}`,
    concernChip: "Masalah kulit: Kemerahan",
    noBrand: (query: string) => `Tidak ada merek yang cocok dengan “${query}”.`,
  },
} as const;

for (const language of languages) {
  const f = filterTexts[language];

  test.describe(`list filters without JavaScript (${language})`, onOneDevicePerLanguage(language), () => {
    test.use({ javaScriptEnabled: false });

    test("choosing options lists what their counts promised, in a URL of its own, kept by Show More", async ({
      page,
    }) => {
      await page.goto(productTypePath(language, "toner"));
      await page.getByText(f.filters, { exact: true }).click();
      const oily = page.getByRole("checkbox", { name: new RegExp(`^${f.oily} \\(\\d+\\)$`) });
      await oily.check();
      await page.getByRole("checkbox", { name: new RegExp(`^${f.freeOfFragrance} \\(\\d+\\)$`) }).check();
      await page.getByRole("button", { name: f.apply }).click();

      await expect(page).toHaveURL(/[?&]skin=oily(&|$)/);
      await expect(page).toHaveURL(/[?&]free=fragrance(&|$)/);
      await expect(page.getByText(f.active, { exact: true })).toBeVisible();
      // The count beside the last option chosen is the number of products now listed.
      const promised = /\((\d+)\)$/.exec(
        (await page.locator("label", { hasText: f.freeOfFragrance }).textContent()) ?? "",
      )?.[1];
      const total = Number(promised);
      await expect(page.getByRole("main")).toContainText(texts[language].showing(Math.min(10, total), total));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/${language}/producttype/toner\\?skin=oily&free=fragrance$`),
      );

      if (total > 10) {
        const showMore = page.getByRole("link", { name: texts[language].showMore });
        await expect(showMore).toHaveAttribute("href", /skin=oily.*free=fragrance.*page=2|page=2.*skin=oily/);
        await showMore.click();
        await expect(productCards(page, language)).toHaveCount(Math.min(20, total));
      }

      await page.getByRole("link", { name: f.clear, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/producttype/toner#results$`));
    });
  });

  test.describe(`list filters on a phone (${language})`, onPhoneOnly, () => {
    test("a brand found by its name and a concern apply, fold the panel, and bring the first result into view under their chips", async ({
      page,
    }) => {
      await page.goto(productTypePath(language, "toner"));
      await waitForHydration(page, language);
      await page.getByText(f.filters, { exact: true }).click();
      const brandSearch = page.getByRole("searchbox", { name: f.brandSearch });
      await brandSearch.fill("zzz");
      await expect(page.getByRole("status").filter({ hasText: f.noBrand("zzz") })).toBeVisible();
      await brandSearch.fill("cosr");
      const cosrx = page.getByRole("checkbox", { name: /^COSRX \(\d+\)$/ });
      await expect(page.getByRole("checkbox", { name: /^Anua \(\d+\)$/ })).toBeHidden();
      await cosrx.check();
      await page.getByRole("checkbox", { name: new RegExp(`^${f.concern} \\(\\d+\\)$`) }).check();
      await page.getByRole("button", { name: f.apply }).click();

      await expect(page).toHaveURL(/[?&]concern=redness&brand=COSRX&.*#results$/);
      const chosen = page.getByRole("list", { name: f.chosen });
      await expect(chosen.getByRole("link", { name: f.remove(f.brandChip("COSRX")) })).toBeVisible();
      await expect(chosen.getByRole("link", { name: f.remove(f.concernChip) })).toBeVisible();
      // The panel is folded again, and the first result is on screen without scrolling.
      await expect(page.getByRole("button", { name: f.apply })).toBeHidden();
      const first = productCards(page, language).first();
      await expect(first).toContainText("COSRX");
      await expect(first).toBeInViewport();

      // Removing a chip keeps the other filter.
      await chosen.getByRole("link", { name: f.remove(f.brandChip("COSRX")) }).click();
      await expect(page).toHaveURL(/\?concern=redness#results$/);
      await expect(chosen.getByRole("link", { name: f.remove(f.concernChip) })).toBeVisible();
      await expect(chosen.getByRole("link", { name: f.remove(f.brandChip("COSRX")) })).toHaveCount(0);
    });
  });
}
