/**
 * A large, deterministic catalogue for `npm run bench` (docs/performance.md, "The 100,000-product
 * catalogue"): data files in the format the real importer reads, so the bench measures the site on
 * what an import of that size would give. Every name, brand, type, skin type, ingredient list and
 * price is drawn from the demo catalogue's own rows (read by the importer's source readers), with a
 * seeded random number generator: the same seed writes the same files.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ProductType } from "~/domain/product-types";
import type { SkinType } from "~/domain/skin-types";
import { koreanBrand } from "~/server/catalog-import/brands.server";
import { loadCosing } from "~/server/catalog-import/cosing-index.server";
import { cosingFile } from "~/server/catalog-import/import-catalogue.server";
import { resolveIngredientList } from "~/server/catalog-import/ingredient-resolver.server";
import { exclusionReason } from "~/server/catalog-import/product-filters.server";
import { matchKey } from "~/server/catalog-import/product-matcher.server";
import { classifyProductType } from "~/server/catalog-import/product-type-classifier.server";
import type { SourceProduct, SourceResult } from "~/server/catalog-import/source-row.server";
import { readFemaleDaily2025 } from "~/server/catalog-import/sources/femaledaily-2025-source.server";
import { readSkinsort2023 } from "~/server/catalog-import/sources/skinsort-2023-source.server";
import { readSociolla2025 } from "~/server/catalog-import/sources/sociolla-2025-source.server";
import { readSokoglam2022 } from "~/server/catalog-import/sources/sokoglam-2022-source.server";
import { readSokoglam, sokoglamFile } from "~/server/catalog-import/sources/sokoglam-source.server";
import { pick, seededRandom } from "./seeded-random";

/** A demo product the generated ones are drawn from: its facts, its list in CosIng's names. */
interface Template {
  brand: string;
  productType: ProductType;
  /** Words of its name before the last two, which name what it is ("Snail Mucin" of "… Power Essence"). */
  leadWords: string[];
  /** Its last two words, the head that says its type ("Power Essence", "Sun Cream"). */
  head: string;
  skinTypes: SkinType[];
  ingredients: string[];
}

export interface GeneratedCatalogue {
  /** Rows written (each a product the importer should accept). */
  products: number;
  templates: number;
  durationMs: number;
}

/** The demo sources with full lists and stated skin types; enough variety without reading all nine. */
const templateSources: readonly ((dataDir: string) => SourceResult | undefined)[] = [
  readSokoglam,
  readSokoglam2022,
  readSkinsort2023,
  readSociolla2025,
  readFemaleDaily2025,
];

function readTemplates(demoDataDir: string): { templates: Template[]; pricesUsd: Map<ProductType, number[]> } {
  const cosing = loadCosing(path.join(demoDataDir, cosingFile), cosingFile).index;
  const rows: SourceProduct[] = templateSources.flatMap((read) => read(demoDataDir)?.products ?? []);
  const templates: Template[] = [];
  const pricesUsd = new Map<ProductType, number[]>();
  for (const row of rows) {
    const list = resolveIngredientList(row.ingredients, cosing);
    const words = row.name.split(" ").filter((word) => word !== "");
    // Names CosIng does not know stay out, so that every generated list resolves in full.
    const ingredients = list.ok
      ? list.ingredients.flatMap((ingredient) => (ingredient.kind === "cosing" ? [ingredient.displayName] : []))
      : [];
    if (ingredients.length < 8 || words.length < 3) continue;
    templates.push({
      brand: row.brand,
      productType: row.productType,
      leadWords: words.slice(0, -2),
      head: words.slice(-2).join(" "),
      skinTypes: row.skinTypes,
      ingredients,
    });
    if (row.price?.currency === "USD")
      pricesUsd.set(row.productType, [...(pricesUsd.get(row.productType) ?? []), row.price.amount]);
  }
  return { templates, pricesUsd };
}

/** A CSV field, quoted when it has to be. */
function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * One generated product from a template: a new name of two lead words of the demo's names and the
 * template's head, the template's list with a few entries exchanged for others of its type, its
 * skin types, a price of its type. Undefined when the name would not be a new product of that type.
 */
function generatedRow(
  random: () => number,
  template: Template,
  words: { byType: Map<ProductType, string[]>; ingredientsByType: Map<ProductType, string[]> },
  prices: readonly number[],
): { name: string; ingredients: string[]; price: number } | undefined {
  const lead = words.byType.get(template.productType) ?? [];
  const first = pick(random, lead);
  const second = pick(random, lead);
  if (first === second) return undefined;
  const name = `${first} ${second} ${template.head}`;
  if (classifyProductType(name) !== template.productType || exclusionReason(name)) return undefined;
  const pool = words.ingredientsByType.get(template.productType) ?? [];
  const ingredients = [...template.ingredients];
  // The first five stay (what the product is mostly made of); later ones may be exchanged.
  for (let swap = 0; swap < 3; swap++) {
    const at = 5 + Math.floor(random() * (ingredients.length - 5));
    const other = pick(random, pool);
    if (!ingredients.includes(other)) ingredients[at] = other;
  }
  const price = Math.round(pick(random, prices) * (0.7 + random() * 0.6) * 100) / 100;
  return { name, ingredients, price };
}

/**
 * Writes `count` products as a Soko Glam 2020 file (the importer's first source, whose file order
 * is the popularity order) and the CosIng file into `outDir`; the other sources are absent, which
 * the importer reports and skips.
 */
export function generateCatalogue(options: {
  demoDataDir: string;
  outDir: string;
  count: number;
  seed?: number;
}): GeneratedCatalogue {
  const started = performance.now();
  const random = seededRandom(options.seed ?? 14);
  const { templates, pricesUsd } = readTemplates(options.demoDataDir);
  const byType = new Map<ProductType, string[]>();
  const ingredientsByType = new Map<ProductType, string[]>();
  for (const template of templates) {
    const lead = byType.get(template.productType) ?? new Set<string>();
    byType.set(template.productType, [
      ...new Set([...lead, ...template.leadWords.filter((w) => /^[A-Za-z]{3,}$/.test(w))]),
    ]);
    ingredientsByType.set(template.productType, [
      ...new Set([...(ingredientsByType.get(template.productType) ?? []), ...template.ingredients]),
    ]);
  }
  const allPrices = [...pricesUsd.values()].flat();
  const seenNames = new Set<string>();
  const seenLists = new Set<string>();
  const lines = ["Product,Brand,Description,Ingredients,Price,Oily,Dry,Normal,Combination"];
  let attempts = 0;
  while (lines.length - 1 < options.count) {
    if (++attempts > options.count * 50) throw new Error(`could not draw ${options.count} distinct products`);
    const template = pick(random, templates);
    const row = generatedRow(
      random,
      template,
      { byType, ingredientsByType },
      pricesUsd.get(template.productType) ?? allPrices,
    );
    if (!row) continue;
    // The importer merges rows of one brand whose names have the same words (in any order), and
    // refuses a list one file repeats for another type: each row must be a product of its own.
    const nameKey = `${template.brand}|${[...new Set(matchKey(row.name).split(" "))].sort().join(" ")}`;
    const listKey = `${template.brand}|${row.ingredients.join("|")}`;
    if (seenNames.has(nameKey) || seenLists.has(listKey) || !koreanBrand(template.brand)) continue;
    seenNames.add(nameKey);
    seenLists.add(listKey);
    const flag = (skinType: SkinType) => (template.skinTypes.includes(skinType) ? "1" : "0");
    lines.push(
      [
        row.name,
        template.brand,
        "",
        row.ingredients.join(", "),
        row.price.toFixed(2),
        flag("oily"),
        flag("dry"),
        flag("normal"),
        flag("combination"),
      ]
        .map(csvField)
        .join(","),
    );
  }
  mkdirSync(options.outDir, { recursive: true });
  writeFileSync(path.join(options.outDir, sokoglamFile), `${lines.join("\n")}\n`);
  copyFileSync(path.join(options.demoDataDir, cosingFile), path.join(options.outDir, cosingFile));
  return { products: options.count, templates: templates.length, durationMs: performance.now() - started };
}
