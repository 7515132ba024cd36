import { describe, expect, it } from "vitest";
import { parsePriceFeed } from "./price-feed.server";

const now = new Date("2025-06-01T12:00:00Z");
const known = new Set(["cosrx-advanced-snail-96-mucin-power-essence"]);
const header = "product,shop,price,currency,checked_at\n";

describe("parsePriceFeed", () => {
  it("accepts valid rows", () => {
    const { prices, rejections } = parsePriceFeed(
      `${header}cosrx-advanced-snail-96-mucin-power-essence,amazon,17.99,GBP,2025-05-30\ncosrx-advanced-snail-96-mucin-power-essence,shopee,245000,IDR,2025-05-31T08:00:00Z\n`,
      "feed.csv",
      known,
      now,
    );
    expect(rejections).toEqual([]);
    expect(prices).toEqual([
      {
        productId: "cosrx-advanced-snail-96-mucin-power-essence",
        shop: "amazon",
        price: 17.99,
        currency: "GBP",
        checkedAt: "2025-05-30T00:00:00.000Z",
      },
      {
        productId: "cosrx-advanced-snail-96-mucin-power-essence",
        shop: "shopee",
        price: 245000,
        currency: "IDR",
        checkedAt: "2025-05-31T08:00:00.000Z",
      },
    ]);
  });

  it("rejects bad rows with reasons and line numbers", () => {
    const { prices, rejections } = parsePriceFeed(
      `${header}cosrx-advanced-snail-96-mucin-power-essence,amazon,17.99,IDR,2025-05-30
nope,amazon,10,GBP,2025-05-30
cosrx-advanced-snail-96-mucin-power-essence,stylevana,-3,GBP,2025-05-30
cosrx-advanced-snail-96-mucin-power-essence,yesstyle,12,GBP,2030-01-01
cosrx-advanced-snail-96-mucin-power-essence,ebay,12,GBP,2025-05-30
cosrx-advanced-snail-96-mucin-power-essence,lazada,12,IDR,yesterday
`,
      "feed.csv",
      known,
      now,
    );
    expect(prices).toEqual([]);
    expect(rejections.map((r) => [r.line, r.reason])).toEqual([
      [2, "currency must be GBP for amazon, not IDR"],
      [3, 'unknown product "nope"'],
      [4, "price must be greater than 0"],
      [5, "checked_at 2030-01-01 is in the future"],
      [6, 'unknown shop "ebay"'],
      [7, "checked_at is not an ISO date/time; checked_at is not a valid date"],
    ]);
  });

  it("refuses a feed with the wrong header", () => {
    expect(parsePriceFeed("id,shop,price\n", "feed.csv", known, now).rejections[0]?.reason).toMatch(/header must be/);
  });
});
