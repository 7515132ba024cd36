import { type CatalogService, createCatalogService } from "~/server/catalog/catalog-service.server";
import { createSearchService, type SearchService } from "~/server/catalog/search-service.server";
import { madeForFile } from "./made-for-file";
import { createTestDatabase } from "./test-database";

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
  const ready = madeForFile(
    "the catalogue services",
    async () => {
      const database = await createTestDatabase({ catalogue: true });
      const catalog = createCatalogService(database.db, { today: () => catalogueDay });
      return { database, catalog, search: createSearchService(database.db, catalog) };
    },
    ({ database }) => database.destroy(),
  );
  return {
    get catalog() {
      return ready().catalog;
    },
    get search() {
      return ready().search;
    },
  };
}
