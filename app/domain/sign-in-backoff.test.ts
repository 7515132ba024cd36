import { describe, expect, it } from "vitest";
import { maxSignInLockMs, signInLockMs } from "./sign-in-backoff";

describe("signInLockMs", () => {
  it("lets the first four failures through without a lock", () => {
    expect([0, 1, 2, 3, 4].map(signInLockMs)).toEqual([0, 0, 0, 0, 0]);
  });

  it("locks from the fifth failure and doubles with each further one", () => {
    expect([5, 6, 7, 8].map(signInLockMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never locks longer than 15 minutes", () => {
    expect(signInLockMs(10)).toBe(maxSignInLockMs);
    expect(signInLockMs(1000)).toBe(maxSignInLockMs);
  });
});
