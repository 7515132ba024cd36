import { expect, it } from "vitest";
import { translator } from "~/i18n/translate.server";
import { formatCheckedDate, offerLines, priceNote, priceSourceName } from "./product-page.server";

const converted = {
  amount: 16.4,
  currency: "GBP" as const,
  source: "sokoglam-2020",
  sourceAmount: 20,
  sourceCurrency: "USD",
  converted: true,
  observedOn: "2020-09-01",
};

it("names price sources", () => {
  expect(priceSourceName("sokoglam-2020")).toBe("Soko Glam");
  expect(priceSourceName("sociolla-2021")).toBe("Sociolla");
  expect(priceSourceName("some-shop-2022")).toBe("Some shop");
});

it("says where a converted price came from, in both languages", () => {
  expect(priceNote(converted, "en", translator("en"))).toBe(
    "Reference price: converted from US$20.00 (Soko Glam, 2020) at a fixed rate.",
  );
  expect(priceNote(converted, "id", translator("id"))).toMatch(
    /^Harga acuan: dikonversi dari US\$ ?20,00 \(Soko Glam, 2020\) dengan kurs tetap\.$/,
  );
  expect(
    priceNote({ ...converted, converted: false, sourceCurrency: "GBP", sourceAmount: 16.4 }, "en", translator("en")),
  ).toBe("Reference price: £16.40 (Soko Glam, 2020).");
  expect(priceNote(null, "en", translator("en"))).toMatch(/no reference price/);
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
