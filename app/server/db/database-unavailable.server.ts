/**
 * PostgreSQL error classes that mean "the server cannot be reached or is going away", not
 * "the query is wrong": connection exceptions (08…), operator intervention (57P01–57P03: shutdown,
 * crash, starting up), too many connections (53300), and a database that does not accept
 * connections at the moment (55000 when connecting).
 */
const postgresUnavailable = /^(08|57P0[123]$|53300$|55000$)/;
/** Node socket errors of a connection that cannot be made or was cut. */
const socketErrors = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
/** pg's own messages for a lost or impossible connection (they carry no code). */
const pgConnectionMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
/** SQLite result codes of a file that cannot be written or read right now: disk full, read-only, I/O, locked. */
const sqliteUnavailable = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY)/;

function codeOf(error: object): string | undefined {
  return "code" in error && typeof error.code === "string" ? error.code : undefined;
}

/**
 * Whether an error means the database is unavailable (down, restarting, unreachable, or its
 * disk full or read-only) rather than a fault of the request or of our code. Such a request is
 * answered 503 "try again in a moment" (docs/security.md, "Faults").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== "object" || current === null) return false;
    const code = codeOf(current);
    if (
      code !== undefined &&
      (postgresUnavailable.test(code) || socketErrors.has(code) || sqliteUnavailable.test(code))
    ) {
      return true;
    }
    if (current instanceof Error && pgConnectionMessage.test(current.message)) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
