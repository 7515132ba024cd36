import { z } from "zod";
import { parseReviewCount, parseStars } from "~/domain/community-ratings";
import { koreanBrand } from "../brands.server";
import { readCsvFile } from "../csv-file.server";
import { cleanProductName } from "../product-name.server";
import { exclusionReason } from "../product-filters.server";
import { classifyProductType } from "../product-type-classifier.server";
import { printedSizeOf, sizeIn } from "../size-parser.server";
import { eachSourceRow, type ProductSource, readProductSource } from "../source-file.server";
import type { PriceSourceResult, SourceResult } from "../source-row.server";
import { readRupiah } from "./rupiah.server";

export const femaleDaily2025File = "products_indonesia_femaledaily_2025.csv";

const row = z.object({
  product_type: z.string().default(""),
  brand: z.string(),
  product: z.string(),
  rating: z.string().default(""),
  review_count: z.string().default(""),
  url: z.string().default(""),
  price: z.string().default(""),
  description: z.string().default(""),
});

type Row = z.infer<typeof row>;

const reviewPage = /^https:\/\/reviews\.femaledaily\.com\/products\/[^\s"]+$/;

/**
 * The list after the description's last "Ingredients" label. The site glues the label to the
 * text before and after it ("Semua jenis kulitIngredients :Water", "INGREDIENTSWater, …"), so
 * the label is "Ingredients" with a colon, or directly followed by a capital; "ingredients aktif
 * lain …" and "ingredients, both …" in the prose are no label.
 */
export function listInDescription(description: string): string {
  const labels = [
    ...description.matchAll(/(?:[Ii]ngredients?|INGREDIENTS?)\s*:\s*|(?:Ingredients?|INGREDIENTS?)(?=[A-Z])/g),
  ];
  const last = labels.at(-1);
  const list = last?.index === undefined ? "" : description.slice(last.index + last[0].length);
  // "Ingredients:-" (or a lone mark) stands for a list the page does not give: the row is a price and a rating.
  return /[A-Za-z]{2}/.test(list) ? list : "";
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** A word of the review page's address as a name's word: "foam" → "Foam", an initialism "bb" → "BB". */
const addressWord = (word: string) =>
  /[aeiou]/.test(word) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word.toUpperCase();

/**
 * The product's name, from the row's name and its review page's address (docs/catalogue.md,
 * "What the import does"). Some rows carry only the product's line ("Baking Powder") where the
 * address names the product ("…/etude-house/baking-powder-bb-deep-cleansing-foam"). The row's
 * name is a cut of the address's when the address's words (after the brand's) begin with every
 * word of the row's name and the words it adds change what kind of product the name says
 * (`classifyProductType`): then those words are added to the name. Words that only name a
 * variant, a size, an SPF the name already implies or the site's page number ("light",
 * "10-in-1-68", "spf-42" after "Sun Cream") leave the row's name as it is.
 */
export function femaleDailyName(product: string, brand: string, url: string): string {
  const named = words(product);
  const address = (url.trim().split("/").at(-1) ?? "").split("-").filter((word) => word !== "");
  const brandWords = words(brand);
  const startsWith = (longer: readonly string[], start: readonly string[]) =>
    longer.slice(0, start.length).join(" ") === start.join(" ");
  const afterBrand = startsWith(address, brandWords) ? address.slice(brandWords.length) : address;
  if (named.length === 0 || afterBrand.length <= named.length || !startsWith(afterBrand, named)) return product;
  const fuller = `${product.trim()} ${afterBrand.slice(named.length).map(addressWord).join(" ")}`;
  const kind = classifyProductType(fuller);
  return kind !== undefined && kind !== classifyProductType(product) ? fuller : product;
}

/** Female Daily's stars with their review count and the product's review page; none without a count. */
function femaleDailyRating(r: Row) {
  const stars = parseStars(r.rating);
  const reviewCount = parseReviewCount(r.review_count);
  if (stars === null || reviewCount === null) return null;
  return {
    site: "female-daily" as const,
    stars,
    reviewCount,
    url: reviewPage.test(r.url.trim()) ? r.url.trim() : null,
  };
}

/** The file, its date and its listed prices' shop, for both readers: the rows with a list and those without. */
const femaleDaily = {
  file: femaleDaily2025File,
  source: "femaledaily-2025",
  observedOn: "2025-11-01",
  row,
  shop: { shop: "female-daily", market: "id", currency: "IDR" },
} as const satisfies ProductSource<Row>;

/** The listed price's amount; undefined when the row's is unusable. */
const listedAmount = (r: Row) => {
  const read = readRupiah(r.price);
  return "amount" in read ? read.amount : undefined;
};

/**
 * Female Daily (Indonesia's review site), scraped by November 2025. Rows whose description ends
 * in an ingredient list (`listInDescription`) give a product; only that list is read, never the review prose. The price
 * is the site's listed price, not a shop's checkout price; the stars and review count are its
 * reviewers' rating (docs/rules.md, "Community ratings").
 */
export function readFemaleDaily2025(dataDir: string): SourceResult | undefined {
  return readProductSource(
    dataDir,
    { ...femaleDaily, keeps: (record) => listInDescription(record.description ?? "") !== "" },
    (r) => ({
      brand: r.brand,
      name: femaleDailyName(r.product, r.brand, r.url),
      labels: [r.product_type],
      ingredients: listInDescription(r.description),
      amount: listedAmount(r),
      rating: femaleDailyRating(r),
    }),
  );
}

/**
 * The rows without an ingredient list: they describe products other sources give, so they add
 * the listed price and the reviewers' rating to those products, matched by brand and name like a
 * shop's price rows. A row without a listed price adds nothing.
 */
export function readFemaleDaily2025Ratings(dataDir: string): PriceSourceResult {
  const result: PriceSourceResult = { prices: [], rejections: [] };
  const { file, source, observedOn, shop } = femaleDaily;
  const rows = readCsvFile(`${dataDir}/${file}`) ?? [];
  eachSourceRow(rows, file, row, result.rejections, (r, { line }) => {
    if (listInDescription(r.description) !== "") return;
    const brand = koreanBrand(r.brand);
    if (!brand) return;
    const name = cleanProductName(femaleDailyName(r.product, r.brand, r.url), brand);
    const amount = listedAmount(r);
    if (name === "" || exclusionReason(r.product) || amount === undefined) return;
    const rating = femaleDailyRating(r);
    const printedSize = printedSizeOf(r.product);
    result.prices.push({
      brand,
      name,
      reviewedMatch: false,
      price: { source, ...shop, amount, observedOn, printedSize, size: sizeIn(printedSize, null), file, line },
      rating: rating ? { ...rating, observedOn, source, file, line } : null,
    });
  });
  return result;
}
