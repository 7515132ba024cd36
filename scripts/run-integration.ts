/**
 * Runs the integration suite twice: on SQLite, then on a throw-away PostgreSQL 15 cluster
 * started here from Debian's binaries and removed afterwards. Arguments go to Vitest (a file
 * name runs just that file).
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const pgBin = process.env.KULIT_PG_BIN ?? "/usr/lib/postgresql/15/bin";
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

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user. */
function asClusterOwner(command: string, args: string[]): { command: string; args: string[] } {
  if (process.getuid?.() !== 0) return { command, args };
  return { command: "runuser", args: ["-u", "postgres", "--", command, ...args] };
}

function run(command: string, args: string[]): void {
  const wrapped = asClusterOwner(command, args);
  const result = spawnSync(wrapped.command, wrapped.args, { encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
  }
}

async function withPostgres<T>(body: (url: string) => Promise<T>): Promise<T> {
  if (!existsSync(path.join(pgBin, "initdb"))) {
    throw new Error(`PostgreSQL binaries not found in ${pgBin}; install Debian's postgresql-15`);
  }
  const root = mkdtempSync(path.join(tmpdir(), "kulit-pg-"));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  run(path.join(pgBin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "kulit",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-locale",
    "--no-sync",
  ]);
  run(path.join(pgBin, "pg_ctl"), [
    "-D",
    dataDir,
    "-o",
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-l",
    path.join(root, "postgres.log"),
    "-w",
    "start",
  ]);
  try {
    return await body(`postgres://kulit@127.0.0.1:${port}/postgres`);
  } finally {
    run(path.join(pgBin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    rmSync(root, { recursive: true, force: true });
  }
}

const sqliteCode = await runSuite("SQLite", { KULIT_TEST_PG_URL: "" });
const postgresCode = await withPostgres((url) => runSuite("PostgreSQL", { KULIT_TEST_PG_URL: url }));
if (sqliteCode !== 0 || postgresCode !== 0) {
  console.error(`integration tests failed (SQLite: ${sqliteCode}, PostgreSQL: ${postgresCode})`);
  process.exit(1);
}
