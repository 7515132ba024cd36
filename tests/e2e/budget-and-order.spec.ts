import { expect, type Page, test } from "@playwright/test";
import {
  type Language,
  languages,
  onOneDevicePerLanguage,
  productCards,
  productTypePath,
  texts,
  urlOf,
} from "./support";
import { giveAnalysis, signedInUser } from "./verified-user";

/**
 * Top picks within the budget and the lists' orders (docs/rules.md, "Top picks" and "Sorting"),
 * as a shopper sees them. Texts copied from public/locales on purpose, like support.ts.
 */
const orderTexts = {
  en: {
    topPicks: "Your Top Picks",
    withinBudget: "Within your budget",
    aboveBudget: /^Above your budget/,
    sortBy: "Sort by",
    priceOption: "Price: low to high",
    sort: "Sort",
    byPopularity: "Sorted by popularity",
    byPrice: "Sorted by price, low to high",
    unpricedLast: "Products whose price is not known yet come last.",
  },
  id: {
    topPicks: "Pilihan Teratasmu",
    withinBudget: "Dalam budget kamu",
    aboveBudget: /^Di atas budget kamu/,
    sortBy: "Urutkan menurut",
    priceOption: "Harga: termurah dulu",
    sort: "Urutkan",
    byPopularity: "Diurutkan menurut popularitas",
    byPrice: "Diurutkan menurut harga, termurah dulu",
    unpricedLast: "Produk yang harganya belum diketahui ada di urutan terakhir.",
  },
} as const;

/** The price each card shows first (its reference price), as a number: `£12.50` → 12.5, `Rp 185.000` → 185000. */
async function cardPrices(page: Page, language: Language): Promise<number[]> {
  const cards = await productCards(page, language).allInnerTexts();
  return cards.map((text) => {
    const shown = texts[language].price.exec(text)?.[0] ?? "";
    return Number(language === "en" ? shown.replace(/[£,]/g, "") : shown.replace(/[^\d]/g, ""));
  });
}

for (const language of languages) {
  const o = orderTexts[language];

  test(
    `an 'under £20' analysis gets top picks within its budget, each saying so (${language})`,
    onOneDevicePerLanguage(language),
    async ({ page }) => {
      const user = await signedInUser(page);
      // An "under £20" analysis (budget answer 1).
      await giveAnalysis(user.id, {
        budget: 1,
        scores: { eyebags: 80, dryness: 40, redness: 70, wrinkles: 90, acne: 20, pores: 30 },
      });
      await page.goto(`/${language}/profile`);
      const picks = page.getByRole("region", { name: o.topPicks }).getByRole("article");
      await expect(picks.first()).toBeVisible();
      // Every type of the demo catalogue has products under £16 (band 1) in both markets.
      const count = await picks.count();
      expect(count).toBeGreaterThan(5);
      await expect(picks.getByText(o.withinBudget, { exact: true })).toHaveCount(count);
      await expect(picks.getByText(o.aboveBudget)).toHaveCount(0);
      if (language === "en") {
        for (const price of await picks.evaluateAll((cards) => cards.map((card) => card.textContent ?? ""))) {
          expect(Number(/£([\d.]+)/.exec(price)?.[1])).toBeLessThan(16);
        }
      }
    },
  );

  test.describe(`sorting without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test(
      "a list sorted by price, low to high, says so and keeps the order with Show More",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const path = productTypePath(language, "toner");
        await page.goto(path);
        await expect(page.getByText(o.byPopularity, { exact: true })).toBeVisible();
        await page.getByLabel(o.sortBy, { exact: true }).selectOption({ label: o.priceOption });
        await page.getByRole("button", { name: o.sort, exact: true }).click();

        await expect(page).toHaveURL(urlOf(`${path}?sort=price`));
        await expect(page.getByText(o.byPrice, { exact: true })).toBeVisible();
        await expect(productCards(page, language)).toHaveCount(10);
        await expect(page.getByText(o.unpricedLast, { exact: true })).toBeVisible();
        const first = await cardPrices(page, language);
        expect(first).toHaveLength(10);
        expect(first).toEqual([...first].sort((a, b) => a - b));

        await page.getByRole("link", { name: texts[language].showMore }).click();
        await expect(page).toHaveURL(urlOf(`${path}?sort=price&page=2`));
        // The URL changes as the new page starts to arrive; its cards may still be on the way.
        await expect(productCards(page, language)).toHaveCount(20);
        const twenty = await cardPrices(page, language);
        expect(twenty).toHaveLength(20);
        expect(twenty).toEqual([...twenty].sort((a, b) => a - b));
      },
    );
  });
}
