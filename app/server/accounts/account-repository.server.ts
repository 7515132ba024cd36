import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

export interface SignInFailures {
  failures: number;
  lockedUntilMs: number;
}

export interface AccountRecord {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
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

/** Our account tables (mail log, sign-in failures) and the reads/deletes of better-auth's that its API doesn't offer. */
export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async mailTimes(email: string, sinceMs: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom("auth_mail_log")
      .select("sent_at")
      .where("email", "=", email)
      .where("sent_at", ">", sinceMs)
      .execute();
    return rows.map((row) => Number(row.sent_at));
  }

  async recordMail(email: string, purpose: string, sentAtMs: number): Promise<void> {
    await this.db.insertInto("auth_mail_log").values({ email, purpose, sent_at: sentAtMs }).execute();
    // The log only ever needs the last hour; old rows go as new ones arrive.
    await this.db
      .deleteFrom("auth_mail_log")
      .where("sent_at", "<", sentAtMs - 2 * 3_600_000)
      .execute();
  }

  async signInFailures(email: string): Promise<SignInFailures> {
    const row = await this.db
      .selectFrom("sign_in_failures")
      .select(["failures", "locked_until"])
      .where("email", "=", email)
      .executeTakeFirst();
    return { failures: Number(row?.failures ?? 0), lockedUntilMs: Number(row?.locked_until ?? 0) };
  }

  async saveSignInFailures(email: string, value: SignInFailures): Promise<void> {
    await this.db
      .insertInto("sign_in_failures")
      .values({ email, failures: value.failures, locked_until: value.lockedUntilMs })
      .onConflict((conflict) =>
        conflict.column("email").doUpdateSet({ failures: value.failures, locked_until: value.lockedUntilMs }),
      )
      .execute();
  }

  async clearSignInFailures(email: string): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("email", "=", email).execute();
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
