import { describe, expect, it } from "vitest";
import { unitPrice } from "~/domain/unit-price";
import {
  canBeProductPrice,
  inProductForm,
  isPriceInProductForm,
  productSizeFrom,
  withSameOfferSizes,
} from "./offer-sizes.server";
import { printedSizeOf, sizeIn } from "./size-parser.server";
import type { ObservedPrice, SourceProduct } from "./source-row.server";

/** A price as a shop row prints it, its size read from the row's name and size text as the import reads them. */
function offer(name: string, sizeText: string | undefined, overrides: Partial<ObservedPrice> = {}): ObservedPrice {
  const printedSize = printedSizeOf(name, sizeText);
  return {
    source: "sociolla-2023",
    shop: "sociolla",
    market: "id",
    currency: "IDR",
    amount: 100_000,
    observedOn: "2023-12-08",
    printedSize,
    size: sizeIn(printedSize, null),
    file: "prices_indonesia_sociolla_catalog_2023.csv",
    line: 2,
    ...overrides,
  };
}

function member(name: string, sizeText: string | undefined): SourceProduct {
  const printedSize = printedSizeOf(name, sizeText);
  return {
    file: "products_kbeauty_sokoglam_2020.csv",
    line: 10,
    source: "sokoglam-2020",
    brand: "COSRX",
    name,
    productType: "water-based cleanser",
    labels: [],
    printedSize,
    size: sizeIn(printedSize, null),
    ingredients: [],
    listObservedOn: "2020-09-01",
    price: null,
    rating: null,
    skinTypes: [],
    aspects: [],
    sourceRank: 1,
  };
}

describe("productSizeFrom", () => {
  it("never takes a mini, a travel size, a refill or a multipack as the product's size", () => {
    const rows = [
      // prices_indonesia_sociolla_catalog_2023.csv:175: "60 ml" and "20 ml" are two size choices of one row.
      offer("New Perfect Uv Sunscreen Skincare Milk", "60 ml", { line: 175 }),
      offer("New Perfect Uv Sunscreen Skincare Milk", "20 ml", { line: 175 }),
      offer("Perfect UV Sunscreen Skincare Milk Mini", "12 ml", { line: 3 }),
      offer("Perfect UV Sunscreen Skincare Milk Travel Size 30ml", undefined, { line: 4 }),
      offer("Perfect UV Sunscreen Skincare Milk Refill", "60 ml", { line: 5 }),
      offer("Perfect UV Sunscreen Skincare Milk 60ml x 2", undefined, { line: 6 }),
    ];
    // The full sizes left are 60 ml and 20 ml, each given once: the larger.
    expect(productSizeFrom([], rows)).toEqual({ amount: 60, unit: "ml", packCount: null });
    expect(productSizeFrom([], rows.slice(2))).toBeNull();
  });

  it("takes the size most rows give, so an unmarked jumbo does not become the product's size", () => {
    const soko = member("Low pH Good Morning Gel Cleanser", "150 ml");
    const prices = [
      offer("Low pH Good Morning Gel Cleanser", "150ml", { line: 8 }),
      offer("Low pH Good Morning Gel Cleanser", "300 ml", { line: 9 }),
    ];
    expect(productSizeFrom([soko], prices)).toEqual({ amount: 150, unit: "ml", packCount: null });
  });

  it("never takes a size seen only in Korea, where jumbo and set sizes are sold", () => {
    // prices_korea_oliveyoung_2024.csv:9 and :185 (the reviewed matches name the same toner).
    const standard = offer("어성초 77 토너 350ml", undefined, { market: "kr", currency: "KRW", line: 9 });
    const jumbo = offer("어성초 77 토너 500ml", undefined, { market: "kr", currency: "KRW", line: 185 });
    const sociolla = offer("Heartleaf 77% Soothing Toner", "250 ml", { line: 8 });
    expect(productSizeFrom([], [standard, jumbo])).toBeNull();
    expect(productSizeFrom([], [standard, jumbo, sociolla])).toEqual({ amount: 250, unit: "ml", packCount: null });
  });
});

describe("a single sheet and a box of ten are two offers with their own sizes", () => {
  // products_kbeauty_sokoglam_2020.csv:512 sells the box; a single sheet is sold by the sheet.
  const box = inProductForm(
    offer("Aloe Soothing Mask Pack (10 Pack)", "23 g", { source: "sokoglam-2020", amount: 24, currency: "USD" }),
    "sheet",
  );
  const single = inProductForm(offer("Aloe Soothing Mask Pack", "23g", { amount: 24_000, line: 3 }), "sheet");

  it("counts both in sheets, each priced per sheet for its own size", () => {
    expect(box.size).toEqual({ amount: 1, unit: "sheet", packCount: 10 });
    expect(single.size).toEqual({ amount: 1, unit: "sheet", packCount: null });
    expect(unitPrice(box, box.size)).toEqual({ amount: 2.4, currency: "USD", unit: "sheet" });
    expect(unitPrice(single, single.size)).toEqual({ amount: 24_000, currency: "IDR", unit: "sheet" });
  });

  it("makes the single sheet the product's size and price; the box stays a price seen", () => {
    expect(productSizeFrom([], [box, single])).toEqual({ amount: 1, unit: "sheet", packCount: null });
    expect(canBeProductPrice(single)).toBe(true);
    expect(canBeProductPrice(box)).toBe(false);
  });

  it("never makes a mini, a refill or a twin pack the product's price, even with no size known", () => {
    expect(canBeProductPrice(offer("Gentle Cleanser Mini", undefined))).toBe(false);
    expect(canBeProductPrice(offer("Toner Refill", undefined))).toBe(false);
    // prices_indonesia_sociolla_catalog_2023.csv:193
    expect(canBeProductPrice(offer("Twinpack New Perfect Uv Sunscreen Skincare Milk", undefined))).toBe(false);
    expect(canBeProductPrice(offer("New Perfect Uv Sunscreen Skincare Milk", undefined))).toBe(true);
  });
});

describe("a set's or a mini's price with no size", () => {
  it("says nothing of the product, so it is no price seen (COSRX's cleanser, tenth review)", () => {
    // prices_indonesia_sociolla_catalog_2023.csv:1449 and products_indonesia_sociolla_prices_2021.csv:1194.
    const set = offer("Salicylic Acid Daily Gentle Cleanser (Set of 2)", undefined, { amount: 310_000, line: 1449 });
    const mini = offer("Rich Moist Soothing Cream Miniature", undefined, { amount: 115_000, line: 1194 });
    expect(isPriceInProductForm(inProductForm(set, "gel"))).toBe(false);
    expect(isPriceInProductForm(inProductForm(mini, "cream"))).toBe(false);
    expect(isPriceInProductForm(inProductForm(offer("Salicylic Acid Daily Gentle Cleanser", undefined), "gel"))).toBe(
      true,
    );
    expect(isPriceInProductForm(inProductForm(offer("Cream 50 ml x 2", undefined), "cream"))).toBe(true);
  });
});

describe("a sheet mask's price range read for its low end", () => {
  // Jumiso's "Whoa, Whoa Soothing Sheet Mask", "Rp 36.000 - Rp 180.000" (prices_indonesia_sociolla_catalog_2023.csv:3413).
  const lowEnd = offer("Whoa, Whoa Soothing Sheet Mask", undefined, {
    amount: 36_000,
    line: 3413,
    printedSize: { quantity: null, packOf: null, pieces: 1, partial: false },
    size: null,
    lowestOfRange: true,
  });

  it("is one sheet's price, and can be the product's, on a sheet mask", () => {
    const inSheets = inProductForm(lowEnd, "sheet");
    expect(inSheets.size).toEqual({ amount: 1, unit: "sheet", packCount: null });
    expect(isPriceInProductForm(inSheets) && canBeProductPrice(inSheets)).toBe(true);
  });

  it("is no price on any other form, where its count gives no size", () => {
    expect(isPriceInProductForm(inProductForm(lowEnd, "wash-off"))).toBe(false);
    expect(isPriceInProductForm(inProductForm({ ...lowEnd, lowestOfRange: undefined }, "wash-off"))).toBe(true);
  });
});

describe("withSameOfferSizes", () => {
  // Mediheal's Tea Tree Essential Blemish Control Sheet Mask at Soko Glam: the 2020 row
  // (products_kbeauty_sokoglam_2020.csv:101) says "Each set includes 5 single-use sheet masks" at
  // $9.95; the 2022 row (products_kbeauty_sokoglam_2022.csv:452) gives $9.95 and no size.
  const soko = { source: "sokoglam-2020", shop: "soko-glam", market: "en" as const, currency: "USD" as const };
  const set2020 = inProductForm(
    offer("Tea Tree Essential Blemish Control Sheet Mask", "Each set includes 5 single-use sheet masks.", {
      ...soko,
      amount: 9.95,
    }),
    "sheet",
  );
  const unsized2022 = inProductForm(
    offer("Tea Tree Essential Blemish Control Sheet Mask", undefined, {
      ...soko,
      source: "sokoglam-2022",
      amount: 9.95,
    }),
    "sheet",
  );

  it("gives a shop's unsized price the size of its equal price, so a set's price is never one mask's", () => {
    const [, same] = withSameOfferSizes([set2020, unsized2022]);
    expect(same?.size).toEqual({ amount: 1, unit: "sheet", packCount: 5 });
    expect(same && canBeProductPrice(same)).toBe(false);
  });

  it("takes no size from another amount, another currency, or a full single size", () => {
    const otherAmount = { ...unsized2022, amount: 2.5 };
    const otherCurrency = { ...unsized2022, shop: "sociolla", currency: "IDR" as const, amount: 9.95 };
    expect(withSameOfferSizes([set2020, otherAmount, otherCurrency]).slice(1)).toEqual([otherAmount, otherCurrency]);
    const oneBottle = offer("Low pH Good Morning Gel Cleanser", "150 ml");
    const unsized = offer("Low pH Good Morning Gel Cleanser", undefined, { line: 3 });
    expect(withSameOfferSizes([oneBottle, unsized])[1]).toEqual(unsized);
  });
});

describe("withSameOfferSizes across shops", () => {
  // Too Cool For School's Egg Cream Mask Hydration: Soko Glam sells "Egg Cream Mask Hydration Set
  // (5 pack)" at $24.0 (products_kbeauty_sokoglam_2022.csv:471); Sephora's 2017 row gives $24 and
  // no size (products_sephora_kaggle_cosmetics.csv:221), where its single Egg Cream Masks cost $6.
  const usd = { market: "en" as const, currency: "USD" as const, amount: 24 };
  const set = inProductForm(
    offer("Egg Cream Mask Hydration Set (5 pack)", undefined, {
      ...usd,
      source: "sokoglam-2022",
      shop: "soko-glam",
      observedOn: "2022-01-01",
      file: "products_kbeauty_sokoglam_2022.csv",
      line: 471,
    }),
    "sheet",
  );
  const sephora = inProductForm(
    offer("Egg Cream Mask Hydration", undefined, {
      ...usd,
      source: "sephora-2017",
      shop: "sephora",
      observedOn: "2017-01-01",
      file: "products_sephora_kaggle_cosmetics.csv",
      line: 221,
    }),
    "sheet",
  );

  it("gives an unsized price within a few per cent of another shop's multipack that multipack's size", () => {
    expect(set.size).toEqual({ amount: 1, unit: "sheet", packCount: 5 });
    const [, same] = withSameOfferSizes([set, sephora]);
    expect(same?.size).toEqual(set.size);
    expect(same && canBeProductPrice(same)).toBe(false);
    const [, near] = withSameOfferSizes([set, { ...sephora, amount: 23 }]);
    expect(near?.size).toEqual(set.size);
  });

  it("leaves the price unsized when it is not near the multipack's, or a single item costs more than half of it", () => {
    const apart = { ...sephora, amount: 20 };
    expect(withSameOfferSizes([set, apart])[1]).toEqual(apart);
    const single = inProductForm(
      offer("Egg Cream Mask Hydration", "25 ml", { ...usd, shop: "lookfantastic", amount: 14, line: 3 }),
      "sheet",
    );
    expect(single.size).not.toBeNull();
    expect(withSameOfferSizes([set, sephora, single])[1]).toEqual(sephora);
  });
});
