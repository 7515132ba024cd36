import { expect, type Page, test } from "@playwright/test";
import { type Language, onPhoneOnly, waitForHydration } from "./support";

/**
 * A market's own price (docs/rules.md, "A market's own price"), as a shopper sees it on the
 * server the tests start (prices judged as of CATALOGUE_DATE in playwright.config.ts).
 */

// Priced only at Sociolla, in Indonesia.
const pricedInIndonesia = "cosrx-hydrium-centella-aqua-soothing-ampoule";
// Priced for the UK only by Soko Glam in September 2020: more than two years before the day.
const lastSeenInUk = "mamonde-pore-clean-toner";
const snailEssence = "cosrx-advanced-snail-96-mucin-power-essence";

/** Opens a product page by its id (the site redirects to the page's own name). */
async function openProduct(page: Page, language: Language, id: string) {
  await page.goto(`/${language}/dp/_/${id}`);
  await waitForHydration(page, language);
}

const priceBlock = (page: Page) => page.getByRole("main").locator("p", { hasText: /^(Price|Harga): / });
const pricesSeen = (page: Page, title: string) =>
  page.getByRole("main").locator("section", { has: page.getByRole("heading", { name: title }) });

// Which price a page calls its own is the server's rule, the same at every width; each test goes
// through both languages, so each runs on the phone only (ADR 0011).
test(
  "a UK page of a product priced only in Indonesia shows no pound price as its own; the rupiah price is under Prices seen, converted",
  onPhoneOnly,
  async ({ page }) => {
    await openProduct(page, "en", pricedInIndonesia);
    await expect(priceBlock(page)).toHaveText("Price: Price not known yet");
    await expect(page.getByText("No price yet from a shop that sells to the UK")).toBeVisible();
    const seen = pricesSeen(page, "Prices seen");
    const sociolla = seen.getByRole("listitem").filter({ hasText: "Sociolla" }).first();
    await expect(sociolla).toContainText(/Rp \d/);
    await expect(sociolla).toContainText(/≈ £\d+\.\d{2} at £1 = Rp 20\.250/);
    await expect(sociolla).toContainText("Shop in Indonesia: not a UK price");

    // The same product on the Indonesian site: the shop's own rupiah price is its price.
    await openProduct(page, "id", pricedInIndonesia);
    await expect(priceBlock(page)).toHaveText(/^Harga: Rp \d/);
    await expect(page.getByText(/^Tercatat di Sociolla \(Indonesia\), /)).toBeVisible();
    // Sociolla's 2025 prices are what its pages displayed, discount included: the page says so.
    await expect(
      page.getByText(
        /^Tercatat di Sociolla \(Indonesia\), Maret 2025\. Ini harga yang ditampilkan toko hari itu, yang bisa jadi harga diskon\./,
      ),
    ).toBeVisible();
  },
);

test(
  "a product whose UK price is more than two years old says where it was last seen, in both languages",
  onPhoneOnly,
  async ({ page }) => {
    await openProduct(page, "en", lastSeenInUk);
    await expect(priceBlock(page)).toHaveText("Price: Last seen at Soko Glam: US$23.00, Sept 2020");
    await expect(page.getByText(/^Seen more than two years ago, so it is not a price for today/)).toBeVisible();

    await openProduct(page, "id", lastSeenInUk);
    await expect(priceBlock(page)).not.toContainText("Soko Glam");
  },
);

test(
  "Cheaper alternatives never says none costs less beside a similar formula it could not compare",
  onPhoneOnly,
  async ({ page }) => {
    await openProduct(page, "en", snailEssence);
    const similar = pricesSeen(page, "Similar formulas").getByRole("listitem");
    const cheaper = pricesSeen(page, "Cheaper alternatives");
    await expect(cheaper).toBeVisible();
    const shown = await similar.allInnerTexts();
    const withoutUnitPrice = shown.filter((text) => !/per 10 (ml|g)/.test(text));
    if (withoutUnitPrice.length > 0) {
      await expect(cheaper).not.toContainText("No product with a formula this close costs less");
      await expect(cheaper).toContainText(/can't compare|can't be compared/);
    }
  },
);
