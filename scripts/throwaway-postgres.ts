/**
 * A throw-away PostgreSQL 15 cluster from Debian's binaries, for the suites that test against a
 * real server (run-integration.ts, run-scale.ts, the resilience suite's global set-up): a
 * temporary folder, a free port on 127.0.0.1, trust authentication, no fsync. The cluster is
 * plain data, so a Vitest global set-up can hand it to test files, which may stop and start it
 * again (the database going away); `removeThrowawayPostgres` stops it and deletes it all.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const pgBin = process.env.KULIT_PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  /** Holds the data folder, the socket and the log. */
  root: string;
  port: number;
  /** `postgres://kulit@127.0.0.1:{port}/postgres`, the cluster's administrator on its default database. */
  url: string;
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user. */
function asClusterOwner(command: string, args: string[]): { command: string; args: string[] } {
  if (process.getuid?.() !== 0) return { command, args };
  return { command: "runuser", args: ["-u", "postgres", "--", command, ...args] };
}

function run(binary: string, args: string[]): void {
  const wrapped = asClusterOwner(path.join(pgBin, binary), args);
  const result = spawnSync(wrapped.command, wrapped.args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${binary} ${args.join(" ")} failed (${result.status}): ${result.stdout}${result.stderr}`);
  }
}

const dataDirOf = (cluster: ThrowawayPostgres) => path.join(cluster.root, "data");

/** Starts the cluster (again) and waits until it accepts connections. */
export function startPostgres(cluster: ThrowawayPostgres): void {
  run("pg_ctl", [
    "-D",
    dataDirOf(cluster),
    "-o",
    `-p ${cluster.port} -k ${cluster.root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-l",
    path.join(cluster.root, "postgres.log"),
    "-w",
    "start",
  ]);
}

/**
 * Stops the cluster as an operator or a crash would: `fast` ends every session at once (a
 * restart, a failover), `immediate` without a checkpoint (a crash).
 */
export function stopPostgres(cluster: ThrowawayPostgres, mode: "fast" | "immediate" = "fast"): void {
  run("pg_ctl", ["-D", dataDirOf(cluster), "-m", mode, "-w", "stop"]);
}

/** Stops the cluster if it runs, and deletes its folder. */
export function removeThrowawayPostgres(cluster: ThrowawayPostgres): void {
  try {
    if (existsSync(path.join(dataDirOf(cluster), "postmaster.pid"))) stopPostgres(cluster, "immediate");
  } finally {
    rmSync(cluster.root, { recursive: true, force: true });
  }
}

/** A new cluster, started; removed again if it cannot start. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!existsSync(path.join(pgBin, "initdb"))) {
    throw new Error(`PostgreSQL binaries not found in ${pgBin}; install Debian's postgresql-15`);
  }
  const root = mkdtempSync(path.join(tmpdir(), "kulit-pg-"));
  chmodSync(root, 0o777);
  const port = await freePort();
  const cluster = { root, port, url: `postgres://kulit@127.0.0.1:${port}/postgres` };
  try {
    run("initdb", ["-D", dataDirOf(cluster), "-U", "kulit", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
    startPostgres(cluster);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}

/** Runs `body` with a fresh cluster's URL and removes the cluster afterwards, also when `body` fails. */
export async function withPostgres<T>(body: (url: string) => Promise<T>): Promise<T> {
  const postgres = await startThrowawayPostgres();
  try {
    return await body(postgres.url);
  } finally {
    removeThrowawayPostgres(postgres);
  }
}
