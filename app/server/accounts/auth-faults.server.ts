import { AsyncLocalStorage } from "node:async_hooks";

/** A mail slot a call claimed (`claimMailSlot`): given back when the call fails on a fault. */
export interface MailClaim {
  email: string;
  atMs: number;
}

/**
 * What happened inside one better-auth call that its answer does not say. better-auth answers a
 * database outage and a fault of ours alike with a 500, so the cause is kept beside the call for
 * the account service to tell them apart (docs/security.md, "Faults"); and a fault skips
 * better-auth's after-hooks, so the mail slot the call claimed is kept here to be given back.
 */
interface AuthCall {
  fault?: unknown;
  mailClaims: MailClaim[];
}

const calls = new AsyncLocalStorage<AuthCall>();

/** Runs one better-auth call and returns its answer with what it threw on the way and the mail slots it claimed. */
export async function withAuthFaults<T>(
  work: () => Promise<T>,
): Promise<{ answer: T; fault: unknown; mailClaims: readonly MailClaim[] }> {
  const call: AuthCall = { mailClaims: [] };
  const answer = await calls.run(call, work);
  return { answer, fault: call.fault, mailClaims: call.mailClaims };
}

/**
 * Keeps a fault for the call in progress and returns the mail slots it claimed; undefined when it
 * runs outside `withAuthFaults` (which does not happen in the app: every call goes through the
 * account service).
 */
export function recordAuthFault(fault: unknown): readonly MailClaim[] | undefined {
  const call = calls.getStore();
  if (call === undefined) return undefined;
  call.fault = fault;
  return call.mailClaims;
}

/** Notes a mail slot the call in progress claimed. */
export function recordMailClaim(claim: MailClaim): void {
  calls.getStore()?.mailClaims.push(claim);
}
