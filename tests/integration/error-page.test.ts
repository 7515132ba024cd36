import { chromium } from "@playwright/test";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chromiumPath } from "../support/chromium";
import { startPageServer, type PageServer } from "./support/page-server";

/**
 * A page whose loader fails for a reason of ours (here a table that has gone missing) on the
 * site as `npm start` serves it: the visitor gets the error page in their language, with no
 * details of the failure but a reference that our log lines carry too.
 */
let site: PageServer;
const productPage = "/dp/Advanced_Snail_96_Mucin_Power_Essence/cosrx-advanced-snail-96-mucin-power-essence";

beforeAll(async () => {
  site = await startPageServer();
  // Only the product pages read the prices seen: every other page keeps working.
  await sql`drop table price_observations`.execute(site.database.db);
});

afterAll(async () => {
  await site.close();
});

it.each([
  ["en", "Something went wrong", "If it keeps happening, tell us this reference: "],
  ["id", "Terjadi kesalahan", "Kalau terus terjadi, sebutkan kode rujukan ini kepada kami: "],
])(
  "answers 500 with the error page in %s, naming the request's reference and nothing else",
  async (language, title, reference) => {
    const response = await fetch(`${site.baseUrl}/${language}${productPage}`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const page = await response.text();
    expect(page).toContain(`<html lang="${language}"`);
    expect(page).toContain(title);
    expect(page).toContain(`${reference}${requestId}`);
    expect(page).not.toMatch(/price_observations|no such table|does not exist|\n\s+at |node_modules/);
    // The rest of the site is unaffected.
    expect((await fetch(`${site.baseUrl}/${language}/producttype/toner`)).status).toBe(200);
  },
);

it("keeps the reference on the page after the browser has run the page's scripts", async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${site.baseUrl}/en${productPage}`);
    expect(response?.status()).toBe(500);
    const requestId = response?.headers()["x-request-id"] ?? "";
    // The header's menu is a plain link until React has hydrated the page, and a button after.
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    expect(await page.getByText(`If it keeps happening, tell us this reference: ${requestId}`).count()).toBe(1);
  } finally {
    await browser.close();
  }
});
