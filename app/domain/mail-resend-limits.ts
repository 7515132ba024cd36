export interface ResendLimits {
  /** The least time between two mails to one address. */
  minIntervalMs: number;
  /** The most mails to one address in an hour. */
  perHour: number;
}

/**
 * At most one mail a minute and five an hour per address (docs/security.md, "Accounts"). The
 * interval is configuration (MAIL_RESEND_INTERVAL_SECONDS) so that tests need not wait a minute.
 */
export const defaultResendLimits: ResendLimits = { minIntervalMs: 60_000, perHour: 5 };

export type ResendVerdict =
  { allowed: true } | { allowed: false; reason: "too-soon" | "hourly-limit"; retryAfterMs: number };

/** Whether another code may be mailed now, given when the earlier ones in the last hour went out. */
export function resendVerdict(
  sentAtMs: readonly number[],
  nowMs: number,
  limits: ResendLimits = defaultResendLimits,
): ResendVerdict {
  const hourAgo = nowMs - 3_600_000;
  const recent = sentAtMs.filter((at) => at > hourAgo).sort((a, b) => a - b);
  const last = recent.at(-1);
  if (last !== undefined && nowMs - last < limits.minIntervalMs) {
    return { allowed: false, reason: "too-soon", retryAfterMs: limits.minIntervalMs - (nowMs - last) };
  }
  if (recent.length >= limits.perHour) {
    const oldest = recent[recent.length - limits.perHour] ?? nowMs;
    return { allowed: false, reason: "hourly-limit", retryAfterMs: oldest + 3_600_000 - nowMs };
  }
  return { allowed: true };
}
