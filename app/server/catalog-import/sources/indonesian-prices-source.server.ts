import { z } from "zod";
import { koreanBrand, splitBrandPrefix } from "../brands.server";
import { readCsvFile } from "../csv-file.server";
import { eachSourceRow } from "../source-file.server";
import { cleanProductName } from "../product-name.server";
import { printedSizeOf, readPrintedSize, sizeIn } from "../size-parser.server";
import type { ObservedPrice, PrintedSize, PriceSourceResult, Rejection, SourcePrice } from "../source-row.server";
import { readRupiah } from "./rupiah.server";

export const beautyhaulFile = "products_indonesia_beautyhaul_sociolla_2023.csv";
export const sociolla2021File = "products_indonesia_sociolla_prices_2021.csv";
export const sociolla2023File = "prices_indonesia_sociolla_catalog_2023.csv";
export const watsons2026File = "prices_indonesia_watsons_2026.csv";

const beautyhaulRow = z.object({
  product_href: z.string(),
  product_name: z.string(),
  brand: z.string(),
  price: z.string(),
});
const sociolla2021Row = z.object({
  brand: z.string(),
  product_name: z.string(),
  price_raw: z.string(),
  price_idr_regular: z.string(),
  product_url: z.string().default(""),
});
const sociolla2023Row = z.object({
  brand_name: z.string(),
  product_name: z.string(),
  price_range: z.string(),
  price_by_combinations: z.string().default(""),
  url: z.string().default(""),
  categories: z.string().default(""),
});
const watsonsRow = z.object({
  kategori: z.string(),
  nama_produk: z.string(),
  harga: z.string(),
  tanggal_scraping: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/**
 * A price a row gives, with the size text it was for when the row has one; or a sheet mask's range
 * read only for its low end, which is one sheet's price (`sheetMaskRangeLowEnd`).
 */
interface RowOffer {
  amount: number;
  sizeText?: string;
  lowestOfRange?: true;
}

/** Sociolla shelves sheet masks under one address: "https://www.sociolla.com/sheet-mask/12307-…". */
const sheetMaskShelf = /^https?:\/\/(www\.)?sociolla\.com\/sheet-mask\//i;

/**
 * The low end of a Sociolla price range over several offers of a sheet mask, as one sheet's price:
 * the least a shop sells of a sheet mask is one sheet. Every such range of either Sociolla file
 * whose choices name their offers starts at one sheet ("1 pcs": Rp 12,900 – "5 Pcs": Rp 62,900;
 * "1 x 25ml": Rp 27,750 – "4 x 25ml": Rp 98,790), never at a box. Jumiso's "Whoa, Whoa Soothing
 * Sheet Mask", Rp 36,000 – Rp 180,000 without choices, is one sheet at Rp 36,000 (the brand's other
 * sheets cost Rp 36,000, its box of five Rp 180,000). The high end's count is not said, so it gives
 * nothing; the low end stands only on a product whose form is a sheet mask
 * (`isPriceInProductForm`, offer-sizes.server.ts). Null for any other shelf, or when the range's low
 * end is already a choice with its own size.
 */
function sheetMaskRangeLowEnd(lowEnd: number, link: string, choices: readonly RowOffer[]): RowOffer | null {
  if (!sheetMaskShelf.test(link) || choices.some((choice) => choice.amount === lowEnd)) return null;
  return { amount: lowEnd, lowestOfRange: true };
}

/** One sheet, as the low end of a sheet mask's range counts it. */
const oneSheet: PrintedSize = { quantity: null, packOf: null, pieces: 1, partial: false };

/**
 * What one shop row says: its brand text, name, price(s), and the shop and date; or why it gives no
 * price; or, for a row outside skincare, its brand text and why, so that a Korean brand's row is
 * reported (docs/catalogue.md, step 2) while other brands' rows are passed over like any
 * non-Korean row.
 */
type PriceRead =
  | {
      brand: string;
      name: string;
      offers: RowOffer[];
      shop: string;
      observedOn: string;
      link?: string;
      versions?: string[];
    }
  | { refused: string }
  | { outside: string; brand: string }
  | { skip: true };

interface PriceFile<Row> {
  file: string;
  source: string;
  row: z.ZodType<Row>;
  read(row: Row): PriceRead;
}

const beautyhaul: PriceFile<z.infer<typeof beautyhaulRow>> = {
  file: beautyhaulFile,
  source: "beautyhaul-sociolla-2023",
  row: beautyhaulRow,
  read: (row) => {
    const price = readRupiah(row.price);
    if ("refused" in price) return price;
    const { amount } = price;
    // The file mixes two shops; the product link says which one listed the price.
    const shop = row.product_href.includes("sociolla.com") ? "sociolla" : "beautyhaul";
    const link = row.product_href;
    return { brand: row.brand, name: row.product_name, offers: [{ amount }], shop, observedOn: "2023-11-15", link };
  },
};

const sociolla2021: PriceFile<z.infer<typeof sociolla2021Row>> = {
  file: sociolla2021File,
  source: "sociolla-2021",
  row: sociolla2021Row,
  read: (row) => {
    const amount = Number(row.price_idr_regular);
    const priced = Number.isFinite(amount) && amount > 0;
    const read = { brand: row.brand, name: row.product_name, shop: "sociolla", observedOn: "2021-12-13" };
    if (row.price_raw.includes(" - ")) {
      // "Rp 80.000 - Rp 230.000" spans several sizes; the low end, the regular price column, is
      // usually a mini, so no price, except a sheet mask's single sheet.
      const single = priced ? sheetMaskRangeLowEnd(amount, row.product_url, []) : null;
      return single
        ? { ...read, offers: [single], link: row.product_url }
        : { refused: "price range over several sizes" };
    }
    if (!priced) return { refused: "no IDR price" };
    return { ...read, offers: [{ amount }], link: row.product_url };
  },
};

const sociolla2023: PriceFile<z.infer<typeof sociolla2023Row>> = {
  file: sociolla2023File,
  source: "sociolla-2023",
  row: sociolla2023Row,
  read: (row) => {
    // "796_3ce": the shop's brand id, then its slug.
    const brand = row.brand_name.replace(/^\d+_/, "").replace(/-/g, " ");
    if (!isSkincareCategory(row.categories)) return { outside: "category not skincare", brand };
    // A set is several products with one price.
    if (/set|bundle/i.test(row.categories)) return { outside: "bundle, refill or set", brand };
    const read = { brand, name: row.product_name, shop: "sociolla", observedOn: "2023-12-08", link: row.url };
    const choices = sizeChoices(row.price_by_combinations);
    const versions = versionChoices(choices);
    if (row.price_range.includes(" - ")) {
      // A range over sizes: each size choice the row prices is an offer of its own; a choice with
      // no size in its words ("Non Specify") cannot say which end of the range it is. A sheet
      // mask's low end is one sheet.
      const sized = choices.filter((choice) => readPrintedSize(choice.sizeText) !== null);
      const lowEnd = readRupiah(row.price_range.split(" - ")[0] ?? "");
      const single = "amount" in lowEnd ? sheetMaskRangeLowEnd(lowEnd.amount, row.url, sized) : null;
      const offers = single ? [...sized, single] : sized;
      return offers.length > 0
        ? { ...read, offers, ...(versions ? { versions } : {}) }
        : { refused: "price range over several sizes" };
    }
    const price = readRupiah(row.price_range);
    if ("refused" in price) return price;
    return { ...read, offers: choices.length > 0 ? choices : [price], ...(versions ? { versions } : {}) };
  },
};

/**
 * Whether Sociolla files a row under skincare: a category names it, in English or in the Vietnamese
 * of some rows ("Chăm sóc da"), wherever it stands ("Treatment; Essence; Skincare", "TRY SKINCARE
 * ACIDS"), or the first category is a kind of skincare ("Cleanser; Cleansing Gel", "Treatment;
 * Toner"). Make-up, hair, body, fragrance and accessories (cotton pads) are not.
 */
function isSkincareCategory(categories: string): boolean {
  return (
    /\b(skin\s?care|chăm sóc da)\b/i.test(categories) ||
    /^(cleanser|treatment|moisturizer|toner|essence|serum|mask|sun\s?care)\b/i.test(categories)
  );
}

/** Sociolla's size choices and their prices: `"60 ml": 494000; "20 ml": 201000`. */
function sizeChoices(combinations: string): RowOffer[] {
  return [...combinations.matchAll(/"([^"]*)":\s*(\d+)/g)].flatMap(([, sizeText, amount]) =>
    Number(amount) > 0 ? [{ amount: Number(amount), sizeText }] : [],
  );
}

/**
 * The versions a row's choices name ("Rice", "Green Tea"; docs/catalogue.md, "Products sold in
 * versions"): two or more choices, none of which reads as a size or a pack count ("30ml", "1 pcs",
 * "60 patches", as `readPrintedSize` reads the choices priced as offers) and none the shop's
 * placeholder ("Non Specify"). Null for any other row: a single choice names no range.
 */
export function versionChoices(choices: readonly { sizeText?: string }[]): string[] | null {
  const names = choices.map((choice) => tidyChoice(choice.sizeText ?? ""));
  const versions = [...new Set(names)];
  const isVersion = (name: string): boolean =>
    name !== "" && readPrintedSize(name) === null && !/^non specify$/i.test(name);
  return versions.length >= 2 && versions.every(isVersion) ? versions : null;
}

/** A choice as the shop typed it, without its stray marks: " 02 Ivory ." → "02 Ivory". */
const tidyChoice = (text: string): string =>
  text
    .replace(/\s+/g, " ")
    .replace(/^[\s.#]+|[\s.]+$/g, "")
    .trim();

/** Watsons' face-care categories; make-up, hair, body and vitamins are not skincare. */
const watsonsSkincare = new Set(["facial", "perawatan kulit", "pelembab wajah", "pembersih wajah", "masker"]);

const watsons2026: PriceFile<z.infer<typeof watsonsRow>> = {
  file: watsons2026File,
  source: "watsons-2026",
  row: watsonsRow,
  read: (row) => {
    // The brand column is cut to its first word ("SOME"); the name starts with the whole brand.
    const split = splitBrandPrefix(row.nama_produk);
    if (!split) return { skip: true };
    if (!watsonsSkincare.has(row.kategori.trim().toLowerCase()))
      return { outside: "category not skincare", brand: split.brand };
    const amount = Number(row.harga);
    if (!Number.isFinite(amount) || amount <= 0) return { refused: "no IDR price" };
    return {
      brand: split.brand,
      name: split.rest,
      offers: [{ amount }],
      shop: "watsons",
      observedOn: row.tanggal_scraping,
    };
  },
};

/**
 * Every row of a shop file that prices a Korean product; a Korean brand's row that gives no price
 * or lies outside skincare is a rejection with its line and reason; other brands' rows are skipped.
 */
function readPriceFile<Row>(dataDir: string, priceFile: PriceFile<Row>, into: PriceSourceResult): void {
  const { file } = priceFile;
  eachSourceRow(readCsvFile(`${dataDir}/${file}`) ?? [], file, priceFile.row, into.rejections, (row, { line }) => {
    const read = priceFile.read(row);
    if ("skip" in read || ("outside" in read && !koreanBrand(read.brand))) return;
    if ("outside" in read) {
      into.rejections.push({ file, line, reason: read.outside });
      return;
    }
    if ("refused" in read) {
      into.rejections.push({ file, line, reason: read.refused });
      return;
    }
    const brand = koreanBrand(read.brand);
    if (!brand) return;
    const name = cleanProductName(read.name, brand);
    if (name === "") return;
    for (const offer of read.offers) {
      // The shop's link often ends in the size its name leaves out ("…-balancing-toner-160ml").
      const printedSize = offer.lowestOfRange
        ? oneSheet
        : (printedSizeOf(read.name, offer.sizeText) ?? readPrintedSize(read.link));
      const price: ObservedPrice = {
        source: priceFile.source,
        shop: read.shop,
        market: "id",
        currency: "IDR",
        amount: offer.amount,
        observedOn: read.observedOn,
        printedSize,
        size: sizeIn(printedSize, null),
        file,
        line,
        ...(offer.lowestOfRange ? { lowestOfRange: true as const } : {}),
        ...(read.versions ? { versions: read.versions } : {}),
      };
      into.prices.push({ brand, name, reviewedMatch: false, price });
    }
  });
}

/** IDR prices from Indonesian shops that list no ingredients (data/README.md), newest file first. */
export function readIndonesianPrices(dataDir: string): PriceSourceResult {
  const result: { prices: SourcePrice[]; rejections: Rejection[] } = { prices: [], rejections: [] };
  readPriceFile(dataDir, watsons2026, result);
  readPriceFile(dataDir, sociolla2023, result);
  readPriceFile(dataDir, beautyhaul, result);
  readPriceFile(dataDir, sociolla2021, result);
  return result;
}
