import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { type MarketScope, productsInMarket } from "./catalog-repository.server";

/** How much of the catalogue a market's shoppers can browse. */
export interface CatalogueSize {
  products: number;
  /** Distinct ingredients (substances) in those products' lists. */
  ingredients: number;
}

/** The counts the landing page quotes (docs/screens.md, "Landing page"). */
export class CatalogueSizeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async inMarket(scope: MarketScope): Promise<CatalogueSize> {
    const [products, ingredients] = await Promise.all([
      productsInMarket(this.db, scope)
        .select((eb) => eb.fn.countAll().as("total"))
        .executeTakeFirst(),
      this.db
        .selectFrom("product_ingredients")
        .where("product_id", "in", productsInMarket(this.db, scope).select("p.id"))
        .select((eb) => eb.fn.count("ingredient_id").distinct().as("total"))
        .executeTakeFirst(),
    ]);
    return { products: Number(products?.total ?? 0), ingredients: Number(ingredients?.total ?? 0) };
  }
}
