import { describe, expect, it } from "vitest";
import { languages } from "./language";
import {
  convertFromUsd,
  convertToMarketCurrency,
  convertToUsd,
  currencies,
  exchangeRateBetween,
  isCurrency,
  isObservedCurrency,
  isShop,
  marketFor,
  marketOfCurrency,
  marketOfShop,
  shopSearchUrl,
  shops,
} from "./markets";

describe("markets", () => {
  it("gives each language its market: currency, primary shop and the comparison's shops", () => {
    expect(marketFor("en")).toEqual({
      market: "en",
      currency: "GBP",
      primaryShop: "amazon",
      shops: ["amazon", "stylevana", "yesstyle"],
    });
    expect(marketFor("id")).toEqual({
      market: "id",
      currency: "IDR",
      primaryShop: "shopee",
      shops: ["shopee", "tokopedia", "lazada"],
    });
  });

  it("puts every shop in exactly one market, and pays in each currency in exactly one", () => {
    for (const shop of shops) {
      expect(languages.filter((market) => marketFor(market).shops.includes(shop))).toEqual([marketOfShop(shop)]);
    }
    expect(currencies.map(marketOfCurrency)).toEqual(["en", "id"]);
  });

  it("converts at the fixed rates, rounded to pence and to Rp 100", () => {
    expect(convertFromUsd(21, "GBP")).toBe(16.8);
    expect(convertFromUsd(21, "IDR")).toBe(340_200);
    expect(convertFromUsd(12.99, "GBP")).toBe(10.39);
    // £17 is $21.25, which is Rp 344,250: Rp 344,300.
    expect(convertFromUsd(convertToUsd(17, "GBP"), "IDR")).toBe(344_300);
  });

  it("converts any observed currency into a market's, through US dollars at the fixed rates", () => {
    expect(convertToUsd(1_470, "KRW")).toBe(1);
    expect(convertToUsd(20, "USD")).toBe(20);
    expect(convertToMarketCurrency(14_700, "KRW", "GBP")).toBe(8);
    expect(convertToMarketCurrency(14_700, "KRW", "IDR")).toBe(162_000);
    expect(convertToMarketCurrency(20, "USD", "GBP")).toBe(16);
    // Rp 143,775 is $8.875, which is £7.10.
    expect(convertToMarketCurrency(143_775, "IDR", "GBP")).toBe(7.1);
    expect(convertToMarketCurrency(185_000, "IDR", "IDR")).toBe(185_000);
  });

  it("states a rate as one unit of the currency worth more", () => {
    expect(exchangeRateBetween("IDR", "GBP")).toEqual({ unit: "GBP", quote: "IDR", rate: 20_250 });
    expect(exchangeRateBetween("GBP", "USD")).toEqual({ unit: "GBP", quote: "USD", rate: 1.25 });
    expect(exchangeRateBetween("KRW", "IDR").unit).toBe("KRW");
  });

  it("builds a shop's search link from an encoded query", () => {
    expect(shopSearchUrl("shopee", "COSRX+Snail")).toBe("https://shopee.co.id/search?keyword=COSRX+Snail");
  });

  it("recognises only its own shops and currencies", () => {
    expect(isShop("amazon")).toBe(true);
    expect(isShop("toString")).toBe(false);
    expect(isCurrency("IDR")).toBe(true);
    expect(isCurrency("USD")).toBe(false);
    expect(isObservedCurrency("KRW")).toBe(true);
    expect(isObservedCurrency("USD")).toBe(true);
    expect(isObservedCurrency("EUR")).toBe(false);
    expect(isObservedCurrency("toString")).toBe(false);
  });
});
