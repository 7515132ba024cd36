import { expect, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, productPath } from "./support";

/**
 * A product sold in versions says so beside its ingredient list, and which version the list is
 * (docs/catalogue.md, "Products sold in versions"), as a shopper reads it. Texts copied from
 * public/locales on purpose, like support.ts.
 */
const versionTexts = {
  en: {
    ingredients: "Ingredients",
    foam: "Sold in versions: Rice and Green Tea (Sociolla, December 2023). The ingredients below are the Rice version's.",
    unknown:
      /^Sold in versions: .*Cucumber.* \(Sociolla, December 2023\)\. The source does not say which version this ingredient list is\.$/,
  },
  id: {
    ingredients: "Bahan",
    foam: "Dijual dalam beberapa varian: Rice dan Green Tea (Sociolla, Desember 2023). Daftar bahan di bawah ini adalah milik varian Rice.",
    unknown:
      /^Dijual dalam beberapa varian: .*Cucumber.* \(Sociolla, Desember 2023\)\. Sumber tidak menyebutkan daftar bahan ini milik varian yang mana\.$/,
  },
} as const;

const foam = { id: "holika-holika-daily-fresh-cleansing-foam", name: "Daily Fresh Cleansing Foam" };
const maskRange = { id: "holika-holika-pure-essence-mask-sheet", name: "Pure Essence Mask Sheet" };
const avocadoSheet = {
  id: "holika-holika-pure-essence-mask-sheet-avocado",
  name: "Pure Essence Mask Sheet Avocado",
};

for (const language of languages) {
  const t = versionTexts[language];

  test.describe(`products sold in versions (${language})`, () => {
    test(
      "the ingredient list says the versions a product is sold in and which one the list is, or that the source does not say",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(productPath(language, foam));
        const ingredients = page.getByRole("region", { name: t.ingredients, exact: true });
        await expect(ingredients.getByText(t.foam, { exact: true })).toBeVisible();

        await page.goto(productPath(language, maskRange));
        await expect(page.getByRole("region", { name: t.ingredients, exact: true }).getByText(t.unknown)).toBeVisible();

        // One version sold under its own name shows its own list, with no versions note.
        await page.goto(productPath(language, avocadoSheet));
        const avocado = page.getByRole("region", { name: t.ingredients, exact: true });
        await expect(avocado.getByText(/Persea Gratissima/).first()).toBeVisible();
        await expect(avocado.getByText(t.unknown)).toHaveCount(0);
      },
    );
  });
}
