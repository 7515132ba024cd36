import type { Kysely } from "kysely";
import type { RoutineProductIds } from "~/domain/routine-input";
import type { RoutineSlot } from "~/domain/routine-slots";
import type { Database } from "../db/schema.server";

export interface StoredRoutine {
  ids: RoutineProductIds;
  /** When the routine last changed; null for a user who never made one. */
  updatedAt: string | null;
}

/**
 * The only SQL over `routine_entries`. Every query names its owner (docs/security.md, "Private
 * data"): there is no way to read or change a routine without the user id of its owner.
 */
export class RoutineRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async routineOf(userId: string): Promise<StoredRoutine> {
    const rows = await this.db
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

  /** Replaces the owner's routine in one transaction: a reader sees the old one or the new one. */
  async replace(userId: string, ids: RoutineProductIds, at: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("routine_entries").where("user_id", "=", userId).execute();
      const rows = (["morning", "evening"] as const satisfies readonly RoutineSlot[]).flatMap((slot) =>
        ids[slot].map((productId, position) => ({
          user_id: userId,
          slot,
          position,
          product_id: productId,
          added_at: at,
        })),
      );
      if (rows.length > 0) await trx.insertInto("routine_entries").values(rows).execute();
    });
  }
}
