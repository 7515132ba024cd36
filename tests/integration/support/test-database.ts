import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrations.server";
import { createLogger } from "~/server/logger.server";

const logger = createLogger("error");

export type TestDialect = "sqlite" | "postgres";

/** Which database this run of the integration suite targets (set by scripts/run-integration.ts). */
export function testDialect(): TestDialect {
  return process.env.KULIT_TEST_PG_URL ? "postgres" : "sqlite";
}

export interface TestDatabase extends DatabaseHandle {
  /** The DATABASE_URL that reaches this database, for starting a server on it. */
  databaseUrl: string | undefined;
  dataDir: string;
  destroy(): Promise<void>;
}

/** Waits (a few seconds at most) until nobody but `admin` is connected to the database. */
async function untilDisconnected(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ connections: string }>(
      "select count(*) as connections from pg_stat_activity where datname = $1",
      [name],
    );
    if (Number(rows[0]?.connections ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fresh, migrated database of the run's dialect, empty or (`catalogue: true`) a copy of the demo
 * catalogue the run imported once (catalogue-template.global.ts); `destroy` removes it.
 */
export async function createTestDatabase(options: { catalogue?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kulit-test-"));
  const adminUrl = process.env.KULIT_TEST_PG_URL;
  const template = options.catalogue ? inject("catalogueTemplate") : undefined;
  if (options.catalogue && !template) throw new Error("this run imported no catalogue (KULIT_TEST_NO_CATALOGUE)");
  if (!adminUrl) {
    if (template) copyFileSync(template, path.join(dataDir, "kulit.sqlite"));
    const handle = openDatabase({ dataDir, logger });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      databaseUrl: undefined,
      dataDir,
      async destroy() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `kulit_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = openDatabase({ dataDir, databaseUrl, logger });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    databaseUrl,
    dataDir,
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The pool's end() resolves before its connections have finished closing; a forced drop
      // while they close terminates them, and pg reports that as an error nobody listens to.
      await untilDisconnected(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement as the cluster's administrator, outside the database under test. */
async function asAdmin(statement: string, values: unknown[] = []): Promise<void> {
  const adminUrl = process.env.KULIT_TEST_PG_URL;
  if (!adminUrl) throw new Error("only on the PostgreSQL run");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

function databaseNameOf(databaseUrl: string): string {
  return new URL(databaseUrl).pathname.slice(1);
}

/**
 * Ends every connection to the database as a PostgreSQL restart, a failover or an
 * idle-connection reaper would, and waits until they are gone.
 */
export async function terminateConnections(databaseUrl: string): Promise<void> {
  const name = databaseNameOf(databaseUrl);
  await asAdmin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  const adminUrl = process.env.KULIT_TEST_PG_URL ?? "";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await untilDisconnected(admin, name);
  } finally {
    await admin.end();
  }
}

/** Opens or closes the database to new connections (an outage, as clients see it, when closed). */
export async function allowConnections(databaseUrl: string, allowed: boolean): Promise<void> {
  // Identifiers cannot be parameters; the name is ours (kulit_test_ + hex).
  await asAdmin(`alter database ${databaseNameOf(databaseUrl)} with allow_connections ${allowed}`);
}
