import { type Kysely, PostgresAdapter, type RawBuilder, type Selectable, sql } from "kysely";
import { freeOfKeys } from "~/domain/ingredient-flags";
import type { SitemapCatalogue } from "~/domain/sitemap";
import { readCatalogueVersion } from "~/server/db/catalogue-version.server";
import {
  filterIngredients,
  type ListFilterName,
  listFilterNames,
  type ListFilters,
  noListFilters,
  type PriceBand,
  priceBands,
  unitPriceBands,
} from "~/domain/list-filters";
import type { ListSort } from "~/domain/list-sort";
import { referencePriceSince } from "~/domain/reference-price";
import { type Market, marketFor, type Shop } from "~/domain/markets";
import { type Database, priceObservationFacts, productRatingFacts } from "../db/schema.server";
import { survivingProductIds } from "./product-redirect-repository.server";

/**
 * The catalogue's read queries (the only file of the read side that holds SQL). One set of
 * queries for SQLite and PostgreSQL; list-valued columns are JSON text, parsed by the service.
 */

/** Which products a list shows (before the market filter). */
export type ProductFilter =
  | { kind: "productType"; productType: string }
  | { kind: "skinType"; skinType: string }
  | { kind: "ingredient"; ingredientId: string }
  /** Search results (docs/search.md), ranked by the caller. */
  | { kind: "ids"; ids: readonly string[] };

/** The market a list is for: a product belongs to it iff it has an offer from its primary shop. */
export interface MarketScope {
  market: Market;
  primaryShop: Shop;
}

/**
 * A market on a day: its reference prices count only when seen on or after `pricedSince`
 * (`referencePriceSince` of the request's date; docs/rules.md, "A market's own price").
 */
export interface PricedScope extends MarketScope {
  pricedSince: string;
}

/** The market's scope for lists and prices on `today`. */
export function pricedScope(market: Market, today: string): PricedScope {
  return { market, primaryShop: marketFor(market).primaryShop, pricedSince: referencePriceSince(today) };
}

/** A row of `table` as a query reads it: the types come from the Kysely schema, never by hand. */
type Row<Table extends keyof Database> = Selectable<Database[Table]>;

/** The columns a product card shows. */
const cardColumns = [
  "id",
  "name",
  "brand",
  "product_type",
  "size_ml",
  "size_unit",
  "pack_count",
  "images",
  "rank",
] as const;
const cardSelection = cardColumns.map((column) => `p.${column}` as const);

export type ProductRow = Pick<Row<"products">, (typeof cardColumns)[number]>;

const detailColumns = [
  "form",
  "description_en",
  "description_id",
  "usage_en",
  "usage_id",
  "list_observed_on",
  "list_source",
  "list_left_out",
  "list_cut_short_at",
  "list_may_be_incomplete",
  "versions",
] as const;

export type ProductDetailRow = ProductRow & Pick<Row<"products">, (typeof detailColumns)[number]>;

const referencePriceColumns = [
  "product_id",
  "amount",
  "currency",
  "source",
  "source_amount",
  "source_currency",
  "converted",
  "observed_on",
] as const;

export type ReferencePriceRow = Pick<Row<"reference_prices">, (typeof referencePriceColumns)[number]>;

const offerColumns = ["shop", "url", "price", "currency", "checked_at"] as const;

export type OfferRow = Pick<Row<"offers">, (typeof offerColumns)[number]>;

const observationColumns = ["product_id", ...priceObservationFacts] as const;

export type PriceObservationRow = Pick<Row<"price_observations">, (typeof observationColumns)[number]>;

export type ProductSizeRow = Pick<Row<"products">, "id" | "size_ml" | "size_unit" | "pack_count">;

const ratingColumns = ["product_id", ...productRatingFacts] as const;

export type ProductRatingRow = Pick<Row<"product_ratings">, (typeof ratingColumns)[number]>;

/** A printed ingredient with its canonical ingredient's name and functions, when it is known. */
export type ProductIngredientRow = Pick<
  Row<"product_ingredients">,
  "position" | "raw_name" | "ingredient_id" | "active" | "stated_percent"
> & {
  ingredient_name: Row<"ingredients">["name"] | null;
  functions: Row<"ingredients">["functions"] | null;
  kulit_functions: Row<"ingredients">["kulit_functions"] | null;
};

const ingredientColumns = [
  "id",
  "name",
  "inci_name",
  "cas",
  "ec",
  "cosing_functions",
  "functions",
  "kulit_functions",
] as const;

export type IngredientRow = Pick<Row<"ingredients">, (typeof ingredientColumns)[number]>;

/** What ranking by match needs of every product of a list, and no more. */
export interface RankingRow {
  id: string;
  rank: number;
  /** The market's current reference price (in its currency); null without one: its budget part does not count. */
  price: number | null;
  skinTypes: string[];
  aspects: string[];
}

export interface CardParts {
  products: ProductRow[];
  prices: ReferencePriceRow[];
  skinTypes: { product_id: string; skin_type: string }[];
  aspects: { product_id: string; aspect: string }[];
}

/** Products of a market: those with an offer from its primary shop (docs/rules.md, "Markets"). */
export function productsInMarket(db: Kysely<Database>, scope: MarketScope) {
  return db.selectFrom("products as p").where((eb) =>
    eb.exists(
      eb
        .selectFrom("offers as o")
        .select(sql<number>`1`.as("one"))
        .whereRef("o.product_id", "=", "p.id")
        .where("o.market", "=", scope.market)
        .where("o.shop", "=", scope.primaryShop),
    ),
  );
}

/**
 * How many products each filter option would list (`CatalogRepository.filterCounts`): per filter,
 * per option as the URL writes it (`"toner"`, a brand, a band's `"2"`). An option no product of the
 * list has may be missing: it counts 0.
 */
export type FilterCounts = Record<ListFilterName, Record<string, number>>;

type ProductsQuery = ReturnType<typeof productsInMarket>;

/** The ids of a query's products, as a subquery. */
const idsOf = (query: ProductsQuery) => query.select("p.id");

/**
 * The ids of the products listing any of these ingredients, for `p.id in (…)`: `in` reads the
 * ingredients' index once, where a correlated `exists` would scan it for every product.
 */
export function productsListing(ingredientIds: readonly string[]) {
  return sql`(select hi.product_id from product_ingredients hi where hi.ingredient_id in (${sql.join([...ingredientIds])}))`;
}

/** `amount` within a band: at least its minimum, below its maximum. */
function inBand(amount: RawBuilder<number>, band: PriceBand | undefined) {
  const bounds: RawBuilder<unknown>[] = [];
  if (band?.min != null) bounds.push(sql`${amount} >= ${band.min}`);
  if (band?.max != null) bounds.push(sql`${amount} < ${band.max}`);
  return bounds.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`${sql.join(bounds, sql` and `)}`;
}

/** A current reference price of the market meets `condition` (on `rp.amount` and the product's size). */
function priceIn(scope: PricedScope, condition: RawBuilder<boolean>) {
  return sql<boolean>`exists (select 1 from reference_prices rp where rp.product_id = p.id and rp.market = ${scope.market} and rp.observed_on >= ${scope.pricedSince} and ${condition})`;
}

/** The product's reference price is in the band (`priceBand`, 1-based). */
function inPriceBand(scope: PricedScope, priceBand: number) {
  const { currency } = marketFor(scope.market);
  return priceIn(scope, inBand(sql<number>`rp.amount`, priceBands[currency][priceBand - 1]));
}

/**
 * An amount of the product's price per 10 ml or 10 g, as `unitPrice` computes it (a multipack
 * counts its whole quantity); only for a product with a size in ml or g (`hasVolumeOrWeight`).
 */
function perTen(amount: RawBuilder<number | null>) {
  return sql<number>`${amount} * 10 / (p.size_ml * case when p.pack_count > 1 then p.pack_count else 1 end)`;
}

/**
 * A size in ml or g (a size stored before units is in ml): a price per sheet or per pad is not a
 * price per 10 ml, so sheet masks and pads are in no per-10 band and last in that order.
 */
const hasVolumeOrWeight = sql<boolean>`p.size_ml > 0 and (p.size_unit is null or p.size_unit in ('ml', 'g'))`;

/** The product's price per 10 ml or 10 g is in the band (`unitPriceBand`, 1-based). */
function inUnitPriceBand(scope: PricedScope, unitPriceBand: number) {
  const { currency } = marketFor(scope.market);
  const band = inBand(perTen(sql<number>`rp.amount`), unitPriceBands[currency][unitPriceBand - 1]);
  return priceIn(scope, sql<boolean>`${hasVolumeOrWeight} and ${band}`);
}

/** The orders the database sorts a list in; match is the service's (docs/rules.md, "Sorting"). */
export type SqlSort = Exclude<ListSort, "match">;

/** The market's current reference price of the product; null when it has none. */
function referencePrice(scope: PricedScope) {
  return sql<
    number | null
  >`(select sp.amount from reference_prices sp where sp.product_id = p.id and sp.market = ${scope.market} and sp.observed_on >= ${scope.pricedSince})`;
}

/** The product's price per 10 ml or 10 g; null without a price or a size. */
function referenceUnitPrice(scope: PricedScope) {
  const price = referencePrice(scope);
  return sql<number | null>`case when ${price} > 0 and ${hasVolumeOrWeight} then ${perTen(price)} end`;
}

/**
 * The product's list is whole (`list_may_be_incomplete`: a list that may have lost its end supports
 * no "free of" claim) and raises none of these flags.
 */
function freeOfFlags(flags: readonly string[]) {
  return sql<boolean>`p.list_may_be_incomplete = 0 and not exists (select 1 from product_flags ff where ff.product_id = p.id and ff.flag in (${sql.join([...flags])}))`;
}

/**
 * The product's list is whole and does not hold the ingredient: a list that may have lost its end
 * cannot show that an ingredient is absent, as for "free of".
 */
function notListing(ingredientId: string) {
  return sql<boolean>`p.list_may_be_incomplete = 0 and p.id not in ${productsListing([ingredientId])}`;
}

/** The tables naming what a product is made for, and their column. */
const madeForColumns = { product_skin_types: "skin_type", product_aspects: "aspect" } as const;

/** What products are counted by: a column of their own, or a table of what they are made for. */
type GroupedColumn = "p.product_type" | "p.brand" | keyof typeof madeForColumns;

/** The product (`p`) is made for any of these skin types or concerns. */
function madeForAnyOf(table: keyof typeof madeForColumns, values: readonly string[]) {
  const column = sql.ref(`m.${madeForColumns[table]}`);
  return sql<boolean>`exists (select 1 from ${sql.table(table)} as m where m.product_id = p.id and ${column} in (${sql.join(values)}))`;
}

/** A product's (`p`) column is one of these values. */
function columnIn(column: "p.product_type" | "p.brand", values: readonly string[]) {
  return sql<boolean>`${sql.ref(column)} in (${sql.join([...values])})`;
}

type FilterCondition<Name extends ListFilterName> = (
  chosen: ListFilters[Name],
  scope: PricedScope,
) => RawBuilder<boolean> | null;

/**
 * What each filter's choice asks of a product (`p`) of the list; null when it asks nothing
 * (docs/rules.md, "Filters").
 */
const filterConditions: { readonly [Name in ListFilterName]: FilterCondition<Name> } = {
  productTypes: (types) => (types.length > 0 ? columnIn("p.product_type", types) : null),
  skinTypes: (skin) => (skin.length > 0 ? madeForAnyOf("product_skin_types", skin) : null),
  concerns: (concerns) => (concerns.length > 0 ? madeForAnyOf("product_aspects", concerns) : null),
  brands: (brands) => (brands.length > 0 ? columnIn("p.brand", brands) : null),
  priceBand: (band, scope) => (band === null ? null : inPriceBand(scope, band)),
  unitPriceBand: (band, scope) => (band === null ? null : inUnitPriceBand(scope, band)),
  freeOf: (flags) => (flags.length > 0 ? freeOfFlags(flags) : null),
  withIngredient: (id) => (id === null ? null : sql<boolean>`p.id in ${productsListing([id])}`),
  withoutIngredient: (id) => (id === null ? null : notListing(id)),
};

function conditionOf<Name extends ListFilterName>(name: Name, refinements: ListFilters, scope: PricedScope) {
  const condition: FilterCondition<Name> = filterConditions[name];
  return condition(refinements[name], scope);
}

/** The list's filters (docs/rules.md, "Filters") applied to a query of products of a market. */
export function refine(query: ProductsQuery, scope: PricedScope, refinements: ListFilters): ProductsQuery {
  let refined = query;
  for (const name of listFilterNames) {
    const condition = conditionOf(name, refinements, scope);
    if (condition !== null) refined = refined.where(condition);
  }
  return refined;
}

/** The unit separator: no ingredient id holds it. */
const formulaSeparator = "\u001f";

export class CatalogRepository {
  /**
   * The name as it sorts A–Z: case ignored, then by code point on both databases (PostgreSQL's
   * locale collation would otherwise order it unlike SQLite).
   */
  private readonly nameKey: RawBuilder<string>;
  /** A product's known ingredient ids in list order, joined by `formulaSeparator`. */
  private readonly formulaIds: RawBuilder<string>;

  constructor(private readonly db: Kysely<Database>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    this.nameKey = postgres ? sql<string>`lower(p.name collate "C")` : sql<string>`lower(p.name)`;
    this.formulaIds = postgres
      ? sql<string>`string_agg(ingredient_id, chr(31) order by position)`
      : sql<string>`group_concat(ingredient_id, char(31) order by position)`;
  }

  /** Products of a list in a market, the filter and market applied in SQL (indexed, no full scan of the result). */
  private listQuery(filter: ProductFilter, scope: PricedScope, refinements: ListFilters = noListFilters) {
    let query = refine(productsInMarket(this.db, scope), scope, refinements);
    switch (filter.kind) {
      case "productType":
        query = query.where("p.product_type", "=", filter.productType);
        break;
      case "skinType":
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom("product_skin_types as s")
              .select(sql<number>`1`.as("one"))
              .whereRef("s.product_id", "=", "p.id")
              .where("s.skin_type", "=", filter.skinType),
          ),
        );
        break;
      case "ingredient":
        query = query.where(sql<boolean>`p.id in ${productsListing([filter.ingredientId])}`);
        break;
      case "ids":
        query = query.where("p.id", "in", filter.ids.length > 0 ? [...filter.ids] : [""]);
        break;
    }
    return query;
  }

  /**
   * How many products each filter option would list (docs/rules.md, "Filters"): an option of a
   * filter is counted with the other filters' choices applied and its own replaced by it, so the
   * counts say what choosing it would show.
   */
  async filterCounts(filter: ProductFilter, scope: PricedScope, refinements: ListFilters): Promise<FilterCounts> {
    const { currency } = marketFor(scope.market);
    const others = <Name extends ListFilterName>(name: Name): ListFilters => ({
      ...refinements,
      [name]: noListFilters[name],
    });
    const grouped = (name: ListFilterName, column: GroupedColumn) =>
      this.countByColumn(filter, scope, others(name), column);
    const bands = (
      name: "priceBand" | "unitPriceBand",
      inBandNumber: (scope: PricedScope, band: number) => RawBuilder<boolean>,
      count: number,
    ) =>
      this.countEach(
        filter,
        scope,
        others(name),
        Array.from({ length: count }, (_, index) => [String(index + 1), inBandNumber(scope, index + 1)] as const),
      );
    const counters: { readonly [Name in ListFilterName]: () => Promise<Record<string, number>> } = {
      productTypes: () => grouped("productTypes", "p.product_type"),
      skinTypes: () => grouped("skinTypes", "product_skin_types"),
      concerns: () => grouped("concerns", "product_aspects"),
      brands: () => grouped("brands", "p.brand"),
      priceBand: () => bands("priceBand", inPriceBand, priceBands[currency].length),
      unitPriceBand: () => bands("unitPriceBand", inUnitPriceBand, unitPriceBands[currency].length),
      // Each flag counted together with those already chosen: choosing it adds it to them.
      freeOf: () =>
        this.countEach(
          filter,
          scope,
          others("freeOf"),
          freeOfKeys.map((key) => [key, freeOfFlags([...new Set([...refinements.freeOf, key])])] as const),
        ),
      withIngredient: () => this.ingredientCounts(filter, scope, others("withIngredient")),
      withoutIngredient: () =>
        this.countEach(
          filter,
          scope,
          others("withoutIngredient"),
          filterIngredients.map((id) => [id, notListing(id)] as const),
        ),
    };
    const counts = await Promise.all(listFilterNames.map((name) => counters[name]()));
    return Object.fromEntries(listFilterNames.map((name, index) => [name, counts[index] ?? {}])) as FilterCounts;
  }

  /** How many products of the list have each value of a column of theirs, or of a table of what they are made for. */
  private async countByColumn(
    filter: ProductFilter,
    scope: PricedScope,
    refinements: ListFilters,
    grouped: GroupedColumn,
  ): Promise<Record<string, number>> {
    const query = this.listQuery(filter, scope, refinements);
    const ownColumn = grouped === "p.product_type" || grouped === "p.brand";
    const value = sql<string>`${sql.ref(ownColumn ? grouped : `m.${madeForColumns[grouped]}`)}`;
    const counted = ownColumn ? query : query.innerJoin(`${grouped} as m`, "m.product_id", "p.id");
    const rows = await counted
      .select([value.as("value"), sql<number>`count(*)`.as("total")])
      .groupBy(value)
      .execute();
    return Object.fromEntries(rows.map((row) => [String(row.value), Number(row.total)]));
  }

  /** How many products of the list meet each option's condition, in one query. */
  private async countEach(
    filter: ProductFilter,
    scope: PricedScope,
    refinements: ListFilters,
    conditions: readonly (readonly [option: string, condition: RawBuilder<boolean>])[],
  ): Promise<Record<string, number>> {
    const row = await this.listQuery(filter, scope, refinements)
      .select(
        conditions.map(([, condition], index) =>
          sql<number>`sum(case when ${condition} then 1 else 0 end)`.as(`c${index}`),
        ),
      )
      .executeTakeFirst();
    const counts: Record<string, unknown> = row ?? {};
    return Object.fromEntries(conditions.map(([option], index) => [option, Number(counts[`c${index}`] ?? 0)]));
  }

  /** Products of a list holding each of the filter's ingredients. */
  private async ingredientCounts(
    filter: ProductFilter,
    scope: PricedScope,
    refinements: ListFilters,
  ): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom("product_ingredients as fi")
      .where("fi.ingredient_id", "in", [...filterIngredients])
      .where("fi.product_id", "in", this.listQuery(filter, scope, refinements).select("p.id"))
      .select((eb) => ["fi.ingredient_id", eb.fn.count<number>("fi.product_id").distinct().as("total")])
      .groupBy("fi.ingredient_id")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.ingredient_id ?? "", Number(row.total)]));
  }

  /** Every product, and every ingredient that some product lists, for the sitemap. */
  async sitemapCatalogue(): Promise<SitemapCatalogue> {
    const products = await this.db.selectFrom("products").select(["id", "name", "updated_at"]).orderBy("id").execute();
    const ingredients = await this.db
      .selectFrom("ingredients as i")
      .select(["i.id", "i.updated_at"])
      .where((eb) =>
        eb.exists(
          eb.selectFrom("product_ingredients as pi").select("pi.product_id").whereRef("pi.ingredient_id", "=", "i.id"),
        ),
      )
      .orderBy("i.id")
      .execute();
    return {
      products: products.map((row) => ({ id: row.id, name: row.name, updatedAt: row.updated_at })),
      ingredients: ingredients.map((row) => ({ id: row.id, updatedAt: row.updated_at })),
    };
  }

  async hasAnyProduct(): Promise<boolean> {
    const row = await this.db.selectFrom("products").select("id").limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async countProducts(
    filter: ProductFilter,
    scope: PricedScope,
    refinements: ListFilters = noListFilters,
  ): Promise<number> {
    const row = await this.listQuery(filter, scope, refinements)
      .select((eb) => eb.fn.countAll().as("total"))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /**
   * One page of a list in the order asked (docs/rules.md, "Sorting"): rank; the market's price or
   * price per 10 ml, low to high, the unknown ones last; or the name, A–Z. Ties by rank, then id,
   * so pages never overlap.
   */
  async listProducts(
    filter: ProductFilter,
    scope: PricedScope,
    offset: number,
    limit: number,
    refinements: ListFilters = noListFilters,
    sort: SqlSort = "popularity",
  ): Promise<ProductRow[]> {
    if (limit <= 0) return [];
    let query = this.listQuery(filter, scope, refinements).select(cardSelection);
    switch (sort) {
      case "price":
        query = query.orderBy(referencePrice(scope), (order) => order.asc().nullsLast());
        break;
      case "per10":
        query = query.orderBy(referenceUnitPrice(scope), (order) => order.asc().nullsLast());
        break;
      case "name":
        query = query.orderBy(this.nameKey);
        break;
      case "popularity":
        break;
    }
    return query.orderBy("p.rank").orderBy("p.id").limit(limit).offset(offset).execute();
  }

  /** Every product of a list with what its match needs (for sorting by match on the server). */
  async rankingRows(
    filter: ProductFilter,
    scope: PricedScope,
    refinements: ListFilters = noListFilters,
  ): Promise<RankingRow[]> {
    return this.rankingRowsOf(this.listQuery(filter, scope, refinements), scope);
  }

  /** Every product of the catalogue, in every market, with what its match needs in this one. */
  async catalogueRankingRows(scope: PricedScope): Promise<RankingRow[]> {
    return this.rankingRowsOf(this.db.selectFrom("products as p"), scope);
  }

  /** The ids of a list's products, in no particular order. */
  async listedIds(
    filter: ProductFilter,
    scope: PricedScope,
    refinements: ListFilters = noListFilters,
  ): Promise<string[]> {
    const rows = await this.listQuery(filter, scope, refinements).select("p.id").execute();
    return rows.map((row) => row.id);
  }

  private async rankingRowsOf(query: ProductsQuery, scope: PricedScope): Promise<RankingRow[]> {
    const products = await query
      .select(["p.id", "p.rank", referencePrice(scope).as("price")])
      .orderBy("p.rank")
      .orderBy("p.id")
      .execute();
    if (products.length === 0) return [];
    const [skinTypes, aspects] = await this.skinTypesAndAspects(idsOf(query));
    const rows = new Map<string, RankingRow>(
      products.map((p) => [p.id, { id: p.id, rank: p.rank, price: p.price, skinTypes: [], aspects: [] }]),
    );
    for (const row of skinTypes) rows.get(row.product_id)?.skinTypes.push(row.skin_type);
    for (const row of aspects) rows.get(row.product_id)?.aspects.push(row.aspect);
    return [...rows.values()];
  }

  async productsByIds(ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom("products as p")
      .select(cardSelection)
      .where("p.id", "in", [...ids])
      .execute();
  }

  /** Reference prices, skin types and aspects of the given products (what a card shows besides the row). */
  async cardParts(products: ProductRow[], market: Market): Promise<CardParts> {
    if (products.length === 0) return { products, prices: [], skinTypes: [], aspects: [] };
    const ids = products.map((p) => p.id);
    const [prices, [skinTypes, aspects]] = await Promise.all([
      this.db
        .selectFrom("reference_prices")
        .select(referencePriceColumns)
        .where("product_id", "in", ids)
        .where("market", "=", market)
        .execute(),
      this.skinTypesAndAspects(ids),
    ]);
    return { products, prices, skinTypes, aspects };
  }

  /** The skin types and aspects of the given products (their ids, or a query of them), by product, then by name. */
  private skinTypesAndAspects(ids: readonly string[] | ReturnType<typeof idsOf>) {
    const listed = Array.isArray(ids) ? [...ids] : ids;
    return Promise.all([
      this.db
        .selectFrom("product_skin_types")
        .select(["product_id", "skin_type"])
        .where("product_id", "in", listed)
        .orderBy("product_id")
        .orderBy("skin_type")
        .execute(),
      this.db
        .selectFrom("product_aspects")
        .select(["product_id", "aspect"])
        .where("product_id", "in", listed)
        .orderBy("product_id")
        .orderBy("aspect")
        .execute(),
    ]);
  }

  async productDetail(id: string): Promise<ProductDetailRow | undefined> {
    return this.db
      .selectFrom("products as p")
      .select([...cardSelection, ...detailColumns.map((column) => `p.${column}` as const)])
      .where("p.id", "=", id)
      .executeTakeFirst();
  }

  async offers(productId: string, market: Market): Promise<OfferRow[]> {
    return this.db
      .selectFrom("offers")
      .select(offerColumns)
      .where("product_id", "=", productId)
      .where("market", "=", market)
      .execute();
  }

  /** The product's ingredient list in printed order, with the canonical ingredient where known. */
  async productIngredients(productId: string): Promise<ProductIngredientRow[]> {
    return this.db
      .selectFrom("product_ingredients as pi")
      .leftJoin("ingredients as i", "i.id", "pi.ingredient_id")
      .select([
        "pi.position",
        "pi.raw_name",
        "pi.ingredient_id",
        "pi.active",
        "pi.stated_percent",
        "i.name as ingredient_name",
        "i.functions",
        "i.kulit_functions",
      ])
      .where("pi.product_id", "=", productId)
      .orderBy("pi.position")
      .execute();
  }

  /** Every market's reference price of the given products, however old. */
  async referencePrices(productIds: readonly string[]): Promise<(ReferencePriceRow & { market: string })[]> {
    if (productIds.length === 0) return [];
    return this.db
      .selectFrom("reference_prices")
      .select([...referencePriceColumns, "market"])
      .where("product_id", "in", [...productIds])
      .orderBy("product_id")
      .orderBy("market")
      .execute();
  }

  /** Every price the sources reported for the given products (the service orders them). */
  async priceObservations(productIds: readonly string[]): Promise<PriceObservationRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .selectFrom("price_observations")
      .select(observationColumns)
      .where("product_id", "in", [...productIds])
      .execute();
  }

  /** The given products' own sizes, which decide which of their prices are checked against each other. */
  async productSizes(productIds: readonly string[]): Promise<ProductSizeRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .selectFrom("products")
      .select(["id", "size_ml", "size_unit", "pack_count"])
      .where("id", "in", [...productIds])
      .execute();
  }

  /** The stored versions (JSON) of the given products that are sold in versions. */
  async productVersions(productIds: readonly string[]): Promise<{ id: string; versions: string | null }[]> {
    if (productIds.length === 0) return [];
    return this.db
      .selectFrom("products")
      .select(["id", "versions"])
      .where("id", "in", [...productIds])
      .where("versions", "is not", null)
      .execute();
  }

  /** The given products' ratings on community and shop sites, one per product and site (the service orders them). */
  async productRatings(productIds: readonly string[]): Promise<ProductRatingRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .selectFrom("product_ratings")
      .select(ratingColumns)
      .where("product_id", "in", [...productIds])
      .execute();
  }

  async ingredientNames(ids: readonly string[]): Promise<{ id: string; name: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom("ingredients")
      .select(["id", "name"])
      .where("id", "in", [...ids])
      .execute();
  }

  async ingredient(id: string): Promise<IngredientRow | undefined> {
    return this.db.selectFrom("ingredients").select(ingredientColumns).where("id", "=", id).executeTakeFirst();
  }

  /** The canonical ingredient an old (merged) ingredient id now points to. */
  async ingredientRedirect(fromId: string): Promise<string | undefined> {
    // PostgreSQL text cannot hold NUL (sending one is an error there), so no id contains one.
    if (fromId.includes("\u0000")) return undefined;
    const row = await this.db
      .selectFrom("ingredient_redirects")
      .select("to_id")
      .where("from_id", "=", fromId)
      .executeTakeFirst();
    return row?.to_id;
  }

  /** The surviving product of each merged id among `ids` (docs/catalogue.md, "One product, one page"). */
  productRedirects(ids: readonly string[]): Promise<Map<string, string>> {
    return survivingProductIds(this.db, ids);
  }

  async productRef(id: string): Promise<{ id: string; name: string } | undefined> {
    return this.db.selectFrom("products").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  }

  /**
   * Every product's known ingredient ids in list order (for formula similarity). The foreign key
   * keeps every id an ingredient's. One row per product, the ids joined in SQL: on 100,000
   * products a row per ingredient (3.4 million) took four times as long, most of it making the
   * rows, and joining the products for their type three times as long again.
   */
  async formulas(): Promise<{ productId: string; ingredientIds: string[] }[]> {
    const rows = await this.db
      .selectFrom("product_ingredients")
      .select(["product_id", this.formulaIds.as("ids")])
      .where("ingredient_id", "is not", null)
      .groupBy("product_id")
      .execute();
    return rows.map((row) => ({ productId: row.product_id, ingredientIds: row.ids.split(formulaSeparator) }));
  }

  /** Every product's type, by id. */
  async productTypesById(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom("products").select(["id", "product_type"]).execute();
    return new Map(rows.map((row) => [row.id, row.product_type]));
  }

  /** Changes whenever an import changes the catalogue: caches built from the catalogue are rebuilt then. */
  catalogueVersion(): Promise<string> {
    return readCatalogueVersion(this.db);
  }

  /** Just enough to draw a product's generated image. */
  async productImageFacts(
    id: string,
  ): Promise<{ id: string; name: string; brand: string; product_type: string; form: string | null } | undefined> {
    return this.db
      .selectFrom("products")
      .select(["id", "name", "brand", "product_type", "form"])
      .where("id", "=", id)
      .executeTakeFirst();
  }
}
