import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { adminClient, databaseUrlOf } from "./postgres-admin";

export type Dialect = "sqlite" | "postgres";

/** The data a site process runs on: its DATA_DIR, and on PostgreSQL its DATABASE_URL. */
export interface SiteDatabase {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | undefined;
  destroy(): Promise<void>;
}

/**
 * A fresh database and an empty data folder. It holds the test catalogue (a copy of the run's
 * template, templates.global.ts) unless `empty` (SQLite only): then the site imports the demo
 * catalogue at start-up, as a first `npm start` does.
 */
export async function createSiteDatabase(dialect: Dialect, options: { empty?: boolean } = {}): Promise<SiteDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kulit-resilience-${dialect}-`));
  if (dialect === "sqlite") {
    if (options.empty !== true) copyFileSync(inject("sqliteTemplate"), path.join(dataDir, "kulit.sqlite"));
    return {
      dialect,
      dataDir,
      databaseUrl: undefined,
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (options.empty === true) throw new Error("an empty database is offered on SQLite only");
  const cluster = inject("postgresCluster");
  const name = `kulit_resilience_${randomBytes(6).toString("hex")}`;
  const admin = await adminClient(cluster);
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  return {
    dialect,
    dataDir,
    databaseUrl: databaseUrlOf(cluster, name),
    async destroy() {
      const closing = await adminClient(cluster);
      await closing.query(`drop database if exists ${name} with (force)`);
      await closing.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
