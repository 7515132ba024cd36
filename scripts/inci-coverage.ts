/**
 * How well ingredient lists resolve to CosIng (docs/catalogue.md, "Ingredient names and CosIng").
 *
 *   npx tsx scripts/inci-coverage.ts [dataDir …]
 *
 * dataDir defaults to `data` (the CosIng CSV is read from the first). Reads every `*.csv` with
 * an ingredient column (a file name seen twice is read once), splits and resolves each list as
 * the import does, and prints: the share of tokens that resolve to CosIng, the share of shown names that
 * are CosIng INCI names (occurrences and distinct names, all rows and Korean brands only), the
 * rejections by reason, every fuzzy match (to review) and the most frequent unresolved tokens
 * (candidates for the synonym or corrections table).
 */
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { koreanBrand, splitBrandPrefix } from "~/server/catalog-import/brands.server";
import { loadCosing } from "~/server/catalog-import/cosing-index.server";
import { readCsvFile } from "~/server/catalog-import/csv-file.server";
import { parsePythonList, splitInciList } from "~/server/catalog-import/inci-list.server";
import { resolveIngredientList, resolveListTokens } from "~/server/catalog-import/ingredient-resolver.server";

const dataDirs = process.argv.length > 2 ? process.argv.slice(2) : ["data"];
const ingredientColumns = ["Ingredients", "ingredients", "ingridients", "clean_ingreds"];
const brandColumns = ["Brand", "brand"];

const started = Date.now();
const cosing = loadCosing(join(dataDirs[0] ?? "data", "cosing_ingredients_functions.csv"), "cosing").index;
console.log(`CosIng: ${cosing.size} names loaded in ${Date.now() - started} ms`);

interface Tally {
  tokens: number;
  resolved: number;
  shown: number;
  shownCosing: number;
  distinctShown: Set<string>;
  lists: number;
  accepted: number;
}
const newTally = (): Tally => ({
  tokens: 0,
  resolved: 0,
  shown: 0,
  shownCosing: 0,
  distinctShown: new Set(),
  lists: 0,
  accepted: 0,
});
const all = newTally();
const korean = newTally();
const rejections = new Map<string, number>();
const unresolved = new Map<string, number>();
const garbage = new Map<string, number>();
const fuzzy = new Map<string, string>();
const corrected = new Map<string, string>();
/** Entries read as several names run together, to review. */
const parted = new Map<string, string>();
/** Names shown for Korean brands that are not CosIng INCI names: what a visitor would see. */
const shownOutsideCosing = new Map<string, number>();
const bump = (map: Map<string, number>, key: string): void => {
  map.set(key, (map.get(key) ?? 0) + 1);
};

const seenFiles = new Set<string>();
for (const dir of dataDirs) {
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".csv"))
    .sort()) {
    if (seenFiles.has(file)) continue;
    const rows = readCsvFile(join(dir, file));
    const header = rows?.[0]?.record ?? {};
    const column = ingredientColumns.find((name) => name in header);
    if (!rows || !column) continue;
    seenFiles.add(file);
    const brandColumn = brandColumns.find((name) => name in header);
    const fileTally = newTally();
    for (const { record } of rows) {
      const text = record[column] ?? "";
      const brand = brandColumn ? koreanBrand(record[brandColumn] ?? "") : splitBrandPrefix(record.product_name ?? "");
      const entries = column === "clean_ingreds" ? parsePythonList(text) : splitInciList(text);
      const list = Array.isArray(entries) ? { ok: true as const, entries } : entries;
      const tallies = brand ? [all, korean, fileTally] : [all, fileTally];
      for (const tally of tallies) tally.lists += 1;
      if (!list.ok) {
        bump(rejections, `split: ${list.reason}`);
        continue;
      }
      const tokens = resolveListTokens(list.entries, cosing);
      for (const token of tokens) {
        const siblings = tokens.filter((other) => other.raw === token.raw && other.kind === "cosing");
        if (siblings.length > 1 && !token.raw.includes("/")) {
          parted.set(
            token.raw,
            siblings.map((other) => (other.kind === "cosing" ? other.record.inciName : "")).join(" + "),
          );
        }
      }
      for (const resolution of tokens) {
        for (const tally of tallies) {
          tally.tokens += 1;
          if (resolution.kind === "cosing") tally.resolved += 1;
        }
        if (resolution.kind === "unresolved") bump(unresolved, resolution.unresolved);
        if (resolution.kind === "garbage") bump(garbage, `${resolution.raw} — ${resolution.reason}`);
        if (resolution.kind === "cosing" && resolution.how === "fuzzy")
          fuzzy.set(resolution.raw, resolution.record.inciName);
        if (resolution.kind === "cosing" && resolution.how === "correction") {
          corrected.set(resolution.raw, resolution.record.inciName);
        }
      }
      const resolved = resolveIngredientList(list.entries, cosing);
      if (!resolved.ok) {
        bump(rejections, `resolve: ${resolved.reason.replace(/\d+ of \d+/, "n of m")}`);
        continue;
      }
      for (const tally of tallies) {
        tally.accepted += 1;
        for (const ingredient of resolved.ingredients) {
          tally.shown += 1;
          if (cosing.byInciName(ingredient.displayName)) tally.shownCosing += 1;
          tally.distinctShown.add(ingredient.displayName.toUpperCase());
          if (tally === korean && !cosing.byInciName(ingredient.displayName)) {
            bump(shownOutsideCosing, ingredient.displayName);
          }
        }
      }
    }
    report(`${basename(file)}`, fileTally);
  }
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`;
}

function report(label: string, tally: Tally): void {
  const distinctCosing = [...tally.distinctShown].filter((name) => cosing.byInciName(name)).length;
  console.log(
    `${label}: ${tally.lists} lists, ${tally.accepted} accepted; tokens resolved ${percent(tally.resolved, tally.tokens)} of ${tally.tokens}; ` +
      `shown names in CosIng ${percent(tally.shownCosing, tally.shown)} of ${tally.shown} occurrences, ` +
      `${percent(distinctCosing, tally.distinctShown.size)} of ${tally.distinctShown.size} distinct`,
  );
}

console.log("");
report("ALL", all);
report("KOREAN BRANDS", korean);
const top = (map: Map<string, number>, count: number): string[] =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, value]) => `${value}\t${key}`);
console.log("\nRejections:\n" + top(rejections, 30).join("\n"));
console.log(`\nFuzzy matches (${fuzzy.size}):\n` + [...fuzzy].map(([from, to]) => `${from} → ${to}`).join("\n"));
console.log(`\nEntries parted (${parted.size}):\n` + [...parted].map(([from, to]) => `${from} → ${to}`).join("\n"));
console.log(
  `\nCorrections used (${corrected.size}):\n` + [...corrected].map(([from, to]) => `${from} → ${to}`).join("\n"),
);
console.log(
  `\nTop unresolved (${unresolved.size} distinct):\n` + top(unresolved, Number(process.env.TOP ?? 80)).join("\n"),
);
console.log(
  `\nShown for Korean brands, not CosIng names (${shownOutsideCosing.size} distinct):\n` +
    top(shownOutsideCosing, Number(process.env.TOP ?? 80)).join("\n"),
);
console.log(`\nTop garbage (${garbage.size} distinct):\n` + top(garbage, Number(process.env.TOP ?? 40)).join("\n"));
console.log(`\n${Date.now() - started} ms`);
