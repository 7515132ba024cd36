import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/server/logger.server";
import { serviceFailure } from "./service-failure.server";

afterEach(() => {
  vi.restoreAllMocks();
});

function loggedLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

const context = () => ({ logger: createLogger("info").child({ requestId: "req-7" }), requestId: "req-7" });

describe("serviceFailure", () => {
  it("answers a database out of reach as the outage it is: 503, a warning", () => {
    const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(serviceFailure(refused, context(), "analysis not saved")).toEqual({
      failure: { error: "unavailable" },
      status: 503,
    });
    expect(loggedLines(stderr)).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "analysis not saved: the database is unavailable",
        requestId: "req-7",
      }),
    ]);
  });

  it("answers anything else as a fault of ours: 500 with the request's reference, an error line", () => {
    const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'scores')");
    expect(serviceFailure(bug, context(), "analysis not saved")).toEqual({
      failure: { error: "unexpected", reference: "req-7" },
      status: 500,
    });
    expect(loggedLines(stderr)).toEqual([
      expect.objectContaining({
        level: "error",
        message: "analysis not saved: unexpected error",
        requestId: "req-7",
        error: expect.objectContaining({ name: "TypeError" }),
      }),
    ]);
  });
});
