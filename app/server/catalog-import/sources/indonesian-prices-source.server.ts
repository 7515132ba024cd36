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

export function readIndonesianPrices(dataDir: string): { prices: IndonesianPrices; rejections: Rejection[] } {
  const prices = new IndonesianPrices();
  const rejections: Rejection[] = [];
  for (const { line, record } of readCsvFile(`${dataDir}/${beautyhaulFile}`) ?? []) {
    const parsed = beautyhaulRow.safeParse(record);
    if (!parsed.success) continue;
    const brand = koreanBrand(parsed.data.brand);
    if (!brand) continue;
    const amount = parseRupiah(parsed.data.price);
    if (amount === undefined) {
      rejections.push({ file: beautyhaulFile, line, reason: "no IDR price" });
      continue;
    }
    prices.add(brand, parsed.data.product_name, {
      source: "beautyhaul-sociolla-2023",
      amount,
      currency: "IDR",
      observedOn: "2023-11-15",
    });
  }
  for (const { line, record } of readCsvFile(`${dataDir}/${sociollaFile}`) ?? []) {
    const parsed = sociollaRow.safeParse(record);
    if (!parsed.success) continue;
    const brand = koreanBrand(parsed.data.brand);
    if (!brand) continue;
    // "Rp 80.000 - Rp 230.000" spans several sizes; the low end is usually a mini, so no price.
    if (parsed.data.price_raw.includes(" - ")) {
      rejections.push({ file: sociollaFile, line, reason: "price range over several sizes" });
      continue;
    }
    const amount = Number(parsed.data.price_idr_regular);
    if (!Number.isFinite(amount) || amount <= 0) {
      rejections.push({ file: sociollaFile, line, reason: "no IDR price" });
      continue;
    }
    prices.add(brand, parsed.data.product_name, {
      source: "sociolla-2021",
      amount,
      currency: "IDR",
      observedOn: "2021-12-13",
    });
  }
  return { prices, rejections };
}
