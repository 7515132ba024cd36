import { describe, expect, it } from "vitest";
import { offerLinks } from "./shop-links.server";

describe("offerLinks", () => {
  it("gives six shop search links for brand and name", () => {
    const links = offerLinks("Dr. Jart+", "Ceramidin Cream");
    expect(links.map((link) => [link.shop, link.market])).toEqual([
      ["amazon", "en"],
      ["stylevana", "en"],
      ["yesstyle", "en"],
      ["shopee", "id"],
      ["tokopedia", "id"],
      ["lazada", "id"],
    ]);
    expect(links[0]?.url).toBe("https://www.amazon.co.uk/s?k=Dr.+Jart%2B+Ceramidin+Cream");
    expect(links[3]?.url).toBe("https://shopee.co.id/search?keyword=Dr.+Jart%2B+Ceramidin+Cream");
  });
});
