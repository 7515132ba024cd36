import { describe, expect, it } from "vitest";
import { createLogger } from "~/server/logger.server";
import { serviceFailure } from "./service-failure.server";

/** A request's context whose log lines (all of them, parsed) are kept in `lines`. */
function requestContext() {
  const lines: Record<string, unknown>[] = [];
  const keep = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const logger = createLogger("info", {}, { out: keep, err: keep }).child({ requestId: "req-7" });
  return { lines, context: { logger, requestId: "req-7" } };
}

describe("serviceFailure", () => {
  it("answers a database out of reach as the outage it is: 503, a warning", () => {
    const { lines, context } = requestContext();
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(serviceFailure(refused, context, "analysis not saved")).toEqual({
      failure: { error: "unavailable" },
      status: 503,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "analysis not saved: the database is unavailable",
        requestId: "req-7",
      }),
    ]);
  });

  it("answers anything else as a fault of ours: 500 with the request's reference, an error line", () => {
    const { lines, context } = requestContext();
    const bug = new TypeError("Cannot read properties of undefined (reading 'scores')");
    expect(serviceFailure(bug, context, "analysis not saved")).toEqual({
      failure: { error: "unexpected", reference: "req-7" },
      status: 500,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        message: "analysis not saved: unexpected error",
        requestId: "req-7",
        error: expect.objectContaining({ name: "TypeError" }),
      }),
    ]);
  });
});
