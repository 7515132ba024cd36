import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/server/config/config.server";
import { openDatabase } from "~/server/db/database.server";
import { createLogger } from "~/server/logger.server";
import { pageServerForFile } from "./support/page-server";
import { startServices } from "../../server/start-services";
import { fixtureCatalogueDir } from "../support/demo-catalogue";
import { allowConnections, createTestDatabase, terminateConnections, testDialect } from "./support/test-database";
import { testAuthSecret } from "./support/test-keys";

/**
 * What a visitor sees when the database fails under a running site: PostgreSQL restarting,
 * failing over or reaping idle connections must never end the process; while it cannot be
 * reached, pages answer 503 in the visitor's language; afterwards the site recovers by itself.
 */
const site = pageServerForFile();
const productPage = "/en/producttype/essence";
const onPostgres = testDialect() === "postgres";

function get(pathname: string): Promise<Response> {
  return fetch(`${site.baseUrl}${pathname}`);
}

/** Asks again until the answer has the status (or the deadline passes): recovery takes a moment. */
async function eventually(pathname: string, status: number, timeoutMs = 15_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await get(pathname);
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stackTrace = /\n\s+at |node_modules|\/work\/|\.server\.ts|select .* from/i;

describe.runIf(onPostgres)("PostgreSQL dropping connections", () => {
  it("keeps serving after every connection is terminated (restart, failover, reaper)", async () => {
    const databaseUrl = site.database.databaseUrl ?? "";
    for (let round = 0; round < 3; round += 1) {
      expect((await get(productPage)).status).toBe(200);
      await terminateConnections(databaseUrl);
      expect((await eventually(productPage, 200)).status).toBe(200);
    }
    expect((await get("/healthz")).status).toBe(200);
  });

  it("answers 503 in the visitor's language while the database refuses connections, then recovers", async () => {
    const databaseUrl = site.database.databaseUrl ?? "";
    await allowConnections(databaseUrl, false);
    try {
      await terminateConnections(databaseUrl);
      const english = await eventually(productPage, 503);
      expect(english.status).toBe(503);
      expect(english.headers.get("retry-after")).toBe("30");
      const englishPage = await english.text();
      expect(englishPage).toContain('<html lang="en"');
      expect(englishPage).toContain("kulit is taking a short break");
      expect(englishPage).not.toMatch(stackTrace);

      const indonesian = await get("/id/producttype/toner");
      expect(indonesian.status).toBe(503);
      const indonesianPage = await indonesian.text();
      expect(indonesianPage).toContain('<html lang="id"');
      expect(indonesianPage).toContain("kulit sedang istirahat sebentar");

      expect((await get("/healthz")).status).toBe(503);

      const signIn = await fetch(`${site.baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site.baseUrl },
        body: JSON.stringify({ email: "someone@example.com", password: "velvet-morning-tea" }),
      });
      expect(signIn.status).toBeGreaterThanOrEqual(500);
      expect(await signIn.text()).not.toMatch(stackTrace);

      const api = await fetch(`${site.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": site.apiKey },
        body: JSON.stringify({ query: "{ listProducts(limit: 1) { items { id } } }" }),
      });
      const apiBody = await api.text();
      expect(apiBody).toContain("errors");
      expect(apiBody).not.toMatch(stackTrace);
    } finally {
      await allowConnections(databaseUrl, true);
    }
    expect((await eventually(productPage, 200)).status).toBe(200);
    expect((await get("/healthz")).status).toBe(200);
  });
});

describe.runIf(onPostgres)("start-up while PostgreSQL is down", () => {
  // Start-up imports a catalogue into the empty database once it answers: the test catalogue (a
  // dozen products) here, through the same path as the demo catalogue's 2,400, which would take
  // most of a minute; the demo catalogue's own import on PostgreSQL is catalogue-import.test.ts's,
  // and two instances importing it at start-up at once are the scale suite's.
  it("waits for the database instead of exiting, then starts and imports a catalogue into it", async () => {
    const database = await createTestDatabase();
    const databaseUrl = database.databaseUrl ?? "";
    try {
      await allowConnections(databaseUrl, false);
      await terminateConnections(databaseUrl);
      const config = parseConfig({
        DATA_DIR: database.dataDir,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: testAuthSecret,
      });
      const starting = startServices(config, createLogger("error"), { demoCatalogueDir: fixtureCatalogueDir });
      // The outage lasts a while; start-up must still be waiting when it ends.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const reopenedAt = Date.now();
      await allowConnections(databaseUrl, true);
      const started = await starting;
      expect(Date.now()).toBeGreaterThanOrEqual(reopenedAt);
      expect(await started.services.catalog.isEmpty()).toBe(false);
      await started.services.analysisEvents.close();
      await started.mailer.close();
      await started.database.close();
    } finally {
      await allowConnections(databaseUrl, true);
      await database.destroy();
    }
  });
});

describe("errors on a plain start (no NODE_ENV)", () => {
  it("serve the page without a stack trace or SQL when a request fails unexpectedly", async () => {
    const page = await get("/en/dp/x/a%00b");
    expect(page.status).toBe(404);
    // The id that the log lines of this request carry, for a support request.
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.text()).not.toMatch(stackTrace);
    const alias = await get("/en/product/%00");
    expect(alias.status).toBe(404);
  });
});

describe("the data folder", () => {
  it.runIf(!onPostgres)("keeps the database file, its WAL and shared memory readable by the owner only", async () => {
    expect((await get(productPage)).status).toBe(200);
    for (const name of ["kulit.sqlite", "kulit.sqlite-wal", "kulit.sqlite-shm"]) {
      const mode = statSync(path.join(site.database.dataDir, name)).mode & 0o777;
      expect(mode.toString(8), name).toBe("600");
    }
  });

  it("names DATA_DIR when the database cannot be created there", () => {
    // A folder inside a regular file can never be created, even by root.
    const file = path.join(site.database.dataDir, "not-a-folder");
    writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    const open = () => openDatabase({ dataDir, logger: createLogger("error") });
    expect(open).toThrow(ConfigError);
    expect(open).toThrow(/DATA_DIR: the database .* cannot be created or written/);
  });
});
