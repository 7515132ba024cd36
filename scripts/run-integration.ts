/**
 * Runs the integration suite: every file on SQLite and, at the same time, the files whose
 * behaviour depends on the database (integration-files.ts) on a throw-away PostgreSQL 15 cluster
 * (throwaway-postgres.ts) removed afterwards; then the timing checks alone on each
 * (docs/decisions/0017-integration-tests-per-dialect.md). File names among the arguments run
 * just those files, each on the databases it is listed for; `--without-timing-checks` leaves the
 * timing checks out and `--timing-checks-only` runs just them (`npm test` runs the rest beside
 * other suites, then these alone: scripts/run-tests.ts); other arguments go to Vitest.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { integrationDir, integrationFiles, unlistedIntegrationFiles } from "./integration-files";
import { withPostgres } from "./throwaway-postgres";

/**
 * Files that compare response times (the checks that no answer's timing tells whether an address
 * has an account) run on their own after the others: the load of another file would drown the
 * differences they measure.
 */
const timingFiles = ["account-timing.test.ts"];

/**
 * Workers of each of the two runs. The runs go side by side, so the machine has four test files
 * at a time: they wait on servers, databases and sockets often enough that four fill two cores
 * where two left them half idle, and the end of one run's stragglers is filled by the other run.
 */
const workersPerRun = 2;

const { unlisted, missing } = unlistedIntegrationFiles();
if (unlisted.length > 0 || missing.length > 0) {
  console.error(
    `scripts/integration-files.ts must list every file of ${integrationDir} with its databases` +
      ` (unlisted: ${unlisted.join(", ") || "none"}; listed but gone: ${missing.join(", ") || "none"})`,
  );
  process.exit(1);
}

const phaseOptions = ["--without-timing-checks", "--timing-checks-only"];
const args = process.argv.slice(2);
const runRest = !args.includes("--timing-checks-only");
const runTiming = !args.includes("--without-timing-checks");
const isListedFile = (arg: string) => path.basename(arg) in integrationFiles;
const chosen = args.filter(isListedFile).map((arg) => path.basename(arg));
const vitestOptions = args.filter((arg) => !isListedFile(arg) && !phaseOptions.includes(arg));

const filesFor = (dialect: "sqlite" | "postgres", timing: boolean) =>
  (chosen.length > 0 ? chosen : Object.keys(integrationFiles))
    .filter((name) => dialect === "sqlite" || integrationFiles[name] === "both")
    .filter((name) => timingFiles.includes(name) === timing)
    .map((name) => `${integrationDir}/${name}`);

/** One Vitest run over `files`, its output lines prefixed with `label` (two runs share the terminal). */
function runVitest(label: string, env: NodeJS.ProcessEnv, files: string[], workers: number): Promise<number> {
  if (files.length === 0) return Promise.resolve(0);
  console.log(`=== [${label}] ${files.length} files, ${workers} at a time`);
  return new Promise((resolve) => {
    const child = spawn(
      "npx",
      ["vitest", "run", "--project", "integration", "--maxWorkers", String(workers), ...vitestOptions, ...files],
      { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } },
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`));
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const sqlite = { KULIT_TEST_PG_URL: "" };
const noCatalogue = { KULIT_TEST_NO_CATALOGUE: "1" };

/** Each Vitest run's label and exit code. */
const results = await withPostgres(async (url) => {
  const postgres = { KULIT_TEST_PG_URL: url };
  const runs: [string, number][] = [];
  if (runRest) {
    const codes = await Promise.all([
      runVitest("SQLite", sqlite, filesFor("sqlite", false), workersPerRun),
      runVitest("PostgreSQL", postgres, filesFor("postgres", false), workersPerRun),
    ]);
    runs.push(["SQLite", codes[0]], ["PostgreSQL", codes[1]]);
  }
  if (runTiming) {
    for (const [label, env, dialect] of [
      ["SQLite, timing checks alone", sqlite, "sqlite"],
      ["PostgreSQL, timing checks alone", postgres, "postgres"],
    ] as const) {
      runs.push([label, await runVitest(label, { ...env, ...noCatalogue }, filesFor(dialect, true), 1)]);
    }
  }
  return runs;
});
const failed = results.filter(([, code]) => code !== 0);
if (failed.length > 0) {
  console.error(
    `integration tests failed: ${failed.map(([label, code]) => `${label} (exit code ${code})`).join("; ")}`,
  );
  process.exit(1);
}
