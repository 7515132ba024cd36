import pg from "pg";
import type { PostgresCluster } from "./postgres-cluster";

/** A connection to the cluster's `postgres` database, for creating and dropping databases. */
export async function adminClient(cluster: PostgresCluster): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.adminUrl });
  await client.connect();
  return client;
}

/** The DATABASE_URL of one database of the cluster. */
export function databaseUrlOf(cluster: PostgresCluster, name: string): string {
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
