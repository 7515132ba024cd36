import { z } from "zod";
import { koreanBrand, withoutBrandPrefix } from "../brands.server";
import { readCsvFile } from "../csv-file.server";
import { nameKey } from "../product-name.server";
import { parseSizeMl } from "../size-parser.server";
import type { ObservedPrice, Rejection } from "../source-row.server";

export const beautyhaulFile = "products_indonesia_beautyhaul_sociolla_2023.csv";
export const sociollaFile = "products_indonesia_sociolla_prices_2021.csv";

const beautyhaulRow = z.object({ product_name: z.string(), brand: z.string(), price: z.string() });
const sociollaRow = z.object({
  brand: z.string(),
  product_name: z.string(),
  price_raw: z.string(),
  price_idr_regular: z.string(),
});

interface Candidate {
  price: ObservedPrice;
  sizeMl: number | null;
}

/** Indonesian retail prices (IDR) by Korean brand and normalised name. */
export class IndonesianPrices {
  /** Candidates per key, per source, in the order sources were added (newest first). */
  private readonly prices = new Map<string, Map<string, Candidate[]>>();

  static key(brand: string, name: string): string {
    return `${brand}|${nameKey(withoutBrandPrefix(name, brand))}`;
  }

  add(brand: string, name: string, price: ObservedPrice): void {
    const key = IndonesianPrices.key(brand, name);
    const bySource = this.prices.get(key) ?? new Map<string, Candidate[]>();
    const list = bySource.get(price.source) ?? [];
    list.push({ price, sizeMl: parseSizeMl(name) });
    bySource.set(price.source, list);
    this.prices.set(key, bySource);
  }

  /**
   * Exact match on brand and normalised name only, and only when unambiguous: a source that
   * lists the name at several prices (sizes) gives no price, and a listing whose size differs
   * from the product's is not the product. A wrong price is worse than a marked conversion.
   */
  find(brand: string, name: string, sizeMl: number | null): ObservedPrice | undefined {
    const bySource = this.prices.get(IndonesianPrices.key(brand, name));
    if (!bySource) return undefined;
    for (const candidates of bySource.values()) {
      const fitting = candidates.filter(
        (candidate) =>
          candidate.sizeMl === null || sizeMl === null || Math.abs(candidate.sizeMl - sizeMl) <= sizeMl * 0.1,
      );
      const amounts = new Set(fitting.map((candidate) => candidate.price.amount));
      const first = fitting[0];
      if (first && amounts.size === 1) return first.price;
    }
    return undefined;
  }
}

function parseRupiah(text: string): number | undefined {
  const digits = text
    .replace(/^\s*Rp\s*/i, "")
    .replace(/\./g, "")
    .trim();
  return /^\d+$/.test(digits) && Number(digits) > 0 ? Number(digits) : undefined;
}

/** An Indonesian retailer's file: how to read a row's brand, name and price, or why it has none. */
interface RetailSource<Row> {
  file: string;
  row: z.ZodType<Row>;
  price: Omit<ObservedPrice, "amount" | "currency">;
  read(row: Row): { brand: string; name: string; amount: number | { refused: string } };
}

const beautyhaul: RetailSource<z.infer<typeof beautyhaulRow>> = {
  file: beautyhaulFile,
  row: beautyhaulRow,
  price: { source: "beautyhaul-sociolla-2023", observedOn: "2023-11-15" },
  read: (row) => ({
    brand: row.brand,
    name: row.product_name,
    amount: parseRupiah(row.price) ?? { refused: "no IDR price" },
  }),
};

const sociolla: RetailSource<z.infer<typeof sociollaRow>> = {
  file: sociollaFile,
  row: sociollaRow,
  price: { source: "sociolla-2021", observedOn: "2021-12-13" },
  read: (row) => {
    const amount = Number(row.price_idr_regular);
    return {
      brand: row.brand,
      name: row.product_name,
      // "Rp 80.000 - Rp 230.000" spans several sizes; the low end is usually a mini, so no price.
      amount: row.price_raw.includes(" - ")
        ? { refused: "price range over several sizes" }
        : Number.isFinite(amount) && amount > 0
          ? amount
          : { refused: "no IDR price" },
    };
  },
};

/** Adds a retailer's prices of Korean products; rows of other brands and malformed rows are skipped. */
function addRetailPrices<Row>(
  dataDir: string,
  retail: RetailSource<Row>,
  prices: IndonesianPrices,
  rejections: Rejection[],
): void {
  for (const { line, record } of readCsvFile(`${dataDir}/${retail.file}`) ?? []) {
    const parsed = retail.row.safeParse(record);
    if (!parsed.success) continue;
    const { brand: brandText, name, amount } = retail.read(parsed.data);
    const brand = koreanBrand(brandText);
    if (!brand) continue;
    if (typeof amount !== "number") {
      rejections.push({ file: retail.file, line, reason: amount.refused });
      continue;
    }
    prices.add(brand, name, { ...retail.price, amount, currency: "IDR" });
  }
}

export function readIndonesianPrices(dataDir: string): { prices: IndonesianPrices; rejections: Rejection[] } {
  const prices = new IndonesianPrices();
  const rejections: Rejection[] = [];
  addRetailPrices(dataDir, beautyhaul, prices, rejections);
  addRetailPrices(dataDir, sociolla, prices, rejections);
  return { prices, rejections };
}
