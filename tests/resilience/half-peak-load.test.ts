/**
 * Sustained load (docs/resilience.md): the peak throughput of a product page and a list page
 * (one after the other on each connection) is measured on the production server with the demo
 * catalogue, then the same mix runs at half that rate for 60 s, and
 * every request must be answered 2xx: no errors, no timeouts, no other status. Latency is
 * printed, never asserted (the machine is shared; speed belongs to `npm run bench`).
 *
 * The short form measures the peak for 2 s and runs 5 s at half of it (some 3,000 requests), on
 * the test catalogue (a dozen products): importing the demo catalogue at start-up alone takes
 * half a minute on a busy two-core machine.
 */
import autocannon from "autocannon";
import { beforeAll, expect, it } from "vitest";
import { figure, longOrShort, seconds, short } from "./support/figures";
import { scenarioSite } from "./support/scenario-site";

const scenario = "half the peak";
const peakSeconds = longOrShort(10, 2);
const sustainedSeconds = longOrShort(60, 5);
const connections = 10;
const listPath = "/en/producttype/toner";

const running = scenarioSite("sqlite", { empty: !short });

beforeAll(() => {
  const catalogue = short ? "the test catalogue" : "the first import of the demo catalogue";
  figure(scenario, `start-up with ${catalogue}: ${seconds(running.startMs)}`);
});

function describeRun(label: string, result: autocannon.Result): string {
  return (
    `${label}: ${result.requests.total} requests in ${result.duration.toFixed(1)} s ` +
    `(${result.requests.average.toFixed(1)} req/s), 2xx ${result["2xx"]}, non-2xx ${result.non2xx}, ` +
    `errors ${result.errors}, timeouts ${result.timeouts}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`
  );
}

it(`answers every request of ${sustainedSeconds} s at half the peak rate`, async () => {
  const list = await fetch(`${running.site.baseUrl}${listPath}`);
  expect(list.status).toBe(200);
  const productPath = /href="(\/en\/dp\/[^"]+)"/.exec(await list.text())?.[1];
  if (productPath === undefined) throw new Error(`no product link on ${listPath}`);
  const requests = [{ path: productPath }, { path: listPath }];

  const peak = await autocannon({ url: running.site.baseUrl, requests, connections, duration: peakSeconds });
  figure(scenario, describeRun(`peak (${connections} connections, product page + list)`, peak));
  const rate = Math.max(1, Math.floor(peak.requests.average / 2));

  const sustained = await autocannon({
    url: running.site.baseUrl,
    requests,
    connections,
    duration: sustainedSeconds,
    overallRate: rate,
  });
  figure(scenario, describeRun(`at ${rate} req/s (half the peak) for ${sustainedSeconds} s`, sustained));
  expect(sustained.requests.total).toBeGreaterThan(0);
  expect({ errors: sustained.errors, timeouts: sustained.timeouts, non2xx: sustained.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
});
