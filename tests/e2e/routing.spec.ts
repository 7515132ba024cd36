import { expect, test } from "@playwright/test";

test.describe("routing rules", () => {
  test("the root goes to English, or to the language remembered in the i18next cookie", async ({ page, context, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);

    await context.addCookies([{ name: "i18next", value: "id", url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/id$/);
  });

  test("an unknown path under a language goes to that language's home", async ({ page }) => {
    await page.goto("/id/no-such-page/at-all");
    await expect(page).toHaveURL(/\/id$/);
  });

  test("any other unknown path goes to /en", async ({ page }) => {
    await page.goto("/fr/whatever");
    await expect(page).toHaveURL(/\/en$/);
    await page.goto("/nothing-here");
    await expect(page).toHaveURL(/\/en$/);
  });

  test("an unknown product is a real 404 page", async ({ page }) => {
    const response = await page.goto("/en/dp/Nothing/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);

    const indonesian = await page.goto("/id/dp/Nothing/no-such-product");
    expect(indonesian?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/tidak ditemukan/i);
  });

  test("an unknown product type is a 404 too", async ({ page }) => {
    const response = await page.goto("/en/producttype/lipstick");
    expect(response?.status()).toBe(404);
  });

  test("translations are served at /locales/{lng}/{ns}.json", async ({ request }) => {
    const english = await request.get("/locales/en/common.json");
    expect(english.ok()).toBe(true);
    expect(await english.json()).toEqual(expect.any(Object));
    const indonesian = await request.get("/locales/id/catalog.json");
    expect(indonesian.ok()).toBe(true);
  });

  test("the health check answers when the database does", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
