import { defaultLanguage, type Language, languages } from "./language";
import { productTypes } from "./product-types";
import { ingredientPath, productPath, productTypePath, skinTypePath } from "./product-url";
import { skinTypes } from "./skin-types";

/** What the sitemap lists of the catalogue: every product and every ingredient some product has. */
export interface SitemapCatalogue {
  products: readonly { id: string; name: string; updatedAt: string }[];
  ingredients: readonly { id: string; updatedAt: string }[];
}

/** One page, listed once per language with the other languages as its alternates. */
interface SitemapPage {
  pathIn: (language: Language) => string;
  lastModified?: string;
}

/** At most this many `<url>` entries in one sitemap file (the protocol allows 50,000; smaller files stay light). */
export const urlsPerSitemap = 10_000;

/** The catalogue's pages: home, every product type, skin type, product and listed ingredient. */
function sitemapPages(catalogue: SitemapCatalogue): SitemapPage[] {
  return [
    { pathIn: (language) => `/${language}` },
    ...productTypes.map((type) => ({ pathIn: (language: Language) => productTypePath(language, type) })),
    ...skinTypes.map((skinType) => ({ pathIn: (language: Language) => skinTypePath(language, skinType) })),
    ...catalogue.products.map((product) => ({
      pathIn: (language: Language) => productPath(language, product),
      lastModified: product.updatedAt,
    })),
    ...catalogue.ingredients.map((ingredient) => ({
      pathIn: (language: Language) => ingredientPath(language, ingredient.id),
      lastModified: ingredient.updatedAt,
    })),
  ];
}

export function sitemapPartCount(catalogue: SitemapCatalogue): number {
  return Math.max(1, Math.ceil((sitemapPages(catalogue).length * languages.length) / urlsPerSitemap));
}

const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

function absolute(publicUrl: string, path: string): string {
  return xmlText(new URL(path, publicUrl).toString());
}

/** The date part of an ISO timestamp, as `<lastmod>` takes it. */
function day(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/**
 * Sitemap file `part` (1-based) of the catalogue's pages, with every language's version as an
 * `xhtml:link` alternate; null for a part past the last.
 */
export function sitemapPartXml(catalogue: SitemapCatalogue, part: number, publicUrl: string): string | null {
  const entries = sitemapPages(catalogue).flatMap((page) => languages.map((language) => ({ page, language })));
  if (!Number.isInteger(part) || part < 1 || (part - 1) * urlsPerSitemap >= Math.max(entries.length, 1)) return null;
  const lines = entries.slice((part - 1) * urlsPerSitemap, part * urlsPerSitemap).map(({ page, language }) => {
    const alternates = [
      ...languages.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${absolute(publicUrl, page.pathIn(other))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(publicUrl, page.pathIn(defaultLanguage))}"/>`,
    ].join("");
    const lastModified = page.lastModified ? `<lastmod>${xmlText(day(page.lastModified))}</lastmod>` : "";
    return `<url><loc>${absolute(publicUrl, page.pathIn(language))}</loc>${lastModified}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}

/** `/sitemap.xml`: the index of the sitemap files. */
export function sitemapIndexXml(catalogue: SitemapCatalogue, publicUrl: string): string {
  const parts = Array.from(
    { length: sitemapPartCount(catalogue) },
    (_, index) => `<sitemap><loc>${absolute(publicUrl, `/sitemaps/${index + 1}.xml`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** `/robots.txt`: what crawlers may read, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = [
    "/account/",
    "/api/",
    "/graphql",
    ...languages.flatMap((language) => [
      `/${language}/profile`,
      `/${language}/routine`,
      `/${language}/search/suggestions`,
    ]),
  ];
  return [
    "# kulit: every catalogue page may be crawled; private and machine-facing paths may not",
    "# (docs/security.md). The search and compare pages carry their own canonical URLs.",
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).toString()}`,
    "",
  ].join("\n");
}
