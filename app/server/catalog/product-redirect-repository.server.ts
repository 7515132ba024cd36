import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";

/**
 * The surviving product of each of the given ids that a merge retired (docs/catalogue.md, "One
 * product, one page"); an id that is no merged product's is not in the map.
 */
export async function survivingProductIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  // PostgreSQL text cannot hold NUL (sending one is an error there), so no id contains one.
  const asked = [...new Set(ids)].filter((id) => !id.includes("\u0000"));
  if (asked.length === 0) return new Map();
  const rows = await db
    .selectFrom("product_redirects")
    .select(["from_id", "to_id"])
    .where("from_id", "in", asked)
    .execute();
  return new Map(rows.map((row) => [row.from_id, row.to_id]));
}
