import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  headOf,
  languages,
  onOneDevicePerLanguage,
  productPath,
  productTypePath,
  productTypes,
  texts,
  trending,
  urlOf,
  waitForHydration,
} from "./support";

/** The slide the carousel shows: centred in the carousel and wholly inside it. */
async function expectCentred(carousel: Locator, slide: Locator): Promise<void> {
  await expect(async () => {
    const frame = await carousel.boundingBox();
    const box = await slide.boundingBox();
    expect(frame).not.toBeNull();
    expect(box).not.toBeNull();
    if (!frame || !box) return;
    expect(Math.abs(box.x + box.width / 2 - (frame.x + frame.width / 2))).toBeLessThanOrEqual(2);
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  }).toPass({ timeout: 5_000, intervals: [100] });
}

async function expectCurrentDot(carousel: Locator, label: string): Promise<void> {
  await expect(carousel.getByRole("button", { name: label })).toHaveAttribute("aria-current", "true");
  await expect(carousel.locator('button[aria-current="true"]')).toHaveCount(1);
}

/**
 * Drags the carousel one slide to the left (towards the next slide), like a swipe: 70 % of a
 * slide's width, well past the half at which the carousel could settle back on a slow machine.
 */
async function dragToNext(page: Page, slide: Locator): Promise<void> {
  const box = await slide.boundingBox();
  if (!box) throw new Error("slide has no box");
  const y = box.y + box.height / 2;
  const x = box.x + box.width * 0.85;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x - step * (box.width * 0.07), y);
  await page.mouse.up();
}

for (const language of languages) {
  const t = texts[language];

  test.describe(`landing page (${language})`, () => {
    // The page's sections, links and figures are the server's, the same at every width: one device
    // per language (ADR 0011). The carousel, whose slides are laid out by the width, runs on both.
    test(
      "title, call to action, how it works, why Korean skincare and the closing call to action",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(`/${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heroTitle);

        const main = page.getByRole("main");
        await expect(main.getByRole("link", { name: t.heroCta })).toHaveAttribute("href", `/${language}/analysis`);

        const how = main.getByRole("region", { name: t.how });
        await expect(how.getByRole("heading", { level: 2 })).toHaveText(t.how);
        await expect(how.getByRole("listitem")).toHaveCount(3);
        await expect(how.getByRole("heading", { level: 3 })).toHaveText([...t.howSteps]);

        const why = main.getByRole("region", { name: t.why });
        await expect(why.getByRole("heading", { level: 3 })).toHaveText([...t.whyItems]);

        const closing = main.getByRole("region", { name: t.closingTitle });
        await expect(closing.getByRole("link", { name: t.closingCta })).toHaveAttribute(
          "href",
          `/${language}/analysis`,
        );
        // The closing call to action is the last section of the page.
        await expect(main.getByRole("region").last()).toHaveAccessibleName(t.closingTitle);
      },
    );

    test(
      "its own title, meta description, canonical link and en/id alternates",
      onOneDevicePerLanguage(language),
      async ({ request, baseURL }) => {
        const head = await headOf(request, `/${language}`);
        expect(head.status).toBe(200);
        expect(head.title).toBe(t.landingTitle);
        expect(head.description).toMatch(t.landingDescription);
        expect(head.canonicalCount).toBe(1);
        expect(head.canonical).toBe(new URL(`/${language}`, baseURL).toString());
        expect(head.alternateEn).toBe(new URL("/en", baseURL).toString());
        expect(head.alternateId).toBe(new URL("/id", baseURL).toString());
      },
    );

    test("the trending carousel shows the three products one centred slide at a time, loops, and links", async ({
      page,
    }) => {
      await page.goto(`/${language}`);
      await waitForHydration(page, language);
      const carousel = page.getByRole("region", { name: t.trending });
      const dots = carousel.getByRole("button", { name: /^(Show|Tampilkan) slide/ });
      // Further down the page, the carousel is a plain scrollable row until it comes near the
      // screen: only then is its code fetched and the dots shown.
      const engineFetched = page.waitForRequest(/\/assets\/carousel-engine-/);
      await page.waitForLoadState("networkidle");
      await expect(dots).toHaveCount(0);
      await carousel.scrollIntoViewIfNeeded();
      await engineFetched;

      const slides = carousel.getByRole("group");
      await expect(slides).toHaveCount(3);
      for (const [index, product] of trending.entries()) {
        const slide = carousel.getByRole("group", { name: t.slide(index + 1, 3), exact: true });
        await expect(slide.getByRole("heading", { level: 3 })).toHaveText(product.name);
        await expect(slide.getByRole("link", { name: product.name, exact: true })).toHaveAttribute(
          "href",
          productPath(language, product),
        );
        await expect(slide).toContainText(t.cardPrice);
      }

      const slide = (index: number) => carousel.getByRole("group", { name: t.slide(index, 3), exact: true });
      await expect(carousel.getByRole("button", { name: /^(Show|Tampilkan) slide/ })).toHaveCount(3);
      await expectCurrentDot(carousel, t.goToSlide(1, 3));
      await expectCentred(carousel, slide(1));

      // Looping: the last slide already waits on the left of the first one.
      const first = await slide(1).boundingBox();
      const last = await slide(3).boundingBox();
      expect(last && first && last.x + last.width <= first.x + 1).toBe(true);

      await carousel.getByRole("button", { name: t.goToSlide(2, 3) }).click();
      await expectCurrentDot(carousel, t.goToSlide(2, 3));
      await expectCentred(carousel, slide(2));

      await carousel.getByRole("button", { name: t.goToSlide(3, 3) }).click();
      await expectCurrentDot(carousel, t.goToSlide(3, 3));
      await expectCentred(carousel, slide(3));

      // Next from the last slide is the first one: by swiping…
      await dragToNext(page, slide(3));
      await expectCurrentDot(carousel, t.goToSlide(1, 3));
      await expectCentred(carousel, slide(1));
      await expect(page).toHaveURL(urlOf(`/${language}`));

      // …and with the keyboard on the dots.
      await carousel.getByRole("button", { name: t.goToSlide(3, 3) }).click();
      await expectCentred(carousel, slide(3));
      await carousel.getByRole("button", { name: t.goToSlide(3, 3) }).press("ArrowRight");
      await expectCurrentDot(carousel, t.goToSlide(1, 3));
      await expect(carousel.getByRole("button", { name: t.goToSlide(1, 3) })).toBeFocused();
      await expectCentred(carousel, slide(1));

      // The centred slide's product card leads to its product page.
      const product = trending[0];
      await slide(1).getByRole("link", { name: product.name, exact: true }).click();
      await expect(page).toHaveURL(urlOf(productPath(language, product)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    });

    test(
      "a slide swiped to before the carousel's code arrives stays in view when the carousel takes over",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/assets\/carousel-engine-/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`/${language}`);
        await waitForHydration(page, language);
        const carousel = page.getByRole("region", { name: t.trending });
        const slide = (index: number) => carousel.getByRole("group", { name: t.slide(index, 3), exact: true });
        const engineAsked = page.waitForRequest(/\/assets\/carousel-engine-/);
        await carousel.scrollIntoViewIfNeeded();
        await engineAsked;

        // The plain scrollable row, moved on by one slide with the keyboard, as a swipe would.
        const row = carousel.locator('[tabindex="0"]');
        await row.focus();
        await page.keyboard.press("ArrowRight");
        await expectCentred(carousel, slide(2));
        await expect(carousel.getByRole("button", { name: /^(Show|Tampilkan) slide/ })).toHaveCount(0);

        release();
        await expectCurrentDot(carousel, t.goToSlide(2, 3));
        await expectCentred(carousel, slide(2));
      },
    );

    test("the ritual links lead to the ten product type pages", onOneDevicePerLanguage(language), async ({ page }) => {
      await page.goto(`/${language}`);
      const ritual = page.getByRole("main").getByRole("region", { name: t.ritual });
      const links = ritual.getByRole("link");
      await expect(links).toHaveText(productTypes.map((type) => t.productTypes[type]));
      for (const [index, type] of productTypes.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", productTypePath(language, type));
      }

      await waitForHydration(page, language);
      await ritual.getByRole("link", { name: t.productTypes.mask, exact: true }).click();
      await expect(page).toHaveURL(urlOf(productTypePath(language, "mask")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.productTypes.mask);
    });

    test("the skin-type links lead to the four skin-type lists", onOneDevicePerLanguage(language), async ({ page }) => {
      await page.goto(`/${language}`);
      const skinTypes = page.getByRole("main").getByRole("region", { name: t.skinTypes });
      const links = skinTypes.getByRole("link");
      const order = ["oily", "dry", "combination", "normal"] as const;
      await expect(links).toHaveText(order.map((skinType) => t.skinTypeTitles[skinType]));
      for (const [index, skinType] of order.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `/${language}/skintype/${skinType}`);
      }

      await waitForHydration(page, language);
      await links.first().click();
      await expect(page).toHaveURL(urlOf(`/${language}/skintype/oily`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.skinTypeHeading);
    });

    test(
      "how the match works: its points, where the data comes from, and the catalogue's live figures",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        await page.goto(`/${language}`);
        const match = page.getByRole("main").getByRole("region", { name: t.match });
        for (const points of t.matchPoints) await expect(match.getByText(points, { exact: true })).toBeVisible();
        await expect(match).toContainText(t.matchCap);
        await expect(match.getByText(t.sources)).toBeVisible();
        await expect(match).toContainText("CosIng");
        // Two figures, products and ingredients, each a real count written the local way.
        const figures = match.getByRole("definition");
        await expect(figures).toHaveCount(2);
        for (const figure of await figures.all()) {
          const text = (await figure.textContent()) ?? "";
          expect(text).toMatch(t.figures);
          expect(Number(text.replace(/\D/g, ""))).toBeGreaterThan(100);
        }
      },
    );
  });
}

test.describe("the trending carousel with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("still centres its slide and loops", async ({ page }) => {
    // The carousel measures its slides as hydration removes the no-JavaScript edge margins;
    // reduced motion must not turn that change into a transition it would measure mid-way.
    const t = texts.en;
    await page.goto("/en");
    await waitForHydration(page, "en");
    const carousel = page.getByRole("region", { name: t.trending });
    await carousel.scrollIntoViewIfNeeded();
    await expectCurrentDot(carousel, t.goToSlide(1, 3));
    const slide = (index: number) => carousel.getByRole("group", { name: t.slide(index, 3), exact: true });
    await expectCentred(carousel, slide(1));
    const first = await slide(1).boundingBox();
    const last = await slide(3).boundingBox();
    expect(last && first && last.x + last.width <= first.x + 1).toBe(true);
  });
});
