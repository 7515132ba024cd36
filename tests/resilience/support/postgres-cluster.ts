/**
 * A throw-away PostgreSQL 15 cluster for the resilience suite, from Debian's binaries, that a
 * scenario can stop and start again under a running site (the database going away).
 *
 * This is a small copy of what scripts/run-integration.ts does; it is to be swapped for the
 * shared cluster module once that lands on main (docs/resilience.md, "Set-up").
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/free-port";

const pgBin = process.env.KULIT_PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Where a cluster lives; plain data, so the global set-up can hand it to the test files. */
export interface PostgresCluster {
  /** Holds the data folder, the socket and the log. */
  root: string;
  port: number;
  /** `postgres://…/postgres`, for creating and dropping databases. */
  adminUrl: string;
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

const dataDirOf = (cluster: PostgresCluster) => path.join(cluster.root, "data");

/** Starts the cluster and waits until it accepts connections. */
export function startPostgres(cluster: PostgresCluster): void {
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
export function stopPostgres(cluster: PostgresCluster, mode: "fast" | "immediate" = "fast"): void {
  run("pg_ctl", ["-D", dataDirOf(cluster), "-m", mode, "-w", "stop"]);
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(path.join(pgBin, "initdb"))) {
    throw new Error(`PostgreSQL binaries not found in ${pgBin}; install Debian's postgresql-15`);
  }
  const root = mkdtempSync(path.join(tmpdir(), "kulit-resilience-pg-"));
  chmodSync(root, 0o777);
  const port = await freePort();
  const cluster = { root, port, adminUrl: `postgres://kulit@127.0.0.1:${port}/postgres` };
  run("initdb", ["-D", dataDirOf(cluster), "-U", "kulit", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  startPostgres(cluster);
  return cluster;
}

export function destroyPostgresCluster(cluster: PostgresCluster): void {
  if (existsSync(path.join(dataDirOf(cluster), "postmaster.pid"))) stopPostgres(cluster, "immediate");
  rmSync(cluster.root, { recursive: true, force: true });
}
