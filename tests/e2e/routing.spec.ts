import { expect, test } from "@playwright/test";
import { onPhoneOnly, productPath, trending, urlOf } from "./support";

test.describe("routing rules", onPhoneOnly, () => {
  test("the root goes to English, or to the language remembered in the i18next cookie", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    // The English page remembers English in the browser; the visitor's later choice replaces it.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "i18next")?.value)
      .toBe("en");

    await context.addCookies([{ name: "i18next", value: "id", url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/id$/);
  });

  test("a page remembers its language in the browser, and its answer sets no cookie", async ({ page }) => {
    const response = await page.goto("/id/producttype/toner");
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "i18next")?.value)
      .toBe("id");
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

  test("robots.txt lets crawlers read the catalogue and keeps them out of private paths", async ({ request }) => {
    const response = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const rules = (await response.text()).split("\n");
    expect(rules).toContain("User-agent: *");
    expect(rules).toContain("Disallow: /account/");
    expect(rules).toContain("Disallow: /en/profile");
    const disallowed = rules.flatMap((rule) => /^Disallow: (\S+)$/.exec(rule)?.[1] ?? []);
    const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    for (const path of ["/en/producttype/toner", "/id/dp/A/a-b", "/en/search?q=serum", "/id/compare?ids=a,b"]) {
      expect(blocked(path), path).toBe(false);
    }
    expect(blocked("/id/routine")).toBe(true);
    const sitemap = rules.flatMap((rule) => /^Sitemap: (\S+)$/.exec(rule)?.[1] ?? []);
    expect(sitemap).toEqual([new URL("/sitemap.xml", response.url()).toString()]);
  });

  test("the sitemap lists the catalogue's pages in both languages, each one a page that answers", async ({
    request,
  }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
    const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(parts.length).toBeGreaterThan(0);
    const locations: string[] = [];
    for (const part of parts) {
      const file = await request.get(new URL(part).pathname);
      expect(file.status()).toBe(200);
      locations.push(...[...(await file.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ""));
    }
    const paths = locations.map((location) => new URL(location).pathname);
    const products = paths.filter((path) => path.includes("/dp/"));
    expect(products.filter((path) => path.startsWith("/en/")).length).toBe(
      products.filter((path) => path.startsWith("/id/")).length,
    );
    expect(paths).toContain("/id/producttype/toner");
    expect(paths).toContain("/en/skintype/oily");
    expect(paths).toContain("/id/ingredient/niacinamide");
    // A sample across the list: every one is a page, not a redirect or a 404.
    for (const path of paths.filter((_, index) => index % Math.ceil(paths.length / 12) === 0)) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test("the health check answers when the database does", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("/{lang}/productType/{type} (capital T) answers 301 with the canonical list path, query kept", async ({
    request,
    page,
    baseURL,
  }) => {
    const response = await request.get("/en/productType/toner", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", baseURL).pathname).toBe("/en/producttype/toner");

    const spaced = await request.get("/id/productType/oil-based%20cleanser?page=2", { maxRedirects: 0 });
    expect(spaced.status()).toBe(301);
    const location = new URL(spaced.headers()["location"] ?? "", baseURL);
    expect(`${location.pathname}${location.search}`).toBe("/id/producttype/oil-based%20cleanser?page=2");

    // In the browser: the redirect is followed and the list is shown.
    const followed = await page.goto("/en/productType/toner");
    expect(followed?.status()).toBe(200);
    expect(followed?.request().redirectedFrom()?.url()).toMatch(/\/en\/productType\/toner$/);
    await expect(page).toHaveURL(urlOf("/en/producttype/toner"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toner");
  });

  test("/{lang}/product/{id} answers 301 with the canonical product path", async ({ request, page, baseURL }) => {
    const product = trending[0];
    for (const language of ["id", "en"] as const) {
      const response = await request.get(`/${language}/product/${product.id}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"] ?? "", baseURL).pathname).toBe(productPath(language, product));
    }

    const followed = await page.goto(`/id/product/${product.id}`);
    expect(followed?.status()).toBe(200);
    expect(followed?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/id/product/${product.id}$`));
    await expect(page).toHaveURL(urlOf(productPath("id", product)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");

    const unknown = await request.get("/id/product/no-such-product", { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  test("a product path with another name segment redirects (301) to the canonical one", async ({
    request,
    baseURL,
  }) => {
    const product = trending[1];
    const response = await request.get(`/en/dp/Whatever_Name/${product.id}?x=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers()["location"] ?? "", baseURL);
    expect(`${location.pathname}${location.search}`).toBe(`${productPath("en", product)}?x=1`);
  });
});
