import { describe, expect, it } from "vitest";
import {
  catalogueSources,
  isObservationMarket,
  observationShopName,
  sourceName,
  sourceYear,
} from "./catalogue-sources";

describe("catalogue sources", () => {
  it("names each source, a shop by its own name and a data set in the visitor's language", () => {
    expect(sourceName("sokoglam-2020", "en")).toBe("Soko Glam");
    expect(sourceName("sociolla-2021", "id")).toBe("Sociolla");
    expect(sourceName("oliveyoung-2024", "en")).toBe("Olive Young Korea");
    expect(sourceName("skincareapi-2017", "en")).toBe("an Asian-beauty product data set");
    expect(sourceName("skincareapi-2017", "id")).toBe("kumpulan data produk kecantikan Asia");
    expect(sourceYear("watsons-2026")).toBe(2026);
  });

  it("ends every key with its year", () => {
    for (const key of catalogueSources) expect(key.endsWith(`-${sourceYear(key)}`), key).toBe(true);
  });

  it("shows a key or shop it does not know readably rather than hiding it", () => {
    expect(sourceName("some-shop-2022", "en")).toBe("Some shop");
    expect(sourceYear("some-shop-2022")).toBeNull();
    expect(observationShopName("soko-glam")).toBe("Soko Glam");
    expect(observationShopName("female-daily")).toBe("Female Daily");
    expect(observationShopName("new-shop")).toBe("New shop");
    expect(observationShopName("toString")).toBe("ToString");
  });

  it("knows the markets prices are seen in", () => {
    expect(["en", "id", "kr"].every(isObservationMarket)).toBe(true);
    expect(isObservationMarket("us")).toBe(false);
  });
});
