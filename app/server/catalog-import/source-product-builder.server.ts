import type { Aspect } from "~/domain/aspects";
import type { SkinType } from "~/domain/skin-types";
import { isToolBrand, koreanBrand } from "./brands.server";
import { splitInciList } from "./inci-list.server";
import { exclusionReason } from "./product-filters.server";
import { classifyProductType } from "./product-type-classifier.server";
import { cleanProductName } from "./product-name.server";
import { deriveProductForm } from "./product-form.server";
import { printedSizeOf, sizeIn } from "./size-parser.server";
import type { ObservedPrice, ObservedRating, Rejection, SourceProduct } from "./source-row.server";

/** One source row in a common shape, before validation. */
export interface RawProductRow {
  file: string;
  line: number;
  /** Source key (data/README.md). */
  source: string;
  brand: string;
  name: string;
  /** The source's category words, most specific first. */
  labels?: readonly string[];
  /** The ingredient text, or an already split list (LookFantastic). */
  ingredients: string | readonly string[];
  /** ISO date the source saw the list. */
  listObservedOn: string;
  /** The row's price, or none for a source without prices; an unusable amount is no price. */
  price?: Omit<ObservedPrice, "amount" | "printedSize" | "size" | "file" | "line"> & { amount: number | undefined };
  /** The site rating the row states; null or absent when it states none. */
  rating?: Omit<ObservedRating, "file" | "line"> | null;
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
  let activeCount = 0;
  let notNames: string[] = [];
  let restatedIngredients: string[] | undefined;
  if (typeof row.ingredients === "string") {
    const list = splitInciList(row.ingredients);
    if (!list.ok) return reject(list.reason);
    ingredients = list.entries;
    activeCount = list.activeCount;
    notNames = list.notNames;
    restatedIngredients = list.restated;
  } else {
    ingredients = [...row.ingredients];
    if (ingredients.length === 0) return reject("no ingredient list");
  }
  const labels = [...(row.labels ?? [])].map((label) => label.trim()).filter((label) => label !== "");
  const productType = classifyProductType(name, labels);
  if (!productType) return reject("product type unclear from name and label");
  const printedSize = printedSizeOf(row.name, row.sizeText);
  const size = sizeIn(printedSize, deriveProductForm(name, productType, labels));
  const amount = row.price?.amount;
  const price =
    row.price && amount !== undefined && Number.isFinite(amount) && amount > 0
      ? { ...row.price, amount, printedSize, size, file: row.file, line: row.line }
      : null;
  return {
    kind: "product",
    product: {
      file: row.file,
      line: row.line,
      source: row.source,
      brand,
      name,
      productType,
      labels,
      printedSize,
      size,
      ingredients,
      activeCount,
      notNames,
      ...(restatedIngredients ? { restatedIngredients } : {}),
      listObservedOn: row.listObservedOn,
      price,
      rating: row.rating ? { ...row.rating, file: row.file, line: row.line } : null,
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

/** The skin types a source marks with one flag column each ("1" when the product suits it). */
export function flaggedSkinTypes(flags: {
  Oily?: string;
  Dry?: string;
  Combination?: string;
  Normal?: string;
}): SkinType[] {
  const marked = (value: string | undefined) => value?.trim() === "1";
  const skinTypes: SkinType[] = [];
  if (marked(flags.Oily)) skinTypes.push("oily");
  if (marked(flags.Dry)) skinTypes.push("dry");
  if (marked(flags.Combination)) skinTypes.push("combination");
  if (marked(flags.Normal)) skinTypes.push("normal");
  return skinTypes;
}
