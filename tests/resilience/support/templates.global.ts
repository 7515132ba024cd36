/**
 * Vitest global set-up of the resilience suite: one throw-away PostgreSQL cluster for the run,
 * and the test catalogue (a dozen products, tests/fixtures/catalogue) imported once into a SQLite
 * file and a PostgreSQL database, which each scenario copies (site-database.ts): a site on an
 * empty database would import the whole demo catalogue at start-up, which only the load scenario
 * needs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { fixtureCatalogueDir, importDemoCatalogue } from "../../support/demo-catalogue";
import {
  removeThrowawayPostgres,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from "../../../scripts/throwaway-postgres";
import { adminClient, databaseUrlOf } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    postgresCluster: ThrowawayPostgres;
    /** The SQLite file holding the test catalogue. */
    sqliteTemplate: string;
    /** The PostgreSQL database holding the test catalogue. */
    postgresTemplate: string;
  }
}

const postgresTemplate = "kulit_resilience_template";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const workDir = mkdtempSync(path.join(tmpdir(), "kulit-resilience-template-"));
  const cluster = await startThrowawayPostgres();
  try {
    const admin = await adminClient(cluster);
    await admin.query(`create database ${postgresTemplate}`);
    await admin.end();
    const sourceDir = fixtureCatalogueDir;
    await importDemoCatalogue({ dataDir: workDir, databaseUrl: databaseUrlOf(cluster, postgresTemplate), sourceDir });
    await importDemoCatalogue({ dataDir: workDir, sourceDir });
  } catch (error) {
    removeThrowawayPostgres(cluster);
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `resilience set-up: PostgreSQL 15 on port ${cluster.port}, test catalogue imported into SQLite and PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide("postgresCluster", cluster);
  project.provide("sqliteTemplate", path.join(workDir, "kulit.sqlite"));
  project.provide("postgresTemplate", postgresTemplate);
  return async () => {
    removeThrowawayPostgres(cluster);
    rmSync(workDir, { recursive: true, force: true });
  };
}
