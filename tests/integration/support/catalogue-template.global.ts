/**
 * Vitest global setup of the integration project: imports the demo catalogue once per run into
 * a template database, which `createTestDatabase({ catalogue: true })` copies for each test file.
 * Importing 2,400 products takes about ten seconds; a copy takes a fraction of one, and a dozen
 * files on two dialects need the catalogue (docs/decisions/0011-end-to-end-time.md).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { importDemoCatalogue } from "../../support/demo-catalogue";
import { catalogueImportedOn } from "./catalogue-template";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The timing checks run alone on an empty database (scripts/run-integration.ts): no import.
  if (process.env.KULIT_TEST_NO_CATALOGUE === "1") return async () => undefined;
  const workDir = mkdtempSync(path.join(tmpdir(), "kulit-catalogue-"));
  const adminUrl = process.env.KULIT_TEST_PG_URL;
  const name = `kulit_catalogue_${randomBytes(6).toString("hex")}`;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const report = await importDemoCatalogue({ dataDir: workDir, databaseUrl, now: catalogueImportedOn });
  project.provide("catalogueTemplate", adminUrl ? name : path.join(workDir, "kulit.sqlite"));
  project.provide("catalogueTemplateReport", { perType: report.perType, rejections: report.rejections });
  return async () => {
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  };
}
