/**
 * `npm run bench [-- --only=pages,api] [--profile] [--fresh-import]`: every figure beside its
 * budget, in one table and in bench/results/latest.json (docs/performance.md). It asserts nothing:
 * a missed budget is reported, not failed. Server figures are ratios within one run, because the
 * machines are shared and noisy.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkReadingTimes } from "./check-reading";
import { atLeast, atMost, type Budget, figure, type Figure, median } from "./figures";
import { javascriptBytes } from "./javascript-bytes";
import { labelPhotoFigures } from "./label-photos";
import { largeCatalogue } from "./large-catalogue";
import { lighthouseScores, runsPerPage } from "./lighthouse";
import { type LoadFigures, measureLoad, peakRps } from "./load";
import { type BenchGroup, parseBenchOptions } from "./options";
import { rankingFunctionName, rankingMedianMs, rankingPreparationMs } from "./ranking";
import {
  currentCommit,
  formatTable,
  machine,
  readResults,
  type ResultsMeta,
  resultsFile,
  writeResults,
} from "./report";
import { ensureSiteBuild, profileDir, type RunningServer, startHello, startSite } from "./servers";
import {
  browserHeaders,
  budgetedPages,
  checkReadingPath,
  graphqlTarget,
  helloQuery,
  listProductsQuery,
  pageLabels,
  unaskedPageTargets,
  unaskedPath,
  pagePaths,
} from "./site-targets";
import { suggestionTimes } from "./suggestions";

const options = parseBenchOptions(process.argv.slice(2), process.env);
const earlier = readResults();
const loadAverageAtStart = os.loadavg();
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
/** Read before the run, so that edits made while it runs do not mark the commit measured as changed. */
const commit = currentCommit();
const workDir = mkdtempSync(path.join(os.tmpdir(), "kulit-bench-"));
const figures: Figure[] = [];
const failed: ResultsMeta["failed"] = [];
const notes: string[] = [];
const seconds = options.seconds;

const largeCount = 100_000;
const pageBudget = atLeast(0.5);
const latencyBudget = atMost(50, "ms");
const kb = (bytes: number) => bytes / 1024;

function recordFailure(what: string, error: unknown): void {
  console.error(`bench: ${what} failed:`, error);
  failed.push({ group: what, error: error instanceof Error ? error.message : String(error) });
}

/** Runs one group when it was asked for; a failure is logged and recorded, and the other groups still run. */
async function group(name: BenchGroup, task: () => Promise<void>): Promise<void> {
  if (!options.groups.has(name)) return;
  console.log(`— ${name}`);
  try {
    await task();
  } catch (error) {
    recordFailure(name, error);
  }
}

/** A load's four figures: peak, its ratio to the floor (budget ≥ 0.5) and latency at half the peak. */
function loadFigures(
  key: string,
  label: string,
  load: LoadFigures,
  floor: { rps: number; key: string; name: string },
): Figure[] {
  return [
    figure(`${key}.rps`, `${label}: peak`, load.rps, "req/s"),
    figure(`${key}.rpsRatioTo${floor.key}`, `${label}: peak / ${floor.name}`, load.rps / floor.rps, "×", pageBudget),
    figure(`${key}.p50AtHalfPeakMs`, `${label}: p50 at half peak`, load.p50AtHalfPeak, "ms"),
    figure(`${key}.p99AtHalfPeakMs`, `${label}: p99 at half peak`, load.p99AtHalfPeak, "ms", latencyBudget, load.note),
  ];
}

let helloPageRps: number | undefined;
/** The hello page's peak, measured once per run, just before the first page that is compared with it. */
async function helloPage(): Promise<number> {
  if (helloPageRps === undefined) {
    const hello = await startHello();
    try {
      helloPageRps = await peakRps({ url: `${hello.base}/`, headers: browserHeaders }, seconds);
    } finally {
      await hello.stop();
    }
    figures.push(figure("helloPage.rps", "floor: hello page (React Router + Express)", helloPageRps, "req/s"));
  }
  return helloPageRps;
}

/** This run's demo figures, which the 100,000-product figures are compared with. */
const demoLoads = new Map<string, LoadFigures>();

/** A demo figure for the comparison: this run's, or the results file's when its group did not run. */
function demoLoad(key: string): LoadFigures {
  const measured = demoLoads.get(key);
  if (measured) return measured;
  const value = (name: string) => {
    const found = earlier?.values[`${key}.${name}`];
    if (found === undefined) throw new Error(`no demo figure ${key}.${name} to compare with: run its group too`);
    return found;
  };
  notes.push(`large.${key} is compared with the demo figures of ${earlier?.meta.date} (${earlier?.meta.commit})`);
  return { rps: value("rps"), p50AtHalfPeak: value("p50AtHalfPeakMs"), p99AtHalfPeak: value("p99AtHalfPeakMs") };
}

/** The 100,000-product figures: throughput within 20 % of the demo's, p99 within 20 % or under 50 ms. */
function largeFigures(key: string, label: string, large: LoadFigures): Figure[] {
  const demo = demoLoad(key);
  const p99Budget = (value: number): Budget => ({
    text: `≤ 1.2 × demo (${(1.2 * demo.p99AtHalfPeak).toFixed(1)} ms) or ≤ 50 ms`,
    met: value <= 1.2 * demo.p99AtHalfPeak || value <= 50,
  });
  return [
    figure(`large.${key}.rps`, `100k ${label}: peak`, large.rps, "req/s"),
    figure(`large.${key}.rpsRatioToDemo`, `100k ${label}: peak / demo peak`, large.rps / demo.rps, "×", atLeast(0.8)),
    figure(`large.${key}.p50AtHalfPeakMs`, `100k ${label}: p50 at half peak`, large.p50AtHalfPeak, "ms"),
    figure(
      `large.${key}.p99AtHalfPeakMs`,
      `100k ${label}: p99 at half peak`,
      large.p99AtHalfPeak,
      "ms",
      p99Budget,
      large.note,
    ),
  ];
}

interface PageLoad {
  /** The figure's key: the page's (`productPage`), or with `Miss` for the pages rendered afresh. */
  key: string;
  label: string;
  load: LoadFigures;
}

/**
 * The budgeted pages under load: each page asked for again and again (a popular page, answered
 * from the page cache after the first request), then pages no one asked for yet (rendered each
 * time). A page that fails is recorded, and the others are still measured.
 */
async function measurePages(base: string, groupName: string): Promise<PageLoad[]> {
  const paths = await pagePaths(base);
  const unasked = await unaskedPageTargets(base);
  const loads: PageLoad[] = [];
  const targets = budgetedPages.flatMap((page) => [
    { key: page, label: pageLabels[page], target: { url: `${base}${paths[page]}`, headers: browserHeaders } },
    { key: `${page}Miss`, label: `${pageLabels[page]}, rendered afresh`, target: unasked[page] },
  ]);
  for (const { key, label, target } of targets) {
    try {
      loads.push({ key, label, load: await measureLoad(target, seconds) });
    } catch (error) {
      recordFailure(`${groupName}: ${label}`, error);
    }
  }
  return loads;
}

const listProducts = (base: string) => measureLoad(graphqlTarget(base, listProductsQuery), seconds);

const usesDemoSite = (["pages", "api", "search", "check", "coldstart", "js", "lighthouse"] as const).some((name) =>
  options.groups.has(name),
);

async function onDemoSite(): Promise<void> {
  const site = await startSite({
    dataDir: path.join(workDir, "demo"),
    profileName: options.profile ? `site-demo-${stamp}` : undefined,
  });
  try {
    await group("coldstart", async () => {
      figures.push(
        figure(
          "coldStart.seconds",
          "cold start to serving (demo import included)",
          site.startMs / 1000,
          "s",
          atMost(10, "s"),
        ),
      );
      if (options.profile) notes.push("cold start measured with --cpu-prof, which slows the server a little");
    });

    await group("pages", async () => {
      const hello = await helloPage();
      for (const { key, label, load } of await measurePages(site.base, "pages")) {
        demoLoads.set(key, load);
        figures.push(...loadFigures(key, label, load, { rps: hello, key: "Hello", name: "hello page" }));
      }
    });

    await group("api", async () => {
      const helloRps = await peakRps(graphqlTarget(site.base, helloQuery), seconds);
      figures.push(figure("helloQuery.rps", "floor: GraphQL { __typename }", helloRps, "req/s"));
      const load = await listProducts(site.base);
      demoLoads.set("listProducts", load);
      figures.push(
        ...loadFigures("listProducts", "GraphQL listProducts(limit: 10)", load, {
          rps: helloRps,
          key: "HelloQuery",
          name: "hello query",
        }),
      );
    });

    await group("search", async () => searchFigures(site));
    await group("check", async () => checkFigures(site));
    await group("js", async () => javascriptFigures(site.base));
    await group("lighthouse", async () => lighthouseFigures(site.base));
  } finally {
    await site.stop();
  }
}

async function searchFigures(site: RunningServer): Promise<void> {
  const hello = await helloPage();
  const pages = {
    searchFiltered: ["search with filters", "/en/search?q=serum&skin=oily&free=fragrance"],
    suggestionsRoute: ["suggestions route", "/en/search/suggestions?q=cosr"],
  } as const;
  for (const [key, [label, pagePath]] of Object.entries(pages)) {
    const load = await measureLoad({ url: `${site.base}${pagePath}`, headers: browserHeaders }, seconds);
    figures.push(...loadFigures(key, label, load, { rps: hello, key: "Hello", name: "hello page" }));
  }
  const suggestions = await suggestionTimes(path.join(workDir, "demo"));
  figures.push(
    figure("suggest.medianMs", "suggest() server time: median", suggestions.median, "ms", latencyBudget),
    figure("suggest.p95Ms", "suggest() server time: p95", suggestions.p95, "ms", latencyBudget),
  );
}

/**
 * "Check any product" (issue 29; docs/performance.md, "Checking a list"): a 60-ingredient list read
 * on the server (p95 ≤ 10 ms; the first check's CosIng load and the first reading of each list's
 * names apart), and a reading's address against
 * a product page under the same load in this run (≥ 0.5 × its throughput), both rendered afresh
 * (each request a list or product no one asked for yet) and both answered from the page cache.
 */
async function checkFigures(site: RunningServer): Promise<void> {
  const times = await checkReadingTimes(path.join(workDir, "demo"));
  const warm = `${times.runs} runs: ${times.lists} real lists of the catalogue, each read once before (their names known to the server)`;
  figures.push(
    figure(
      "check.firstReadingMs",
      "first check of a server: CosIng loaded, then a 60-ingredient list read",
      times.firstMs,
      "ms",
    ),
    figure(
      "check.reading60.coldP95Ms",
      "reading a 60-ingredient list of names new to the server: p95",
      times.coldP95,
      "ms",
      undefined,
      `each of the ${times.lists} lists read once after the first check`,
    ),
    figure("check.reading60.medianMs", "reading a 60-ingredient list on the server: median", times.median, "ms"),
    figure(
      "check.reading60.p95Ms",
      "reading a 60-ingredient list on the server: p95",
      times.p95,
      "ms",
      atMost(10, "ms"),
      `split and read by services.check; ${warm}`,
    ),
    figure(
      "check.reading60.cpuP95Ms",
      "reading a 60-ingredient list on the server: p95 of its processor time",
      times.cpuP95,
      "ms",
      undefined,
      "the same runs; what the machine's other work adds to the time above is the difference",
    ),
  );
  const [oneAddress] = times.addresses;
  if (oneAddress === undefined) throw new Error("no 60-ingredient list fits a reading's address");
  let turn = 0;
  const nextReading = () => unaskedPath(times.addresses[turn++ % times.addresses.length] ?? oneAddress);
  const unasked = await unaskedPageTargets(site.base);
  const productPath = (await pagePaths(site.base)).productPage;
  const loads = {
    productPageMiss: await measureLoad(unasked.productPage, seconds),
    readingMiss: await measureLoad({ url: site.base, headers: browserHeaders, nextPath: nextReading }, seconds),
    productPage: await measureLoad({ url: `${site.base}${productPath}`, headers: browserHeaders }, seconds),
    reading: await measureLoad({ url: `${site.base}${oneAddress}`, headers: browserHeaders }, seconds),
  };
  figures.push(
    figure(
      "check.productPageMiss.rps",
      "product page rendered afresh, in this group's run",
      loads.productPageMiss.rps,
      "req/s",
    ),
    ...loadFigures("check.readingMiss", "/check reading of a 60-ingredient list, rendered afresh", loads.readingMiss, {
      rps: loads.productPageMiss.rps,
      key: "ProductPageMiss",
      name: "product page rendered afresh",
    }),
    figure(
      "check.productPage.rps",
      "product page from the page cache, in this group's run",
      loads.productPage.rps,
      "req/s",
    ),
    ...loadFigures("check.reading", "/check reading of a 60-ingredient list, from the page cache", loads.reading, {
      rps: loads.productPage.rps,
      key: "ProductPage",
      name: "product page",
    }),
  );
}

/**
 * First-visit JavaScript per page, gzipped (docs/performance.md, "Budgets"): the framework's own
 * hello page is 110 KB of it, so 135 KB leaves a page 25 KB of its own.
 */
const firstVisitJavascriptBudgetKb = 135;

async function javascriptFigures(base: string): Promise<void> {
  // The floor: what React, React DOM and React Router cost a page that renders one word.
  const hello = await startHello();
  try {
    const bytes = await javascriptBytes(`${hello.base}/`);
    figures.push(figure("js.helloPage.gzipKb", "floor: first-visit JavaScript, hello page", kb(bytes.gzipBytes), "KB"));
  } finally {
    await hello.stop();
  }
  const pages: Record<string, string> = {
    landing: "/en",
    listPage: "/en/producttype/toner",
    productPage: (await pagePaths(base)).productPage,
    searchPage: "/en/search?q=cosrx+snial",
    analysis: "/en/analysis",
    signin: "/en/signin",
    signup: "/en/signup",
    check: "/en/check",
  };
  const measured = new Map<string, number>();
  for (const [key, pagePath] of Object.entries(pages)) {
    const bytes = await javascriptBytes(`${base}${pagePath}`);
    measured.set(key, kb(bytes.gzipBytes));
    const page = key === "productPage" ? "a product page" : pagePath;
    figures.push(
      figure(
        `js.${key}.gzipKb`,
        `first-visit JavaScript, ${page}`,
        kb(bytes.gzipBytes),
        "KB",
        atMost(firstVisitJavascriptBudgetKb, "KB"),
      ),
    );
  }
  // Issue 29: the check page reuses the product page's components, so it may cost little more.
  const check = measured.get("check");
  const productPage = measured.get("productPage");
  if (check !== undefined && productPage !== undefined) {
    figures.push(
      figure(
        "js.check.overProductPageKb",
        "first-visit JavaScript, /en/check over a product page's",
        check - productPage,
        "KB",
        atMost(10, "KB"),
      ),
    );
  }
}

async function lighthouseFigures(base: string): Promise<void> {
  const paths = await pagePaths(base);
  const pages = {
    landing: "/en",
    listPage: paths.listPage,
    productPage: paths.productPage,
    searchPage: paths.searchPage,
    analysis: "/en/analysis",
    checkReading: await checkReadingPath(base),
  };
  const scores = await lighthouseScores(Object.values(pages).map((pagePath) => `${base}${pagePath}`));
  const benchmarkIndexes: number[] = [];
  for (const [key, pagePath] of Object.entries(pages)) {
    const score = scores.get(`${base}${pagePath}`);
    if (!score) throw new Error(`no Lighthouse result for ${pagePath}`);
    benchmarkIndexes.push(score.benchmarkIndex);
    const label = (what: string) =>
      `Lighthouse ${key === "productPage" ? "product page" : key === "checkReading" ? "a check's reading" : pagePath}: ${what} (median of ${runsPerPage})`;
    figures.push(
      figure(`lighthouse.${key}.performance`, label("performance"), score.performance, "/100", atLeast(95)),
      figure(`lighthouse.${key}.accessibility`, label("accessibility"), score.accessibility, "/100", atLeast(100)),
      figure(`lighthouse.${key}.bestPractices`, label("best practices"), score.bestPractices, "/100", atLeast(100)),
      // A reading's address is `noindex` by design (docs/check.md), which Lighthouse's SEO score counts against it.
      key === "checkReading"
        ? figure(`lighthouse.${key}.seo`, label("SEO"), score.seo, "/100", undefined, "noindex by design")
        : figure(`lighthouse.${key}.seo`, label("SEO"), score.seo, "/100", atLeast(100)),
      figure(`lighthouse.${key}.lcpMs`, label("LCP"), score.lcpMs, "ms", atMost(1500, "ms")),
      figure(`lighthouse.${key}.tbtMs`, label("TBT"), score.tbtMs, "ms", atMost(200, "ms")),
    );
  }
  figures.push(
    figure(
      "lighthouse.benchmarkIndex",
      "Lighthouse benchmark index of this machine (median over the pages' median runs)",
      median(benchmarkIndexes),
      "points",
      undefined,
      "compare Lighthouse figures across machines beside it (docs/performance.md)",
    ),
  );
}

async function largeCatalogueFigures(): Promise<void> {
  console.log(`the ${largeCount.toLocaleString("en")}-product catalogue (a new import takes minutes)`);
  const catalogue = await largeCatalogue(workDir, largeCount, options.freshImport);
  const when = catalogue.fromCache
    ? `timed on ${catalogue.builtAt}, when the kept catalogue was made (--fresh-import times it again)`
    : undefined;
  figures.push(
    figure("large.products", "100k catalogue: products imported", catalogue.products, "products"),
    figure(
      "large.generateSeconds",
      "100k catalogue: generating the data files",
      catalogue.generateMs / 1000,
      "s",
      undefined,
      when,
    ),
    figure(
      "large.importSeconds",
      "100k catalogue: importing them (npm run catalog:import)",
      catalogue.importMs / 1000,
      "s",
      undefined,
      when,
    ),
  );
  const site = await startSite({
    dataDir: catalogue.dataDir,
    profileName: options.profile ? `site-100k-${stamp}` : undefined,
  });
  try {
    for (const { key, label, load } of await measurePages(site.base, "large"))
      figures.push(...largeFigures(key, label, load));
    figures.push(...largeFigures("listProducts", "GraphQL listProducts(limit: 10)", await listProducts(site.base)));
  } finally {
    await site.stop();
  }
}

/**
 * Reading the fixture label photos (docs/check.md, "Reading a photo"): at least 95 % of their
 * listed ingredients read as the right substance, and each label within 8 s on this machine.
 */
async function photoFigures(): Promise<void> {
  const { startMs, photos, blurredCalledUnreadable } = await labelPhotoFigures();
  const expected = photos.reduce((sum, photo) => sum + photo.expected, 0);
  const right = photos.reduce((sum, photo) => sum + photo.right, 0);
  const slowest = photos.reduce((most, photo) => (photo.ms > most.ms ? photo : most));
  for (const photo of photos)
    console.log(
      `${photo.id}: ${photo.right} of ${photo.expected} right, ${photo.extra} extra, ${(photo.ms / 1000).toFixed(1)} s, confidence ${photo.confidence.toFixed(0)}${photo.missing.length > 0 ? `; missed ${photo.missing.join(", ")}` : ""}`,
    );
  figures.push(
    figure(
      "photos.rightPercent",
      `label photos: ingredients read as the right substance (${right} of ${expected}, ${photos.length} photos)`,
      (100 * right) / expected,
      "%",
      atLeast(95, "%"),
    ),
    figure(
      "photos.extra",
      "label photos: substances read that their lists do not hold",
      photos.reduce((sum, photo) => sum + photo.extra, 0),
      "substances",
    ),
    figure(
      "photos.slowestSeconds",
      `label photos: the slowest label, recognised and read (${slowest.id})`,
      slowest.ms / 1000,
      "s",
      atMost(8, "s"),
    ),
    figure(
      "photos.medianSeconds",
      "label photos: the median label, recognised and read",
      median(photos.map((photo) => photo.ms)) / 1000,
      "s",
    ),
    figure("photos.startSeconds", "label photos: starting the reader (core and trained data)", startMs / 1000, "s"),
    figure(
      "photos.unreadable",
      "label photos: fixture labels the page would call unreadable",
      photos.filter((photo) => photo.unreadable).length,
      "photos",
      atMost(0),
    ),
    figure(
      "photos.blurredCalledUnreadable",
      "label photos: a label blurred past reading called unreadable",
      blurredCalledUnreadable ? 1 : 0,
      "photos",
      atLeast(1),
    ),
  );
}

async function main(): Promise<void> {
  try {
    if (usesDemoSite || options.groups.has("large")) ensureSiteBuild();
    if (usesDemoSite) {
      try {
        await onDemoSite();
      } catch (error) {
        recordFailure("the demo site", error);
      }
    }
    await group("ranking", async () => {
      figures.push(
        figure(
          "ranking.100k.medianMs",
          "ranking 100,000 products for one user (median of 15)",
          rankingMedianMs(100_000),
          "ms",
          atMost(20, "ms"),
          `times ${rankingFunctionName}`,
        ),
        figure(
          "ranking.100k.preparationMs",
          "preparing 100,000 products for ranking (once per catalogue version, median of 5)",
          rankingPreparationMs(100_000),
          "ms",
          undefined,
          "the server keeps the prepared ranking until an import changes the catalogue",
        ),
      );
    });
    await group("large", largeCatalogueFigures);
    await group("photos", photoFigures);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  const meta: Omit<ResultsMeta, "keptFrom"> = {
    date: startedAt.toISOString(),
    commit,
    ...machine(),
    secondsPerLoad: seconds,
    loadAverage: { start: loadAverageAtStart, end: os.loadavg() },
    groups: [...options.groups],
    partial: options.partial,
    profiled: options.profile,
    failed,
    notes,
  };
  writeResults(figures, meta, earlier);
  console.log("");
  for (const line of formatTable(figures)) console.log(line);
  console.log("");
  console.log(
    `${figures.filter((entry) => entry.budget?.met === false).length} of ${figures.filter((entry) => entry.budget).length} budgets missed; load average ${meta.loadAverage.start.map((value) => value.toFixed(1)).join(" ")} → ${meta.loadAverage.end.map((value) => value.toFixed(1)).join(" ")} on ${meta.cores} cores; written to ${path.relative(process.cwd(), resultsFile)}`,
  );
  for (const note of notes) console.log(`note: ${note}`);
  if (options.profile)
    console.log(`CPU profiles in ${path.relative(process.cwd(), profileDir)} (docs/performance.md, "Profiling")`);
  if (failed.length > 0) {
    for (const failure of failed) console.error(`failed: ${failure.group}: ${failure.error}`);
    process.exitCode = 1;
  }
}

await main();
