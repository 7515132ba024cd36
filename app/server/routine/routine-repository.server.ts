import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { RoutineProductIds } from "~/domain/routine-input";
import { routineSlots } from "~/domain/routine-slots";
import type { Database } from "../db/schema.server";

export interface StoredRoutine {
  ids: RoutineProductIds;
  /** When the routine last changed; null while it holds nothing. */
  updatedAt: string | null;
}

/**
 * The only SQL over `routine_entries`. Every query names its owner (docs/security.md, "Private
 * data"): there is no way to read or change a routine without the user id of its owner.
 */
export class RoutineRepository {
  constructor(private readonly db: Kysely<Database>) {}

  routineOf(userId: string): Promise<StoredRoutine> {
    return readRoutine(this.db, userId);
  }

  /**
   * Changes the owner's routine in one transaction: `next` gets the routine as stored and answers
   * the new one, or null to leave it. Two changes at once (two tabs) are applied one after the
   * other, so neither is lost: PostgreSQL locks the owner's user row; SQLite runs one transaction
   * at a time on its one connection.
   */
  async update(
    userId: string,
    next: (current: RoutineProductIds) => RoutineProductIds | null,
    at: string,
  ): Promise<RoutineProductIds | null> {
    return this.db.transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await trx.selectFrom("user").select("id").where("id", "=", userId).forUpdate().execute();
      }
      const changed = next((await readRoutine(trx, userId)).ids);
      if (changed === null) return null;
      await trx.deleteFrom("routine_entries").where("user_id", "=", userId).execute();
      const rows = routineSlots.flatMap((slot) =>
        changed[slot].map((productId, position) => ({
          user_id: userId,
          slot,
          position,
          product_id: productId,
          added_at: at,
        })),
      );
      if (rows.length > 0) await trx.insertInto("routine_entries").values(rows).execute();
      return changed;
    });
  }
}

async function readRoutine(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<StoredRoutine> {
  const rows = await db
    .selectFrom("routine_entries")
    .select(["slot", "product_id", "added_at"])
    .where("user_id", "=", userId)
    .orderBy("slot")
    .orderBy("position")
    .execute();
  const ids: RoutineProductIds = { morning: [], evening: [] };
  for (const row of rows) {
    if (row.slot === "morning" || row.slot === "evening") ids[row.slot].push(row.product_id);
  }
  const updatedAt = rows.reduce<string | null>(
    (latest, row) => (latest === null || row.added_at > latest ? row.added_at : latest),
    null,
  );
  return { ids, updatedAt };
}
