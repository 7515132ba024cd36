import { randomUUID } from "node:crypto";
import { type Kysely, PostgresAdapter } from "kysely";
import type { Database } from "~/server/db/schema.server";

/**
 * A verified user row, written the way better-auth writes it on each dialect (real booleans
 * and dates on PostgreSQL, 0/1 and ISO text on SQLite), for tests that need an owner.
 * Returns the new user's id.
 */
export async function createTestUser(db: Kysely<Database>, email: string): Promise<string> {
  const id = randomUUID();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const now = new Date();
  await db
    .insertInto("user")
    .values({
      id,
      name: "",
      email,
      emailVerified: postgres ? true : 1,
      image: null,
      createdAt: postgres ? now : now.toISOString(),
      updatedAt: postgres ? now : now.toISOString(),
    })
    .execute();
  return id;
}
