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
  /**
   * The path of each request in turn, on `url`'s origin, instead of `url`'s own: pages no one has
   * asked for yet, which the server has to render rather than answer from its page cache.
   */
  nextPath?: () => string;
}

export interface LoadFigures {
  /** Requests answered per second at the peak. */
  rps: number;
  /** Median and 99th percentile latency (ms) at half the peak's rate. */
  p50AtHalfPeak: number;
  p99AtHalfPeak: number;
  /** How a page too slow for the usual load was measured instead, for the table's note. */
  note?: string;
}

const connections = 10;
/** A slow page must be measured, not given up on: autocannon's default (10 s) would count its answers as timeouts. */
const requestTimeoutSeconds = 120;
/**
 * Fewer answers than connections in the load's seconds are too few to count on: the peak is then
 * counted over this many requests one after another on one connection. The server works on one
 * request at a time either way, so the rate is the same, without ten requests queued behind each
 * other past any timeout.
 */
const slowPageRequests = 5;

function describe(target: LoadTarget): string {
  return `${target.method ?? "GET"} ${target.url}`;
}

function run(
  target: LoadTarget,
  length: { duration: number } | { amount: number },
  overallRate?: number,
): Promise<autocannon.Result> {
  const { nextPath, ...request } = target;
  return autocannon({
    ...request,
    ...(nextPath ? { requests: [{ setupRequest: (sent) => ({ ...sent, path: nextPath() }) }] } : {}),
    connections: "amount" in length ? 1 : connections,
    ...length,
    timeout: requestTimeoutSeconds,
    ...(overallRate === undefined ? {} : { overallRate }),
  });
}

/** The result, when every request was answered 2xx. */
function clean(target: LoadTarget, result: autocannon.Result): autocannon.Result {
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${describe(target)}: ${result.non2xx} answers not 2xx, ${result.errors} errors (${result.timeouts} of them timeouts)`,
    );
  return result;
}

const answeredPerSecond = (result: autocannon.Result) => result["2xx"] / result.duration;

/**
 * One request, timed. Before a load it fills what the server builds on first use (the search
 * vocabulary); after one, it queues behind what the load left in flight, so its answer means the
 * server is done with them.
 */
async function oneRequest(target: LoadTarget): Promise<number> {
  const started = performance.now();
  const url = target.nextPath ? new URL(target.nextPath(), target.url) : target.url;
  const response = await fetch(url, {
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${describe(target)} answered ${response.status}`);
  return performance.now() - started;
}

/** Requests per second at the peak; a page too slow to answer 10 requests in the load's seconds is counted over 5 in a row. */
async function peak(target: LoadTarget, seconds: number): Promise<{ rps: number; note?: string }> {
  await oneRequest(target);
  const timed = await run(target, { duration: seconds });
  await oneRequest(target);
  if (timed["2xx"] >= connections) return { rps: answeredPerSecond(clean(target, timed)) };
  // So slow a page has most requests in flight when the load ends, and autocannon may count those
  // it cuts off as connection errors; the count, which waits for every answer, must be clean.
  const counted = clean(target, await run(target, { amount: slowPageRequests }));
  await oneRequest(target);
  return {
    rps: answeredPerSecond(counted),
    note: `${timed["2xx"]} answers in the load's ${seconds} s, so the peak is ${slowPageRequests} requests one after another over their time`,
  };
}

/** Requests per second at the peak only (the floors). */
export async function peakRps(target: LoadTarget, seconds: number): Promise<number> {
  return (await peak(target, seconds)).rps;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/**
 * Latency at a rate under autocannon's least (1 request a second): requests sent one every
 * 1/rate seconds whether or not the last one was answered, as visitors arrive.
 */
async function pacedLatencies(target: LoadTarget, rate: number, count: number): Promise<number[]> {
  const answers: Promise<number>[] = [];
  for (let sent = 0; sent < count; sent++) {
    if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
    answers.push(oneRequest(target));
  }
  return (await Promise.all(answers)).sort((a, b) => a - b);
}

/** The peak, then latency at half of it. */
export async function measureLoad(target: LoadTarget, seconds: number): Promise<LoadFigures> {
  const { rps, note } = await peak(target, seconds);
  const halfRate = rps / 2;
  if (halfRate >= 1) {
    const half = clean(target, await run(target, { duration: seconds }, Math.round(halfRate)));
    await oneRequest(target);
    return { rps, p50AtHalfPeak: half.latency.p50, p99AtHalfPeak: half.latency.p99, ...(note ? { note } : {}) };
  }
  const count = Math.max(3, Math.ceil(halfRate * seconds));
  const latencies = await pacedLatencies(target, halfRate, count);
  const paced = `half the peak is under 1 request/s, so latency is read from ${count} requests sent one every ${(1 / halfRate).toFixed(1)} s`;
  return {
    rps,
    p50AtHalfPeak: percentile(latencies, 0.5),
    p99AtHalfPeak: percentile(latencies, 0.99),
    note: note ? `${note}; ${paced}` : paced,
  };
}
