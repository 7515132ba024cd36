import { expect, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, productPath, productTypePath } from "./support";

/**
 * Shoppers' ratings on other sites, and what "popularity" is based on (docs/rules.md, "Community
 * ratings" and "Sorting"), as a shopper reads them. Texts copied from public/locales on purpose,
 * like support.ts.
 */
const ratingTexts = {
  en: {
    title: "Ratings on other sites",
    femaleDaily: "4.3 ★ from 465 reviews on Female Daily (2025)",
    sokoGlam: "4.4 ★ from 460 reviews on Soko Glam (2022)",
    spoken: "Rated 4.3 out of 5 from 465 reviews on Female Daily (2025)",
    readReviews: "Read the reviews on Female Daily",
    popularityBasis: /^Popularity follows the shops' own order: Soko Glam's collections \(2020\)/,
  },
  id: {
    title: "Rating di situs lain",
    femaleDaily: "4,3 ★ dari 465 ulasan di Female Daily (2025)",
    sokoGlam: "4,4 ★ dari 460 ulasan di Soko Glam (2022)",
    spoken: "Rating 4,3 dari 5, dari 465 ulasan di Female Daily (2025)",
    readReviews: "Baca ulasannya di Female Daily",
    popularityBasis: /^Popularitas mengikuti urutan toko: koleksi Soko Glam \(2020\)/,
  },
} as const;

const calmingCream = { id: "klairs-midnight-blue-calming-cream", name: "Midnight Blue Calming Cream" };

for (const language of languages) {
  const t = ratingTexts[language];

  test.describe(`community ratings (${language})`, () => {
    test(
      "a product page shows each site's rating as the site showed it, with a link to its reviews",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(productPath(language, calmingCream));
        const section = page.getByRole("region", { name: t.title });
        await expect(section).toBeVisible();
        const lines = section.getByRole("listitem");
        await expect(lines).toHaveCount(2);
        await expect(lines.nth(0)).toContainText(t.femaleDaily);
        await expect(lines.nth(1)).toContainText(t.sokoGlam);
        // Read aloud as words, not as a star sign.
        await expect(lines.nth(0).getByText(t.spoken, { exact: true })).toBeAttached();
        const link = section.getByRole("link", { name: new RegExp(`^${t.readReviews}`) });
        await expect(link).toHaveAttribute(
          "href",
          "https://reviews.femaledaily.com/products/moisturizer/cream-1/dear-klairs/midnight-blue-calming-cream-1",
        );
        // Soko Glam's file gives no link, so none is made up.
        await expect(lines.nth(1).getByRole("link")).toHaveCount(0);
      },
    );

    test(
      "a list sorted by popularity says what popularity is based on",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(productTypePath(language, "toner"));
        await expect(page.getByText(t.popularityBasis)).toBeVisible();
      },
    );
  });
}
