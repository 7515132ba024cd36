import { expect, type Page, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, productPath, trending, urlOf, type Language } from "./support";
import { signedInUser } from "./verified-user";

/**
 * A routine with clash checks (docs/routine.md) as a signed-in shopper builds it from product
 * pages: a retinoid and an AHA in the evening raise the clash and the missing morning sunscreen,
 * a sunscreen in the morning clears the latter, and removing a product clears the clash. Texts
 * copied from public/locales on purpose.
 */
const routineTexts = {
  en: {
    addMorning: "Add to morning",
    addEvening: "Add to evening",
    removeMorning: "Remove from morning",
    removeEvening: "Remove from evening",
    title: "Morning and evening routine",
    clash: "A retinoid with an exfoliating acid (evening)",
    noSunscreen: "No sunscreen in the morning",
    noClash: "No clashes: nothing in your routine works against anything else we check for.",
    morning: "Morning",
    evening: "Evening",
    remove: (name: string) => `Remove ${name} from your evening routine`,
    signIn: "Sign in to add it to a morning or evening routine",
    source: /^Source: /,
  },
  id: {
    addMorning: "Tambah ke pagi",
    addEvening: "Tambah ke malam",
    removeMorning: "Hapus dari pagi",
    removeEvening: "Hapus dari malam",
    title: "Rutinitas pagi dan malam",
    clash: "Retinoid dengan asam eksfoliasi (malam)",
    noSunscreen: "Tidak ada tabir surya di pagi hari",
    noClash: "Tidak ada bentrokan: tidak ada produk di rutinitasmu yang saling melemahkan menurut pemeriksaan kami.",
    morning: "Pagi",
    evening: "Malam",
    remove: (name: string) => `Hapus ${name} dari rutinitas malam kamu`,
    signIn: "Masuk untuk menambahkannya ke rutinitas pagi atau malam",
    source: /^Sumber: /,
  },
} as const;

const retinolOil = { id: "cosrx-the-retinol-0-5-oil", name: "The Retinol 0.5 Oil" };
const ahaEssence = { id: "isntree-clear-skin-8-aha-essence", name: "Clear Skin 8% AHA Essence" };
const sunscreen = trending[2];

/**
 * Adds the product from its page and waits until the page says it is in: the form comes back to
 * the same URL, so the URL alone cannot tell that the post has landed.
 */
async function addTo(
  page: Page,
  language: Language,
  product: { id: string; name: string },
  button: { add: string; added: string },
) {
  await page.goto(productPath(language, product));
  await page.getByRole("button", { name: button.add }).click();
  await expect(page.getByRole("button", { name: button.added })).toBeVisible();
  await expect(page).toHaveURL(urlOf(productPath(language, product)));
}

for (const language of languages) {
  const r = routineTexts[language];

  test(
    `a retinoid and an AHA in the evening raise a clash with its source, a sunscreen and a removal clear the warnings (${language})`,
    onOneDevicePerLanguage(language),
    async ({ page }) => {
      await signedInUser(page);
      await addTo(page, language, retinolOil, { add: r.addEvening, added: r.removeEvening });
      await addTo(page, language, ahaEssence, { add: r.addEvening, added: r.removeEvening });
      await page.goto(`/${language}/routine`);

      await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
      const clash = page.getByRole("listitem").filter({ hasText: r.clash });
      await expect(clash).toContainText(retinolOil.name);
      await expect(clash).toContainText(ahaEssence.name);
      await expect(clash).toContainText("Retinol");
      await expect(clash).toContainText("Glycolic Acid");
      await expect(clash.getByRole("link", { name: r.source })).toHaveAttribute("href", /^https:\/\//);
      await expect(page.getByText(r.noSunscreen)).toBeVisible();
      // The evening in the order of application: the essence (an exfoliant) before the oil (a moisturiser).
      const evening = page.getByRole("region", { name: r.evening }).getByRole("listitem");
      await expect(evening).toHaveCount(2);
      await expect(evening.nth(0)).toContainText(ahaEssence.name);
      await expect(evening.nth(1)).toContainText(retinolOil.name);

      await addTo(page, language, sunscreen, { add: r.addMorning, added: r.removeMorning });
      await page.goto(`/${language}/routine`);
      await expect(page.getByRole("region", { name: r.morning }).getByRole("listitem")).toContainText(sunscreen.name);
      await expect(page.getByText(r.noSunscreen)).toHaveCount(0);
      await expect(page.getByText(r.clash)).toBeVisible();

      await page.getByRole("button", { name: r.remove(ahaEssence.name) }).click();
      await expect(page.getByText(r.noClash)).toBeVisible();
      await expect(page.getByRole("region", { name: r.evening }).getByRole("listitem")).toHaveCount(1);
    },
  );

  test.describe(`the routine without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test(
      "a product page's button adds to the routine and comes back",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(productPath(language, retinolOil));
        await expect(page.getByRole("link", { name: r.signIn })).toBeVisible();
        await signedInUser(page);
        await addTo(page, language, retinolOil, { add: r.addEvening, added: r.removeEvening });
        await page.goto(`/${language}/routine`);
        await expect(page.getByRole("region", { name: r.evening }).getByRole("listitem")).toContainText(
          retinolOil.name,
        );
      },
    );
  });
}
