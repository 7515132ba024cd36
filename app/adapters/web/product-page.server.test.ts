import { expect, it } from "vitest";
import { translator } from "~/i18n/translate.server";
import type { PriceObservationView } from "~/domain/catalog-views";
import { marketFor } from "~/domain/markets";
import { sokoGlamReferencePrice as converted } from "~/domain/reference-price.fixture";
import {
  cheaperNotes,
  formatCheckedDate,
  formatSourceAmount,
  ingredientListNote,
  ingredientsLeftOutNote,
  offerLines,
  priceNote,
  pricesSeenLines,
  productJsonLd,
  versionsNote,
} from "./product-page.server";

it("writes a source's amount in its currency, with a rate or without", () => {
  expect(formatSourceAmount(20, "USD", "en")).toBe("US$20.00");
  expect(formatSourceAmount(12000, "KRW", "en")).toBe("₩12,000");
  expect(formatSourceAmount(20, "EUR", "en")).toBe("€20.00");
  expect(formatSourceAmount(20, "??", "en")).toBe("?? 20");
});

it("says where the product's own price was seen and at what rate it was converted, in both languages", () => {
  expect(
    priceNote({ price: converted, lastSeen: null, market: "en", priceObservations: seen(1) }, "en", translator("en")),
  ).toBe(
    "≈ £16.80, from US$21.00 at Soko Glam (United States), September 2022, converted at the fixed rate £1 = US$1.25.",
  );
  const rupiah = { ...converted, currency: "IDR" as const, amount: 340_200 };
  expect(
    priceNote({ price: rupiah, lastSeen: null, market: "id", priceObservations: seen(1) }, "id", translator("id")),
  ).toMatch(
    /^≈ Rp 340\.200, dari US\$ ?21,00 di Soko Glam \(Amerika Serikat\), September 2022, dikonversi dengan kurs tetap US\$ ?1 = Rp 16\.200\.$/,
  );
  const lookfantastic = {
    ...converted,
    source: "lookfantastic-2020",
    shop: "lookfantastic",
    country: "GB",
    converted: false,
    sourceCurrency: "GBP",
    sourceAmount: 16.8,
    observedOn: "2020-10-01",
  };
  expect(
    priceNote(
      { price: lookfantastic, lastSeen: null, market: "en", priceObservations: seen(1) },
      "en",
      translator("en"),
    ),
  ).toBe("Seen at LookFantastic (United Kingdom), October 2020.");
  // Sociolla 2025 recorded the price its pages displayed, discount included.
  const sociolla = {
    ...converted,
    currency: "IDR" as const,
    amount: 50_920,
    source: "sociolla-2025",
    shop: "sociolla",
    country: "ID",
    converted: false,
    sourceCurrency: "IDR",
    sourceAmount: 50_920,
    observedOn: "2025-03-01",
  };
  expect(
    priceNote({ price: sociolla, lastSeen: null, market: "id", priceObservations: seen(1) }, "id", translator("id")),
  ).toBe(
    "Tercatat di Sociolla (Indonesia), Maret 2025. Ini harga yang ditampilkan toko hari itu, yang bisa jadi harga diskon.",
  );
  expect(
    priceNote({ price: sociolla, lastSeen: null, market: "en", priceObservations: seen(1) }, "en", translator("en")),
  ).toBe(
    "Seen at Sociolla (Indonesia), March 2025. It is the price the shop displayed that day, which may have been a sale price.",
  );
  // Watsons 2026 recorded the selling price beside the list price: Rp 350,400 against Rp 545,000
  // for innisfree's Retinol Cica serum (thirteenth review).
  const watsons = {
    ...sociolla,
    amount: 350_400,
    sourceAmount: 350_400,
    source: "watsons-2026",
    shop: "watsons",
    observedOn: "2026-05-07",
  };
  expect(
    priceNote({ price: watsons, lastSeen: null, market: "en", priceObservations: seen(1) }, "en", translator("en")),
  ).toBe(
    "Seen at Watsons (Indonesia), May 2026. It is the price the shop displayed that day, which may have been a sale price.",
  );
});

it("says why a product has no price of its own", () => {
  const none = { price: null, lastSeen: null };
  expect(
    priceNote({ price: null, lastSeen: converted, market: "en", priceObservations: seen(1) }, "en", translator("en")),
  ).toBe(
    "Seen more than two years ago, so it is not a price for today: it counts in no budget, price filter or price sort.",
  );
  expect(priceNote({ ...none, market: "en", priceObservations: seen(0) }, "en", translator("en"))).toBe(
    "No source we use has priced this product yet.",
  );
  expect(priceNote({ ...none, market: "id", priceObservations: seen(0) }, "id", translator("id"))).toBe(
    "Belum ada sumber kami yang mencatat harga produk ini.",
  );
  expect(priceNote({ ...none, market: "en", priceObservations: seen(2) }, "en", translator("en"))).toBe(
    "No price yet from a shop that sells to the UK: the prices seen below are from shops elsewhere or for another size, converted only for reference.",
  );
  expect(priceNote({ ...none, market: "id", priceObservations: seen(2) }, "id", translator("id"))).toBe(
    "Belum ada harga dari toko yang menjual ke Indonesia: harga yang tercatat di bawah berasal dari toko di negara lain atau untuk ukuran lain, dikonversi hanya sebagai gambaran.",
  );
});

it("says that the market's shops' prices disagree too much to name one, where that is why it has none", () => {
  // Dr.G's Red Blemish foam: Rp 79,200 and Rp 273,000 at Sociolla, neither with a size.
  const disputed = [observation({ amount: 79_200, disputed: true }), observation({ amount: 273_000, disputed: true })];
  const none = { price: null, lastSeen: null, priceObservations: disputed };
  expect(priceNote({ ...none, market: "id" }, "id", translator("id"))).toBe(
    "Harga dari toko-toko terlalu berbeda jauh untuk memilih salah satunya sebagai harga produk ini; lihat “Harga yang tercatat” di bawah.",
  );
  // The same prices seen from the UK are another market's: no UK shop disputes anything.
  expect(priceNote({ ...none, market: "en" }, "en", translator("en"))).toBe(
    "No price yet from a shop that sells to the UK: the prices seen below are from shops elsewhere or for another size, converted only for reference.",
  );
  const soko = { shop: "soko-glam", market: "en" as const, currency: "USD" as const, disputed: true };
  const english = [observation({ ...soko, amount: 8 }), observation({ ...soko, amount: 30 })];
  expect(priceNote({ ...none, market: "en", priceObservations: english }, "en", translator("en"))).toBe(
    "The shops' prices disagree too much to name one as this product's price; see “Prices seen” below.",
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

/** That many prices seen at a shop in Indonesia, none of them disputed. */
const seen = (count: number): PriceObservationView[] => Array.from({ length: count }, () => observation({}));

const observation = (overrides: Partial<PriceObservationView>): PriceObservationView => ({
  shop: "sociolla",
  market: "id",
  currency: "IDR",
  amount: 143_775,
  size: { amount: 100, unit: "ml", packCount: null },
  observedOn: "2025-06-01",
  source: "sociolla-2025",
  disputed: false,
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
  const en = pricesSeenLines(seen, marketFor("en"), "en", translator("en"), "2026-11-25");
  expect(en.map(({ key: _key, ...line }) => line)).toEqual([
    {
      shopName: "Sociolla",
      price: "Rp 143.775",
      converted: "≈ £7.10 at £1 = Rp 20.250",
      elsewhere: "Shop in Indonesia: not a UK price",
      size: "100 ml",
      unitPrice: "Rp 14.378 per 10 ml",
      date: "1 Jun 2025",
      old: false,
      disputed: false,
    },
    {
      shopName: "Soko Glam",
      price: "US$20.00",
      converted: "≈ £16.00 at £1 = US$1.25",
      elsewhere: null,
      size: null,
      unitPrice: null,
      date: "1 Sept 2020",
      old: true,
      disputed: false,
    },
    {
      shopName: "Olive Young Korea",
      price: "₩14,700",
      converted: "≈ £8.00 at £1 = ₩1,837.5",
      elsewhere: "Shop in South Korea: not a UK price",
      size: "10 × 25 ml",
      // Its own price per 10 ml, for its own size: the whole pack of 250 ml.
      unitPrice: "₩588 per 10 ml",
      date: "1 Nov 2024",
      old: true,
      disputed: false,
    },
  ]);
  expect(new Set(en.map((line) => line.key)).size).toBe(3);
  const id = pricesSeenLines(seen, marketFor("id"), "id", translator("id"), "2026-11-25");
  expect(id[0]?.converted).toBeNull();
  expect(id[0]?.elsewhere).toBeNull();
  expect(id[1]?.elsewhere).toBe("Toko di Amerika Serikat: bukan harga Indonesia");
  expect(id[1]?.converted).toMatch(/^≈ Rp 324\.000 dengan kurs US\$ ?1 = Rp 16\.200$/);
  expect(pricesSeenLines([], marketFor("en"), "en", translator("en"), "2026-11-25")).toEqual([]);
});

it("says when and where the ingredient list was seen, and that an old formula may have changed", () => {
  const today = "2026-11-25";
  expect(
    ingredientListNote(
      { observedOn: "2023-03-14", source: "sociolla-2023", leftOut: [], cutShortAt: null, mayBeIncomplete: false },
      "en",
      translator("en"),
      today,
    ),
  ).toBe("Ingredient list as of March 2023 (Sociolla).");
  expect(
    ingredientListNote(
      { observedOn: "2023-03-14", source: "sociolla-2023", leftOut: [], cutShortAt: null, mayBeIncomplete: false },
      "id",
      translator("id"),
      today,
    ),
  ).toBe("Daftar bahan per Maret 2023 (Sociolla).");
  expect(
    ingredientListNote(
      { observedOn: "2017-06-01", source: "skincareapi-2017", leftOut: [], cutShortAt: null, mayBeIncomplete: false },
      "en",
      translator("en"),
      today,
    ),
  ).toBe("Ingredient list as of June 2017 (an Asian-beauty product data set). The formula may have changed since.");
  expect(
    ingredientListNote(
      { observedOn: "2017-06-01", source: "skincareapi-2017", leftOut: [], cutShortAt: null, mayBeIncomplete: false },
      "id",
      translator("id"),
      today,
    ),
  ).toBe(
    "Daftar bahan per Juni 2017 (kumpulan data produk kecantikan Asia). Formulanya mungkin sudah berubah sejak itu.",
  );
  expect(ingredientListNote(null, "en", translator("en"), today)).toBeNull();
});

it("says which versions a product is sold in and whether the list tells which one it is, in both languages", () => {
  // Holika Holika's Daily Fresh Cleansing Foam in Sociolla's 2023 catalogue; its list holds rice.
  const foam = { names: ["Rice", "Green Tea"], source: "sociolla-2023", observedOn: "2023-12-08", listVersion: "Rice" };
  expect(versionsNote(foam, "en", translator("en"))).toBe(
    "Sold in versions: Rice and Green Tea (Sociolla, December 2023). The ingredients below are the Rice version's.",
  );
  expect(versionsNote(foam, "id", translator("id"))).toBe(
    "Dijual dalam beberapa varian: Rice dan Green Tea (Sociolla, Desember 2023). Daftar bahan di bawah ini adalah milik varian Rice.",
  );
  const unknown = { ...foam, listVersion: null };
  expect(versionsNote(unknown, "en", translator("en"))).toBe(
    "Sold in versions: Rice and Green Tea (Sociolla, December 2023). The source does not say which version this ingredient list is.",
  );
  expect(versionsNote(unknown, "id", translator("id"))).toBe(
    "Dijual dalam beberapa varian: Rice dan Green Tea (Sociolla, Desember 2023). Sumber tidak menyebutkan daftar bahan ini milik varian yang mana.",
  );
  expect(versionsNote(null, "en", translator("en"))).toBeNull();
});

it("names the entries of the source's list that were left out, in both languages", () => {
  const list = {
    observedOn: "2020-01-01",
    source: "lookfantastic",
    leftOut: ["butyrospermum parkii", "c12-15"],
    cutShortAt: null,
    mayBeIncomplete: false,
  };
  expect(ingredientsLeftOutNote(list, "en", translator("en"))).toBe(
    "Left out: “butyrospermum parkii” and “c12-15”. The source's list prints them, but not as ingredient names we can identify (trade names, misspellings or names cut short), so the flags and texts on this page count them only where they plainly name a fragrance or an essential oil, or are a plant's name cut short that may be an essential oil.",
  );
  expect(ingredientsLeftOutNote({ ...list, leftOut: ["pvm/ma"] }, "en", translator("en"))).toBe(
    "Left out: “pvm/ma”. The source's list prints it, but not as an ingredient name we can identify (a trade name, a misspelling or a name cut short), so the flags and texts on this page count it only where it plainly names a fragrance or an essential oil, or is a plant's name cut short that may be an essential oil.",
  );
  expect(ingredientsLeftOutNote(list, "id", translator("id"))).toBe(
    "Tidak ditampilkan: “butyrospermum parkii” dan “c12-15”. Daftar sumber mencetaknya, tetapi bukan sebagai nama bahan yang bisa kami kenali (nama dagang, salah eja, atau nama yang terpotong), jadi tanda dan teks di halaman ini hanya memperhitungkannya bila jelas menyebut pewangi (fragrance) atau minyak atsiri, atau berupa nama tanaman yang terpotong dan mungkin minyak atsiri.",
  );
  expect(ingredientsLeftOutNote({ ...list, leftOut: [] }, "en", translator("en"))).toBeNull();
  // A list cut short says so first; its cut entry is not named twice.
  const cut = { ...list, leftOut: ["Glacier Water", "Potassium Hyalur"], cutShortAt: "Potassium Hyalur" };
  expect(ingredientsLeftOutNote(cut, "en", translator("en"))).toBe(
    "The source's list looks cut short: it ends in part of a name, “Potassium Hyalur”, so ingredients after it may be missing, and the flags and texts on this page cannot count them. Left out: “Glacier Water”. The source's list prints it, but not as an ingredient name we can identify (a trade name, a misspelling or a name cut short), so the flags and texts on this page count it only where it plainly names a fragrance or an essential oil, or is a plant's name cut short that may be an essential oil.",
  );
  expect(ingredientsLeftOutNote({ ...cut, leftOut: ["Potassium Hyalur"] }, "id", translator("id"))).toBe(
    "Daftar sumber tampaknya terpotong: diakhiri sebagian nama, “Potassium Hyalur”, jadi bahan sesudahnya mungkin tidak tercantum, dan tanda serta teks di halaman ini tidak bisa memperhitungkannya.",
  );
  expect(ingredientsLeftOutNote(null, "en", translator("en"))).toBeNull();
  // A list made in water that names no preservative may have lost its end (Etude House's Wonder
  // Pore Deep Foaming Cleanser ends at "Arnica Montana Flower").
  const noPreservative = { ...list, leftOut: [], mayBeIncomplete: true };
  expect(ingredientsLeftOutNote(noPreservative, "en", translator("en"))).toBe(
    "This list names no preservative, which most products made with water need, so the source may have left the end of the list out, and the flags and texts on this page cannot count what is missing. (A few products keep without one: a soap by its high pH, some formulas by their ferments or essential oils.)",
  );
  expect(ingredientsLeftOutNote(noPreservative, "id", translator("id"))).toMatch(
    /^Daftar ini tidak menyebutkan pengawet/,
  );
  // A list cut short says only that.
  expect(
    ingredientsLeftOutNote({ ...cut, leftOut: ["Potassium Hyalur"], mayBeIncomplete: true }, "en", translator("en")),
  ).toMatch(/^The source's list looks cut short: [^(]*$/);
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

it("says why 'Cheaper alternatives' lists nothing, in both languages, never 'none cheaper' when it could not compare", () => {
  const en = translator("en");
  expect(cheaperNotes({ kind: "sizeUnknown" }, en).empty).toBe(
    "We can't compare: this product's size is unknown, so we don't know its price per 10 ml or 10 g.",
  );
  expect(cheaperNotes({ kind: "noPrice" }, translator("id")).empty).toBe(
    "Belum bisa dibandingkan: produk ini belum punya harga terkini di toko-tokomu.",
  );
  expect(cheaperNotes({ kind: "compared", uncompared: 0 }, en)).toEqual({
    empty: "No product with a formula this close costs less per 10 ml or 10 g in your shops.",
    note: null,
  });
  expect(cheaperNotes({ kind: "compared", uncompared: 2 }, en)).toEqual({
    empty:
      "None of the similar formulas we could compare costs less per 10 ml or 10 g. 2 more can't be compared: their size or current price is unknown.",
    note: "2 similar formulas can't be compared: their size or current price is unknown.",
  });
  expect(cheaperNotes({ kind: "compared", uncompared: 1 }, translator("id")).note).toBe(
    "1 formula serupa tidak bisa dibandingkan karena ukuran atau harga terkininya belum diketahui.",
  );
});
