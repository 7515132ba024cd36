import type { Selectable } from "kysely";
import {
  type IngredientRecord,
  type ProductLinkField,
  type ProductPriceField,
  type ProductRecord,
  shopRecordFields,
} from "~/domain/api-records";
import { type Shop, shops } from "~/domain/markets";
import type { IngredientsTable, ProductsTable } from "../db/schema.server";

/**
 * Where each field of the API's records comes from in the database: the one mapping of API
 * field → column or expression. The filter compiler (record-filter-sql.server.ts) tests what it
 * names, the record service (record-service.server.ts) builds the records from it, and the
 * repository selects the columns it names. The fields themselves are the domain's
 * (app/domain/api-records.ts); a field without a source here, or a column whose values do not
 * fit the field's type, does not compile.
 */

/** The columns of a table whose values, as read, fit a field whose values are `V`. */
type ColumnsHolding<T, V> = {
  [C in keyof Selectable<T>]: Selectable<T>[C] extends V ? C : never;
}[keyof Selectable<T>] &
  string;

/** The field is the column's value. */
export interface ColumnSource<C extends string = string> {
  from: "column";
  column: C;
}

/** The field is the list a JSON text column holds (ADR 0003). */
export interface JsonListSource<C extends string = string> {
  from: "jsonList";
  column: C;
}

/** The field is the link (`url`) or the price of the product's offer from one shop; null without one. */
export interface OfferSource {
  from: "offer";
  shop: Shop;
  value: "url" | "price";
}

/**
 * The lists a product record holds from rows of other tables: the repository reads them for a
 * page of products (`productParts`), and the filter compiler tests membership in them.
 */
export type RelatedList = "skinTypes" | "aspects" | "ingredientNames" | "ingredientIds";

/** The field is one of the related lists. */
export interface RelatedListSource {
  from: "related";
  list: RelatedList;
}

type ListSource<T, V> = [V] extends [string[]] ? JsonListSource<ColumnsHolding<T, string>> : never;

type ProductFieldSource<V> =
  | ColumnSource<ColumnsHolding<ProductsTable, V>>
  | ListSource<ProductsTable, V>
  | ([V] extends [string[]] ? RelatedListSource : null extends V ? OfferSource : never);

type IngredientFieldSource<V> = ColumnSource<ColumnsHolding<IngredientsTable, V>> | ListSource<IngredientsTable, V>;

/** The columns a table of sources names. */
type ColumnsOf<S> = S extends { column: infer C extends string } ? C : never;

function columnsOf<S extends Record<string, object>>(sources: S): ColumnsOf<S[keyof S]>[] {
  const columns = Object.values(sources).flatMap((source) =>
    "column" in source && typeof source.column === "string" ? [source.column] : [],
  );
  return [...new Set(columns)] as ColumnsOf<S[keyof S]>[];
}

/** Each shop's link and price field is its offer's (`shopRecordFields`, app/domain/api-records.ts). */
const offerSources = Object.fromEntries(
  shops.flatMap((shop) => [
    [shopRecordFields[shop].link, { from: "offer", shop, value: "url" }],
    [shopRecordFields[shop].price, { from: "offer", shop, value: "price" }],
  ]),
) as Record<ProductLinkField | ProductPriceField, OfferSource>;

/** The sources of `Products` fields, on `products`. */
export const productFieldSources = {
  id: { from: "column", column: "id" },
  product: { from: "column", column: "name" },
  productType: { from: "column", column: "product_type" },
  brand: { from: "column", column: "brand" },
  size: { from: "column", column: "size_ml" },
  description: { from: "column", column: "description_en" },
  description_id: { from: "column", column: "description_id" },
  usage: { from: "column", column: "usage_en" },
  usage_id: { from: "column", column: "usage_id" },
  ...offerSources,
  skinType: { from: "related", list: "skinTypes" },
  aspect: { from: "related", list: "aspects" },
  // Canonical names, so only the entries matched to an ingredient; in printed order.
  ingredients: { from: "related", list: "ingredientNames" },
  ingredient_clean: { from: "related", list: "ingredientIds" },
  images: { from: "jsonList", column: "images" },
  createdAt: { from: "column", column: "created_at" },
  updatedAt: { from: "column", column: "updated_at" },
} as const satisfies { [F in keyof ProductRecord]: ProductFieldSource<ProductRecord[F]> };

/** The sources of `Ingredients` fields, on `ingredients`. */
export const ingredientFieldSources = {
  id: { from: "column", column: "id" },
  ingredient: { from: "column", column: "name" },
  aspect: { from: "jsonList", column: "aspects" },
  skinType: { from: "jsonList", column: "skin_types" },
  cosing: { from: "jsonList", column: "cosing_functions" },
  cas: { from: "column", column: "cas" },
  ec: { from: "column", column: "ec" },
  function: { from: "jsonList", column: "functions" },
  createdAt: { from: "column", column: "created_at" },
  updatedAt: { from: "column", column: "updated_at" },
} as const satisfies { [F in keyof IngredientRecord]: IngredientFieldSource<IngredientRecord[F]> };

export type ProductSourceColumn = ColumnsOf<(typeof productFieldSources)[keyof ProductRecord]>;
export type IngredientSourceColumn = ColumnsOf<(typeof ingredientFieldSources)[keyof IngredientRecord]>;

/** The columns of `products` the product records are built from. */
export const productSourceColumns: readonly ProductSourceColumn[] = columnsOf(productFieldSources);
/** The columns of `ingredients` the ingredient records are built from. */
export const ingredientSourceColumns: readonly IngredientSourceColumn[] = columnsOf(ingredientFieldSources);
