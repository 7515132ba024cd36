/**
 * Lighthouse 12 through its Node API (docs/performance.md, "Lighthouse"): the default config,
 * which is a phone with simulated throttling, in Debian's Chromium, one page after another, each
 * page three times; the figures are those of the median run.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs } from "../tests/support/chromium";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed in the run (higher is faster): runs on other machines are read beside it. */
  benchmarkIndex: number;
}

/**
 * Runs per page. One run of a busy two-core machine can be 20 points off the next, so the figures
 * are those of the run Lighthouse itself calls the median (closest to the median first paint and
 * time to interactive: `computeMedianRun`), as its documentation advises.
 */
export const runsPerPage = 3;

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const chromeFlags = ["--headless=new", ...chromiumArgs];

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

/** A category's score out of 100; a category Lighthouse could not score is an error, not a zero. */
function score(result: { categories: Record<string, { score: number | null } | undefined> }, id: string): number {
  const value = result.categories[id]?.score;
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(value * 100);
}

function auditMs(result: { audits: Record<string, { numericValue?: number } | undefined> }, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} value`);
  return Math.round(value);
}

/**
 * Trace errors after which Lighthouse itself says "Please run Lighthouse again": now and then the
 * trace Chromium records for a page lacks its navigation start. Such a run is repeated (twice at
 * most) and said so; any other runtime error ends the bench.
 */
const repeatableErrors = new Set(["NO_NAVSTART"]);
const attemptsPerPage = 3;

/** Runs Lighthouse on each URL in one Chromium, which it closes whatever happens. */
export async function lighthouseScores(urls: readonly string[]): Promise<Map<string, LighthouseScores>> {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const scores = new Map<string, LighthouseScores>();
    const oneRun = async (url: string) => {
      for (let attempt = 1; ; attempt += 1) {
        const run = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: [...categories] });
        if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
        const error = run.lhr.runtimeError;
        if (!error) return run.lhr;
        if (!repeatableErrors.has(error.code) || attempt === attemptsPerPage)
          throw new Error(`Lighthouse on ${url}: ${error.message}`);
        console.log(`Lighthouse on ${url}: ${error.code}, run again`);
      }
    };
    for (const url of urls) {
      const runs = [];
      for (let index = 0; index < runsPerPage; index += 1) runs.push(await oneRun(url));
      const lhr = computeMedianRun(runs);
      scores.set(url, {
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        lcpMs: auditMs(lhr, "largest-contentful-paint"),
        tbtMs: auditMs(lhr, "total-blocking-time"),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
