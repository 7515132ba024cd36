import { expect, type Page, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, texts, waitForHydration, type Language } from "./support";

/** Texts of the check page (public/locales/{en,id}/check.json), copied on purpose. */
const checkTexts = {
  en: {
    nav: "Check an ingredient list",
    emptySearch: "Not in kulit? Paste its ingredient list",
    field: "Paste an ingredient list",
    type: "Product type",
    submit: "Check",
    reading: "The reading",
    recognised: "4 of 5 ingredients recognised",
    notAProduct: "not a product kulit holds",
    unrecognised: "Not recognised",
    didYouMean: "Did you mean",
    flags: "Flags and what it is free of",
    pregnancy: "Caution in pregnancy",
    searchFor: "Search for",
    toner: "Toner",
  },
  id: {
    nav: "Periksa daftar bahan",
    emptySearch: "Tidak ada di kulit? Tempel daftar bahannya",
    field: "Tempel daftar bahan",
    type: "Jenis produk",
    submit: "Periksa",
    reading: "Hasil pembacaan",
    recognised: "4 dari 5 bahan dikenali",
    notAProduct: "bukan produk yang ada di kulit",
    unrecognised: "Tidak dikenali",
    didYouMean: "Mungkin maksudmu",
    flags: "Penanda dan apa yang tidak dikandungnya",
    pregnancy: "Hati-hati saat hamil",
    searchFor: "Cari",
    toner: "Toner",
  },
} as const;

const pasted = "Komposisi:\nAir, Gliserin, Niacinamide 5%,\nSalicylic Acid, Potassium Hyalur";

async function paste(page: Page, language: Language, type: string) {
  const t = checkTexts[language];
  const main = page.getByRole("main");
  await main.getByLabel(t.field).fill(pasted);
  await main.getByLabel(t.type).selectOption({ label: type });
  await main.getByRole("button", { name: t.submit, exact: true }).click();
}

async function expectReading(page: Page, language: Language) {
  const t = checkTexts[language];
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: t.reading })).toBeVisible();
  await expect(main.getByText(t.recognised)).toBeVisible();
  await expect(main.getByText(t.notAProduct)).toBeVisible();
  const ingredients = main.getByRole("list").filter({ hasText: "Niacinamide" }).first();
  await expect(ingredients.getByRole("link", { name: "Niacinamide" })).toHaveAttribute(
    "href",
    `/${language}/ingredient/niacinamide`,
  );
  const unrecognised = main.getByRole("region", { name: t.unrecognised });
  await expect(unrecognised.getByText("Potassium Hyalur", { exact: true })).toBeVisible();
  await expect(unrecognised.getByText(t.didYouMean)).toBeVisible();
  await expect(main.getByRole("region", { name: t.flags }).getByText(t.pregnancy)).toBeVisible();
}

for (const language of languages) {
  const t = checkTexts[language];

  test.describe(`check an ingredient list (${language})`, onOneDevicePerLanguage(language), () => {
    test("pastes a list, checks it and shares the reading's address with a fresh browser", async ({
      page,
      browser,
    }) => {
      await page.goto(`/${language}/check`);
      await waitForHydration(page, language);
      await paste(page, language, language === "en" ? "Not sure" : "Belum tahu");
      await expect(page).toHaveURL(/\/check\?list=1\.[A-Za-z0-9_-]+#check-reading$/);
      await expectReading(page, language);

      // A fresh context (no cookies, no history) opening the shared address sees the same reading.
      const fresh = await browser.newContext();
      const other = await fresh.newPage();
      await other.goto(page.url());
      await expectReading(other, language);
      await expect(other.getByRole("main").getByLabel(t.field)).toHaveValue(/Niacinamide 5%/);
      await fresh.close();
    });

    test("reads the list the same way with JavaScript switched off", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${language}/check`);
      await paste(page, language, t.toner);
      await expect(page).toHaveURL(/\/check\?list=1\.[A-Za-z0-9_-]+&type=toner#check-reading$/);
      await expectReading(page, language);
      await context.close();
    });

    test("is reached from the menu and from a search that finds nothing", async ({ page }) => {
      await page.goto(`/${language}/producttype/toner`);
      await waitForHydration(page, language);
      await page.getByRole("banner").getByRole("button", { name: texts[language].openMenu }).click();
      await page.getByRole("dialog").getByRole("link", { name: t.nav }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.nav })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${language}/check$`));

      await page.goto(`/${language}/search?q=xyzzy+qwertz`);
      await page.getByRole("main").getByRole("link", { name: t.emptySearch }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/check$`));
      await expect(page.getByRole("main").getByLabel(t.field)).toBeVisible();
    });
  });
}
