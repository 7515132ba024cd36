import { expect, test } from "@playwright/test";
import { languages, onOneDevicePerLanguage, productTypePath, waitForHydration } from "./support";

interface Timings {
  firstPaint: number | undefined;
  scripts: { name: string; startTime: number }[];
}

/**
 * Why the page's scripts wait for the first paint: docs/decisions/0020-hydration-after-first-paint.md.
 * These tests fail when React Router's `<Scripts />` changes what it renders in a way that
 * `ScriptsAfterFirstPaint` no longer recognises, since it then renders React Router's own output.
 */
for (const language of languages) {
  test.describe(`hydration after the first paint (${language})`, () => {
    const path = productTypePath(language, "toner");

    test(
      "the HTML names the page's scripts without fetching them",
      onOneDevicePerLanguage(language),
      async ({ request }) => {
        const html = await (await request.get(path)).text();
        expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
        expect(html).not.toMatch(/<script[^>]+type="module"/);
        const held = /<script id="module-after-first-paint"[^>]*data-preloads="([^"]+)"/.exec(html);
        expect(held?.[1]?.split(" ")).toEqual(
          expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/)]),
        );
      },
    );

    test(
      "scripts are fetched after the page is painted, and then it hydrates",
      onOneDevicePerLanguage(language),
      async ({ page }) => {
        const consoleErrors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") consoleErrors.push(message.text());
        });
        await page.goto(path);
        await waitForHydration(page, language);

        const timings = await page.evaluate<Timings>(() => ({
          firstPaint: performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")?.startTime,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
        }));
        expect(timings.firstPaint).toBeDefined();
        expect(timings.scripts.map((script) => script.name)).toEqual(
          expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/)]),
        );
        for (const script of timings.scripts) {
          expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.firstPaint ?? Infinity);
        }
        // The module preloads are back, for the scripts that later navigations share.
        await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
        expect(consoleErrors).toEqual([]);
      },
    );
  });
}
