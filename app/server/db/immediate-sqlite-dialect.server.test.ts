import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { type Dialect, Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ImmediateSqliteDialect } from "./immediate-sqlite-dialect.server";

interface Counter {
  counter: { n: number };
}

/** Another process that holds the write lock for a moment: a CLI import or a backup writing. */
const otherWriter = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.pragma("busy_timeout = 5000");
db.prepare("begin immediate").run();
db.prepare("update counter set n = n + 100").run();
process.stdout.write("locked\\n");
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
db.prepare("commit").run();
`;

function lockBriefly(file: string): Promise<{ done: Promise<void> }> {
  const child = spawn(process.execPath, ["-e", otherWriter, file], { stdio: ["ignore", "pipe", "inherit"] });
  const done = new Promise<void>((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`writer exited ${code}`)))),
  );
  return new Promise((resolve) => child.stdout.once("data", () => resolve({ done })));
}

function open(file: string, dialect: (database: SqliteDatabase.Database) => Dialect): Kysely<Counter> {
  const database = new SqliteDatabase(file);
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  return new Kysely<Counter>({ dialect: dialect(database) });
}

/** Reads, then writes what it read plus one, in one transaction (as the routine and analysis saves do). */
function readThenWrite(db: Kysely<Counter>): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx.selectFrom("counter").select("n").executeTakeFirstOrThrow();
    await trx
      .updateTable("counter")
      .set({ n: n + 1 })
      .execute();
  });
}

describe("SQLite transactions while another process writes", () => {
  let folder: string;
  let file: string;

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "kulit-immediate-"));
    file = path.join(folder, "test.sqlite");
    const db = open(file, (database) => new SqliteDialect({ database }));
    await sql`create table counter (n integer not null)`.execute(db);
    await sql`insert into counter (n) values (0)`.execute(db);
    await db.destroy();
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("wait for the write lock and lose nothing", async () => {
    const db = open(file, (database) => new ImmediateSqliteDialect({ database }));
    const writer = await lockBriefly(file);
    await readThenWrite(db);
    await writer.done;
    expect((await db.selectFrom("counter").select("n").executeTakeFirstOrThrow()).n).toBe(101);
    await db.destroy();
  });

  it("fail with a plain begin, which is why the dialect exists", async () => {
    const db = open(file, (database) => new SqliteDialect({ database }));
    const writer = await lockBriefly(file);
    await expect(readThenWrite(db)).rejects.toThrow(/locked|busy/i);
    await writer.done;
    await db.destroy();
  });
});
