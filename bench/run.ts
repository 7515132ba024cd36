/**
 * Benchmarks and their budgets (README, "Benchmarks"). Prints numbers; asserts nothing. Server
 * figures are compared as ratios within one run, because the machines are shared and noisy.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort } from "../scripts/free-port";
import { aspects } from "~/domain/aspects";
import { type MatchProduct, type MatchProfile, matchScore } from "~/domain/match-score";
import { productTypes } from "~/domain/product-types";
import { skinTypes } from "~/domain/skin-types";
import { createCatalogService } from "~/server/catalog/catalog-service.server";
import { createSearchService } from "~/server/catalog/search-service.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const benchApiKey = "benchmark-api-key-0123456789";

async function waitForHealth(base: string, child: ChildProcess): Promise<number> {
  const started = performance.now();
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

async function load(
  url: string,
  request: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string } = {},
): Promise<Load> {
  const result = await autocannon({ url, connections: 10, duration: seconds, ...request });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function javascriptBytes(base: string, pagePath: string): Promise<{ raw: number; gzip: number; files: number }> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) if (match[1]) sources.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { raw, gzip, files: sources.size };
}

function rankingBenchmark(count: number): number {
  const profile: MatchProfile = {
    skinType: "oily",
    budget: 2,
    scores: { eyebags: 80, dryness: 40, redness: 65, wrinkles: 90, acne: 25, pores: 50 },
  };
  const products: (MatchProduct & { rank: number; type: string })[] = Array.from({ length: count }, (_, index) => ({
    rank: index + 1,
    type: productTypes[index % productTypes.length] ?? "toner",
    skinTypes: skinTypes.filter((_, i) => (index >> i) & 1),
    aspects: aspects.filter((_, i) => ((index * 7) >> i) & 1),
    basePriceGbp: 5 + (index % 40),
  }));
  const timings: number[] = [];
  for (let run = 0; run < 15; run++) {
    const started = performance.now();
    const scored = products.map((product) => ({ product, match: matchScore(profile, product) }));
    scored.sort((a, b) => b.match - a.match || a.product.rank - b.product.rank);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length / 2)] ?? Number.NaN;
}

/** What shoppers type before they pause: brands, names, ingredients, types, in both languages, half typed. */
const suggestionPrefixes = [
  "co",
  "cosr",
  "cosrx sn",
  "snail",
  "beauty of jo",
  "niacin",
  "pelem",
  "tabir",
  "vitamin c",
  "cica",
  "torriden dive",
  "anua heart",
  "some by mi",
  "hyal",
  "retin",
  "sunscr",
  "jeraw",
  "krim mat",
  "laneige wat",
  "toriden",
];

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

/**
 * `suggest()` in this process, on the catalogue the server imported (SQLite, in `dataDir`): the
 * server time of one suggestion request, without HTTP. Both markets, each prefix several times,
 * after one call that fills the search cache.
 */
async function suggestionTimes(dataDir: string): Promise<{ median: number; p95: number; calls: number }> {
  const database = openDatabase({ dataDir, logger: createLogger("error") });
  try {
    const search = createSearchService(database.db, createCatalogService(database.db));
    await search.suggest("warm up", "en");
    const timings: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const market of ["en", "id"] as const) {
        for (const prefix of suggestionPrefixes) {
          const started = performance.now();
          await search.suggest(prefix, market);
          timings.push(performance.now() - started);
        }
      }
    }
    timings.sort((a, b) => a - b);
    return { median: percentile(timings, 0.5), p95: percentile(timings, 0.95), calls: timings.length };
  } finally {
    await database.close();
  }
}

async function main() {
  if (!existsSync("build/server/index.js")) {
    console.log("building…");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "kulit-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // Production requires SMTP; the benchmark never signs anybody up, so nothing listens there.
      SMTP_URL: "smtp://127.0.0.1:9",
      API_KEYS: benchApiKey,
      // The benchmark measures throughput, not the limits.
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      API_IP_RATE_LIMIT_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const startMs = await waitForHealth(base, child);
    const listHtml = await (await fetch(`${base}/en/producttype/toner`)).text();
    const productPath = /href="(\/en\/dp\/[^"]+)"/.exec(listHtml)?.[1];
    if (!productPath) throw new Error("no product link on the toner list");

    console.log(`start-up with first catalogue import: ${(startMs / 1000).toFixed(2)} s`);
    const pages = {
      "GET /healthz (floor: Express + database ping)": "/healthz",
      "GET /en (landing)": "/en",
      "GET /en/producttype/toner (list)": "/en/producttype/toner",
      "GET product page": productPath,
      "GET /en/search?q=cosrx snial (search)": "/en/search?q=cosrx+snial",
      "GET /en/search?q=serum, oily, free of fragrance": "/en/search?q=serum&skin=oily&free=fragrance",
      "GET /en/search/suggestions?q=cosr (suggestions)": "/en/search/suggestions?q=cosr",
    };
    const results: Record<string, Load> = {};
    for (const [label, pagePath] of Object.entries(pages)) {
      results[label] = await load(`${base}${pagePath}`);
      const r = results[label];
      console.log(`${label.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`);
    }
    const floor = results["GET /healthz (floor: Express + database ping)"]?.rps ?? Number.NaN;
    const product = results["GET product page"]?.rps ?? Number.NaN;
    console.log(`product page throughput / floor: ${(product / floor).toFixed(2)}`);

    const graphql = (query: string) => ({
      method: "POST" as const,
      headers: { "content-type": "application/json", "x-api-key": benchApiKey },
      body: JSON.stringify({ query }),
    });
    const hello = await load(`${base}/graphql`, graphql("{ __typename }"));
    const list = await load(
      `${base}/graphql`,
      graphql(
        "{ listProducts(limit: 10) { items { id product brand price skinType aspect ingredients amazon } nextToken } }",
      ),
    );
    for (const [label, r] of [
      ["POST /graphql { __typename } (floor: hello query)", hello],
      ["POST /graphql listProducts(limit: 10)", list],
    ] as const) {
      console.log(`${label.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`);
    }
    console.log(`listProducts throughput / hello query: ${(list.rps / hello.rps).toFixed(2)} (budget ≥ 0.5)`);

    const js = await javascriptBytes(base, productPath);
    console.log(
      `JavaScript for a first visit to a product page: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzipped (budget 120 KB)`,
    );

    const suggestions = await suggestionTimes(dataDir);
    console.log(
      `suggestions server time (suggest() in process, ${suggestions.calls} calls of ${suggestionPrefixes.length} prefixes): median ${suggestions.median.toFixed(1)} ms, p95 ${suggestions.p95.toFixed(1)} ms (budget 50 ms)`,
    );
  } finally {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `ranking 100,000 products by match for one user: ${rankingBenchmark(100_000).toFixed(1)} ms median (budget 20 ms)`,
  );
}

await main();
