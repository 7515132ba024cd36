/**
 * Runs the integration suite twice: on SQLite, then on a throw-away PostgreSQL 15 cluster
 * (throwaway-postgres.ts) removed afterwards. Arguments go to Vitest (a file
 * name runs just that file).
 */
import { spawn } from "node:child_process";
import { withPostgres } from "./throwaway-postgres";

const extraArgs = process.argv.slice(2);

/**
 * Files that compare response times (the checks that no answer's timing tells whether an address
 * has an account) run on their own after the others, which run two files at a time: the load of
 * another file would drown the differences they measure.
 */
const timingFiles = ["tests/integration/account-hardening.test.ts"];

function runVitest(label: string, env: NodeJS.ProcessEnv, args: string[]): Promise<number> {
  console.log(`\n=== integration tests on ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", "--project", "integration", ...args], {
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** The whole suite on one database: the timing files alone after the rest, or what the arguments name. */
async function runSuite(label: string, env: NodeJS.ProcessEnv): Promise<number> {
  if (extraArgs.length > 0) return runVitest(label, env, extraArgs);
  const rest = await runVitest(
    label,
    env,
    timingFiles.flatMap((file) => ["--exclude", file]),
  );
  const timing = await runVitest(`${label}, timing checks alone`, { ...env, KULIT_TEST_NO_CATALOGUE: "1" }, [
    ...timingFiles,
    "--maxWorkers",
    "1",
  ]);
  return rest !== 0 ? rest : timing;
}

const sqliteCode = await runSuite("SQLite", { KULIT_TEST_PG_URL: "" });
const postgresCode = await withPostgres((url) => runSuite("PostgreSQL", { KULIT_TEST_PG_URL: url }));
if (sqliteCode !== 0 || postgresCode !== 0) {
  console.error(`integration tests failed (SQLite: ${sqliteCode}, PostgreSQL: ${postgresCode})`);
  process.exit(1);
}
