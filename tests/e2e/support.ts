import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { productTypeTitles } from "../support/product-type-titles";

/**
 * What a visitor reads, per language (copied from public/locales/{en,id}/*.json on purpose:
 * a test that read the same files as the app could not notice a missing or wrong text).
 */
export const languages = ["en", "id"] as const;
export type Language = (typeof languages)[number];

export const texts = {
  en: {
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    signUp: "Sign up",
    home: "Home",
    contact: "Contact us",
    blog: "Blog",
    privacy: "Privacy policy",
    terms: "Terms and conditions",
    languageNav: "Language",
    heroTitle: "Korean skincare personalized",
    heroCta: "Start my skin analysis",
    how: "How it works",
    howSteps: ["Tell us about your skin", "Get your skin profile", "Find your matches"],
    why: "Why Korean skincare",
    whyItems: ["Hydration", "Prevention", "Innovation"],
    trending: "Trending products",
    ritual: "The K-beauty ritual",
    skinTypes: "Shop by skin type",
    skinTypeTitles: { oily: "Oily Skin", dry: "Dry Skin", combination: "Combination Skin", normal: "Normal Skin" },
    match: "How we match products to you",
    matchPoints: ["50 points", "20 points", "Up to 20 points per concern"],
    matchCap: "capped at 97%",
    sources: /Soko Glam, Sephora, LookFantastic, .*Watsons Indonesia and Olive Young Korea\./,
    figures: /^\d{1,3}(,\d{3})*$/,
    closingTitle: "Ready to meet your skin?",
    closingCta: "Analyse my skin",
    goToSlide: (index: number, count: number) => `Show slide ${index} of ${count}`,
    slide: (index: number, count: number) => `${index} of ${count}`,
    landingTitle: "kulit · Korean skincare personalized",
    landingDescription: /^Take a free three-minute skin analysis/,
    products: "Products",
    showMore: "Show More",
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    skinTypeHeading: "Products for Oily Skin",
    ingredientHeading: (name: string) => `Products with ${name}`,
    priceComparison: "Price Comparison",
    priceNotAvailable: "Price not available",
    purchase: /^Purchase now on Amazon/,
    shops: [
      { name: "Amazon", host: /(^|\.)amazon\.co\.uk$/ },
      { name: "Stylevana", host: /(^|\.)stylevana\.com$/ },
      { name: "YesStyle", host: /(^|\.)yesstyle\.com$/ },
    ],
    price: /£\d+\.\d{2}/,
    /** What a card says of its price: its own price, the last one seen (over two years old), or none known. */
    cardPrice: /£\d+\.\d{2}|Last seen at [^:]+: |Price not known yet/,
    otherCurrency: /Rp/,
    ingredients: "Ingredients",
    breakdown: "Ingredients Breakdown",
    closeDialog: "Close",
    backTo: (type: string) => `Back to Skincare - ${type}`,
    productTypes: productTypeTitles.en,
  },
  id: {
    openMenu: "Buka menu",
    closeMenu: "Tutup menu",
    menuTitle: "Menu",
    signUp: "Daftar",
    home: "Beranda",
    contact: "Hubungi kami",
    blog: "Blog",
    privacy: "Kebijakan privasi",
    terms: "Syarat dan ketentuan",
    languageNav: "Bahasa",
    heroTitle: "Skincare Korea yang dipersonalisasi",
    heroCta: "Mulai analisis kulitku",
    how: "Cara kerjanya",
    howSteps: ["Ceritakan tentang kulitmu", "Dapatkan profil kulitmu", "Temukan yang cocok"],
    why: "Kenapa skincare Korea",
    whyItems: ["Hidrasi", "Pencegahan", "Inovasi"],
    trending: "Produk yang lagi tren",
    ritual: "Ritual K-beauty",
    skinTypes: "Belanja sesuai jenis kulit",
    skinTypeTitles: {
      oily: "Kulit Berminyak",
      dry: "Kulit Kering",
      combination: "Kulit Kombinasi",
      normal: "Kulit Normal",
    },
    match: "Cara kami mencocokkan produk untukmu",
    matchPoints: ["50 poin", "20 poin", "Hingga 20 poin per masalah"],
    matchCap: "dibatasi paling tinggi 97%",
    sources: /Soko Glam, Sephora, LookFantastic, .*Watsons Indonesia, dan Olive Young Korea\./,
    figures: /^\d{1,3}(\.\d{3})*$/,
    closingTitle: "Siap mengenal kulitmu?",
    closingCta: "Analisis kulitku",
    goToSlide: (index: number, count: number) => `Tampilkan slide ${index} dari ${count}`,
    slide: (index: number, count: number) => `${index} dari ${count}`,
    landingTitle: "kulit · Skincare Korea yang dipersonalisasi",
    landingDescription: /^Ikuti analisis kulit gratis/,
    products: "Produk",
    showMore: "Tampilkan Lebih Banyak",
    showing: (shown: number, total: number) => `Menampilkan ${shown} dari ${total}`,
    skinTypeHeading: "Produk untuk Kulit Berminyak",
    ingredientHeading: (name: string) => `Produk dengan ${name}`,
    priceComparison: "Perbandingan Harga",
    priceNotAvailable: "Harga tidak tersedia",
    purchase: /^Beli di Shopee sekarang/,
    shops: [
      { name: "Shopee", host: /(^|\.)shopee\.co\.id$/ },
      { name: "Tokopedia", host: /(^|\.)tokopedia\.com$/ },
      { name: "Lazada", host: /(^|\.)lazada\.co\.id$/ },
    ],
    price: /Rp\s?\d{1,3}(\.\d{3})+/,
    cardPrice: /Rp\s?\d{1,3}(\.\d{3})+|Terakhir tercatat di [^:]+: |Harga belum diketahui/,
    otherCurrency: /£/,
    ingredients: "Bahan",
    breakdown: "Rincian Bahan",
    closeDialog: "Tutup",
    backTo: (type: string) => `Kembali ke daftar ${type}`,
    productTypes: productTypeTitles.id,
  },
} as const;

/**
 * Tags for tests whose subject does not change with the screen (forms, mail, redirects, page
 * heads, sessions): they run on one device instead of both (playwright.config.ts filters by tag),
 * which keeps the suite quick. A test written for both languages runs English on the phone and
 * Indonesian on the desktop, so each device still goes through each flow.
 */
export const onPhoneOnly = { tag: "@phone-only" };
export const onOneDevicePerLanguage = (language: Language) => ({
  tag: language === "en" ? "@phone-only" : "@desktop-only",
});

export type ProductType = keyof (typeof texts)["en"]["productTypes"];
export const productTypes = Object.keys(texts.en.productTypes) as ProductType[];

/** The three products of the landing page's trending carousel, in carousel order. */
export const trending = [
  {
    id: "cosrx-advanced-snail-96-mucin-power-essence",
    name: "Advanced Snail 96 Mucin Power Essence",
    type: "essence",
  },
  { id: "klairs-supple-preparation-facial-toner", name: "Supple Preparation Facial Toner", type: "toner" },
  {
    id: "beauty-of-joseon-day-dew-sunscreen-lightweight-spf-50",
    name: "Day Dew Sunscreen Lightweight SPF 50",
    type: "spf",
  },
] as const;

/** As the site writes it: spaces as `_`, the rest percent-encoded ("77%" → "77%25"). */
export const productPath = (language: Language, product: { id: string; name: string }) =>
  `/${language}/dp/${encodeURIComponent(product.name.replace(/ /g, "_"))}/${encodeURIComponent(product.id)}`;

export const productTypePath = (language: Language, type: ProductType) =>
  `/${language}/producttype/${encodeURIComponent(type)}`;

/** A path relative to the site, as `toHaveURL` sees it (any origin, exact path and query). */
export function urlOf(pathAndQuery: string): RegExp {
  const escaped = pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^https?://[^/]+${escaped}$`);
}

/**
 * The page has hydrated: the header's menu is a plain link to the footer navigation until
 * React takes over, and a button afterwards.
 */
export async function waitForHydration(page: Page, language: Language): Promise<void> {
  await expect(page.getByRole("button", { name: texts[language].openMenu })).toBeVisible();
}

/** The product cards of a list page. */
export function productCards(page: Page, language: Language): Locator {
  return page.getByRole("main").getByRole("region", { name: texts[language].products }).getByRole("article");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = "", value = ""] of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    attributes[name.toLowerCase()] = decodeEntities(value);
  }
  return attributes;
}

/**
 * The `<head>` facts a search engine reads, from the server-rendered HTML (what a crawler
 * gets, and quicker than a browser page for a dozen pages).
 */
export async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributesOf(tag));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => attributesOf(tag));
  const canonicals = links.filter((link) => link.rel === "canonical");
  const alternate = (language: string) =>
    links.find((link) => link.rel === "alternate" && link.hreflang === language)?.href ?? null;
  return {
    status: response.status(),
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: metas.find((meta) => meta.name === "description")?.content ?? null,
    canonical: canonicals[0]?.href ?? null,
    canonicalCount: canonicals.length,
    alternateEn: alternate("en"),
    alternateId: alternate("id"),
  };
}
