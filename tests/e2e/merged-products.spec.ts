import { expect, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, productPath, urlOf } from "./support";

/**
 * One product, one page (docs/catalogue.md): the reviewed pair table merges Torriden's
 * "Sold In Ceramide Cream" (a typo) into "Solid In Ceramide Cream"; a bookmark or a shared link
 * to the old page lands on the surviving product's page, in the same language.
 */
const merged = { id: "torriden-sold-in-ceramide-cream", name: "Sold In Ceramide Cream" };
const survivor = { id: "torriden-solid-in-ceramide-cream", name: "Solid In Ceramide Cream" };

for (const language of languages) {
  test.describe(`a merged product's old URL (${language})`, onOneDevicePerLanguage(language), () => {
    test("answers 301 and lands on the surviving product's page", async ({ page, request }) => {
      const oldPath = productPath(language, merged);
      const response = await request.get(oldPath, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(productPath(language, survivor));

      await page.goto(oldPath);
      await expect(page).toHaveURL(urlOf(productPath(language, survivor)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(survivor.name);
    });
  });
}
