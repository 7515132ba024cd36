import { eventLoopTurn, rowsPerTurn } from "./event-loop-turn.server";
import { productSearchText } from "~/domain/search-text";
import type { Kysely, Selectable, Transaction } from "kysely";
import { replaceCatalogueVersion } from "~/server/db/catalogue-version.server";
import { type Database, priceObservationFacts, productRatingFacts } from "~/server/db/schema.server";
import type { IngredientRecord, ProductRecord } from "./catalogue-records.server";
import type { FeedPrice } from "./price-feed.server";

export interface WriteResult {
  productsInserted: number;
  productsUpdated: number;
  productsUnchanged: number;
  ingredientsInserted: number;
  ingredientsUpdated: number;
  /** Products and ingredients of an earlier import that the catalogue no longer has. */
  productsRemoved: number;
  ingredientsRemoved: number;
  offersPriced: number;
}

/** How many rows an import wrote or removed: products, ingredients and fed prices. */
export function changedRows(result: WriteResult): number {
  return (
    result.productsInserted +
    result.productsUpdated +
    result.ingredientsInserted +
    result.ingredientsUpdated +
    result.productsRemoved +
    result.ingredientsRemoved +
    result.offersPriced
  );
}

/** An old ingredient id whose page now answers 301 to the canonical ingredient. */
export interface IngredientRedirect {
  fromId: string;
  toId: string;
}

/** An id a merged product had under another name; it answers 301 to the surviving product. */
export interface ProductRedirect {
  fromId: string;
  toId: string;
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const chunkSize = 400;

function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));
}

async function insertChunked<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    // Row shapes are built from the schema types below; Kysely's generic insert type cannot follow a table variable.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + chunkSize) as never)
      .execute();
  }
}

/**
 * Writes an old-id table (`ingredient_redirects`, `product_redirects`) when it differs from the
 * stored one: each redirect to a kept id from an id that is not itself kept. Whether it changed.
 */
async function replaceRedirects(
  trx: Transaction<Database>,
  table: "ingredient_redirects" | "product_redirects",
  redirects: readonly { fromId: string; toId: string }[],
  kept: ReadonlySet<string>,
): Promise<boolean> {
  const rows = redirects
    .filter((redirect) => kept.has(redirect.toId) && !kept.has(redirect.fromId))
    .map((redirect) => ({ from_id: redirect.fromId, to_id: redirect.toId }));
  const stored = await trx.selectFrom(table).selectAll().execute();
  if (rowsKey(rows, ["from_id", "to_id"]) === rowsKey(stored, ["from_id", "to_id"])) return false;
  await trx.deleteFrom(table).execute();
  await insertChunked(trx, table, rows);
  return true;
}

function groupBy<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

const keyOfList = (values: readonly string[]): string => [...values].sort().join("|");

function productRow(product: ProductRecord) {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    product_type: product.productType,
    size_ml: product.size?.amount ?? null,
    size_unit: product.size?.unit ?? null,
    pack_count: product.size?.packCount ?? null,
    list_observed_on: product.listObservedOn,
    list_source: product.listSource,
    list_left_out: product.listLeftOut.length > 0 ? JSON.stringify(product.listLeftOut) : null,
    list_cut_short_at: product.listCutShortAt,
    list_may_be_incomplete: product.listMayBeIncomplete ? 1 : 0,
    versions: product.versions === null ? null : JSON.stringify(product.versions),
    form: product.form,
    search_text: productSearchText(product),
    description_en: product.descriptionEn,
    description_id: product.descriptionId,
    usage_en: product.usageEn,
    usage_id: product.usageId,
    base_price_gbp: product.basePriceGbp,
    images: JSON.stringify(product.images),
    rank: product.rank,
  };
}

function ingredientRow(ingredient: IngredientRecord) {
  return {
    id: ingredient.id,
    name: ingredient.name,
    inci_name: ingredient.inciName,
    cas: ingredient.cas,
    ec: ingredient.ec,
    cosing_functions: JSON.stringify(ingredient.cosingFunctions),
    functions: JSON.stringify(ingredient.functions),
    kulit_functions: JSON.stringify(ingredient.kulitFunctions),
    aspects: JSON.stringify(ingredient.aspects),
    skin_types: JSON.stringify(ingredient.skinTypes),
  };
}

function referencePriceRows(product: ProductRecord) {
  return product.referencePrices.map((price) => ({
    product_id: product.id,
    market: price.market,
    amount: price.amount,
    currency: price.currency,
    source: price.source,
    source_amount: price.sourceAmount,
    source_currency: price.sourceCurrency,
    converted: price.converted ? 1 : 0,
    observed_on: price.observedOn,
  }));
}

function ratingRows(product: ProductRecord) {
  return product.ratings.map((rating) => ({
    product_id: product.id,
    site: rating.site,
    stars: rating.stars,
    review_count: rating.reviewCount,
    url: rating.url,
    observed_on: rating.observedOn,
    source: rating.source,
  }));
}

function observationRows(product: ProductRecord) {
  const offersOfRow = new Map<string, number>();
  return product.observations.map((observed) => {
    // A row with size choices prices each size: its offers in the order built, from 0.
    const row = `${observed.file}:${observed.line}`;
    const offer = offersOfRow.get(row) ?? 0;
    offersOfRow.set(row, offer + 1);
    return observationRow(product, observed, offer);
  });
}

function observationRow(product: ProductRecord, observed: ProductRecord["observations"][number], offer: number) {
  return {
    product_id: product.id,
    shop: observed.shop,
    market: observed.market,
    currency: observed.currency,
    amount: observed.amount,
    size_amount: observed.size?.amount ?? null,
    size_unit: observed.size?.unit ?? null,
    pack_count: observed.size?.packCount ?? null,
    observed_on: observed.observedOn,
    source: observed.source,
    source_file: observed.file,
    source_line: observed.line,
    source_offer: offer,
  };
}

/** The tables of a product's own rows that an import replaces whole when they differ, in the order compared. */
const productRowsTables = [
  "product_skin_types",
  "product_aspects",
  "product_flags",
  "product_ingredients",
  "reference_prices",
  "price_observations",
  "product_ratings",
] as const;

type ProductRowsTable = (typeof productRowsTables)[number];

/** A product's ingredient links as one text, in list order, whichever way the database returns numbers. */
function linkKey(
  links: readonly {
    position: number;
    raw_name: string;
    ingredient_id: string | null;
    active: number;
    stated_percent: number | null;
  }[],
): string {
  return [...links]
    .sort((a, b) => a.position - b.position)
    .map(
      (l) =>
        `${l.position}\u0000${l.raw_name}\u0000${l.ingredient_id ?? ""}\u0000${Number(l.active)}\u0000${l.stated_percent === null ? "" : Number(l.stated_percent)}`,
    )
    .join("\u0001");
}

/** Whether a product's reference prices are the stored ones, one per market, amounts within rounding. */
function samePrices(
  prices: ReturnType<typeof referencePriceRows>,
  stored: readonly Selectable<Database["reference_prices"]>[],
): boolean {
  return (
    stored.length === prices.length &&
    prices.every((price) => {
      const old = stored.find((candidate) => candidate.market === price.market);
      return (
        old !== undefined &&
        sameNumber(old.amount, price.amount) &&
        old.currency === price.currency &&
        old.source === price.source &&
        sameNumber(old.source_amount, price.source_amount) &&
        old.source_currency === price.source_currency &&
        Number(old.converted) === price.converted &&
        old.observed_on === price.observed_on
      );
    })
  );
}

/** A stable text of rows for comparing a stored set with a new one, whatever their order. */
function rowsKey(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  return rows
    .map((row) => columns.map((column) => String(row[column] ?? "")).join("\u0000"))
    .sort()
    .join("\u0001");
}

const observationColumns = [...priceObservationFacts, "source_file", "source_line", "source_offer"] as const;

/** A new shop link: its price comes from a price feed later, never from the catalogue. */
function unpricedOfferRow(productId: string, offer: ProductRecord["offers"][number]) {
  return {
    product_id: productId,
    market: offer.market,
    shop: offer.shop,
    url: offer.url,
    price: null,
    currency: null,
    checked_at: null,
  };
}

/**
 * Upserts the catalogue in one transaction, writing only what differs from the stored rows so
 * that an unchanged catalogue rewrites nothing and keeps every `updated_at`. Offer prices
 * belong to price feeds: a catalogue import sets links and never clears a fed price.
 */
export async function writeCatalogue(
  db: Kysely<Database>,
  products: readonly ProductRecord[],
  ingredients: readonly IngredientRecord[],
  redirects: readonly IngredientRedirect[],
  productRedirects: readonly ProductRedirect[],
  feed: readonly FeedPrice[],
  now: string,
): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const result: WriteResult = {
      productsInserted: 0,
      productsUpdated: 0,
      productsUnchanged: 0,
      ingredientsInserted: 0,
      ingredientsUpdated: 0,
      productsRemoved: 0,
      ingredientsRemoved: 0,
      offersPriced: 0,
    };

    const storedIngredients = new Map(
      (await trx.selectFrom("ingredients").selectAll().execute()).map((row) => [row.id, row]),
    );
    const newIngredients: Record<string, unknown>[] = [];
    for (const ingredient of ingredients) {
      const row = ingredientRow(ingredient);
      const stored = storedIngredients.get(ingredient.id);
      if (!stored) {
        newIngredients.push({ ...row, created_at: now, updated_at: now });
        result.ingredientsInserted += 1;
      } else if ((Object.keys(row) as (keyof typeof row)[]).some((column) => stored[column] !== row[column])) {
        await trx
          .updateTable("ingredients")
          .set({ ...row, updated_at: now })
          .where("id", "=", ingredient.id)
          .execute();
        result.ingredientsUpdated += 1;
      }
    }
    await insertChunked(trx, "ingredients", newIngredients);

    const storedProducts = new Map(
      (await trx.selectFrom("products").selectAll().execute()).map((row) => [row.id, row]),
    );
    const storedSkinTypes = groupBy(await trx.selectFrom("product_skin_types").selectAll().execute());
    const storedAspects = groupBy(await trx.selectFrom("product_aspects").selectAll().execute());
    const storedFlags = groupBy(await trx.selectFrom("product_flags").selectAll().execute());
    const storedIngredientLinks = groupBy(await trx.selectFrom("product_ingredients").selectAll().execute());
    const storedPrices = groupBy(await trx.selectFrom("reference_prices").selectAll().execute());
    const storedOffers = groupBy(await trx.selectFrom("offers").selectAll().execute());
    const storedObservations = groupBy(await trx.selectFrom("price_observations").selectAll().execute());
    const storedRatings = groupBy(await trx.selectFrom("product_ratings").selectAll().execute());

    // Written at the end in this order, a table at a time.
    const inserts: Record<"products" | ProductRowsTable | "offers", Record<string, unknown>[]> = {
      products: [],
      product_skin_types: [],
      product_aspects: [],
      product_flags: [],
      product_ingredients: [],
      reference_prices: [],
      offers: [],
      price_observations: [],
      product_ratings: [],
    };
    const touched = new Set<string>();

    for (const [index, product] of products.entries()) {
      if (index % rowsPerTurn === 0) await eventLoopTurn();
      const row = productRow(product);
      const linkRows = product.ingredients.map((link) => ({
        product_id: product.id,
        position: link.position,
        raw_name: link.rawName,
        ingredient_id: link.ingredientId,
        active: link.active ? 1 : 0,
        stated_percent: link.statedPercent,
      }));
      const priceRows = referencePriceRows(product);
      const observedRows = observationRows(product);
      const ratedRows = ratingRows(product);
      const storedOf = <T>(stored: Map<string, T[]>): T[] => stored.get(product.id) ?? [];
      // Each table's rows of the product, and whether the stored ones say the same.
      const own: Record<ProductRowsTable, { rows: Record<string, unknown>[]; same: () => boolean }> = {
        product_skin_types: {
          rows: product.skinTypes.map((skin_type) => ({ product_id: product.id, skin_type })),
          same: () => keyOfList(product.skinTypes) === keyOfList(storedOf(storedSkinTypes).map((r) => r.skin_type)),
        },
        product_aspects: {
          rows: product.aspects.map((aspect) => ({ product_id: product.id, aspect })),
          same: () => keyOfList(product.aspects) === keyOfList(storedOf(storedAspects).map((r) => r.aspect)),
        },
        product_flags: {
          rows: product.flags.map((flag) => ({ product_id: product.id, flag })),
          same: () => keyOfList(product.flags) === keyOfList(storedOf(storedFlags).map((r) => r.flag)),
        },
        product_ingredients: {
          rows: linkRows,
          same: () => linkKey(linkRows) === linkKey(storedOf(storedIngredientLinks)),
        },
        reference_prices: { rows: priceRows, same: () => samePrices(priceRows, storedOf(storedPrices)) },
        price_observations: {
          rows: observedRows,
          same: () =>
            rowsKey(observedRows, observationColumns) === rowsKey(storedOf(storedObservations), observationColumns),
        },
        product_ratings: {
          rows: ratedRows,
          same: () => rowsKey(ratedRows, productRatingFacts) === rowsKey(storedOf(storedRatings), productRatingFacts),
        },
      };
      const stored = storedProducts.get(product.id);
      if (!stored) {
        inserts.products.push({ ...row, created_at: now, updated_at: now });
        for (const table of productRowsTables) inserts[table].push(...own[table].rows);
        inserts.offers.push(...product.offers.map((offer) => unpricedOfferRow(product.id, offer)));
        result.productsInserted += 1;
        continue;
      }
      let changed = false;
      const scalarsDiffer = (Object.keys(row) as (keyof typeof row)[]).some((column) => {
        const value = row[column];
        const old = stored[column];
        return typeof value === "number" || value === null ? !sameNumber(value, old as number | null) : value !== old;
      });
      if (scalarsDiffer) {
        await trx.updateTable("products").set(row).where("id", "=", product.id).execute();
        changed = true;
      }
      for (const table of productRowsTables) {
        if (own[table].same()) continue;
        await trx.deleteFrom(table).where("product_id", "=", product.id).execute();
        inserts[table].push(...own[table].rows);
        changed = true;
      }
      const oldOffers = storedOffers.get(product.id) ?? [];
      for (const offer of product.offers) {
        const old = oldOffers.find((candidate) => candidate.shop === offer.shop);
        if (!old) {
          inserts.offers.push(unpricedOfferRow(product.id, offer));
          changed = true;
        } else if (old.url !== offer.url || old.market !== offer.market) {
          await trx
            .updateTable("offers")
            .set({ url: offer.url, market: offer.market })
            .where("product_id", "=", product.id)
            .where("shop", "=", offer.shop)
            .execute();
          changed = true;
        }
      }
      if (changed) touched.add(product.id);
    }

    for (const [table, rows] of Object.entries(inserts)) await insertChunked(trx, table as keyof typeof inserts, rows);

    // Rows cascade with their product; an ingredient goes once no product lists it.
    const keptProducts = new Set(products.map((product) => product.id));
    const staleProducts = [...storedProducts.keys()].filter((id) => !keptProducts.has(id));
    for (let start = 0; start < staleProducts.length; start += chunkSize) {
      await trx
        .deleteFrom("products")
        .where("id", "in", staleProducts.slice(start, start + chunkSize))
        .execute();
    }
    result.productsRemoved = staleProducts.length;
    const keptIngredients = new Set(ingredients.map((ingredient) => ingredient.id));
    const staleIngredients = [...storedIngredients.keys()].filter((id) => !keptIngredients.has(id));
    for (let start = 0; start < staleIngredients.length; start += chunkSize) {
      const chunk = staleIngredients.slice(start, start + chunkSize);
      await trx
        .updateTable("product_ingredients")
        .set({ ingredient_id: null })
        .where("ingredient_id", "in", chunk)
        .execute();
      await trx.deleteFrom("ingredients").where("id", "in", chunk).execute();
    }
    result.ingredientsRemoved = staleIngredients.length;
    const redirectsChanged = await replaceRedirects(trx, "ingredient_redirects", redirects, keptIngredients);
    const productRedirectsChanged = await replaceRedirects(trx, "product_redirects", productRedirects, keptProducts);

    const insertedIds = new Set(inserts.products.map((row) => String(row.id)));
    for (const price of feed) {
      const old = (storedOffers.get(price.productId) ?? []).find((offer) => offer.shop === price.shop);
      if (
        old &&
        sameNumber(old.price, price.price) &&
        old.currency === price.currency &&
        old.checked_at === price.checkedAt
      )
        continue;
      await trx
        .updateTable("offers")
        .set({ price: price.price, currency: price.currency, checked_at: price.checkedAt })
        .where("product_id", "=", price.productId)
        .where("shop", "=", price.shop)
        .execute();
      result.offersPriced += 1;
      if (!insertedIds.has(price.productId)) touched.add(price.productId);
    }

    for (const id of touched) await trx.updateTable("products").set({ updated_at: now }).where("id", "=", id).execute();
    result.productsUpdated = touched.size;
    result.productsUnchanged = products.filter(
      (product) => !insertedIds.has(product.id) && !touched.has(product.id),
    ).length;
    // What the server keeps from the catalogue is kept per version; an unchanged import keeps it.
    if (changedRows(result) > 0 || redirectsChanged || productRedirectsChanged) await replaceCatalogueVersion(trx);
    return result;
  });
}
