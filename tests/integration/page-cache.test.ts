import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCatalogue } from "~/server/catalog-import/import-catalogue.server";
import { pageServerForFile } from "./support/page-server";
import { testDialect } from "./support/test-database";
import { until } from "../support/until";

/**
 * What a CDN, a browser and the server's own page cache see of the pages (docs/performance.md,
 * "The page cache"): anonymous pages are shareable and answered from memory, compressed once, with
 * the CSP nonce their scripts were rendered with; personal ones are private; an import that
 * changes the catalogue is seen.
 */
const site = pageServerForFile();
const tonerList = "/en/producttype/toner";

function nonceOf(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
}

/** The nonces the page's own script tags carry. */
function scriptNonces(page: string): Set<string> {
  return new Set([...page.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1] ?? ""));
}

describe(`the page cache (${testDialect()})`, () => {
  it("answers an anonymous page with shared caching headers, no cookie, and the same page from memory", async () => {
    const first = await fetch(`${site.baseUrl}${tonerList}`);
    const firstPage = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    expect(first.headers.get("vary")).toMatch(/\bCookie\b/);

    const second = await fetch(`${site.baseUrl}${tonerList}`);
    const secondPage = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("set-cookie")).toBeNull();
    expect(second.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);

    // The page from memory is the page as rendered, and its policy names the nonce its scripts carry.
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).toBeDefined();
    expect(secondNonce).toBe(firstNonce);
    expect(scriptNonces(secondPage)).toEqual(new Set([secondNonce]));
    expect(secondPage).toBe(firstPage);
  });

  it("sends a page from memory in the encoding the browser takes, the same page in each", async () => {
    const rendered = await (await fetch(`${site.baseUrl}/en/producttype/essence`)).text();
    for (const encoding of ["br", "gzip", "br", "identity"]) {
      const answer = await fetch(`${site.baseUrl}/en/producttype/essence`, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(answer.headers.get("x-page-cache"), encoding).toBe("hit");
      expect(answer.headers.get("content-encoding"), encoding).toBe(encoding === "identity" ? null : encoding);
      expect(answer.headers.get("vary"), encoding).toMatch(/\bAccept-Encoding\b/);
      expect(await answer.text(), encoding).toBe(rendered);
    }
  });

  it("answers 304 to a browser that holds the page's ETag", async () => {
    await (await fetch(`${site.baseUrl}/en/producttype/moisturizer`)).text();
    const stored = await fetch(`${site.baseUrl}/en/producttype/moisturizer`);
    const etag = stored.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    // What a browser sends to revalidate (fetch would add `no-cache`, which asks for a full answer).
    const again = await fetch(`${site.baseUrl}/en/producttype/moisturizer`, {
      headers: { "If-None-Match": etag, "Cache-Control": "max-age=0" },
    });
    expect(again.status).toBe(304);
    // The same policy as the copy's, whose scripts carry its nonce.
    expect(nonceOf(again)).toBe(nonceOf(stored));
    expect(await again.text()).toBe("");
  });

  it("keeps the language cookie from making a page personal, and sets none", async () => {
    await (await fetch(`${site.baseUrl}/id/producttype/toner`)).text();
    const withLanguage = await fetch(`${site.baseUrl}/id/producttype/toner`, { headers: { Cookie: "i18next=en" } });
    expect(withLanguage.headers.get("x-page-cache")).toBe("hit");
    expect(withLanguage.headers.get("set-cookie")).toBeNull();
    expect(await withLanguage.text()).toContain('<html lang="id"');
  });

  it("keeps no redirect and no missing page", async () => {
    for (const [pathname, status] of [
      ["/", 302],
      ["/en/productType/toner", 301],
      ["/en/producttype/lipstick", 404],
    ] as const) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await fetch(`${site.baseUrl}${pathname}`, { redirect: "manual" });
        await response.arrayBuffer();
        expect(response.status, pathname).toBe(status);
        expect(response.headers.get("x-page-cache"), pathname).toBeNull();
      }
    }
  });

  it("renders a visitor's own page afresh, marked private, and never keeps it", async () => {
    await (await fetch(`${site.baseUrl}${tonerList}`)).text();
    const productId = "klairs-supple-preparation-facial-toner";
    const personal = await fetch(`${site.baseUrl}${tonerList}`, { headers: { Cookie: `kulit_compare=${productId}` } });
    const page = await personal.text();
    expect(personal.headers.get("cache-control")).toBe("private, no-cache");
    expect(personal.headers.get("x-page-cache")).toBeNull();
    // The header counts the visitor's compare pick, which the anonymous page does not.
    expect(page).toContain("Compare (1 product)");
    const anonymous = await (await fetch(`${site.baseUrl}${tonerList}`)).text();
    expect(anonymous).not.toContain("Compare (1 product)");
  });

  it("serves the new catalogue once an import has changed it", async () => {
    await (await fetch(`${site.baseUrl}${tonerList}`)).text();
    const before = await fetch(`${site.baseUrl}${tonerList}`);
    expect(before.headers.get("x-page-cache")).toBe("hit");
    const beforePage = await before.text();

    const report = await importCatalogue(site.database.db, { dataDir: path.resolve("tests/fixtures/catalogue") });
    expect(report.changed).toBeGreaterThan(0);
    // The server reads the catalogue's version at most once a second; until then it may still
    // answer from memory.
    const after = await until("a page rendered on the new catalogue", async () => {
      const answer = await fetch(`${site.baseUrl}${tonerList}`);
      if (answer.headers.get("x-page-cache") === "miss") return answer;
      await answer.body?.cancel();
      return undefined;
    });
    const afterPage = await after.text();
    const withoutNonce = (page: string, response: Response) => page.replaceAll(nonceOf(response) ?? "", "N");
    expect(withoutNonce(afterPage, after)).not.toBe(withoutNonce(beforePage, before));
  });
});
