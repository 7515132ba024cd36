import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.server";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["PostgreSQL shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["PostgreSQL starting up", withCode("the database system is starting up", "57P03")],
    ["a database closed to connections", withCode('database "kulit" is not currently accepting connections', "55000")],
    ["a connection failure", withCode("connection failure", "08006")],
    ["too many connections", withCode("too many connections", "53300")],
    ["a refused socket", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a cut connection", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a full disk", withCode("database or disk is full", "SQLITE_FULL")],
    ["a read-only database", withCode("attempt to write a readonly database", "SQLITE_READONLY_DBMOVED")],
    ["a wrapped cause", new Error("query failed", { cause: withCode("refused", "ECONNREFUSED") })],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode('duplicate key value violates unique constraint "user_email_key"', "23505")],
    ["bad text", withCode("invalid byte sequence for encoding UTF8: 0x00", "22021")],
    ["a constraint on SQLite", withCode("FOREIGN KEY constraint failed", "SQLITE_CONSTRAINT_FOREIGNKEY")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
