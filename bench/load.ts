/**
 * Load with autocannon (docs/performance.md, "How a figure is measured"): 10 connections for the
 * load's seconds, first as fast as the server answers (the peak), then at half that rate, where
 * the latency a visitor sees on a busy but not saturated server is read.
 */
import autocannon from "autocannon";

export interface LoadTarget {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  /** Requests answered per second at the peak. */
  rps: number;
  /** Median and 99th percentile latency (ms) at half the peak's rate. */
  p50AtHalfPeak: number;
  p99AtHalfPeak: number;
  /** The rate the latency was read at: half the peak, but at least 1 request a second, autocannon's least. */
  halfPeakRate: number;
}

const connections = 10;
/** A slow page must be measured, not given up on: autocannon's default (10 s) would count its answers as timeouts. */
const requestTimeoutSeconds = 60;

function describe(target: LoadTarget): string {
  return `${target.method ?? "GET"} ${target.url}`;
}

async function run(target: LoadTarget, seconds: number, overallRate?: number): Promise<autocannon.Result> {
  const result = await autocannon({
    ...target,
    connections,
    duration: seconds,
    timeout: requestTimeoutSeconds,
    ...(overallRate === undefined ? {} : { overallRate }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${describe(target)}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  if (result["2xx"] === 0) throw new Error(`${describe(target)}: no answer within the load's ${seconds} s`);
  return result;
}

const answeredPerSecond = (result: autocannon.Result) => result["2xx"] / result.duration;

/**
 * One request, waited for. Before a load it fills what the server builds on first use (the search
 * vocabulary); after one, it queues behind what the load left in flight, so its answer means the
 * server is done with them.
 */
async function oneRequest(target: LoadTarget): Promise<void> {
  const response = await fetch(target.url, {
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${describe(target)} answered ${response.status}`);
}

/** Requests per second at the peak only (the floors). */
export async function peakRps(target: LoadTarget, seconds: number): Promise<number> {
  await oneRequest(target);
  const rps = answeredPerSecond(await run(target, seconds));
  await oneRequest(target);
  return rps;
}

/** The peak, then latency at half of it. */
export async function measureLoad(target: LoadTarget, seconds: number): Promise<LoadFigures> {
  const rps = await peakRps(target, seconds);
  const halfPeakRate = Math.max(1, Math.round(rps / 2));
  const half = await run(target, seconds, halfPeakRate);
  await oneRequest(target);
  return { rps, p50AtHalfPeak: half.latency.p50, p99AtHalfPeak: half.latency.p99, halfPeakRate };
}
