import type { z } from "zod";
import type { CommunityRating } from "~/domain/community-ratings";
import { type CsvRow, readCsvFile } from "./csv-file.server";
import { type BuildResult, buildSourceProduct, type RawProductRow } from "./source-product-builder.server";
import type { ObservedPrice, Rejection, SourceProduct, SourceResult } from "./source-row.server";

/**
 * Each row of a source file that its columns' schema accepts, in file order, with its line and
 * its place among the rows; a row the schema refuses is a "malformed row" rejection, added to
 * `rejections` in its turn.
 */
export function eachSourceRow<Row>(
  rows: readonly CsvRow[],
  file: string,
  schema: z.ZodType<Row>,
  rejections: Rejection[],
  each: (row: Row, at: { line: number; index: number }) => void,
): void {
  rows.forEach(({ line, record }, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) each(parsed.data, { line, index });
    else rejections.push({ file, line, reason: "malformed row" });
  });
}

/** A source file of products (data/README.md, docs/catalogue.md "Sources") and what holds for all its rows. */
export interface ProductSource<Row> {
  file: string;
  /** Source key (data/README.md). */
  source: string;
  /** ISO date the source saw its lists, prices and ratings. */
  observedOn: string;
  /** The columns read, checked with zod: a row the schema refuses is a malformed row. */
  row: z.ZodType<Row>;
  /** The shop whose prices the rows give; none for a source without prices. */
  shop?: Pick<ObservedPrice, "shop" | "market" | "currency">;
  /** Only the rows it keeps are the source's products, ranked among themselves. */
  keeps?: (record: Readonly<Record<string, string>>) => boolean;
  /** A row's popularity score, highest first, when the file is not in popularity order (`popularityRanks`). */
  popularity?: (record: Readonly<Record<string, string>>) => number;
}

/** What one row says of its product; the source's file, line, dates, shop and rank are added to it. */
export type RowFacts = Pick<RawProductRow, "brand" | "name" | "ingredients" | "labels" | "sizeText" | "dropSeoSuffix"> &
  Partial<Pick<RawProductRow, "skinTypes" | "aspects">> & {
    /** The price in the shop's currency; undefined when the row's is unusable (no price then). */
    amount?: number | undefined;
    /** The site rating the row states; null or absent when it states none. */
    rating?: Omit<CommunityRating, "observedOn" | "source"> | null;
  };

/** A row the source's own rule leaves out: passed over like a non-Korean brand's, or refused with its reason. */
export type RowLeftOut = { notKorean: true } | { refused: string };

/**
 * Reads a source file of products: every row its schema accepts becomes a catalogue candidate
 * from what `facts` reads in it (`buildSourceProduct`), or a rejection saying why not. Undefined
 * when the file is missing.
 */
export function readProductSource<Row>(
  dataDir: string,
  source: ProductSource<Row>,
  facts: (row: Row) => RowFacts | RowLeftOut,
): SourceResult | undefined {
  const all = readCsvFile(`${dataDir}/${source.file}`);
  if (!all) return undefined;
  const { keeps, popularity } = source;
  const rows = keeps ? all.filter(({ record }) => keeps(record)) : all;
  const rankOf = popularity ? popularityRanks(rows.map(({ record }) => popularity(record))) : undefined;
  const products: SourceProduct[] = [];
  const rejections: Rejection[] = [];
  let ignoredNonKorean = 0;
  eachSourceRow(rows, source.file, source.row, rejections, (row, { line, index }) => {
    const read = facts(row);
    const result: BuildResult =
      "notKorean" in read
        ? { kind: "not-korean" }
        : "refused" in read
          ? { kind: "rejected", rejection: { file: source.file, line, reason: read.refused } }
          : buildSourceProduct(productRow(source, read, line, rankOf?.get(index) ?? index + 1));
    if (result.kind === "product") products.push(result.product);
    else if (result.kind === "rejected") rejections.push(result.rejection);
    else ignoredNonKorean += 1;
  });
  return { products, rejections, ignoredNonKorean };
}

function productRow<Row>(source: ProductSource<Row>, facts: RowFacts, line: number, sourceRank: number): RawProductRow {
  const { amount, rating, skinTypes, aspects, ...said } = facts;
  const { observedOn } = source;
  return {
    ...said,
    file: source.file,
    line,
    source: source.source,
    listObservedOn: observedOn,
    price: source.shop && { source: source.source, ...source.shop, amount, observedOn },
    rating: rating && { ...rating, observedOn, source: source.source },
    skinTypes: skinTypes ?? [],
    aspects: aspects ?? [],
    sourceRank,
  };
}

/**
 * Each row's place in a source's popularity order when the file is not in that order: by `score`
 * (a rating or a count of ratings), highest first, equal scores in file order. Keyed by the
 * row's index in the file; 1 is the most popular.
 */
function popularityRanks(scores: readonly number[]): Map<number, number> {
  const order = scores.map((_, index) => index).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  return new Map(order.map((rowIndex, position) => [rowIndex, position + 1]));
}
