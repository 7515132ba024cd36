import { expect, type Locator, test } from "@playwright/test";
import {
  type Language,
  languages,
  onOneDevicePerLanguage,
  productCards,
  productPath,
  productTypePath,
  trending,
} from "./support";

/**
 * Price per 10 ml, per sheet and per pad (docs/rules.md, "Price per 10 ml"), on the product page,
 * on cards and under "Prices seen". The texts are copied from public/locales on purpose.
 */
const unitTexts = {
  en: { per10ml: "per 10 ml", perSheet: "per sheet", pricesSeen: "Prices seen", price: /£\s?([\d,]+\.\d{2})/ },
  id: { per10ml: "per 10 ml", perSheet: "per lembar", pricesSeen: "Harga yang tercatat", price: /Rp\s?([\d.]+)/ },
} as const;

/** A shown amount as a number: `£1,234.50` → 1234.5, `Rp 168.000` → 168000. */
function amountOf(text: string, language: Language): number {
  const figure = unitTexts[language].price.exec(text)?.[1] ?? "";
  return Number(language === "en" ? figure.replace(/,/g, "") : figure.replace(/\./g, ""));
}

/** The product page's price box: the price line ("£16.80 / 100 ml") and the unit price line under it. */
async function priceBox(main: Locator, language: Language) {
  const box = main.locator("p.text-2xl").first().locator("..");
  const priceLine = (await box.locator("p.text-2xl").textContent()) ?? "";
  return { box, priceLine, price: amountOf(priceLine, language) };
}

const essence = trending[0];
/** A sheet mask the demo catalogue sells by the sheet (products_kbeauty_sokoglam_2020.csv and Sociolla). */
const sheetMask = { id: "klairs-midnight-blue-calming-sheet-mask", name: "Midnight Blue Calming Sheet Mask" };

for (const language of languages) {
  const t = unitTexts[language];

  // Prices and their arithmetic are the server's, the same at every width (ADR 0011).
  test.describe(`unit prices (${language})`, onOneDevicePerLanguage(language), () => {
    test("the product page shows its own price per 10 ml, from its shown price and size", async ({ page }) => {
      await page.goto(productPath(language, essence));
      const main = page.getByRole("main");
      const { box, priceLine, price } = await priceBox(main, language);
      const millilitres = Number(/\/\s*(\d+) ml/.exec(priceLine)?.[1]);
      expect(millilitres, `a size in the price line "${priceLine}"`).toBeGreaterThan(0);
      const perTen = box.getByText(new RegExp(`${t.per10ml}$`));
      await expect(perTen).toBeVisible();
      const expected = (price * 10) / millilitres;
      expect(amountOf((await perTen.textContent()) ?? "", language)).toBeCloseTo(expected, language === "en" ? 2 : 0);
    });

    test("a sheet mask's price is per sheet, and each price seen has its own price for its own size", async ({
      page,
    }) => {
      await page.goto(productPath(language, sheetMask));
      const main = page.getByRole("main");
      const { box, priceLine, price } = await priceBox(main, language);
      expect(priceLine).toMatch(/\/\s*1 sheet$/);
      await expect(box.getByText(new RegExp(`${t.perSheet}$`))).toHaveText(
        new RegExp(`${(language === "en" ? price.toFixed(2) : price.toLocaleString("id-ID")).replace(".", "\\.")}`),
      );
      const seen = main.getByRole("region", { name: t.pricesSeen }).getByRole("listitem");
      const sized = seen.filter({ hasText: "1 sheet" });
      await expect(sized.first()).toContainText(t.perSheet);
      // A price seen without a size says no price per sheet: nothing is guessed. (A box's size,
      // "5 sheets", is a size: its price per sheet is the box's divided by five.)
      await expect(seen.filter({ hasNotText: /\d sheets?\b/ }).filter({ hasText: t.perSheet })).toHaveCount(0);
    });

    test("cards show the price per 10 ml where the size is known", async ({ page }) => {
      await page.goto(`${productTypePath(language, "essence")}?sort=per10`);
      const first = productCards(page, language).first();
      await expect(first).toContainText(t.per10ml);
    });
  });
}
