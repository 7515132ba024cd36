import { expect, it } from "vitest";
import { translator } from "~/i18n/translate.server";
import type { PriceObservationView } from "~/domain/catalog-views";
import {
  formatCheckedDate,
  formatSourceAmount,
  ingredientListNote,
  offerLines,
  priceNote,
  pricesSeenLines,
  productJsonLd,
} from "./product-page.server";

const converted = {
  amount: 16.4,
  currency: "GBP" as const,
  source: "sokoglam-2020",
  sourceAmount: 20,
  sourceCurrency: "USD",
  converted: true,
  observedOn: "2020-09-01",
};

it("writes a source's amount in its currency, with a rate or without", () => {
  expect(formatSourceAmount(20, "USD", "en")).toBe("US$20.00");
  expect(formatSourceAmount(12000, "KRW", "en")).toBe("₩12,000");
  expect(formatSourceAmount(20, "EUR", "en")).toBe("€20.00");
  expect(formatSourceAmount(20, "??", "en")).toBe("?? 20");
});

it("says where a converted price came from, in both languages", () => {
  expect(priceNote(converted, 1, "en", translator("en"))).toBe(
    "Reference price: converted from US$20.00 (Soko Glam, 2020) at a fixed rate.",
  );
  expect(priceNote(converted, 1, "id", translator("id"))).toMatch(
    /^Harga acuan: dikonversi dari US\$ ?20,00 \(Soko Glam, 2020\) dengan kurs tetap\.$/,
  );
  expect(
    priceNote({ ...converted, converted: false, sourceCurrency: "GBP", sourceAmount: 16.4 }, 1, "en", translator("en")),
  ).toBe("Reference price: £16.40 (Soko Glam, 2020).");
  expect(priceNote(null, 0, "en", translator("en"))).toBe("No source we use has priced this product yet.");
  expect(priceNote(null, 0, "id", translator("id"))).toBe("Belum ada sumber kami yang mencatat harga produk ini.");
  expect(priceNote(null, 2, "en", translator("en"))).toBe(
    "No reference price yet: the prices seen below are from shops in Korea or for another size.",
  );
  expect(priceNote(null, 2, "id", translator("id"))).toBe(
    "Belum ada harga acuan: harga yang tercatat di bawah berasal dari toko di Korea atau untuk ukuran lain.",
  );
});

it("lists every shop of the market, with 'Price not available' as null", () => {
  const lines = offerLines(
    ["amazon", "stylevana", "yesstyle"],
    [
      { shop: "yesstyle", url: "https://yesstyle.example/s", price: 14.2, currency: "GBP", checkedAt: "2024-03-12" },
      { shop: "amazon", url: "https://amazon.example/s", price: null, currency: null, checkedAt: null },
    ],
    "en",
    translator("en"),
  );
  expect(lines).toEqual([
    { shop: "amazon", shopName: "Amazon", url: "https://amazon.example/s", price: null, checked: null },
    { shop: "stylevana", shopName: "Stylevana", url: null, price: null, checked: null },
    {
      shop: "yesstyle",
      shopName: "YesStyle",
      url: "https://yesstyle.example/s",
      price: "£14.20",
      checked: "12 Mar 2024",
    },
  ]);
  expect(formatCheckedDate("not a date", "en")).toBe("not a date");
});

const observation = (overrides: Partial<PriceObservationView>): PriceObservationView => ({
  shop: "sociolla",
  market: "id",
  currency: "IDR",
  amount: 143_775,
  size: { amount: 100, unit: "ml", packCount: null },
  observedOn: "2025-06-01",
  source: "sociolla-2025",
  ...overrides,
});

it("lists prices seen with shop, price, size and date; other currencies converted with the rate; old ones marked", () => {
  const seen = [
    observation({}),
    observation({
      shop: "soko-glam",
      market: "en",
      currency: "USD",
      amount: 20,
      size: null,
      source: "sokoglam-2020",
      observedOn: "2020-09-01",
    }),
    observation({
      shop: "olive-young",
      market: "kr",
      currency: "KRW",
      amount: 14_700,
      source: "oliveyoung-2024",
      observedOn: "2024-11-01",
      size: { amount: 25, unit: "ml", packCount: 10 },
    }),
  ];
  const en = pricesSeenLines(seen, "GBP", "en", translator("en"), "2026-11-25");
  expect(en.map(({ key: _key, ...line }) => line)).toEqual([
    {
      shopName: "Sociolla",
      price: "Rp 143.775",
      converted: "≈ £7.10 at £1 = Rp 20.250",
      size: "100 ml",
      unitPrice: "Rp 14.378 per 10 ml",
      date: "1 Jun 2025",
      old: false,
    },
    {
      shopName: "Soko Glam",
      price: "US$20.00",
      converted: "≈ £16.00 at £1 = US$1.25",
      size: null,
      unitPrice: null,
      date: "1 Sept 2020",
      old: true,
    },
    {
      shopName: "Olive Young Korea",
      price: "₩14,700",
      converted: "≈ £8.00 at £1 = ₩1,837.5",
      size: "10 × 25 ml",
      // Its own price per 10 ml, for its own size: the whole pack of 250 ml.
      unitPrice: "₩588 per 10 ml",
      date: "1 Nov 2024",
      old: true,
    },
  ]);
  expect(new Set(en.map((line) => line.key)).size).toBe(3);
  const id = pricesSeenLines(seen, "IDR", "id", translator("id"), "2026-11-25");
  expect(id[0]?.converted).toBeNull();
  expect(id[1]?.converted).toMatch(/^≈ Rp 324\.000 dengan kurs US\$ ?1 = Rp 16\.200$/);
  expect(pricesSeenLines([], "GBP", "en", translator("en"), "2026-11-25")).toEqual([]);
});

it("says when and where the ingredient list was seen, and that an old formula may have changed", () => {
  const today = "2026-11-25";
  expect(ingredientListNote({ observedOn: "2023-03-14", source: "sociolla-2023" }, "en", translator("en"), today)).toBe(
    "Ingredient list as of March 2023 (Sociolla).",
  );
  expect(ingredientListNote({ observedOn: "2023-03-14", source: "sociolla-2023" }, "id", translator("id"), today)).toBe(
    "Daftar bahan per Maret 2023 (Sociolla).",
  );
  expect(
    ingredientListNote({ observedOn: "2017-06-01", source: "skincareapi-2017" }, "en", translator("en"), today),
  ).toBe("Ingredient list as of June 2017 (an Asian-beauty product data set). The formula may have changed since.");
  expect(
    ingredientListNote({ observedOn: "2017-06-01", source: "skincareapi-2017" }, "id", translator("id"), today),
  ).toBe(
    "Daftar bahan per Juni 2017 (kumpulan data produk kecantikan Asia). Formulanya mungkin sudah berubah sejak itu.",
  );
  expect(ingredientListNote(null, "en", translator("en"), today)).toBeNull();
});

it("gives search engines the whole quantity and its unit", () => {
  const product = {
    name: "Sheet Mask",
    brand: "Brand",
    image: "/images/products/sheet-mask.svg",
    description: "A mask.",
    size: { amount: 25, unit: "ml" as const, packCount: 10 },
  };
  const jsonLd = productJsonLd(
    product as Parameters<typeof productJsonLd>[0],
    "https://kulit.example/en/dp/x/y",
    "https://kulit.example",
  );
  expect(jsonLd.size).toEqual({ "@type": "QuantitativeValue", value: 250, unitCode: "MLT" });
});
