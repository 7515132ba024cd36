import { closeSync, chmodSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Logger } from "../logger.server";
import { ConfigError } from "../config/config.server";
import { ImmediateSqliteDialect } from "./immediate-sqlite-dialect.server";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

/**
 * What a library that speaks to the database directly gets (the shared rate limits): PostgreSQL's
 * pool under Kysely; on SQLite a second connection to the file whose commits are not synced to
 * disk (`synchronous = NORMAL`), for writes a power cut may lose, such as the rate-limit counters.
 * An fsync per commit would cost every API request milliseconds with the event loop blocked. Use
 * it only while holding Kysely's connection (`db.connection()`): then Kysely has no write
 * transaction open that the second connection would wait for, blocking the process.
 */
export type DriverConnection =
  { dialect: "sqlite"; unsynced: SqliteDatabase.Database } | { dialect: "postgres"; pool: pg.Pool };

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  driver: DriverConnection;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Where lost connections are reported; the process carries on (docs/security.md, "Faults"). */
  logger: Logger;
}

export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** How long a request waits for a PostgreSQL connection before it is answered "unavailable". */
const connectTimeoutMs = 5_000;

/**
 * A pool that survives PostgreSQL restarts, failovers and idle-connection reapers. pg emits
 * `error` on a client whose connection dies, idle or checked out, and on the pool for idle
 * ones; an `error` event nobody listens to ends the process. Listening is all it takes: the
 * broken client is discarded and the next query opens a new connection.
 */
export function createResilientPool(connectionString: string, logger: Logger, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: connectTimeoutMs });
  pool.on("error", (error) => logger.warn("idle PostgreSQL connection lost; it will be replaced", { error }));
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn("PostgreSQL connection lost during use", { error }));
  });
  return pool;
}

/**
 * The SQLite file, created readable by its owner only (its WAL and shared-memory files take
 * the same mode from it). A data folder that cannot be written stops start-up with a message
 * that names DATA_DIR instead of a raw driver error.
 */
function openSqliteFile(file: string): SqliteDatabase.Database {
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
    chmodSync(file, 0o600);
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma("journal_mode = WAL");
    // An acknowledged write must survive a power cut (docs/security.md, "Durability").
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    return sqlite;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: the database ${path.resolve(file)} cannot be created or written (${reason}); ` +
        "point DATA_DIR at a folder this user can write",
    );
  }
}

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is a postgres URL. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl !== undefined && isPostgresUrl(options.databaseUrl)) {
    const pool = createResilientPool(options.databaseUrl, options.logger, 10);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", driver: { dialect: "postgres", pool }, close: () => db.destroy() };
  }
  const file = options.databaseUrl?.startsWith("file:")
    ? options.databaseUrl.slice("file:".length)
    : path.join(options.dataDir, "kulit.sqlite");
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: openSqliteFile(file) }) });
  const unsynced = new SqliteDatabase(file);
  unsynced.pragma("synchronous = NORMAL");
  unsynced.pragma("busy_timeout = 5000");
  return {
    db,
    dialect: "sqlite",
    driver: { dialect: "sqlite", unsynced },
    async close() {
      unsynced.close();
      await db.destroy();
    },
  };
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
