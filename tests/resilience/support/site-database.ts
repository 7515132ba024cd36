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
 * A fresh database holding the demo catalogue (a copy of the run's template, templates.global.ts)
 * and an empty data folder, as a site that has imported the catalogue once would have them.
 */
export async function createSiteDatabase(dialect: Dialect): Promise<SiteDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kulit-resilience-${dialect}-`));
  if (dialect === "sqlite") {
    copyFileSync(inject("sqliteTemplate"), path.join(dataDir, "kulit.sqlite"));
    return {
      dialect,
      dataDir,
      databaseUrl: undefined,
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
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
