import { expect, type Page, test } from "@playwright/test";
import {
  headOf,
  type Language,
  languages,
  onOneDevicePerLanguage,
  onPhoneOnly,
  productCards,
  productPath,
  productTypePath,
  texts,
  trending,
  urlOf,
  waitForHydration,
} from "./support";
import { catalogueDate } from "./server-settings";
import { withServerDatabase } from "./verified-user";

/** The note under a list that left an entry out (public/locales/{en,id}/catalog.json), per language. */
const leftOutTexts = {
  en: {
    section: "Ingredients",
    note: "Left out: “Glacier Water”. The source's list prints it, but not as an ingredient name we can identify (a trade name, a misspelling or a name cut short), so the flags and texts on this page count it only where it plainly names a fragrance or an essential oil, or is a plant's name cut short that may be an essential oil.",
  },
  id: {
    section: "Bahan",
    note: "Tidak ditampilkan: “Glacier Water”. Daftar sumber mencetaknya, tetapi bukan sebagai nama bahan yang bisa kami kenali (nama dagang, salah eja, atau nama yang terpotong), jadi tanda dan teks di halaman ini hanya memperhitungkannya bila jelas menyebut pewangi (fragrance) atau minyak atsiri, atau berupa nama tanaman yang terpotong dan mungkin minyak atsiri.",
  },
} as const;

/** The "free of" badges' list (public/locales/{en,id}/catalog.json, `flags.freeOfLabel`). */
const freeOfLabels = { en: "Free of", id: "Bebas dari" } as const;

/** The note under a list made in water that names no preservative (public/locales/{en,id}/catalog.json). */
const noPreservativeTexts = {
  en: /^This list names no preservative, which most products made with water need/,
  id: /^Daftar ini tidak menyebutkan pengawet, padahal sebagian besar produk berbahan dasar air membutuhkannya/,
} as const;

const cardNames = (page: Page, language: Language) =>
  productCards(page, language).getByRole("heading").allTextContents();

/**
 * The texts of "Prices seen" and of the old-price mark, per language (copied from
 * public/locales/{en,id}/catalog.json on purpose, like support.ts's `texts`).
 */
const pricesSeenTexts = {
  en: {
    title: "Prices seen",
    old: "over 2 years ago",
    seen: /seen \d{1,2} \w+ \d{4}/,
    onlyAbroad:
      "No price yet from a shop that sells to the UK: the prices seen below are from shops elsewhere or for another size, converted only for reference.",
  },
  id: {
    title: "Harga yang tercatat",
    old: "lebih dari 2 tahun lalu",
    seen: /tercatat \d{1,2} \w+ \d{4}/,
    onlyAbroad:
      "Belum ada harga dari toko yang menjual ke Indonesia: harga yang tercatat di bawah berasal dari toko di negara lain atau untuk ukuran lain, dikonversi hanya sebagai gambaran.",
  },
} as const;

/** The product page's flags and similar formulas (copied from public/locales on purpose). */
const insightTexts = {
  en: {
    flagsTitle: "Ingredient flags",
    freeOfLabel: "Free of",
    freeOf: ["Free of fragrance", "Free of essential oils", "Free of drying alcohol", "Free of fungal-acne triggers"],
    similarTitle: "Similar formulas",
    reason: /^.*Shares \d+ of this product's first 10 ingredients/s,
  },
  id: {
    flagsTitle: "Catatan bahan",
    freeOfLabel: "Bebas dari",
    freeOf: ["Bebas pewangi", "Bebas minyak atsiri", "Bebas alkohol yang mengeringkan", "Bebas pemicu jerawat jamur"],
    similarTitle: "Formula serupa",
    reason: /^.*Memuat \d+ dari 10 bahan pertama produk ini/s,
  },
} as const;

/** `/{lang}/dp/{name with spaces as _}/{id}`, the name possibly percent-encoded. */
const productUrl = (language: Language) => new RegExp(`^https?://[^/]+/${language}/dp/[^/?#\\s]+/[^/?#\\s]+$`);

for (const language of languages) {
  const t = texts[language];
  const essence = trending[0];

  test.describe(`catalogue lists (${language})`, () => {
    test("a product type list shows 10 products, then 20 after Show More, growing in place", async ({ page }) => {
      await page.goto(productTypePath(language, "toner"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.productTypes.toner);
      const cards = productCards(page, language);
      await expect(cards).toHaveCount(10);
      await expect(cards.first()).toContainText(t.cardPrice);
      const main = page.getByRole("main");
      await expect(main).toContainText(new RegExp(t.showing(10, 999).replace("999", "\\d+")));
      const firstTen = await cardNames(page, language);
      expect(new Set(firstTen).size).toBe(10);

      await waitForHydration(page, language);
      const showMore = main.getByRole("link", { name: t.showMore });
      await expect(showMore).toHaveAttribute("href", /[?&]page=2(&|$)/);
      await showMore.scrollIntoViewIfNeeded();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      await showMore.click();

      await expect(cards).toHaveCount(20);
      await expect(page).toHaveURL(urlOf(`${productTypePath(language, "toner")}?page=2`));
      await expect(main).toContainText(new RegExp(t.showing(20, 999).replace("999", "\\d+")));
      const twenty = await cardNames(page, language);
      expect(twenty.slice(0, 10)).toEqual(firstTen);
      expect(new Set(twenty).size).toBe(20);
      // Show More grows the list where the reader is; it does not jump back to the top.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo / 2);
    });

    test("a skin type list has its heading and 10 products", onOneDevicePerLanguage(language), async ({ page }) => {
      await page.goto(`/${language}/skintype/oily`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.skinTypeHeading);
      await expect(productCards(page, language)).toHaveCount(10);
      await expect(page.getByRole("main").getByRole("link", { name: t.showMore })).toBeVisible();
    });

    test(
      "an ingredient list has its heading, and its products contain the ingredient",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(`/${language}/ingredient/Niacinamide`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.ingredientHeading("Niacinamide"));
        const cards = productCards(page, language);
        await expect(cards).toHaveCount(10);

        await waitForHydration(page, language);
        const name = (await cards.nth(3).getByRole("heading").textContent()) ?? "";
        await cards.nth(3).getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(productUrl(language));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(
          page.getByRole("main").getByRole("region", { name: t.ingredients, exact: true }).getByRole("link", {
            name: "Niacinamide",
            exact: true,
          }),
        ).toBeVisible();
      },
    );

    test("the whole card links to its product page", async ({ page }) => {
      await page.goto(productTypePath(language, "moisturizer"));
      await waitForHydration(page, language);
      const card = productCards(page, language).nth(2);
      const name = (await card.getByRole("heading").textContent()) ?? "";
      expect(name).not.toBe("");
      const href = await card.getByRole("link", { name, exact: true }).getAttribute("href");
      expect(href).toMatch(new RegExp(`^/${language}/dp/[^/]+/[^/]+$`));
      expect(decodeURIComponent(href?.split("/")[3] ?? "")).toBe(name.replace(/ /g, "_"));

      // A click on the picture, not only on the name.
      await card.click({ position: { x: 24, y: 24 } });
      await expect(page).toHaveURL(urlOf(href ?? ""));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    });
  });

  test.describe(`lists without JavaScript (${language})`, onOneDevicePerLanguage(language), () => {
    test.use({ javaScriptEnabled: false });

    test("the Show More link loads a page with 20 products", async ({ page }) => {
      await page.goto(productTypePath(language, "moisturizer"));
      await expect(productCards(page, language)).toHaveCount(10);
      await page.getByRole("main").getByRole("link", { name: t.showMore }).click();
      await expect(page).toHaveURL(urlOf(`${productTypePath(language, "moisturizer")}?page=2`));
      await expect(productCards(page, language)).toHaveCount(20);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.productTypes.moisturizer);
    });
  });

  // What a page says (prices, flags, links and where they lead) is the server's and the same at
  // every width: one device per language (ADR 0011). The dialog, the scrolling and a click on a
  // card's picture depend on the layout and run on both.
  test.describe(`product page (${language})`, () => {
    test(
      "price, purchase button to the market's primary shop, and the price comparison",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(productPath(language, essence));
        const main = page.getByRole("main");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(essence.name);
        await expect(main).toContainText(new RegExp(`${t.price.source}\\s*/\\s*\\d+ ml`));

        const comparison = main.getByRole("region", { name: t.priceComparison });
        const rows = comparison.getByRole("listitem");
        await expect(rows).toHaveCount(t.shops.length);
        const shopLinks: string[] = [];
        for (const [index, shop] of t.shops.entries()) {
          const row = rows.nth(index);
          const link = row.getByRole("link", { name: new RegExp(`^${shop.name}\\b`) });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute("target", "_blank");
          const href = (await link.getAttribute("href")) ?? "";
          expect(new URL(href).hostname).toMatch(shop.host);
          shopLinks.push(href);
          await expect(row).toContainText(t.priceNotAvailable);
        }

        const purchase = main.getByRole("link", { name: t.purchase });
        await expect(purchase).toBeVisible();
        await expect(purchase).toHaveAttribute("href", shopLinks[0] ?? "");
        await expect(purchase).toHaveAttribute("target", "_blank");
      },
    );

    // On the phone only, in both languages: the list's facts are the same everywhere, and only the
    // narrow screen can be overflowed by it.
    test(
      "'Prices seen' lists every price a source reported, newest first, old ones marked",
      onPhoneOnly,
      async ({ page }) => {
        // What the demo import recorded for the product, read from the server's own database.
        const rows = await withServerDatabase((db) =>
          db
            .selectFrom("price_observations")
            .select(["shop", "currency", "observed_on"])
            .where("product_id", "=", essence.id)
            .where("currency", "in", ["USD", "GBP", "IDR", "KRW"])
            .orderBy("observed_on", "desc")
            .execute(),
        );
        expect(rows.length, "the demo catalogue has prices seen for the trending essence").toBeGreaterThan(0);

        await page.goto(productPath(language, essence));
        const seen = page.getByRole("main").getByRole("region", { name: pricesSeenTexts[language].title });
        await expect(seen).toBeVisible();
        const items = seen.getByRole("listitem");
        await expect(items).toHaveCount(rows.length);
        await expect(items.first()).toContainText(pricesSeenTexts[language].seen);
        // Marked old exactly when seen more than two years before the catalogue's day (CATALOGUE_DATE).
        const twoYearsAgo = `${Number(catalogueDate.slice(0, 4)) - 2}${catalogueDate.slice(4)}`;
        const old = rows.filter((row) => row.observed_on.slice(0, 10) < twoYearsAgo).length;
        await expect(seen.getByText(pricesSeenTexts[language].old, { exact: true })).toHaveCount(old);
        // A price in another currency than the market's comes with its conversion and the rate.
        const foreign = rows.filter((row) => row.currency !== (language === "en" ? "GBP" : "IDR")).length;
        await expect(seen.getByText(/^≈ /)).toHaveCount(foreign);
        const box = await seen.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      },
    );

    test(
      "flags what the list holds, says what it is free of, and lists similar formulas with the reason",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const insight = insightTexts[language];
        await page.goto(productPath(language, essence));
        const flags = page.getByRole("region", { name: insight.flagsTitle });
        await expect(flags.getByRole("list", { name: insight.freeOfLabel }).getByRole("listitem")).toHaveText(
          insight.freeOf,
        );
        const similar = page.getByRole("region", { name: insight.similarTitle });
        const rows = similar.getByRole("listitem");
        await expect(rows.first()).toContainText(insight.reason);
        const first = rows.first().getByRole("link");
        const name = await first.textContent();
        await first.click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name?.split(" · ")[1] ?? "");
      },
    );

    test(
      "names the entries of the source's list it could not read, under the list",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(
          productPath(language, { id: "tosowoong-super-aqua-cooling-gel", name: "Super Aqua Cooling Gel" }),
        );
        const ingredients = page.getByRole("region", { name: leftOutTexts[language].section, exact: true });
        await expect(ingredients.getByText(leftOutTexts[language].note)).toBeVisible();
        // Left out, not shown as an ingredient.
        await expect(ingredients.getByRole("listitem").filter({ hasText: "Glacier Water" })).toHaveCount(0);
      },
    );

    test(
      "says under a list made in water that names no preservative that the source may have cut its end",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(
          productPath(language, {
            id: "etude-house-wonder-pore-deep-foaming-cleanser",
            name: "Wonder Pore Deep Foaming Cleanser",
          }),
        );
        const ingredients = page.getByRole("region", { name: leftOutTexts[language].section, exact: true });
        await expect(ingredients.getByText(noPreservativeTexts[language])).toBeVisible();
        // A list that may have lost its end is free of nothing.
        await expect(page.getByRole("list", { name: freeOfLabels[language], exact: true })).toHaveCount(0);
      },
    );

    test(
      "a product priced only in Korea shows those prices in won, but no price of its own",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        // A product whose every price seen is from a shop in Korea, read from the server's own database.
        const korean = await withServerDatabase(async (db) => {
          const elsewhere = db.selectFrom("price_observations").select("product_id").where("market", "!=", "kr");
          const row = await db
            .selectFrom("price_observations as o")
            .innerJoin("products as p", "p.id", "o.product_id")
            .select(["p.id", "p.name"])
            .where("o.market", "=", "kr")
            .where("o.product_id", "not in", elsewhere)
            .orderBy("p.id")
            .executeTakeFirstOrThrow();
          const seen = await db
            .selectFrom("price_observations")
            .select("shop")
            .where("product_id", "=", row.id)
            .execute();
          return { product: row, count: seen.length };
        });
        await page.goto(productPath(language, korean.product));
        const main = page.getByRole("main");
        await expect(main).toContainText(pricesSeenTexts[language].onlyAbroad);
        const seen = main.getByRole("region", { name: pricesSeenTexts[language].title });
        const items = seen.getByRole("listitem");
        await expect(items).toHaveCount(korean.count);
        await expect(items.first()).toContainText("Olive Young Korea");
        await expect(items.first()).toContainText(/₩\d/);
        await expect(seen.getByText(/^≈ /)).toHaveCount(korean.count);
      },
    );

    test("a breakdown chip opens a 320 px dialog with the function and its ingredients", async ({ page }) => {
      await page.goto(productPath(language, essence));
      await waitForHydration(page, language);
      const main = page.getByRole("main");
      const listed = await main
        .getByRole("region", { name: t.ingredients, exact: true })
        .getByRole("link")
        .allTextContents();
      expect(listed.length).toBeGreaterThan(3);

      const chips = main.getByRole("region", { name: t.breakdown }).locator("summary");
      await expect(chips.first()).toBeVisible();
      const chip = chips.nth(1);
      // "Humectant, 4" (the title, then the number of ingredients in a badge).
      const [, functionTitle = "", count = ""] = /^(.*?)[\s,]*(\d+)/s.exec(await chip.innerText()) ?? [];
      expect(functionTitle).not.toBe("");
      expect(Number(count)).toBeGreaterThan(0);

      await chip.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(functionTitle);
      await expect(dialog.getByRole("heading", { name: functionTitle })).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(/\w{3,}/);
      const inDialog = dialog.getByRole("link");
      await expect(inDialog).toHaveCount(Number(count));
      for (const name of await inDialog.allTextContents()) expect(listed).toContain(name);
      await expect(async () => {
        const box = await dialog.boundingBox();
        expect(Math.round(box?.width ?? 0)).toBe(320);
      }).toPass({ timeout: 2_000 });

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(chip).toBeFocused();

      await chips.first().click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: t.closeDialog, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(urlOf(productPath(language, essence)));
    });

    test(
      "ingredient links lead to ingredient pages, and 'Back to Skincare' to the type list",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(productPath(language, essence));
        await waitForHydration(page, language);
        const main = page.getByRole("main");
        const ingredients = main.getByRole("region", { name: t.ingredients, exact: true });
        await expect(ingredients.getByRole("link", { name: "Panthenol", exact: true })).toHaveAttribute(
          "href",
          `/${language}/ingredient/panthenol`,
        );
        await ingredients.getByRole("link", { name: "Panthenol", exact: true }).click();
        await expect(page).toHaveURL(urlOf(`/${language}/ingredient/panthenol`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.ingredientHeading("Panthenol"));
        await expect(productCards(page, language).first()).toBeVisible();

        await page.goBack();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(essence.name);
        await main.getByRole("link", { name: t.backTo(t.productTypes.essence) }).click();
        await expect(page).toHaveURL(urlOf(productTypePath(language, "essence")));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.productTypes.essence);
        await expect(productCards(page, language)).toHaveCount(10);
      },
    );
  });

  test.describe(`old ingredient URLs (${language})`, onOneDevicePerLanguage(language), () => {
    test("an ingredient id merged into another answers 301 to the canonical page in the same language", async ({
      page,
      request,
    }) => {
      const redirect = await withServerDatabase((db) =>
        db
          .selectFrom("ingredient_redirects as r")
          .innerJoin("ingredients as i", "i.id", "r.to_id")
          .select(["r.from_id", "r.to_id", "i.name"])
          .orderBy("r.from_id")
          .executeTakeFirst(),
      );
      expect(redirect, "the demo catalogue merges some ingredient ids").toBeDefined();
      if (!redirect) return;
      const oldPath = `/${language}/ingredient/${encodeURIComponent(redirect.from_id)}`;
      const canonical = `/${language}/ingredient/${encodeURIComponent(redirect.to_id)}`;
      const response = await request.get(oldPath, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(canonical);

      await page.goto(oldPath);
      await expect(page).toHaveURL(urlOf(canonical));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.ingredientHeading(redirect.name));

      const unknown = await request.get(`/${language}/ingredient/no-such-ingredient-anywhere`, { maxRedirects: 0 });
      expect(unknown.status()).toBe(404);
    });
  });

  test.describe(`page heads and scrolling (${language})`, () => {
    test(
      "each page has its own title and a canonical link to itself",
      onOneDevicePerLanguage(language),
      async ({ request, baseURL }) => {
        const paths = [
          `/${language}`,
          productTypePath(language, "toner"),
          productTypePath(language, "oil-based cleanser"),
          `/${language}/skintype/oily`,
          `/${language}/skintype/dry`,
          `/${language}/ingredient/niacinamide`,
          productPath(language, trending[0]),
          productPath(language, trending[1]),
          `/${language}/privacy-policy`,
          `/${language}/terms-and-conditions`,
        ];
        const titles = new Set<string>();
        const canonicals = new Set<string>();
        for (const path of paths) {
          const head = await headOf(request, path);
          expect(head.status, path).toBe(200);
          expect(head.title, path).toMatch(/\S.*kulit|kulit.*\S/);
          expect(head.canonicalCount, path).toBe(1);
          expect(head.canonical, path).toBe(new URL(path, baseURL).toString());
          const other = language === "en" ? "id" : "en";
          expect(head[language === "en" ? "alternateId" : "alternateEn"], path).toBe(
            new URL(path.replace(`/${language}`, `/${other}`), baseURL).toString(),
          );
          titles.add(head.title);
          canonicals.add(head.canonical ?? "");
        }
        expect(titles.size).toBe(paths.length);
        expect(canonicals.size).toBe(paths.length);
      },
    );

    test("a route change scrolls to the top", async ({ page }) => {
      const scrollY = () => page.evaluate(() => window.scrollY);

      // From the footer of a product page to a list.
      await page.goto(productPath(language, essence));
      await waitForHydration(page, language);
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: t.productTypes.toner, exact: true });
      await footerLink.scrollIntoViewIfNeeded();
      await expect.poll(scrollY).toBeGreaterThan(300);
      await footerLink.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.productTypes.toner);
      await expect.poll(scrollY).toBe(0);

      // From the last card of the list to its product page.
      const lastCard = productCards(page, language).last();
      await lastCard.scrollIntoViewIfNeeded();
      await expect.poll(scrollY).toBeGreaterThan(100);
      const name = (await lastCard.getByRole("heading").textContent()) ?? "";
      await lastCard.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect.poll(scrollY).toBe(0);
    });
  });
}
