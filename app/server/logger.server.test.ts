import { describe, expect, it } from "vitest";
import { createLogger, type LogDestinations } from "./logger.server";

/** Streams that keep the lines written to them, parsed. */
function keptLines(): {
  out: Record<string, unknown>[];
  err: Record<string, unknown>[];
  destinations: LogDestinations;
} {
  const out: Record<string, unknown>[] = [];
  const err: Record<string, unknown>[] = [];
  const keep = (into: Record<string, unknown>[]) => ({
    write: (line: string) => {
      into.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { out, err, destinations: { out: keep(out), err: keep(err) } };
}

describe("createLogger", () => {
  it("writes one JSON line per event at or above its level, warnings and errors to the error stream", () => {
    const { out, err, destinations } = keptLines();
    const logger = createLogger("info", {}, destinations);
    logger.debug("hidden");
    logger.info("shown", { count: 2 });
    logger.warn("slow", { durationMs: 1200 });
    logger.error("failed", { error: new Error("boom", { cause: new Error("socket closed") }) });
    expect(out).toEqual([{ level: "info", time: expect.any(String), message: "shown", count: 2 }]);
    expect(new Date(String(out[0]?.time)).toISOString()).toBe(out[0]?.time);
    expect(err).toEqual([
      expect.objectContaining({ level: "warn", message: "slow", durationMs: 1200 }),
      expect.objectContaining({
        level: "error",
        message: "failed",
        error: expect.objectContaining({
          name: "Error",
          message: "boom",
          stack: expect.stringContaining("boom"),
          cause: expect.objectContaining({ message: "socket closed" }),
        }),
      }),
    ]);
  });

  it("adds a child's fields to every line, under the parent's level", () => {
    const { out, destinations } = keptLines();
    const child = createLogger("info", {}, destinations).child({ requestId: "r-1" });
    child.debug("hidden");
    child.info("answered", { status: 200 });
    child.child({ userId: "u-1" }).info("saved");
    expect(out).toEqual([
      expect.objectContaining({ message: "answered", requestId: "r-1", status: 200 }),
      expect.objectContaining({ message: "saved", requestId: "r-1", userId: "u-1" }),
    ]);
  });

  it("never writes a secret, whatever field carries it", () => {
    const { out, destinations } = keptLines();
    createLogger("info", { service: "accounts" }, destinations).info("signed in", {
      password: "velvet-morning-tea",
      otp: "778899",
      request: { token: "eyJhbGciOi", headers: { cookie: "session=abc" } },
      headers: { authorization: "Bearer eyJ" },
    });
    expect(out).toEqual([
      expect.objectContaining({
        service: "accounts",
        password: "[redacted]",
        otp: "[redacted]",
        request: { token: "[redacted]", headers: { cookie: "[redacted]" } },
        headers: { authorization: "[redacted]" },
      }),
    ]);
    expect(JSON.stringify(out)).not.toMatch(/velvet|778899|eyJ|session=/);
  });
});
