import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

/**
 * Our SQL over `rate_limit_counters`; the hits themselves are rate-limiter-flexible's statements
 * (shared-rate-limits.server.ts).
 */
export class RateLimitCounterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Removes the counters whose window ended before `before` (epoch milliseconds). */
  async removeExpiredBefore(before: number): Promise<void> {
    await this.db.deleteFrom("rate_limit_counters").where("expire", "<", before).execute();
  }
}
