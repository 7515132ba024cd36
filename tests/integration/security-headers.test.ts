import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageServer, type PageServer } from "./support/page-server";
import { testDialect } from "./support/test-database";

/**
 * What docs/security.md ("Hostile input") promises of every answer: the security headers on every
 * path, the health check, the API and the misses included, and no shared caching of a miss.
 */
let site: PageServer;

beforeAll(async () => {
  site = await startPageServer({ catalogue: false });
});

afterAll(async () => {
  await site.close();
});

const answers: [string, () => Promise<Response>][] = [
  ["a page", () => fetch(`${site.baseUrl}/en`)],
  ["a page's 404", () => fetch(`${site.baseUrl}/en/producttype/no-such-type`)],
  ["a product picture's 404", () => fetch(`${site.baseUrl}/images/products/no-such-product.svg`)],
  ["the health check", () => fetch(`${site.baseUrl}/healthz`)],
  [
    "the API",
    () =>
      fetch(`${site.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": site.apiKey },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
  ],
];

describe(`security headers (${testDialect()})`, () => {
  it.each(answers)("are on %s", async (_name, request) => {
    const response = await request();
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    await response.body?.cancel();
  });

  it("lets no one share a miss: a 404 carries no public Cache-Control", async () => {
    for (const path of [
      "/en/producttype/no-such-type",
      "/images/products/no-such-product.svg",
      "/en/dp/No/no-such-product",
    ]) {
      const response = await fetch(`${site.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control") ?? "", path).not.toMatch(/\bpublic\b|s-maxage/);
      await response.body?.cancel();
    }
  });
});
