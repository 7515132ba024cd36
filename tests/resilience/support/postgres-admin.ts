import pg from "pg";
import type { ThrowawayPostgres } from "../../../scripts/throwaway-postgres";

/** A connection to the cluster's `postgres` database, for creating and dropping databases. */
export async function adminClient(cluster: ThrowawayPostgres): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  return client;
}

/** The DATABASE_URL of one database of the cluster. */
export function databaseUrlOf(cluster: ThrowawayPostgres, name: string): string {
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}
