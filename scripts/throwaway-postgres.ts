/**
 * A throw-away PostgreSQL 15 cluster from Debian's binaries, for the scripts that test against a
 * real server (run-integration.ts, run-scale.ts): a temporary folder, a free port on 127.0.0.1,
 * trust authentication, no fsync; `stop` removes it all.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const pgBin = process.env.KULIT_PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  /** `postgres://kulit@127.0.0.1:{port}/postgres`, the cluster's administrator on its default database. */
  url: string;
  stop(): void;
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

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!existsSync(path.join(pgBin, "initdb"))) {
    throw new Error(`PostgreSQL binaries not found in ${pgBin}; install Debian's postgresql-15`);
  }
  const root = mkdtempSync(path.join(tmpdir(), "kulit-pg-"));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  try {
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
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://kulit@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(pgBin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** Runs `body` with a fresh cluster's URL and removes the cluster afterwards, also when `body` fails. */
export async function withPostgres<T>(body: (url: string) => Promise<T>): Promise<T> {
  const postgres = await startThrowawayPostgres();
  try {
    return await body(postgres.url);
  } finally {
    postgres.stop();
  }
}
