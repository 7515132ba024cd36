import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from "rate-limiter-flexible";
import type { DatabaseHandle } from "../db/database.server";
import type { Logger } from "../logger.server";
import { RateLimitCounterRepository } from "./rate-limit-counter-repository.server";

/** The table migration 0010 creates for the library's stores (they would otherwise create their own). */
const tableName = "rate_limit_counters";

/** How often an instance removes expired counters, at most (on the first hit after this long). */
export const cleanUpIntervalMs = 5 * 60_000;
/**
 * How long a counter is kept after its window ended: the instances' clocks may differ a little,
 * and a counter removed too early would only start its window afresh.
 */
export const expiredKeptMs = 60 * 60_000;

/** One key's count in its current window. */
export interface RateCount {
  /** Hits in the window, this one included. */
  hits: number;
  limit: number;
  /** When the window ends and the count starts again from zero. */
  resetAt: Date;
}

/** Whether one more request may run, and if not, how long to wait. */
export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A named limit: at most `limit` hits per key in a window of `windowSeconds`, counted by every instance together. */
export interface RateCounter {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
  /** Counts one hit for the key (also when over the limit, so that hammering keeps it there). */
  hit(key: string): Promise<RateCount>;
  /** Takes one hit back (a request that should not have counted). */
  unhit(key: string): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
}

export interface CounterOptions {
  /** Unique per limit: the prefix of its keys in the table. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Makes the counters of every rate limit of ours; one per process. */
export interface SharedRateLimits {
  counter(options: CounterOptions): RateCounter;
  /** Removes counters whose window ended more than `expiredKeptMs` ago; hits do it every `cleanUpIntervalMs` by themselves. */
  removeExpired(): Promise<void>;
}

/** Whether the counts leave room for one more request; if not, the wait until the last of them resets. */
export function allowanceOf(counts: readonly RateCount[], now = Date.now()): Allowance {
  const over = counts.filter((count) => count.hits > count.limit);
  if (over.length === 0) return { allowed: true };
  const resetAt = Math.max(...over.map((count) => count.resetAt.getTime()));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}

/**
 * The library's answer for a hit, resolved or (over the limit) rejected alike; an Error is a fault
 * of the store and is thrown on.
 */
async function settled(answer: Promise<RateLimiterRes>): Promise<RateLimiterRes> {
  try {
    return await answer;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

/**
 * Our rate limits' counters in the database every instance shares (docs/deploy.md, "Rate
 * limits"), with rate-limiter-flexible's PostgreSQL store on the pool of DATABASE_URL, or its
 * SQLite store on the SQLite file. Both write the table of migration 0010 with one atomic
 * upsert per hit. On SQLite the store uses a second connection whose commits skip the fsync (a
 * counter lost in a power cut costs nothing), and runs while this code holds Kysely's connection,
 * so that no transaction of ours holds the write lock it needs (DriverConnection). Expired
 * counters are removed here rather than by the library's timers, which would outlive a closed
 * database.
 */
export function createSharedRateLimits(database: DatabaseHandle, logger: Logger): SharedRateLimits {
  const repository = new RateLimitCounterRepository(database.db);
  const { driver } = database;
  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    driver.dialect === "sqlite" ? database.db.connection().execute(work) : work();
  let lastCleanUp = Date.now();

  async function removeExpired(): Promise<void> {
    lastCleanUp = Date.now();
    await repository.removeExpiredBefore(lastCleanUp - expiredKeptMs);
  }

  async function cleanUpWhenDue(): Promise<void> {
    if (Date.now() - lastCleanUp < cleanUpIntervalMs) return;
    try {
      await removeExpired();
    } catch (error) {
      // The hit itself is counted; the rows wait for the next clean-up.
      logger.warn("removing expired rate-limit counters failed", { error });
    }
  }

  function store(options: CounterOptions): RateLimiterStoreAbstract {
    const common = {
      keyPrefix: options.name,
      points: options.limit,
      duration: options.windowSeconds,
      tableName,
      tableCreated: true,
      clearExpiredByTimeout: false,
    };
    return driver.dialect === "sqlite"
      ? new RateLimiterSQLite({ ...common, storeClient: driver.unsynced, storeType: "better-sqlite3" })
      : new RateLimiterPostgres({ ...common, storeClient: driver.pool, storeType: "pool" });
  }

  return {
    counter(options) {
      const limiter = store(options);
      return {
        name: options.name,
        limit: options.limit,
        windowSeconds: options.windowSeconds,
        async hit(key) {
          const answer = await exclusive(() => settled(limiter.consume(key)));
          await cleanUpWhenDue();
          return {
            hits: answer.consumedPoints,
            limit: options.limit,
            resetAt: new Date(Date.now() + answer.msBeforeNext),
          };
        },
        async unhit(key) {
          await exclusive(() => limiter.reward(key));
        },
        async reset(key) {
          await exclusive(() => limiter.delete(key));
        },
      };
    },
    removeExpired: () => removeExpired(),
  };
}
