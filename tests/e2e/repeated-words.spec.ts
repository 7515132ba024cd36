import { expect, test } from "@playwright/test";
import { repeatedWords } from "../support/repeated-words";
import { languages, onOneDevicePerLanguage, productPath, productTypePath, trending, waitForHydration } from "./support";

/**
 * No word twice in a row ("the the", "untuk untuk") on the main kinds of page, in both
 * languages: what a reader sees, translations and composed texts (product descriptions, notes,
 * counts) together, since a slip can come from either side of a placeholder. The translation
 * files alone are checked by app/i18n/repeated-words.test.ts.
 */
const pages = (language: (typeof languages)[number]) => [
  `/${language}`,
  productTypePath(language, "toner"),
  productPath(language, trending[0]),
  `/${language}/search?q=serum`,
  `/${language}/compare?ids=${trending.map((product) => product.id).join(",")}`,
  `/${language}/analysis`,
  `/${language}/signin`,
  `/${language}/privacy-policy`,
  `/${language}/terms-and-conditions`,
];

for (const language of languages) {
  // The words are the same at every width (ADR 0011).
  test(`no word twice in a row on the main pages (${language})`, onOneDevicePerLanguage(language), async ({ page }) => {
    for (const path of pages(language)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page, language);
      const text = await page.evaluate(() => document.body.innerText);
      expect(repeatedWords(text), path).toEqual([]);
    }
  });
}
