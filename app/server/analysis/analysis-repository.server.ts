import { type Kysely, PostgresAdapter, type Selectable, type Transaction } from "kysely";
import type { AnalysesTable, Database } from "../db/schema.server";

export type AnalysisRow = Selectable<AnalysesTable>;

/**
 * The only SQL over `analyses`. Every query names its owner: there is deliberately no way
 * to read, change or delete an analysis by id alone (docs/security.md).
 */
export class AnalysisRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  /**
   * Serialises the saves of one owner until the surrounding transaction ends, so that
   * "latest, then insert after it" cannot interleave. PostgreSQL locks the owner's user
   * row; SQLite needs nothing, as its one connection runs one transaction at a time.
   */
  async lockOwner(userId: string): Promise<void> {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await this.db.selectFrom("user").select("id").where("id", "=", userId).forUpdate().execute();
  }

  async insert(row: AnalysisRow): Promise<void> {
    await this.db.insertInto("analyses").values(row).execute();
  }

  /** The owner's newest analysis: latest `created_at`, ties by id. */
  async latest(userId: string): Promise<AnalysisRow | undefined> {
    return this.inDateOrder(userId, "desc").limit(1).executeTakeFirst();
  }

  /** All of the owner's analyses, oldest first (the reverse of `latest`'s order). */
  async allOf(userId: string): Promise<AnalysisRow[]> {
    return this.inDateOrder(userId, "asc").execute();
  }

  /** The owner's analyses by `created_at`, ties by id, both in `direction`. */
  private inDateOrder(userId: string, direction: "asc" | "desc") {
    return this.db
      .selectFrom("analyses")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", direction)
      .orderBy("id", direction);
  }

  /** The storage keys of the owner's selfies that rows still point to. */
  async imageKeysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("analyses")
      .select("image_key")
      .where("user_id", "=", userId)
      .where("image_key", "is not", null)
      .execute();
    return rows.flatMap((row) => (row.image_key === null ? [] : [row.image_key]));
  }

  async clearImageKeysOf(userId: string): Promise<void> {
    await this.db
      .updateTable("analyses")
      .set({ image_key: null })
      .where("user_id", "=", userId)
      .where("image_key", "is not", null)
      .execute();
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom("analyses").where("user_id", "=", userId).execute();
  }
}
