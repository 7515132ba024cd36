import type { Kysely } from "kysely";
import { type CatalogService, createCatalogService } from "./catalog/catalog-service.server";
import { pingDatabase } from "./db/database.server";
import type { Database } from "./db/schema.server";

/** Everything the adapters (routes, API, CLI) may call; built once per process. */
export interface AppServices {
  health: { check(): Promise<void> };
  catalog: CatalogService;
}

export function createServices(db: Kysely<Database>): AppServices {
  return {
    health: { check: () => pingDatabase(db) },
    catalog: createCatalogService(db),
  };
}
