/**
 * The 100,000-product catalogue (docs/performance.md, "The 100,000-product catalogue"): generated
 * into data files, then imported by the real importer (`npm run catalog:import`'s command), and
 * copied into a fresh data folder for the site to start on.
 *
 * The import takes minutes, so the imported database is kept in `.data/bench-catalogue/` under a
 * hash of everything it is made from (the generator, the importer, the domain rules, the schema,
 * the demo data): while none of that changes, a run copies it instead of importing again, and
 * reports the times of the run that made it.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { generateCatalogue } from "./generate-catalogue";

export interface LargeCatalogue {
  /** A fresh data folder holding the imported catalogue, for the site to start on. */
  dataDir: string;
  products: number;
  generateMs: number;
  importMs: number;
  /** When the catalogue was generated and imported (this run, or the run that made the kept copy). */
  builtAt: string;
  fromCache: boolean;
}

const cacheRoot = path.resolve(".data/bench-catalogue");
const builtFile = "built.json";

const builtSchema = z.object({
  products: z.number(),
  generateMs: z.number(),
  importMs: z.number(),
  builtAt: z.string(),
});

/** What the imported catalogue is made from; a change to any of it makes a new one. */
const inputs = [
  "bench/generate-catalogue.ts",
  "bench/seeded-random.ts",
  "app/server/catalog-import",
  "app/server/db",
  "app/domain",
  "data",
];

/** The importer holds the whole built catalogue in memory before it writes it; 100,000 products need more than Node's default heap. */
const importHeapMb = 6144;

function inputsHash(count: number): string {
  const hash = createHash("sha256").update(String(count));
  const files = inputs.flatMap((input) =>
    input.endsWith(".ts")
      ? [input]
      : readdirSync(input, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
          .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

function runImport(sourceDir: string, dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${importHeapMb}`,
        "--import",
        "tsx",
        "app/adapters/cli/catalog-import.ts",
        "--data-dir",
        sourceDir,
      ],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const imported = /products: (\d+) in catalogue/.exec(output)?.[1];
      if (code !== 0 || imported === undefined) reject(new Error(`catalogue import failed (exit ${code}):\n${output}`));
      else resolve(Number(imported));
    });
  });
}

/** The files of one folder into another (the database, and its journal if the import left one). */
function copyFolder(from: string, to: string, except?: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) if (name !== except) copyFileSync(path.join(from, name), path.join(to, name));
}

/** Generates and imports the catalogue into `dataDir`, and keeps a copy in `cacheDir` (only the one). */
async function buildCatalogue(workDir: string, dataDir: string, cacheDir: string, count: number): Promise<void> {
  const sourceDir = path.join(workDir, "large-source");
  const generated = generateCatalogue({ demoDataDir: path.resolve("data"), outDir: sourceDir, count });
  const importStarted = performance.now();
  const products = await runImport(sourceDir, dataDir);
  const importMs = performance.now() - importStarted;
  rmSync(sourceDir, { recursive: true, force: true });
  rmSync(cacheRoot, { recursive: true, force: true });
  copyFolder(dataDir, cacheDir);
  const built = { products, generateMs: generated.durationMs, importMs, builtAt: new Date().toISOString() };
  // Written last: a copy without it (an interrupted run) is not used.
  writeFileSync(path.join(cacheDir, builtFile), JSON.stringify(built));
}

/**
 * The catalogue of `count` products in a fresh data folder under `workDir`: imported now when
 * `fresh` is asked for or nothing is kept for the current inputs, else a copy of the kept one.
 */
export async function largeCatalogue(workDir: string, count: number, fresh: boolean): Promise<LargeCatalogue> {
  const cacheDir = path.join(cacheRoot, inputsHash(count));
  const dataDir = path.join(workDir, "large-data");
  const fromCache = !fresh && existsSync(path.join(cacheDir, builtFile));
  if (fromCache) copyFolder(cacheDir, dataDir, builtFile);
  else await buildCatalogue(workDir, dataDir, cacheDir, count);
  const built = builtSchema.parse(JSON.parse(readFileSync(path.join(cacheDir, builtFile), "utf8")));
  return { dataDir, ...built, fromCache };
}
