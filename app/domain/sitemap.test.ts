import { expect, it } from "vitest";
import { robotsTxt, sitemapIndexXml, sitemapPartCount, sitemapPartXml, urlsPerSitemap } from "./sitemap";

const catalogue = {
  products: [{ id: "cosrx-snail", name: "Snail 96% Essence & More", updatedAt: "2026-10-01T08:00:00.000Z" }],
  ingredients: [{ id: "niacinamide", updatedAt: "2026-09-01T00:00:00.000Z" }],
};
const site = "https://kulit.example";

it("lists every catalogue page in both languages, each with its alternates", () => {
  const xml = sitemapPartXml(catalogue, 1, site) ?? "";
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toContain("https://kulit.example/en");
  expect(locations).toContain("https://kulit.example/id/producttype/toner");
  expect(locations).toContain("https://kulit.example/en/skintype/oily");
  expect(locations).toContain("https://kulit.example/id/ingredient/niacinamide");
  // The name's percent sign and ampersand are encoded in the path, and nothing breaks the XML.
  expect(locations).toContain("https://kulit.example/en/dp/Snail_96%25_Essence_%26_More/cosrx-snail");
  expect(xml).toContain(
    '<lastmod>2026-10-01</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://kulit.example/en/dp/Snail_96%25_Essence_%26_More/cosrx-snail"/>' +
      '<xhtml:link rel="alternate" hreflang="id" href="https://kulit.example/id/dp/Snail_96%25_Essence_%26_More/cosrx-snail"/>',
  );
  expect(new Set(locations).size).toBe(locations.length);
});

it("splits a large catalogue into files the index names, and knows no file past the last", () => {
  const products = Array.from({ length: urlsPerSitemap }, (_, index) => ({
    id: `p-${index}`,
    name: `Product ${index}`,
    updatedAt: "2026-10-01T00:00:00.000Z",
  }));
  const large = { products, ingredients: [] };
  expect(sitemapPartCount(large)).toBe(3);
  const index = sitemapIndexXml(large, site);
  expect(index).toContain("<loc>https://kulit.example/sitemaps/3.xml</loc>");
  expect(index).not.toContain("sitemaps/4.xml");
  const urls = [1, 2, 3].map((part) => (sitemapPartXml(large, part, site) ?? "").split("<url>").length - 1);
  expect(urls[0]).toBe(urlsPerSitemap);
  expect(urls.reduce((sum, count) => sum + count, 0)).toBe((products.length + 1 + 10 + 4) * 2);
  expect(sitemapPartXml(large, 4, site)).toBeNull();
  expect(sitemapPartXml(large, 0, site)).toBeNull();
});

it("points crawlers to the sitemap on the public address", () => {
  expect(robotsTxt("https://kulit.example").split("\n")).toContain("Sitemap: https://kulit.example/sitemap.xml");
});
