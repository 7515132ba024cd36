import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisAnswers } from "~/domain/questionnaire";
import type { SkinAnalysis } from "~/domain/skin-analysis";
import { type AnalysisEvents, createInProcessAnalysisEvents } from "~/server/analysis/analysis-events.server";
import { type AnalysisService, createAnalysisService } from "~/server/analysis/analysis-service.server";
import { createPostgresAnalysisEvents } from "~/server/analysis/postgres-analysis-events.server";
import { createLogger } from "~/server/logger.server";
import { createLocalFolderStorage } from "~/server/storage/local-folder-storage.server";
import { allowConnections, createTestDatabase, terminateConnections, type TestDatabase } from "./support/test-database";
import { createTestUser } from "./support/test-users";
import { until } from "../support/until";
import { testAuthSecret } from "./support/test-keys";

/**
 * Live updates of saved analyses (the `onUpdateUsers` subscription's source): delivered to the
 * owner only, from any app instance. On SQLite there is one instance (in-process events); on
 * PostgreSQL two instances share the database and hear each other through LISTEN/NOTIFY.
 */
let database: TestDatabase;
let uploads: string;
const logger = createLogger("error");
const instances: { events: AnalysisEvents; analyses: AnalysisService }[] = [];

const answers: AnalysisAnswers = {
  gender: 1,
  age: 3,
  budget: 2,
  location: "Indonesia",
  skinType: 2,
  eyebags: 2,
  dryness: 4,
  redness: 1,
  wrinkles: 3,
  acne: 2,
  pores: 5,
};

function instance(reconnectDelayMs?: number): { events: AnalysisEvents; analyses: AnalysisService } {
  const events = database.databaseUrl
    ? createPostgresAnalysisEvents({ connectionString: database.databaseUrl, logger, reconnectDelayMs })
    : createInProcessAnalysisEvents();
  const analyses = createAnalysisService({
    db: database.db,
    storage: createLocalFolderStorage(uploads),
    secret: testAuthSecret,
    events,
    logger,
  });
  const created = { events, analyses };
  instances.push(created);
  return created;
}

/** Collects what a subscription yields until aborted. */
function collect(events: AnalysisEvents, userId: string) {
  const controller = new AbortController();
  const received: SkinAnalysis[] = [];
  const done = (async () => {
    for await (const analysis of events.subscribe(userId, controller.signal)) received.push(analysis);
  })();
  return {
    received,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = mkdtempSync(path.join(tmpdir(), "kulit-events-"));
});

afterAll(async () => {
  for (const { events } of instances) await events.close();
  await database.destroy();
  rmSync(uploads, { recursive: true, force: true });
});

describe("analysis events", () => {
  it("tell the owner of every analysis saved, and nobody else", async () => {
    const { events, analyses } = instance();
    const owner = await createTestUser(database.db, "owner@example.com");
    const other = await createTestUser(database.db, "other@example.com");
    await events.listening();
    const ownerFeed = collect(events, owner);
    const otherFeed = collect(events, other);

    const first = await analyses.save(owner, answers, null);
    const second = await analyses.save(owner, { ...answers, acne: 5 }, null);
    await until("both saves on the owner's feed", () => ownerFeed.received.length === 2 || undefined, 10_000);
    await ownerFeed.stop();
    await otherFeed.stop();

    expect(ownerFeed.received).toEqual([first, second]);
    expect(otherFeed.received).toEqual([]);
  });

  it("stop when the subscriber goes away", async () => {
    const { events, analyses } = instance();
    const owner = await createTestUser(database.db, "leaver@example.com");
    await events.listening();
    const feed = collect(events, owner);
    await analyses.save(owner, answers, null);
    await until("the save on the feed", () => feed.received.length === 1 || undefined, 10_000);
    await feed.stop();
    // A subscriber that stays tells when the next save has been delivered; the one that left missed it.
    const stayer = collect(events, owner);
    const next = await analyses.save(owner, answers, null);
    await until("the save on the remaining feed", () => stayer.received.length === 1 || undefined, 10_000);
    await stayer.stop();
    expect(stayer.received).toEqual([next]);
    expect(feed.received).toHaveLength(1);
  });

  it("reach a subscriber on another instance of the app (PostgreSQL)", async (context) => {
    if (!database.databaseUrl) context.skip();
    const listening = instance();
    const saving = instance();
    const owner = await createTestUser(database.db, "roamer@example.com");
    await listening.events.listening();
    const feed = collect(listening.events, owner);
    const saved = await saving.analyses.save(owner, answers, null);
    await until("the save on the feed", () => feed.received.length === 1 || undefined, 10_000);
    await feed.stop();
    expect(feed.received).toEqual([saved]);
  });

  it("resume after PostgreSQL drops the listening connection, even through an outage (PostgreSQL)", async (context) => {
    if (!database.databaseUrl) context.skip();
    const databaseUrl = database.databaseUrl ?? "";
    const listening = instance(100);
    const saving = instance(100);
    const owner = await createTestUser(database.db, "survivor@example.com");
    await listening.events.listening();
    const feed = collect(listening.events, owner);

    /** Saves until one save reaches the subscriber: the listener comes back on its own schedule. */
    async function deliveredAgain(): Promise<void> {
      const deadline = Date.now() + 15_000;
      const before = feed.received.length;
      while (feed.received.length === before) {
        if (Date.now() > deadline) throw new Error("live updates did not resume");
        await saving.analyses.save(owner, answers, null);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    await terminateConnections(databaseUrl);
    await deliveredAgain();

    // An outage longer than several reconnect attempts: each one fails until connections are allowed again.
    await allowConnections(databaseUrl, false);
    try {
      await terminateConnections(databaseUrl);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await allowConnections(databaseUrl, true);
    }
    await deliveredAgain();
    await feed.stop();
    expect(feed.received.every((analysis) => analysis.userId === owner)).toBe(true);
  });
});
