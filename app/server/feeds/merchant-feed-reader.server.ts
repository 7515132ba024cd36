import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { SaxesParser, type SaxesTagNS } from "saxes";
import {
  type FeedAttribute,
  feedAttributes,
  type MerchantFeedItem,
  maxAttributeLength,
  type RawFeedItem,
  readFeedItem,
} from "~/domain/merchant-feed-item";

/**
 * Reads a shop's product feed in the Google Merchant Center format, XML (RSS 2.0 or Atom with
 * the `g:` namespace) or tab-separated text, as a stream: items are handed on as they are read,
 * so a feed of 100,000 items never sits in memory whole (docs/prices.md, "Shop feeds").
 */

export type FeedFormat = "xml" | "tsv";

/** The feed's bytes as they arrive (a response body, a file stream), or text in pieces. */
export type FeedSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

export interface FeedReadOptions {
  format: FeedFormat;
  /** A feed longer than this is refused part-way: a run writes all of a feed or nothing. */
  maxBytes: number;
}

/** An item read, or one refused with its reason; `where` says which ("item 12", "line 13"). */
export type FeedReadResult =
  { kind: "item"; where: string; item: MerchantFeedItem } | { kind: "rejected"; where: string; reason: string };

/** The whole feed cannot be read (not well-formed, a DTD, too large, no header): nothing of it is used. */
export class FeedRefusedError extends Error {
  override readonly name = "FeedRefusedError";
}

const googleNamespace = "http://base.google.com/ns/1.0";
const atomNamespace = "http://www.w3.org/2005/Atom";

/** A Merchant Center attribute by a TSV header's or an element's name ("g:sale_price", "Sale Price"). */
function attributeOf(name: string): FeedAttribute | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^g:/, "")
    .replace(/[\s-]+/g, "_");
  return feedAttributes.find((attribute) => attribute === key);
}

/** The feed's bytes, counted: past `maxBytes` the feed is refused before more is read. */
async function* bounded(source: FeedSource, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    total += bytes.byteLength;
    if (total > maxBytes) throw new FeedRefusedError(`the feed is larger than ${maxBytes.toLocaleString("en")} bytes`);
    yield bytes;
  }
}

/**
 * Items and rejections in feed order. Each item is checked alone (`readFeedItem`); an id seen
 * before in the feed is refused, the first kept. Throws `FeedRefusedError` when the feed as a
 * whole cannot be read.
 */
export async function* readMerchantFeed(source: FeedSource, options: FeedReadOptions): AsyncGenerator<FeedReadResult> {
  const firstSeen = new Map<string, string>();
  const raws =
    options.format === "xml"
      ? xmlItems(bounded(source, options.maxBytes))
      : tsvItems(bounded(source, options.maxBytes));
  for await (const raw of raws) {
    if ("reason" in raw) {
      yield { kind: "rejected", where: raw.where, reason: raw.reason };
      continue;
    }
    const read = readFeedItem(raw.attributes);
    if (!read.ok) {
      yield { kind: "rejected", where: raw.where, reason: read.reason };
      continue;
    }
    const first = firstSeen.get(read.item.id);
    if (first !== undefined) {
      yield {
        kind: "rejected",
        where: raw.where,
        reason: `a second item with id "${read.item.id}" (the first is ${first})`,
      };
      continue;
    }
    firstSeen.set(read.item.id, raw.where);
    yield { kind: "item", where: raw.where, item: read.item };
  }
}

type RawResult = { where: string; attributes: RawFeedItem } | { where: string; reason: string };

/**
 * An XML feed's items as raw attributes. saxes expands only XML's own five entities and
 * character references; a document type declaration is refused outright, as its entities could
 * expand without bound ("billion laughs") or read files (XXE). Only an item's direct children
 * are read, so `g:shipping`'s own `g:price` never passes for the item's.
 */
async function* xmlItems(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<RawResult> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const ready: RawResult[] = [];
  let rootSeen = false;
  let depth = 0;
  let itemDepth: number | null = null;
  let itemCount = 0;
  let item: RawFeedItem = {};
  let itemProblem: string | null = null;
  let field: { attribute: FeedAttribute; core: boolean } | null = null;
  let text = "";
  // RSS's own title and link, and Atom's, fill in only where the item has no g: one.
  let coreFields: RawFeedItem = {};

  parser.on("doctype", () => {
    throw new FeedRefusedError(
      "the feed declares a document type (DTD): refused, as its entities could expand without bound or read files",
    );
  });
  parser.on("xmldecl", (declaration) => {
    const encoding = declaration.encoding?.toLowerCase();
    if (encoding !== undefined && encoding !== "utf-8" && encoding !== "utf8")
      throw new FeedRefusedError(`the feed is encoded in ${declaration.encoding}; only UTF-8 is read`);
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    depth += 1;
    if (!rootSeen) {
      rootSeen = true;
      const rss = tag.local === "rss" && tag.uri === "";
      const atom = tag.local === "feed" && tag.uri === atomNamespace;
      if (!rss && !atom)
        throw new FeedRefusedError(`the feed's root is <${tag.name}>, not an RSS 2.0 <rss> or an Atom <feed>`);
      return;
    }
    if (itemDepth === null) {
      if ((tag.local === "item" && tag.uri === "") || (tag.local === "entry" && tag.uri === atomNamespace)) {
        itemDepth = depth;
        itemCount += 1;
        item = {};
        coreFields = {};
        itemProblem = null;
      }
      return;
    }
    if (depth !== itemDepth + 1) return;
    const core = tag.uri === "" || tag.uri === atomNamespace;
    const attribute =
      tag.uri === googleNamespace ? attributeOf(tag.local) : core ? coreAttribute(tag.local) : undefined;
    if (attribute === undefined) return;
    if (attribute === "link" && tag.uri === atomNamespace) {
      // Atom's link is an empty element with its address in href; rel="alternate" is the page.
      const rel = tag.attributes.rel?.value ?? "alternate";
      const href = tag.attributes.href?.value;
      if (rel === "alternate" && href !== undefined) coreFields.link ??= href;
      return;
    }
    field = { attribute, core };
    text = "";
  });
  const addText = (chunk: string) => {
    if (field === null) return;
    text += chunk;
    if (text.length > maxAttributeLength) {
      itemProblem ??= `${field.attribute} is longer than ${maxAttributeLength.toLocaleString("en")} characters`;
      text = "";
    }
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    if (itemDepth !== null && depth === itemDepth + 1 && field !== null) {
      const target = field.core ? coreFields : item;
      target[field.attribute] ??= text;
      field = null;
    }
    if (itemDepth !== null && depth === itemDepth) {
      const where = `item ${itemCount}`;
      ready.push(
        itemProblem === null ? { where, attributes: { ...coreFields, ...item } } : { where, reason: itemProblem },
      );
      itemDepth = null;
    }
    depth -= 1;
  });

  const decoder = new TextDecoder("utf-8", { fatal: true });
  const write = (chunk: string) => {
    try {
      parser.write(chunk);
    } catch (error) {
      if (error instanceof FeedRefusedError) throw error;
      throw new FeedRefusedError(`the feed is not well-formed XML: ${(error as Error).message}`);
    }
  };
  for await (const chunk of bytes) {
    write(decodeChunk(decoder, chunk, true));
    yield* ready.splice(0);
  }
  write(decodeChunk(decoder, undefined, false));
  if (!rootSeen) throw new FeedRefusedError("the feed is empty");
  try {
    parser.close();
  } catch (error) {
    throw new FeedRefusedError(`the feed is not well-formed XML: ${(error as Error).message}`);
  }
  yield* ready.splice(0);
}

/** RSS's and Atom's own elements that carry an attribute kulit reads. */
function coreAttribute(local: string): FeedAttribute | undefined {
  return local === "title" || local === "link" ? local : undefined;
}

function decodeChunk(decoder: TextDecoder, chunk: Uint8Array | undefined, stream: boolean): string {
  try {
    return decoder.decode(chunk, { stream });
  } catch {
    throw new FeedRefusedError("the feed is not valid UTF-8");
  }
}

/** The attributes the header must name: without them no item can be read. */
const requiredColumns: readonly FeedAttribute[] = ["id", "title", "link", "price", "availability"];

/** A tab-separated feed's rows as raw attributes: a header row of attribute names, then one item per row. */
async function* tsvItems(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<RawResult> {
  const parser = Readable.from(bytes).pipe(
    parse({
      delimiter: "\t",
      bom: true,
      info: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: maxAttributeLength * feedAttributes.length * 4,
    }),
  );
  let columns: (FeedAttribute | undefined)[] | null = null;
  try {
    for await (const row of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const { record, info } = row;
      if (columns === null) {
        columns = record.map(attributeOf);
        const missing = requiredColumns.filter((attribute) => !columns?.includes(attribute));
        if (missing.length > 0) throw new FeedRefusedError(`the header names no ${missing.join(", ")} column`);
        continue;
      }
      const where = `line ${info.lines}`;
      if (record.length !== columns.length) {
        yield { where, reason: `${record.length} fields, the header names ${columns.length}` };
        continue;
      }
      const attributes: RawFeedItem = {};
      columns.forEach((attribute, index) => {
        if (attribute !== undefined) attributes[attribute] ??= record[index] ?? "";
      });
      const tooLong = feedAttributes.find((attribute) => (attributes[attribute]?.length ?? 0) > maxAttributeLength);
      yield tooLong === undefined
        ? { where, attributes }
        : { where, reason: `${tooLong} is longer than ${maxAttributeLength.toLocaleString("en")} characters` };
    }
  } catch (error) {
    if (error instanceof FeedRefusedError) throw error;
    throw new FeedRefusedError(`the feed is not readable tab-separated text: ${(error as Error).message}`);
  }
  if (columns === null) throw new FeedRefusedError("the feed is empty");
}
