import { describe, expect, it } from "vitest";
import {
  isValidGtin,
  parseAvailability,
  parseFeedMoney,
  parseSaleWindow,
  priceAt,
  type RawFeedItem,
  readFeedItem,
} from "./merchant-feed-item";

const cosrxSnail: RawFeedItem = {
  id: "SKU-1029",
  title: "COSRX Advanced Snail 96 Mucin Power Essence 100ml",
  link: "https://shop.example/products/cosrx-snail-essence",
  price: "21.00 GBP",
  availability: "in_stock",
  brand: "COSRX",
  gtin: "8809416470009",
  size: "100ml",
};

describe("parseFeedMoney", () => {
  it.each([
    ["15.00 USD", { amount: 15, currency: "USD" }],
    ["150000 IDR", { amount: 150_000, currency: "IDR" }],
    ["1,299.50 GBP", { amount: 1299.5, currency: "GBP" }],
    ["  9.99   gbp ", { amount: 9.99, currency: "GBP" }],
    ["USD 21.00", { amount: 21, currency: "USD" }],
  ])("reads %j", (text, money) => {
    expect(parseFeedMoney(text)).toEqual(money);
  });

  it.each(["15.00", "USD", "£15.00", "15,00 EUR", "0.00 GBP", "-3.00 GBP", "12.00 POUNDS", "1e3 USD", ""])(
    "refuses %j with a reason",
    (text) => {
      expect(typeof parseFeedMoney(text)).toBe("string");
    },
  );
});

describe("parseSaleWindow", () => {
  it("reads an ISO 8601 interval with offsets, with or without a colon, and plain days", () => {
    expect(parseSaleWindow("2026-11-20T00:00+0700/2026-11-30T23:59+0700")).toEqual({
      from: new Date("2026-11-19T17:00:00Z"),
      to: new Date("2026-11-30T16:59:00Z"),
    });
    expect(parseSaleWindow("2026-11-20T00:00:00Z/2026-11-21T00:00:00+01:00")).toEqual({
      from: new Date("2026-11-20T00:00:00Z"),
      to: new Date("2026-11-20T23:00:00Z"),
    });
    expect(parseSaleWindow("2026-11-20/2026-11-27")).toEqual({
      from: new Date("2026-11-20T00:00:00Z"),
      to: new Date("2026-11-27T00:00:00Z"),
    });
  });

  it.each([
    "2026-11-20",
    "2026-11-20/",
    "tomorrow/next week",
    "2026-11-30/2026-11-20",
    "2026-11-20/2026-11-21/2026-11-22",
  ])("refuses %j", (text) => {
    expect(typeof parseSaleWindow(text)).toBe("string");
  });
});

describe("parseAvailability", () => {
  it("reads Google's values and their older spellings", () => {
    expect(parseAvailability("in_stock")).toBe("in_stock");
    expect(parseAvailability("In Stock")).toBe("in_stock");
    expect(parseAvailability("out of stock")).toBe("out_of_stock");
    expect(parseAvailability("preorder")).toBe("preorder");
    expect(parseAvailability("available for order")).toBe("backorder");
    expect(parseAvailability("maybe")).toBeNull();
  });
});

describe("isValidGtin", () => {
  it("checks the length and the GS1 check digit", () => {
    expect(isValidGtin("8809416470009")).toBe(true);
    expect(isValidGtin("8809416470008")).toBe(false);
    expect(isValidGtin("96385074")).toBe(true);
    expect(isValidGtin("036000291452")).toBe(true);
    expect(isValidGtin("12345")).toBe(false);
    expect(isValidGtin("880941647000X")).toBe(false);
  });
});

describe("readFeedItem", () => {
  it("reads an item's attributes", () => {
    const read = readFeedItem(cosrxSnail);
    expect(read).toEqual({
      ok: true,
      item: {
        id: "SKU-1029",
        title: "COSRX Advanced Snail 96 Mucin Power Essence 100ml",
        link: "https://shop.example/products/cosrx-snail-essence",
        price: { amount: 21, currency: "GBP" },
        salePrice: null,
        saleWindow: null,
        availability: "in_stock",
        brand: "COSRX",
        gtin: "8809416470009",
        mpn: null,
        size: "100ml",
        unitPricingMeasure: null,
        notes: [],
      },
    });
  });

  it.each([
    [{ ...cosrxSnail, id: undefined }, "id is missing"],
    [{ ...cosrxSnail, title: "   " }, "title is empty"],
    [{ ...cosrxSnail, link: "javascript:alert(1)" }, "link is not an http(s) address"],
    [{ ...cosrxSnail, price: "free" }, "price:"],
    [{ ...cosrxSnail, price: "0 GBP" }, "above zero"],
    [{ ...cosrxSnail, availability: "soon" }, 'availability "soon" is none of'],
    [{ ...cosrxSnail, id: "x".repeat(51) }, "id is longer than 50 characters"],
  ])("refuses an item without a readable required attribute (%#)", (raw, reason) => {
    const read = readFeedItem(raw);
    expect(read.ok).toBe(false);
    expect(read.ok ? "" : read.reason).toContain(reason);
  });

  it("leaves out an unreadable optional attribute and says why, keeping the item", () => {
    const read = readFeedItem({
      ...cosrxSnail,
      gtin: "8809416470008",
      sale_price: "25.00 GBP",
    });
    expect(read.ok && read.item.gtin).toBeNull();
    expect(read.ok && read.item.salePrice).toBeNull();
    expect(read.ok && read.item.notes).toEqual([
      "sale_price left out: 25 is not below the price 21",
      'gtin left out: "8809416470008" is not a GTIN with a valid check digit',
    ]);
    const otherCurrency = readFeedItem({ ...cosrxSnail, sale_price: "15.00 USD" });
    expect(otherCurrency.ok && otherCurrency.item.notes).toEqual(["sale_price left out: in USD, the price in GBP"]);
    const badWindow = readFeedItem({ ...cosrxSnail, sale_price: "15.00 GBP", sale_price_effective_date: "next week" });
    expect(badWindow.ok && badWindow.item.salePrice).toBeNull();
  });
});

describe("priceAt", () => {
  const onSale = readFeedItem({
    ...cosrxSnail,
    sale_price: "15.75 GBP",
    sale_price_effective_date: "2026-11-27T00:00Z/2026-12-01T00:00Z",
  });
  if (!onSale.ok) throw new Error(onSale.reason);

  it("is the sale price within its window, the price outside it", () => {
    expect(priceAt(onSale.item, new Date("2026-11-29T12:00:00Z"))).toEqual({
      money: { amount: 15.75, currency: "GBP" },
      sale: true,
    });
    expect(priceAt(onSale.item, new Date("2026-11-26T23:59:59Z"))).toEqual({
      money: { amount: 21, currency: "GBP" },
      sale: false,
    });
    expect(priceAt(onSale.item, new Date("2026-12-01T00:00:00Z")).sale).toBe(false);
  });

  it("is the sale price whenever a sale states no window", () => {
    const open = readFeedItem({ ...cosrxSnail, sale_price: "18.00 GBP" });
    if (!open.ok) throw new Error(open.reason);
    expect(priceAt(open.item, new Date("2030-01-01T00:00:00Z"))).toEqual({
      money: { amount: 18, currency: "GBP" },
      sale: true,
    });
  });
});
