/**
 * The database goes away under a running site (docs/resilience.md): the PostgreSQL cluster is
 * stopped while the server runs. Pages answer 503 with the short "unavailable" page in the
 * visitor's language and Retry-After, /healthz answers 503; once the cluster is started again,
 * the same process (no restart) answers 200 again.
 */
import { expect, inject, it } from "vitest";
import { type Language, languages } from "~/domain/language";
import { startPostgres, stopPostgres } from "../../scripts/throwaway-postgres";
import { figure, longOrShort, seconds } from "./support/figures";
import { scenarioSite } from "./support/scenario-site";
import { siteText } from "./support/site-texts";
import { pageText } from "./support/visitor";

const scenario = "database down";
/** How long the cluster stays down while visitors keep asking. */
const outageSeconds = longOrShort(15, 3);

/**
 * A page that needs the database (the landing page does without it), in each language, at an
 * address no one has asked for yet: a page the server already keeps in memory may still be served
 * until it next reads the catalogue's version, at most a second later (docs/performance.md, "The
 * page cache"), and this scenario is about the pages it has to render.
 */
const running = scenarioSite("postgres");

let visits = 0;
const listPath = (language: Language) => `/${language}/producttype/essence?visit=${++visits}`;
const pagePaths = () => languages.map(listPath);

async function statusOf(pathname: string): Promise<number> {
  return (await fetch(`${running.site.baseUrl}${pathname}`, { redirect: "manual" })).status;
}

it("answers 503 with the translated page while PostgreSQL is down, and 200 again once it is back, without a restart", async () => {
  const cluster = inject("postgresCluster");
  for (const pathname of [...pagePaths(), "/healthz"]) expect(await statusOf(pathname), pathname).toBe(200);
  const pid = running.site.pid();

  const outageStarted = performance.now();
  stopPostgres(cluster);
  try {
    for (const language of languages) {
      const asked = performance.now();
      const pathname = listPath(language);
      const page = await fetch(`${running.site.baseUrl}${pathname}`);
      const answeredMs = performance.now() - asked;
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("30");
      const html = pageText(await page.text());
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(siteText(language, "common", "unavailable.title"));
      expect(html).toContain(siteText(language, "common", "unavailable.text"));
      figure(scenario, `${pathname} answered 503 with its ${language} page in ${seconds(answeredMs)}`);
    }
    // Visitors keep coming through the outage: every answer is the outage's 503, never a 500 or a hang.
    const answers = new Map<number, number>();
    const outageEnds = Date.now() + outageSeconds * 1000;
    while (Date.now() < outageEnds) {
      for (const status of await Promise.all([...pagePaths(), "/healthz"].map(statusOf))) {
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const counted = Object.fromEntries(answers);
    figure(scenario, `${outageSeconds} s down: answers by status ${JSON.stringify(counted)}`);
    expect([...answers.keys()]).toEqual([503]);
  } finally {
    startPostgres(cluster);
  }
  const clusterBack = performance.now();

  // The same process, never restarted, must come back by itself.
  const deadline = Date.now() + 60_000;
  let statuses: number[] = [];
  for (;;) {
    statuses = await Promise.all([...pagePaths(), "/healthz"].map(statusOf));
    if (statuses.every((status) => status === 200)) break;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const recovered = performance.now();
  expect(statuses).toEqual([...languages, "/healthz"].map(() => 200));
  expect(running.site.running()).toBe(true);
  expect(running.site.pid()).toBe(pid);
  figure(
    scenario,
    `recovered without a restart ${seconds(recovered - clusterBack)} after PostgreSQL accepted connections again ` +
      `(outage ${seconds(clusterBack - outageStarted)} in all)`,
  );
});
