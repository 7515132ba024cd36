/**
 * kill -9 during saves (docs/resilience.md): signed-in visitors finish 200 analyses at once,
 * the server is SIGKILLed while they are in flight and started again on the same data, and every
 * save the site acknowledged (its answer reached the visitor) must be there, read back by its
 * owner through Download my data. On SQLite and on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { figure, longOrShort, seconds } from "./support/figures";
import type { Dialect } from "./support/site-database";
import { scenarioSite } from "./support/scenario-site";
import type { Site } from "./support/site-process";
import { acknowledgedProfile, keptAnalyses, saveAnalysis, signUpVisitor, type Visitor } from "./support/visitor";

const cycles = longOrShort(20, 2);
const savesPerCycle = 200;
const visitorCount = longOrShort(20, 6);

interface CycleOutcome {
  acknowledged: string[];
  failed: number;
  killedAfterAcknowledged: number;
}

/**
 * Sends every save at once and kills the server once `killAt` of them were acknowledged, so
 * that the kill lands while the rest are in flight (on the wire, in the server, in the database).
 */
async function savesWithKill(site: Site, visitors: Visitor[], cycle: number, killAt: number): Promise<CycleOutcome> {
  const acknowledged: string[] = [];
  let failed = 0;
  let killing: Promise<void> | undefined;
  let killedAfterAcknowledged = 0;
  const saves = Array.from({ length: savesPerCycle }, async (_, index) => {
    const visitor = visitors[index % visitors.length];
    if (visitor === undefined) throw new Error("no visitors");
    const location = `cycle-${cycle}-save-${index}`;
    try {
      const answer = await saveAnalysis(site.baseUrl, visitor, location);
      if ((await acknowledgedProfile(answer)) !== null) {
        acknowledged.push(location);
        if (acknowledged.length === killAt && killing === undefined) {
          killedAfterAcknowledged = acknowledged.length;
          killing = site.kill9();
        }
        return;
      }
    } catch {
      // The connection broke: the kill, as a visitor would see it (no acknowledgement).
    }
    failed += 1;
  });
  await Promise.all(saves);
  // Every save got its answer before the kill: kill now, the cycle still tests a restart.
  await (killing ?? site.kill9());
  return { acknowledged, failed, killedAfterAcknowledged };
}

describe.each<Dialect>(["sqlite", "postgres"])("kill -9 during saves on %s", (dialect) => {
  const running = scenarioSite(dialect);
  let visitors: Visitor[];

  beforeAll(async () => {
    const started = performance.now();
    visitors = [];
    for (let index = 0; index < visitorCount; index += 1) {
      visitors.push(
        await signUpVisitor(running.site.baseUrl, running.sink.dir, index % 2 === 0 ? "en" : "id", `kill-${dialect}`),
      );
    }
    figure(
      `kill -9, ${dialect}`,
      `${visitorCount} visitors signed up through the pages in ${seconds(performance.now() - started)}`,
    );
  });

  it(`keeps every acknowledged save through ${cycles} SIGKILLs of the server`, async () => {
    const totals = { sent: 0, acknowledged: 0, lost: 0 };
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      // Somewhere between a tenth and two thirds of the saves in: a different moment each cycle.
      const killAt = 20 + Math.floor(Math.random() * 110);
      const started = performance.now();
      const outcome = await savesWithKill(running.site, visitors, cycle, killAt);
      const savingMs = performance.now() - started;
      const restartMs = await running.site.restart();

      const kept = new Set<string>();
      for (const visitor of visitors) {
        for (const analysis of await keptAnalyses(running.site.baseUrl, visitor)) kept.add(analysis.location);
      }
      const lost = outcome.acknowledged.filter((location) => !kept.has(location));
      const keptThisCycle = [...kept].filter((location) => location.startsWith(`cycle-${cycle}-`)).length;
      totals.sent += savesPerCycle;
      totals.acknowledged += outcome.acknowledged.length;
      totals.lost += lost.length;
      figure(
        `kill -9, ${dialect}`,
        `cycle ${String(cycle).padStart(2)}: sent ${savesPerCycle}, acknowledged ${outcome.acknowledged.length}, ` +
          `failed ${outcome.failed}, kept ${keptThisCycle}, lost ${lost.length} ` +
          `(killed at ${outcome.killedAfterAcknowledged || "the end"}; saving ${seconds(savingMs)}, restart ${seconds(restartMs)})`,
      );
      expect(lost, `acknowledged saves missing after the restart of cycle ${cycle}`).toEqual([]);
    }
    figure(
      `kill -9, ${dialect}`,
      `total: ${cycles} kills, sent ${totals.sent}, acknowledged ${totals.acknowledged}, lost ${totals.lost}`,
    );
    expect(totals.acknowledged).toBeGreaterThan(0);
    expect(totals.lost).toBe(0);
  });
});
