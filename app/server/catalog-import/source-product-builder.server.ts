import type { Aspect } from "~/domain/aspects";
import type { SkinType } from "~/domain/skin-types";
import { isToolBrand, koreanBrand } from "./brands.server";
import { splitInciList } from "./inci-list.server";
import { exclusionReason } from "./product-filters.server";
import { classifyProductType } from "./product-type-classifier.server";
import { cleanProductName } from "./product-name.server";
import { parseSizeMl } from "./size-parser.server";
import type { ObservedPrice, Rejection, SourceProduct } from "./source-row.server";

/** One source row in a common shape, before validation. */
export interface RawProductRow {
  file: string;
  line: number;
  brand: string;
  name: string;
  label?: string;
  /** The ingredient text, or an already split list (LookFantastic). */
  ingredients: string | readonly string[];
  price: Omit<ObservedPrice, "amount"> & { amount: number | undefined };
  sizeText?: string;
  skinTypes: readonly SkinType[];
  aspects: readonly Aspect[];
  sourceRank: number;
  dropSeoSuffix?: boolean;
}

export type BuildResult =
  { kind: "product"; product: SourceProduct } | { kind: "rejected"; rejection: Rejection } | { kind: "not-korean" };

/** Validates one row into a catalogue candidate, or says why it cannot be one. */
export function buildSourceProduct(row: RawProductRow): BuildResult {
  const reject = (reason: string): BuildResult => ({
    kind: "rejected",
    rejection: { file: row.file, line: row.line, reason },
  });
  const brand = koreanBrand(row.brand);
  if (!brand) return { kind: "not-korean" };
  const name = cleanProductName(row.name, brand, { dropSeoSuffix: row.dropSeoSuffix ?? false });
  if (name === "") return reject("no product name");
  const excluded =
    exclusionReason(row.name) ??
    exclusionReason(name) ??
    (isToolBrand(brand) ? "tool or accessory, not a formula" : undefined);
  if (excluded) return reject(excluded);
  let ingredients: string[];
  if (typeof row.ingredients === "string") {
    const list = splitInciList(row.ingredients);
    if (!list.ok) return reject(list.reason);
    ingredients = list.entries;
  } else {
    ingredients = [...row.ingredients];
    if (ingredients.length === 0) return reject("no ingredient list");
  }
  const productType = classifyProductType(name, row.label);
  if (!productType) return reject("product type unclear from name and label");
  const amount = row.price.amount;
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return reject("no price");
  return {
    kind: "product",
    product: {
      file: row.file,
      line: row.line,
      brand,
      name,
      productType,
      sizeMl: parseSizeMl(row.sizeText) ?? parseSizeMl(row.name),
      ingredients,
      price: { ...row.price, amount },
      skinTypes: [...row.skinTypes],
      aspects: [...row.aspects],
      sourceRank: row.sourceRank,
    },
  };
}

/** Numbers as sources write them: "21.0", "62.00 ", "38\n30.40" (regular then sale: the regular one). */
export function parseAmount(text: string): number | undefined {
  const match = /\d+(?:\.\d+)?/.exec(text.replace(/,/g, ""));
  return match ? Number(match[0]) : undefined;
}

export function flag(value: string | undefined): boolean {
  return value?.trim() === "1";
}

export function collect(results: readonly BuildResult[]): {
  products: SourceProduct[];
  rejections: Rejection[];
  ignoredNonKorean: number;
} {
  const products: SourceProduct[] = [];
  const rejections: Rejection[] = [];
  let ignoredNonKorean = 0;
  for (const result of results) {
    if (result.kind === "product") products.push(result.product);
    else if (result.kind === "rejected") rejections.push(result.rejection);
    else ignoredNonKorean += 1;
  }
  return { products, rejections, ignoredNonKorean };
}
