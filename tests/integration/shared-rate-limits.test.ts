import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import {
  cleanUpIntervalMs,
  createSharedRateLimits,
  expiredKeptMs,
} from "~/server/rate-limit/shared-rate-limits.server";
import { type ApiServer, startApiServer } from "./support/api-server";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * Our rate limits with several instances of the site (docs/deploy.md, "Rate limits"): two
 * servers on one database allow a limit once between them, not once each, with the answers a
 * client gets from one server alone (429, `Retry-After`, `RateLimit` headers); and the counters
 * of ended windows do not pile up in the table.
 */
const perKeyPerMinute = 6;
const perIpPerMinute = 9;
let database: TestDatabase;
let first: ApiServer;
let second: ApiServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const settings = { catalogue: false, sharedDatabase: database } as const;
  [first, second] = await Promise.all([
    startApiServer({ ...settings, apiRateLimitPerMinute: perKeyPerMinute }),
    startApiServer({ ...settings, apiRateLimitPerMinute: perKeyPerMinute }),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.destroy();
});

function ask(server: ApiServer, apiKey: string): Promise<Response> {
  return fetch(server.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": apiKey },
    body: JSON.stringify({ query: "{ __typename }" }),
  });
}

async function counterKeys(): Promise<string[]> {
  const rows = await database.db.selectFrom("rate_limit_counters").select("key").orderBy("key").execute();
  return rows.map((row) => row.key);
}

describe("two instances on one database", () => {
  it("allow an API key its requests once between them, then both answer 429 with the limit's headers", async () => {
    const answers: Response[] = [];
    for (let index = 0; index < perKeyPerMinute + 2; index += 1) {
      answers.push(await ask(index % 2 === 0 ? first : second, first.apiKey));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(perKeyPerMinute).fill(200), 429, 429]);
    for (const refused of answers.slice(perKeyPerMinute)) {
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("ratelimit")).toMatch(/"client"; r=0; t=\d+/);
      expect(
        ((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code,
      ).toBe("RATE_LIMITED");
    }
    expect(answers[0]?.headers.get("ratelimit-policy")).toContain(`"client"; q=${perKeyPerMinute}; w=60`);
    expect(answers[1]?.headers.get("ratelimit")).toMatch(new RegExp(`"client"; r=${perKeyPerMinute - 2}; t=\\d+`));
  });

  it("allow one address its requests once between them, whatever keys it guesses", async () => {
    const own = await createTestDatabase();
    const settings = { catalogue: false, sharedDatabase: own, ipRateLimitPerMinute: perIpPerMinute } as const;
    const [guessing, other] = await Promise.all([startApiServer(settings), startApiServer(settings)]);
    try {
      const statuses: number[] = [];
      for (let index = 0; index <= perIpPerMinute; index += 1) {
        statuses.push((await ask(index % 2 === 0 ? guessing : other, `guess-${index}`)).status);
      }
      expect(statuses).toEqual([...Array<number>(perIpPerMinute).fill(401), 429]);
      expect((await ask(guessing, guessing.apiKey)).status).toBe(429);
    } finally {
      await Promise.all([guessing.close(), other.close()]);
      await own.destroy();
    }
  });
});

describe("the counters table", () => {
  it("keeps a counter while its window runs and removes it on a hit once it has long ended", async () => {
    const handle = openDatabase({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      logger: createLogger("error"),
    });
    try {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const limits = createSharedRateLimits(handle, createLogger("error"));
      const counter = limits.counter({ name: "clean-up-test", limit: 5, windowSeconds: 60 });
      await counter.hit("early");
      vi.setSystemTime(Date.now() + cleanUpIntervalMs - 1_000);
      await counter.hit("later");
      expect((await counterKeys()).filter((key) => key.startsWith("clean-up-test:"))).toEqual([
        "clean-up-test:early",
        "clean-up-test:later",
      ]);
      vi.setSystemTime(Date.now() + expiredKeptMs + cleanUpIntervalMs);
      await counter.hit("latest");
      expect((await counterKeys()).filter((key) => key.startsWith("clean-up-test:"))).toEqual(["clean-up-test:latest"]);
    } finally {
      vi.useRealTimers();
      await handle.close();
    }
  });
});
