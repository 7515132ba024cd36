import { describe, expect, it } from "vitest";
import { resendVerdict } from "./mail-resend-limits";

const now = 10_000_000;

describe("resendVerdict", () => {
  it("allows the first code", () => {
    expect(resendVerdict([], now)).toEqual({ allowed: true });
  });

  it("refuses a second code within a minute and says when to retry", () => {
    expect(resendVerdict([now - 20_000], now)).toEqual({ allowed: false, reason: "too-soon", retryAfterMs: 40_000 });
  });

  it("allows one a minute up to five an hour", () => {
    const four = [now - 240_000, now - 180_000, now - 120_000, now - 61_000];
    expect(resendVerdict(four, now)).toEqual({ allowed: true });
    const five = [now - 300_000, ...four];
    expect(resendVerdict(five, now)).toEqual({
      allowed: false,
      reason: "hourly-limit",
      retryAfterMs: 3_600_000 - 300_000,
    });
  });

  it("takes a shorter interval from the configuration, and keeps the hourly limit", () => {
    const limits = { minIntervalMs: 5_000, perHour: 5 };
    expect(resendVerdict([now - 6_000], now, limits)).toEqual({ allowed: true });
    expect(resendVerdict([now - 2_000], now, limits)).toEqual({
      allowed: false,
      reason: "too-soon",
      retryAfterMs: 3_000,
    });
    const five = [now - 50_000, now - 40_000, now - 30_000, now - 20_000, now - 10_000];
    expect(resendVerdict(five, now, limits)).toMatchObject({ allowed: false, reason: "hourly-limit" });
  });

  it("forgets codes older than an hour", () => {
    const old = [1, 2, 3, 4, 5].map((n) => now - 3_600_000 - n);
    expect(resendVerdict(old, now)).toEqual({ allowed: true });
  });
});
