/** DESIGN.md §6: at most one code a minute and five an hour per address. */
export const resendLimits = { minIntervalMs: 60_000, perHour: 5 } as const;

export type ResendVerdict =
  { allowed: true } | { allowed: false; reason: "too-soon" | "hourly-limit"; retryAfterMs: number };

/** Whether another code may be mailed now, given when the earlier ones in the last hour went out. */
export function resendVerdict(sentAtMs: readonly number[], nowMs: number): ResendVerdict {
  const hourAgo = nowMs - 3_600_000;
  const recent = sentAtMs.filter((at) => at > hourAgo).sort((a, b) => a - b);
  const last = recent.at(-1);
  if (last !== undefined && nowMs - last < resendLimits.minIntervalMs) {
    return { allowed: false, reason: "too-soon", retryAfterMs: resendLimits.minIntervalMs - (nowMs - last) };
  }
  if (recent.length >= resendLimits.perHour) {
    const oldest = recent[recent.length - resendLimits.perHour] ?? nowMs;
    return { allowed: false, reason: "hourly-limit", retryAfterMs: oldest + 3_600_000 - nowMs };
  }
  return { allowed: true };
}
