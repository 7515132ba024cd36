/**
 * Screenshots of every screen, for a look by eye (not a test: nothing is compared).
 *
 *   npx tsx scripts/screenshots.ts [baseUrl] [outDir] [screen,screen…]
 *
 * baseUrl defaults to http://127.0.0.1:3400 and outDir to /tmp/shots. For each language
 * (en, id) and width (390 px phone, 1280 px desktop) it saves `{screen}-{lang}-{width}.png`:
 * full-page pictures of the pages, and viewport pictures of the two overlays (the menu and
 * the ingredient breakdown dialog), which are fixed to the viewport. A list of screen names
 * takes only those. Console errors, failed
 * requests and unexpected statuses are listed at the end; the exit code is 1 if there were any.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumArgs } from "../tests/support/chromium";

type Language = "en" | "id";

const baseUrl = (process.argv[2] ?? "http://127.0.0.1:3400").replace(/\/$/, "");
const outDir = process.argv[3] ?? "/tmp/shots";
const languages: Language[] = ["en", "id"];
const widths = [390, 1280] as const;
const onlyScreens = process.argv[4]?.split(",");

const productPath = "/dp/Advanced_Snail_96_Mucin_Power_Essence/cosrx-advanced-snail-96-mucin-power-essence";
const comparedIds = [
  "cosrx-advanced-snail-96-mucin-power-essence",
  "mizon-snail-repair-intensive-ampoule",
  "benton-snail-bee-high-content-essence",
];
const openMenuLabel: Record<Language, string> = { en: "Open menu", id: "Buka menu" };
const breakdownTitle: Record<Language, string> = { en: "Ingredients Breakdown", id: "Rincian Bahan" };

interface Screen {
  name: string;
  path: string;
  status: number;
  /** After the page has settled: opens an overlay, and makes a viewport picture instead. */
  overlay?: (page: Page, language: Language) => Promise<void>;
}

const screens: Screen[] = [
  { name: "landing", path: "", status: 200 },
  {
    name: "menu",
    path: "",
    status: 200,
    overlay: async (page, language) => {
      await page.getByRole("button", { name: openMenuLabel[language] }).click();
      await page.getByRole("dialog").waitFor();
    },
  },
  { name: "product-type-list", path: "/producttype/toner", status: 200 },
  { name: "skin-type-list", path: "/skintype/oily", status: 200 },
  { name: "ingredient-list", path: "/ingredient/Niacinamide", status: 200 },
  { name: "product", path: productPath, status: 200 },
  {
    name: "product-breakdown-dialog",
    path: productPath,
    status: 200,
    overlay: async (page, language) => {
      const chip = page.getByRole("region", { name: breakdownTitle[language] }).locator("summary").first();
      await chip.scrollIntoViewIfNeeded();
      await chip.click();
      await page.getByRole("dialog").waitFor();
    },
  },
  { name: "search", path: "/search?q=cosrx+snial", status: 200 },
  { name: "filtered-list", path: "/producttype/moisturizer?skin=dry&free=fragrance&free=essential-oils", status: 200 },
  { name: "compare", path: `/compare?ids=${comparedIds.join(",")}`, status: 200 },
  { name: "compare-empty", path: "/compare", status: 200 },
  { name: "analysis", path: "/analysis", status: 200 },
  { name: "sign-up", path: "/signup", status: 200 },
  { name: "sign-up-confirm", path: "/signupconfirm/someone%40example.com", status: 200 },
  { name: "sign-in", path: "/signin", status: 200 },
  { name: "forgot-password", path: "/forgot-password", status: 200 },
  { name: "reset-password", path: "/reset-password/someone%40example.com", status: 200 },
  { name: "privacy-policy", path: "/privacy-policy", status: 200 },
  { name: "terms", path: "/terms-and-conditions", status: 200 },
  { name: "404", path: "/dp/Nothing/no-such-product", status: 404 },
];

const problems: string[] = [];
/** The screen being taken, for the console listener (a 404 page logs its own 404). */
let current: Screen | undefined;

/** Waits for hydration, web fonts and lazy images (scrolling through the page once). */
async function settle(page: Page, language: Language): Promise<void> {
  await page.getByRole("button", { name: openMenuLabel[language] }).waitFor({ timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
    // Every image has loaded or failed (a broken image is something to see), 5 s at most.
    // (No named functions in here: tsx would wrap them in a `__name` helper the page lacks.)
    const pending = [...document.images].filter((image) => !image.complete);
    await Promise.race([
      Promise.all(
        pending.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  });
  await page.waitForLoadState("networkidle");
}

async function shoot(browser: Browser, language: Language, width: (typeof widths)[number]): Promise<void> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    deviceScaleFactor: 1,
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  const page = await context.newPage();
  const tag = `${language} ${width}px`;
  page.on("console", (message) => {
    const expected404 = current?.status === 404 && /status of 404/.test(message.text());
    if ((message.type() === "error" || message.type() === "warning") && !expected404) {
      problems.push(`${tag} ${page.url()} console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`${tag} ${page.url()} page error: ${error.message}`));
  page.on("requestfailed", (request) =>
    problems.push(`${tag} request failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`),
  );

  for (const screen of screens.filter(({ name }) => !onlyScreens || onlyScreens.includes(name))) {
    const url = `${baseUrl}/${language}${screen.path}`;
    const file = join(outDir, `${screen.name}-${language}-${width}.png`);
    current = screen;
    try {
      const response = await page.goto(url);
      if (response?.status() !== screen.status) {
        problems.push(`${tag} ${url}: status ${response?.status()}, expected ${screen.status}`);
      }
      await settle(page, language);
      if (screen.overlay) {
        await screen.overlay(page, language);
        await page.screenshot({ path: file, animations: "disabled" });
      } else {
        await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      }
      console.log(`saved ${file}`);
    } catch (error) {
      problems.push(`${tag} ${screen.name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  }
  await context.close();
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
});
try {
  for (const language of languages) {
    for (const width of widths) await shoot(browser, language, width);
  }
} finally {
  await browser.close();
}

if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.log(`- ${problem}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll screenshots in ${outDir}, no console errors.`);
}
