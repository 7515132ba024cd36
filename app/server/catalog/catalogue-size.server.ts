import type { Kysely } from "kysely";
import { type Market, marketFor } from "~/domain/markets";
import type { Database } from "../db/schema.server";
import { CatalogRepository } from "./catalog-repository.server";
import { type CatalogueSize, CatalogueSizeRepository } from "./catalogue-size-repository.server";

export type { CatalogueSize } from "./catalogue-size-repository.server";

export interface CatalogueSizeService {
  /** How many products the market lists, and how many distinct ingredients their lists hold. */
  inMarket(market: Market): Promise<CatalogueSize>;
}

export function createCatalogueSize(db: Kysely<Database>): CatalogueSizeService {
  const repository = new CatalogueSizeRepository(db);
  const catalog = new CatalogRepository(db);
  // Counting the ingredients reads every list of the market (about 50 ms on SQLite), too slow
  // for each visit of the landing page; the figures change only when an import writes products.
  const cache = new Map<Market, { version: string; size: CatalogueSize }>();
  return {
    async inMarket(market) {
      const version = await catalog.catalogueVersion();
      const cached = cache.get(market);
      if (cached?.version === version) return cached.size;
      const size = await repository.inMarket({ market, primaryShop: marketFor(market).primaryShop });
      cache.set(market, { version, size });
      return size;
    },
  };
}
