import { type Kysely, type RawBuilder, sql } from "kysely";
import { type ResendLimits, type ResendVerdict, resendVerdict } from "~/domain/mail-resend-limits";
import { freeSignInFailures, maxSignInLockMs, signInLockMs } from "~/domain/sign-in-backoff";
import type { Dialect } from "../db/database.server";
import type { Database } from "../db/schema.server";

export type SignInClaim = { allowed: true } | { allowed: false; lockedUntilMs: number };

export interface AccountRecord {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
}

/** A way to sign in to the account: its password, or a provider with the account's id there. */
export interface SignInMethodRecord {
  method: string;
  /** The account's id at the provider; null for the password. */
  providerAccountId: string | null;
  since: string;
}

export interface SessionRecord {
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/** better-auth writes Date on PostgreSQL and ISO text (or epoch ms) on SQLite. */
function isoOf(value: Date | string | number): string {
  return new Date(value).toISOString();
}

/**
 * The lock that the `n`-th attempt in a row sets (from the first one that can lock), as one SQL
 * expression built from `signInLockMs`, so the rule stays in one place.
 */
function lockAfterAttemptSql(attempt: RawBuilder<number>): RawBuilder<number> {
  const steps = [];
  for (let n = freeSignInFailures; signInLockMs(n) < maxSignInLockMs; n += 1) {
    steps.push(sql`when ${sql.lit(n)} then ${sql.lit(signInLockMs(n))}`);
  }
  return sql<number>`case ${attempt} ${sql.join(steps, sql` `)} else ${sql.lit(maxSignInLockMs)} end`;
}

/**
 * Our account tables (mail log, sign-in attempts) and the reads/deletes of better-auth's that
 * its API doesn't offer. The counters that limit are claimed atomically, so concurrent requests
 * can never exceed them (docs/security.md, "Accounts").
 */
export class AccountRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Claims the right to mail the address now, if the resend limits allow it, by logging the
   * mail before it is sent. One address's claims are serialised (SQLite writes one at a time;
   * on PostgreSQL an advisory lock per address), so of concurrent requests at most the limit win.
   */
  async claimMailSlot(email: string, purpose: string, atMs: number, limits: ResendLimits): Promise<ResendVerdict> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === "postgres") {
        await sql`select pg_advisory_xact_lock(hashtextextended(${email}, 0))`.execute(trx);
      }
      const rows = await trx
        .selectFrom("auth_mail_log")
        .select("sent_at")
        .where("email", "=", email)
        .where("sent_at", ">", atMs - 3_600_000)
        .execute();
      const verdict = resendVerdict(
        rows.map((row) => Number(row.sent_at)),
        atMs,
        limits,
      );
      if (!verdict.allowed) return verdict;
      await trx.insertInto("auth_mail_log").values({ email, purpose, sent_at: atMs }).execute();
      // The log only ever needs the last hour; old rows go as new ones arrive.
      await trx
        .deleteFrom("auth_mail_log")
        .where("sent_at", "<", atMs - 2 * 3_600_000)
        .execute();
      return verdict;
    });
  }

  /** Gives a claimed slot back: the mail was not sent, so it must not count against the limit. */
  async releaseMailSlot(email: string, atMs: number): Promise<void> {
    await this.db.deleteFrom("auth_mail_log").where("email", "=", email).where("sent_at", "=", atMs).execute();
  }

  /**
   * Claims one sign-in attempt for the address in a single statement: counted before the
   * password is checked, and refused while the account is locked. From the first attempt that
   * can lock, the lock starts at once, so attempts racing it are refused too; a successful
   * sign-in clears it all (`clearSignInFailures`).
   */
  async claimSignInAttempt(email: string, atMs: number): Promise<SignInClaim> {
    const attempt = sql<number>`sign_in_failures.failures + 1`;
    const now = sql<number>`cast(${atMs} as bigint)`;
    const claimed = await this.db
      .insertInto("sign_in_failures")
      .values({
        email,
        failures: 1,
        locked_until: 0,
      })
      .onConflict((conflict) =>
        conflict
          .column("email")
          .doUpdateSet({
            failures: attempt,
            locked_until: sql<number>`case when ${attempt} >= ${sql.lit(freeSignInFailures)} then ${now} + ${lockAfterAttemptSql(attempt)} else sign_in_failures.locked_until end`,
          })
          .where("sign_in_failures.locked_until", "<=", atMs),
      )
      .returning("failures")
      .executeTakeFirst();
    if (claimed) return { allowed: true };
    const row = await this.db
      .selectFrom("sign_in_failures")
      .select("locked_until")
      .where("email", "=", email)
      .executeTakeFirst();
    return { allowed: false, lockedUntilMs: Number(row?.locked_until ?? atMs) };
  }

  async clearSignInFailures(email: string): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("email", "=", email).execute();
  }

  /** Voids every code mailed to the address for confirming it (better-auth's identifier for them). */
  async voidVerificationCodes(email: string): Promise<void> {
    await this.db.deleteFrom("verification").where("identifier", "=", `email-verification-otp-${email}`).execute();
  }

  async isUnconfirmedAccount(email: string): Promise<boolean> {
    const row = await this.db.selectFrom("user").select("emailVerified").where("email", "=", email).executeTakeFirst();
    return row !== undefined && !row.emailVerified;
  }

  async hasAccount(email: string): Promise<boolean> {
    const row = await this.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
    return row !== undefined;
  }

  async account(userId: string): Promise<AccountRecord | null> {
    const row = await this.db
      .selectFrom("user")
      .select(["id", "email", "emailVerified", "createdAt"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!row) return null;
    return { id: row.id, email: row.email, emailVerified: Boolean(row.emailVerified), createdAt: isoOf(row.createdAt) };
  }

  async signInMethods(userId: string): Promise<SignInMethodRecord[]> {
    const rows = await this.db
      .selectFrom("account")
      .select(["providerId", "accountId", "createdAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute();
    return rows.map((row) => {
      const password = row.providerId === "credential";
      return {
        method: password ? "password" : row.providerId,
        providerAccountId: password ? null : row.accountId,
        since: isoOf(row.createdAt),
      };
    });
  }

  async sessions(userId: string): Promise<SessionRecord[]> {
    const rows = await this.db
      .selectFrom("session")
      .select(["createdAt", "expiresAt", "ipAddress", "userAgent"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute();
    return rows.map((row) => ({
      createdAt: isoOf(row.createdAt),
      expiresAt: isoOf(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    }));
  }

  /** Whether the session exists, belongs to the user and has not expired (signed-out sessions are deleted). */
  async isSessionActive(sessionId: string, userId: string, atMs: number): Promise<boolean> {
    const row = await this.db
      .selectFrom("session")
      .select("expiresAt")
      .where("id", "=", sessionId)
      .where("userId", "=", userId)
      .executeTakeFirst();
    return row !== undefined && Date.parse(isoOf(row.expiresAt)) > atMs;
  }

  /** Deletes the user; sessions and credentials go with it (foreign keys cascade). */
  async deleteUser(userId: string): Promise<void> {
    const user = await this.account(userId);
    await this.db.transaction().execute(async (trx) => {
      if (user) await trx.deleteFrom("sign_in_failures").where("email", "=", user.email).execute();
      await trx.deleteFrom("user").where("id", "=", userId).execute();
    });
  }
}
