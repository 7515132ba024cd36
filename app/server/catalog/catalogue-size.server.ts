import type { Kysely } from "kysely";
import { type Market, marketFor } from "~/domain/markets";
import { catalogueVersionSource } from "../db/catalogue-version.server";
import type { Database } from "../db/schema.server";
import { createCatalogueCache } from "./catalogue-cache.server";
import { type CatalogueSize, CatalogueSizeRepository } from "./catalogue-size-repository.server";

export type { CatalogueSize } from "./catalogue-size-repository.server";

export interface CatalogueSizeService {
  /** How many products the market lists, and how many distinct ingredients their lists hold. */
  inMarket(market: Market): Promise<CatalogueSize>;
}

export function createCatalogueSize(db: Kysely<Database>): CatalogueSizeService {
  const repository = new CatalogueSizeRepository(db);
  // Counting the ingredients reads every list of the market (about 50 ms on SQLite), too slow
  // for each visit of the landing page; the figures change only when an import writes products.
  const sizes = createCatalogueCache<CatalogueSize>(catalogueVersionSource(db), { capacity: 2 });
  return {
    inMarket: (market) =>
      sizes.get(market, () => repository.inMarket({ market, primaryShop: marketFor(market).primaryShop })),
  };
}
