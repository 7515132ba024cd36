import { afterAll, beforeAll } from "vitest";
import { type CatalogService, createCatalogService } from "~/server/catalog/catalog-service.server";
import { createSearchService, type SearchService } from "~/server/catalog/search-service.server";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * The day the integration tests judge reference prices against (docs/rules.md, "A market's own
 * price"): fixed, so that no test ages with the calendar. Soko Glam's February 2022 prices are
 * current on it, its 2020 ones only "last seen".
 */
export const catalogueDay = "2024-01-31";

export interface CatalogueServices {
  catalog: CatalogService;
  search: SearchService;
}

/**
 * The demo catalogue on the run's dialect with its catalogue and search services, made once for
 * the calling test file and removed after it. Read the services inside tests: they exist from
 * the file's `beforeAll` on.
 */
export function catalogueServicesForFile(): CatalogueServices {
  let database: TestDatabase | undefined;
  let services: CatalogueServices | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ catalogue: true });
    const catalog = createCatalogService(database.db, { today: () => catalogueDay });
    services = { catalog, search: createSearchService(database.db, catalog) };
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const ready = (): CatalogueServices => {
    if (!services) throw new Error("the catalogue services are read before the file's beforeAll ran");
    return services;
  };
  return {
    get catalog() {
      return ready().catalog;
    },
    get search() {
      return ready().search;
    },
  };
}
