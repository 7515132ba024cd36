import { expect, type Page, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, texts, waitForHydration, type Language } from "./support";
import { giveAnalysis, signedInUser } from "./verified-user";

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
    ingredients: "Ingredients, in list order",
    toner: "Toner",
    exfoliant: "Exfoliant",
    match: /^\d+% Match$/,
    why: /^Why \d+%\?$/,
    routine: "With your routine",
    clash: "Clashes with The Retinol 0.5 Oil in your evening routine",
    listSide: "In your list: Glycolic Acid and Lactic Acid.",
    closest: "Closest formulas in kulit",
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
    ingredients: "Bahan, sesuai urutan daftar",
    toner: "Toner",
    exfoliant: "Eksfoliator",
    match: /^\d+% Cocok$/,
    why: /^Kenapa \d+%\?$/,
    routine: "Dengan rutinitasmu",
    clash: "Bentrok dengan The Retinol 0.5 Oil di rutinitas malam kamu",
    listSide: "Di daftarmu: Glycolic Acid dan Lactic Acid.",
    closest: "Formula terdekat di kulit",
  },
} as const;

/** Isntree's Clear Skin 8% AHA Essence, as the catalogue lists it: the closest exfoliant is that essence itself. */
const ahaList =
  "Water, Glycolic Acid, Lactic Acid, Glycerin, Butylene Glycol, Potassium Hydroxide, Morus Alba Bark Extract, Asiaticoside, Portulaca Oleracea Extract, Sodium Hyaluronate, Ginkgo Biloba Nut Extract, Acorus Calamus Root Extract, Cucumis Sativus (Cucumber) Fruit Extract, Aloe Barbadensis Leaf Juice Powder, Allantoin, Panthenol, Dipotassium Glycyrrhizate, Hydroxyethylcellulose, Zanthoxylum Piperitum Fruit Extract, Pulsatilla Koreana Extract, Usnea Barbata (Lichen) Extract";

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

      // An ingredient's name is a plain link the list follows in the page: the document stays.
      await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
      const ingredients = page.getByRole("main").getByRole("region", { name: t.ingredients });
      await ingredients.getByRole("link", { name: "Niacinamide" }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/ingredient/niacinamide$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Niacinamide");
      await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
    });

    test("shows a signed-in shopper's match and the clash with their routine", async ({ page }) => {
      const user = await signedInUser(page);
      await giveAnalysis(user.id, {
        budget: 2,
        scores: { eyebags: 80, dryness: 40, redness: 70, wrinkles: 45, acne: 30, pores: 35 },
      });
      // The routine page's own form post, as "Add to evening" sends it.
      const added = await page.request.post(`/${language}/routine`, {
        form: { intent: "add", slot: "evening", productId: "cosrx-the-retinol-0-5-oil" },
      });
      expect(added.ok()).toBe(true);

      await page.goto(`/${language}/check`);
      await waitForHydration(page, language);
      const main = page.getByRole("main");
      await main.getByLabel(t.field).fill(ahaList);
      await main.getByLabel(t.type).selectOption({ label: t.exfoliant });
      await main.getByRole("button", { name: t.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/check\?list=1\.[A-Za-z0-9_-]+&type=exfoliant#check-reading$/);

      await expect(main.getByRole("link", { name: t.match }).first()).toBeVisible();
      await main.getByText(t.why).click();
      const routine = main.getByRole("region", { name: t.routine });
      await expect(routine.getByText(t.clash)).toBeVisible();
      await expect(routine.getByText(t.listSide)).toBeVisible();
      const closest = main.getByRole("region", { name: t.closest }).getByRole("article").first();
      await expect(closest.getByRole("link", { name: "Clear Skin 8% AHA Essence" })).toBeVisible();
      // The cards' code comes with the reading, not the form: their Compare button works.
      await closest.getByRole("button", { pressed: false }).click();
      await expect(closest.getByRole("button", { pressed: true })).toBeVisible();
      // Opened afresh, a tap on the next card before its code has come is not lost either.
      await page.goto(page.url());
      const next = page.getByRole("main").getByRole("region", { name: t.closest }).getByRole("article").nth(1);
      await next.getByRole("button", { pressed: false }).click();
      await expect(next.getByRole("button", { pressed: true })).toBeVisible();
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
