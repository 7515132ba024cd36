import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path.server";

describe("the path a log line names", () => {
  it("replaces a segment holding an e-mail address, plain or escaped", () => {
    expect(loggedPath("/en/signup/confirm/ana@example.com")).toBe("/en/signup/confirm/[email]");
    expect(loggedPath("/en/reset/ana%40example.com/x")).toBe("/en/reset/[email]/x");
  });

  it("keeps a path without one as it is", () => {
    expect(loggedPath("/en/analysis")).toBe("/en/analysis");
  });
});
