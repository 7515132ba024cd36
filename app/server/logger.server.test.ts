import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.server";

afterEach(() => {
  vi.restoreAllMocks();
});

function linesOf(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe("createLogger", () => {
  it("writes one JSON line per event at or above its level, warnings and errors to stderr", () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const err = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const logger = createLogger("info");
    logger.debug("hidden");
    logger.info("shown", { count: 2 });
    logger.error("failed", { error: new Error("boom") });
    expect(linesOf(out)).toEqual([expect.objectContaining({ level: "info", message: "shown", count: 2 })]);
    const [failure] = linesOf(err);
    expect(failure).toMatchObject({ level: "error", message: "failed", error: { name: "Error", message: "boom" } });
  });

  it("adds a child's fields to every line, under the parent's level", () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const child = createLogger("info").child({ requestId: "r-1" });
    child.debug("hidden");
    child.info("answered", { status: 200 });
    child.child({ userId: "u-1" }).info("saved");
    expect(linesOf(out)).toEqual([
      expect.objectContaining({ message: "answered", requestId: "r-1", status: 200 }),
      expect.objectContaining({ message: "saved", requestId: "r-1", userId: "u-1" }),
    ]);
  });
});
