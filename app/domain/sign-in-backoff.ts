/** Failed sign-ins on one account before the back-off starts (docs/security.md, "Accounts"). */
export const freeSignInFailures = 5;
const firstLockMs = 30_000;
/** The longest lock: 15 minutes. */
export const maxSignInLockMs = 15 * 60_000;

/**
 * How long an account stays locked after its `failures`-th failed sign-in in a row:
 * nothing for the first five, then 30 s doubling with each further failure, at most 15 min.
 */
export function signInLockMs(failures: number): number {
  if (failures < freeSignInFailures) return 0;
  return Math.min(maxSignInLockMs, firstLockMs * 2 ** (failures - freeSignInFailures));
}
