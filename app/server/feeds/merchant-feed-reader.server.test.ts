import { describe, expect, it } from "vitest";
import {
  type FeedReadOptions,
  type FeedReadResult,
  FeedRefusedError,
  type FeedSource,
  readMerchantFeed,
} from "./merchant-feed-reader.server";

const xml: FeedReadOptions = { format: "xml", maxBytes: 10_000_000 };
const tsv: FeedReadOptions = { format: "tsv", maxBytes: 10_000_000 };

async function readAll(feed: string | FeedSource, options: FeedReadOptions): Promise<FeedReadResult[]> {
  const results: FeedReadResult[] = [];
  for await (const result of readMerchantFeed(typeof feed === "string" ? [feed] : feed, options)) results.push(result);
  return results;
}

const summary = (results: FeedReadResult[]) =>
  results.map((result) =>
    result.kind === "item"
      ? [result.where, result.item.id, result.item.price.amount, result.item.availability]
      : [result.where, result.reason],
  );

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Shop</title>
    <link>https://shop.example</link>
    <item>
      <g:id>SKU-1</g:id>
      <g:title><![CDATA[COSRX Advanced Snail 96 Mucin Power Essence 100ml & more]]></g:title>
      <g:link>https://shop.example/p/1</g:link>
      <g:price>21.00 GBP</g:price>
      <g:sale_price>15.75 GBP</g:sale_price>
      <g:sale_price_effective_date>2026-11-27T00:00+0000/2026-12-01T00:00+0000</g:sale_price_effective_date>
      <g:availability>in stock</g:availability>
      <g:brand>COSRX</g:brand>
      <g:size>100ml</g:size>
      <g:shipping>
        <g:country>GB</g:country>
        <g:price>3.99 GBP</g:price>
      </g:shipping>
    </item>
    <item>
      <title>Beauty of Joseon Relief Sun 50ml</title>
      <link>https://shop.example/p/2</link>
      <g:id>SKU-2</g:id>
      <g:price>14.50 GBP</g:price>
      <g:availability>out_of_stock</g:availability>
    </item>
  </channel>
</rss>`;

describe("readMerchantFeed, XML", () => {
  it("reads RSS 2.0 items with the g: namespace, an item's own price and not its shipping's", async () => {
    const results = await readAll(rss, xml);
    expect(summary(results)).toEqual([
      ["item 1", "SKU-1", 21, "in_stock"],
      ["item 2", "SKU-2", 14.5, "out_of_stock"],
    ]);
    const [first, second] = results;
    expect(first?.kind === "item" && first.item).toMatchObject({
      title: "COSRX Advanced Snail 96 Mucin Power Essence 100ml & more",
      salePrice: { amount: 15.75, currency: "GBP" },
      saleWindow: { from: new Date("2026-11-27T00:00:00Z"), to: new Date("2026-12-01T00:00:00Z") },
      brand: "COSRX",
      size: "100ml",
    });
    // RSS's own title and link stand in where the item has no g: ones.
    expect(second?.kind === "item" && [second.item.title, second.item.link]).toEqual([
      "Beauty of Joseon Relief Sun 50ml",
      "https://shop.example/p/2",
    ]);
  });

  it("reads the same whatever the chunks the bytes arrive in", async () => {
    const bytes = Buffer.from(rss, "utf8");
    const pieces: string[] = [];
    // Cut inside tags, entities and a multi-byte character's neighbours alike.
    for (let start = 0; start < bytes.length; start += 7)
      pieces.push(bytes.subarray(start, start + 7).toString("latin1"));
    const chunks = pieces.map((piece) => Buffer.from(piece, "latin1"));
    expect(summary(await readAll(chunks, xml))).toEqual(summary(await readAll(rss, xml)));
  });

  it("reads an Atom feed, its link from href", async () => {
    const atom = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Shop</title>
  <entry>
    <title>Anua Heartleaf 77% Soothing Toner 250ml</title>
    <link rel="alternate" href="https://shop.example/anua"/>
    <g:id>A-77</g:id>
    <g:price>IDR 259000</g:price>
    <g:availability>preorder</g:availability>
    <g:gtin>8809640733116</g:gtin>
  </entry>
</feed>`;
    const [entry] = await readAll(atom, xml);
    expect(entry?.kind === "item" && entry.item).toMatchObject({
      id: "A-77",
      title: "Anua Heartleaf 77% Soothing Toner 250ml",
      link: "https://shop.example/anua",
      price: { amount: 259_000, currency: "IDR" },
      availability: "preorder",
    });
  });

  it("refuses an item without a readable required attribute, a second item with an id, and an overlong value, and reads the rest", async () => {
    const feed = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>
      <item><g:id>1</g:id><g:title>A</g:title><g:link>https://s.example/1</g:link><g:price>0.00 GBP</g:price><g:availability>in_stock</g:availability></item>
      <item><g:id>2</g:id><g:title>B</g:title><g:link>https://s.example/2</g:link><g:price>5.00 GBP</g:price><g:availability>in_stock</g:availability></item>
      <item><g:id>2</g:id><g:title>B again</g:title><g:link>https://s.example/2b</g:link><g:price>6.00 GBP</g:price><g:availability>in_stock</g:availability></item>
      <item><g:id>3</g:id><g:title>${"x".repeat(2_500)}</g:title><g:link>https://s.example/3</g:link><g:price>5.00 GBP</g:price><g:availability>in_stock</g:availability></item>
      <item><g:id>4</g:id><g:title>&lt;script&gt;alert(1)&lt;/script&gt;</g:title><g:link>https://s.example/4</g:link><g:price>5.00 GBP</g:price><g:availability>in_stock</g:availability></item>
    </channel></rss>`;
    const results = await readAll(feed, xml);
    expect(summary(results)).toEqual([
      ["item 1", "price: the amount must be above zero, not 0.00"],
      ["item 2", "2", 5, "in_stock"],
      ["item 3", 'a second item with id "2" (the first is item 2)'],
      ["item 4", "title is longer than 2,000 characters"],
      ["item 5", "4", 5, "in_stock"],
    ]);
    // Markup in a value is text, kept as such for the page to escape.
    expect(results[4]?.kind === "item" && results[4].item.title).toBe("<script>alert(1)</script>");
  });

  it.each([
    [
      "a billion laughs",
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><rss><channel><item><g:id>&lol2;</g:id></item></channel></rss>`,
      "document type (DTD)",
    ],
    [
      "an external entity",
      `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&xxe;</title></item></channel></rss>`,
      "document type (DTD)",
    ],
    ["an undeclared entity", `<rss><channel><item><title>&xxe;</title></item></channel></rss>`, "not well-formed XML"],
    ["an unclosed element", `<rss><channel><item><title>A</item></channel></rss>`, "not well-formed XML"],
    ["a truncated feed", `<rss><channel><item><title>A</title>`, "not well-formed XML"],
    ["another root", `<html><body>Not found</body></html>`, "not an RSS 2.0 <rss> or an Atom <feed>"],
    ["another encoding", `<?xml version="1.0" encoding="ISO-8859-1"?><rss></rss>`, "only UTF-8 is read"],
    ["nothing", ``, "the feed is empty"],
  ])("refuses %s as a whole", async (_case, feed, reason) => {
    await expect(readAll(feed, xml)).rejects.toThrow(FeedRefusedError);
    await expect(readAll(feed, xml)).rejects.toThrow(reason);
  });

  it("refuses bytes that are not UTF-8", async () => {
    const latin1 = Buffer.concat([
      Buffer.from("<rss><channel><item><title>Cr"),
      Buffer.from([0xe8]),
      Buffer.from("me</title></item></channel></rss>"),
    ]);
    const results = readMerchantFeed([latin1], xml);
    await expect(results.next()).rejects.toThrow("the feed is not valid UTF-8");
  });

  it("refuses a feed past its byte limit before reading the rest", async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield `<item><g:id>${pulled}</g:id></item>`;
      }
    }
    const head = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>`;
    async function* feed() {
      yield head;
      yield* endless();
    }
    await expect(readAll(feed(), { format: "xml", maxBytes: 10_000 })).rejects.toThrow(
      "the feed is larger than 10,000 bytes",
    );
    expect(pulled).toBeLessThan(400);
  });

  it("hands on items while the feed is still arriving", async () => {
    const item = (id: number) =>
      `<item><g:id>${id}</g:id><g:title>P ${id}</g:title><g:link>https://s.example/${id}</g:link><g:price>5.00 GBP</g:price><g:availability>in_stock</g:availability></item>`;
    let sent = 0;
    async function* feed() {
      yield `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>`;
      for (let id = 1; id <= 20_000; id += 1) {
        sent = id;
        yield item(id);
      }
      yield `</channel></rss>`;
    }
    const sentAtFirst: number[] = [];
    let count = 0;
    for await (const result of readMerchantFeed(feed(), { format: "xml", maxBytes: 100_000_000 })) {
      if (count === 0) sentAtFirst.push(sent);
      if (result.kind === "item") count += 1;
    }
    expect(count).toBe(20_000);
    expect(sentAtFirst[0]).toBeLessThan(10);
  });
});

describe("readMerchantFeed, tab-separated", () => {
  const header = ["g:id", "Title", "link", "price", "sale price", "availability", "brand", "gtin"].join("\t");

  it("reads a header of attribute names in any spelling, quoted fields, and a row per item", async () => {
    const text = [
      `\uFEFF${header}`,
      [
        "SKU-1",
        "COSRX Snail Essence 100ml",
        "https://s.example/1",
        "21.00 GBP",
        "15.75 GBP",
        "in stock",
        "COSRX",
        "8809416470009",
      ].join("\t"),
      [
        "SKU-2",
        '"Relief Sun\tRice + Probiotics 50ml"',
        "https://s.example/2",
        "14.50 GBP",
        "",
        "out of stock",
        "Beauty of Joseon",
        "",
      ].join("\t"),
      "",
    ].join("\n");
    const results = await readAll(text, tsv);
    expect(summary(results)).toEqual([
      ["line 2", "SKU-1", 21, "in_stock"],
      ["line 3", "SKU-2", 14.5, "out_of_stock"],
    ]);
    expect(results[0]?.kind === "item" && results[0].item.salePrice).toEqual({ amount: 15.75, currency: "GBP" });
    // The quoted tab did not split the row; inside a title it is a space like any other.
    expect(results[1]?.kind === "item" && results[1].item.title).toBe("Relief Sun Rice + Probiotics 50ml");
  });

  it("refuses a row of another length and reads the next", async () => {
    const text = [
      header,
      ["SKU-1", "A", "https://s.example/1", "5.00 GBP"].join("\t"),
      ["SKU-2", "B", "https://s.example/2", "6.00 GBP", "", "in_stock", "", ""].join("\t"),
    ].join("\n");
    expect(summary(await readAll(text, tsv))).toEqual([
      ["line 2", "4 fields, the header names 8"],
      ["line 3", "SKU-2", 6, "in_stock"],
    ]);
  });

  it.each([
    ["a header without a price", "id\ttitle\tlink\tavailability\n1\tA\thttps://s.example\tin_stock", "no price column"],
    ["nothing", "", "the feed is empty"],
  ])("refuses %s as a whole", async (_case, text, reason) => {
    await expect(readAll(text, tsv)).rejects.toThrow(reason);
  });
});
