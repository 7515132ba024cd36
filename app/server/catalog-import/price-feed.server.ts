import { z } from "zod";
import { roundToCurrency } from "~/domain/currency";
import { type Currency, isShop, marketFor, marketOfShop, type Shop } from "~/domain/markets";
import { parseCsv } from "./csv-file.server";
import type { Rejection } from "./source-row.server";

export interface FeedPrice {
  productId: string;
  shop: Shop;
  price: number;
  currency: Currency;
  checkedAt: string;
}

const feedRow = z.object({
  product: z.string().trim().min(1, "product is empty"),
  shop: z.string().trim().min(1, "shop is empty"),
  price: z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "price is not a number")
    .transform(Number)
    .refine((value) => value > 0, "price must be greater than 0"),
  currency: z.string().trim().toUpperCase(),
  checked_at: z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      "checked_at is not an ISO date/time",
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), "checked_at is not a valid date"),
});

const header = ["product", "shop", "price", "currency", "checked_at"];

/**
 * Parses a shop price feed (`product,shop,price,currency,checked_at`). A row is accepted only
 * when the product exists, the shop is known, the currency is the shop market's (GBP for en
 * shops, IDR for id shops), the price is positive and the check is not in the future.
 */
export function parsePriceFeed(
  text: string,
  fileLabel: string,
  knownProductIds: ReadonlySet<string>,
  now: Date,
): { prices: FeedPrice[]; rejections: Rejection[] } {
  const prices: FeedPrice[] = [];
  const rejections: Rejection[] = [];
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const columns = firstLine.split(",").map((column) => column.trim().toLowerCase());
  if (header.some((column, index) => columns[index] !== column)) {
    return { prices, rejections: [{ file: fileLabel, line: 1, reason: `header must be ${header.join(",")}` }] };
  }
  const seen = new Set<string>();
  for (const { line, record } of parseCsv(text)) {
    const parsed = feedRow.safeParse(record);
    if (!parsed.success) {
      rejections.push({ file: fileLabel, line, reason: parsed.error.issues.map((issue) => issue.message).join("; ") });
      continue;
    }
    const row = parsed.data;
    const reject = (reason: string) => rejections.push({ file: fileLabel, line, reason });
    if (!knownProductIds.has(row.product)) {
      reject(`unknown product "${row.product}"`);
      continue;
    }
    if (!isShop(row.shop)) {
      reject(`unknown shop "${row.shop}"`);
      continue;
    }
    const expected = marketFor(marketOfShop(row.shop)).currency;
    if (row.currency !== expected) {
      reject(`currency must be ${expected} for ${row.shop}, not ${row.currency || "empty"}`);
      continue;
    }
    const checkedAt = new Date(row.checked_at.length === 10 ? `${row.checked_at}T00:00:00Z` : row.checked_at);
    if (checkedAt.getTime() > now.getTime()) {
      reject(`checked_at ${row.checked_at} is in the future`);
      continue;
    }
    const key = `${row.product}|${row.shop}`;
    if (seen.has(key)) {
      reject(`second price for ${row.product} at ${row.shop} in the same feed`);
      continue;
    }
    seen.add(key);
    const price = roundToCurrency(row.price, expected);
    prices.push({
      productId: row.product,
      shop: row.shop,
      price,
      currency: expected,
      checkedAt: checkedAt.toISOString(),
    });
  }
  return { prices, rejections };
}
