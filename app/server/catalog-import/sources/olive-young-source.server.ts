import { z } from "zod";
import { readCsvFile } from "../csv-file.server";
import { eachSourceRow } from "../source-file.server";
import { printedSizeOf, sizeIn } from "../size-parser.server";
import type { PriceSourceResult, Rejection, SourcePrice } from "../source-row.server";

export const oliveYoungFile = "prices_korea_oliveyoung_2024.csv";
/** The reviewed table that says which catalogue product a row of Korean names is (data/README.md). */
export const oliveYoungMatchesFile = "oliveyoung-2024-matches.csv";

/** The file was committed on this day (data/README.md); the shop's prices were seen on or before it. */
const observedOn = "2024-08-06";

const priceRow = z.object({
  product_id: z.string().regex(/^\d+$/),
  product_name: z.string().min(1),
  brand: z.string(),
  price: z.string(),
});

const matchRow = z.object({
  product_id: z.string().regex(/^\d+$/),
  product_name: z.string().min(1),
  brand: z.string().min(1),
  name: z.string().min(1),
});

type Match = z.infer<typeof matchRow>;

/**
 * Names that do not price one item: bundles ("+100ml 증정", "1+1", "기획", "더블", "세트",
 * "2종"), refills ("리필") and packs, whose price is for more or other than the product.
 */
const notOneItem = /\+|기획|더블|트리플|증정|리필|세트|듀오|스페셜|한정|패키지|\d+종|\d+입|\d+매|[xX×*]\s*\d/;

/** "41,900" → 41900; anything else (empty, words, zero) → undefined. */
function parseWon(text: string): number | undefined {
  const digits = text.trim().replace(/,/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const amount = Number(digits);
  return amount > 0 ? amount : undefined;
}

function readMatches(dataDir: string, rejections: Rejection[]): Map<string, Match> {
  const matches = new Map<string, Match>();
  const rows = readCsvFile(`${dataDir}/${oliveYoungMatchesFile}`) ?? [];
  eachSourceRow(rows, oliveYoungMatchesFile, matchRow, rejections, (match) => matches.set(match.product_id, match));
  return matches;
}

/**
 * KRW prices from Olive Young Korea (data/README.md). Its names are Korean, so a row prices a
 * catalogue product only through the reviewed match table; a row the table does not name is
 * reported, and a table row whose Korean name differs from the file's is refused rather than
 * trusted (the file changed under the review).
 */
export function readOliveYoungPrices(dataDir: string): PriceSourceResult {
  const result: { prices: SourcePrice[]; rejections: Rejection[] } = { prices: [], rejections: [] };
  const rows = readCsvFile(`${dataDir}/${oliveYoungFile}`);
  if (!rows) return result;
  const matches = readMatches(dataDir, result.rejections);
  eachSourceRow(rows, oliveYoungFile, priceRow, result.rejections, (row, { line }) => {
    const reject = (reason: string) => result.rejections.push({ file: oliveYoungFile, line, reason });
    if (notOneItem.test(row.product_name)) {
      reject("bundle, refill or set: not the price of one item");
      return;
    }
    const match = matches.get(row.product_id);
    if (!match) {
      reject("Korean name without a reviewed match");
      return;
    }
    if (match.product_name !== row.product_name) {
      reject("reviewed match is for another name");
      return;
    }
    const amount = parseWon(row.price);
    if (amount === undefined) {
      reject("no KRW price");
      return;
    }
    const printedSize = printedSizeOf(row.product_name);
    result.prices.push({
      brand: match.brand,
      name: match.name,
      reviewedMatch: true,
      price: {
        source: "oliveyoung-2024",
        shop: "olive-young",
        market: "kr",
        currency: "KRW",
        amount,
        observedOn,
        printedSize,
        size: sizeIn(printedSize, null),
        file: oliveYoungFile,
        line,
      },
    });
  });
  return result;
}
