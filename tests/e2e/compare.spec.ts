import { expect, type Page, test } from "@playwright/test";
import {
  languages,
  onOneDevicePerLanguage,
  productCards,
  productPath,
  productTypePath,
  trending,
  urlOf,
  waitForHydration,
} from "./support";

/**
 * Compare (docs/screens.md, "Compare") as a shopper uses it: pick from a card and from a product
 * page, keep the picks while browsing, see them side by side, take one out, clear, and the same
 * with JavaScript turned off. Texts copied from public/locales on purpose.
 */
const compareTexts = {
  en: {
    toggle: "Compare",
    header: (count: number) => `Compare (${count} product${count === 1 ? "" : "s"})`,
    title: "Compare products",
    unitPrice: "Per 10 ml, 10 g, sheet or pad",
    keyActives: "Key actives",
    shared: /^\d+ ingredients? in all of them$/,
    oneMore: "Pick one more product to see them side by side.",
    clear: "Clear the comparison",
    empty: "Nothing to compare yet",
  },
  id: {
    toggle: "Bandingkan",
    header: (count: number) => `Bandingkan (${count} produk)`,
    title: "Bandingkan produk",
    unitPrice: "Per 10 ml, 10 g, lembar atau pad",
    keyActives: "Bahan aktif utama",
    shared: /^\d+ bahan ada di semuanya$/,
    oneMore: "Pilih satu produk lagi untuk melihatnya berdampingan.",
    clear: "Hapus perbandingan",
    empty: "Belum ada yang dibandingkan",
  },
} as const;

const snailEssence = trending[0];

function compareButton(page: Page, toggle: string, name: string) {
  return page.getByRole("button", { name: `${toggle}: ${name}`, exact: true });
}

for (const language of languages) {
  const c = compareTexts[language];

  test(`picks from a card and a product page, compares them side by side, removes and clears (${language})`, async ({
    page,
  }) => {
    await page.goto(productTypePath(language, "toner"));
    await waitForHydration(page, language);
    const firstCard = productCards(page, language).first();
    const tonerName = (await firstCard.getByRole("heading").textContent()) ?? "";
    const pickToner = compareButton(page, c.toggle, tonerName);
    await expect(pickToner).toHaveAttribute("aria-pressed", "false");
    await pickToner.click();
    await expect(pickToner).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(urlOf(productTypePath(language, "toner")));
    await expect(page.getByRole("link", { name: c.header(1) })).toBeVisible();

    // The pick stays while browsing; the product page has its own button.
    await page.goto(productPath(language, snailEssence));
    await compareButton(page, c.toggle, snailEssence.name).click();
    await expect(compareButton(page, c.toggle, snailEssence.name)).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("link", { name: c.header(2) }).click();

    await expect(page).toHaveURL(new RegExp(`/${language}/compare\\?ids=[^,]+,${snailEssence.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await expect(table.getByRole("columnheader").nth(0)).toContainText(tonerName);
    await expect(table.getByRole("columnheader").nth(1)).toContainText(snailEssence.name);
    await expect(table.getByRole("rowheader", { name: c.unitPrice })).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(c.keyActives) })).toContainText("Snail Secretion Filtrate");
    await expect(page.getByRole("heading", { name: c.shared })).toBeVisible();

    await compareButton(page, c.toggle, tonerName).click();
    await expect(page).toHaveURL(urlOf(`/${language}/compare?ids=${snailEssence.id}`));
    await expect(page.getByText(c.oneMore)).toBeVisible();
    await expect(page.getByRole("link", { name: c.header(1) })).toBeVisible();

    await page.getByRole("button", { name: c.clear }).click();
    await expect(page).toHaveURL(urlOf(`/${language}/compare`));
    await expect(page.getByRole("heading", { name: c.empty })).toBeVisible();
    await expect(page.getByRole("link", { name: c.header(1) })).toHaveCount(0);
  });

  test.describe(`compare without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test(
      "a card's button picks the product and comes back to the same list page",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const listPath = `${productTypePath(language, "moisturizer")}?page=2`;
        await page.goto(listPath);
        const card = productCards(page, language).nth(12);
        const name = (await card.getByRole("heading").textContent()) ?? "";
        await compareButton(page, c.toggle, name).click();
        await expect(page).toHaveURL(urlOf(listPath));
        await expect(compareButton(page, c.toggle, name)).toHaveAttribute("aria-pressed", "true");
        await page.getByRole("link", { name: c.header(1) }).click();
        await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([new RegExp(escaped(name))]);
      },
    );
  });

  test(
    `a shared link shows its own products, whatever the visitor picked (${language})`,
    onOneDevicePerLanguage(language),
    async ({ page }) => {
      const ids = [snailEssence.id, trending[1].id, trending[2].id];
      await page.goto(`/${language}/compare?ids=${ids.join(",")}`);
      const headers = page.getByRole("table").getByRole("columnheader");
      await expect(headers).toHaveCount(3);
      for (const [index, product] of [snailEssence, trending[1], trending[2]].entries()) {
        await expect(headers.nth(index)).toContainText(product.name);
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/${language}/compare\\?ids=${ids.join(",")}$`),
      );
    },
  );
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
