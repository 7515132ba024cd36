import type { Kysely } from "kysely";
import { isAspect } from "~/domain/aspects";
import type { Market, Shop } from "~/domain/markets";
import { isCurrency, isShop, marketFor } from "~/domain/markets";
import type {
  IngredientView,
  OfferView,
  Page,
  ProductCardView,
  ProductDetailView,
  ProductIngredientView,
  ReferencePriceView,
} from "~/domain/catalog-views";
import { isIngredientFunction, type IngredientFunction } from "~/domain/ingredient-functions";
import { normaliseIngredientName } from "~/domain/ingredient-name";
import { matchScore, type MatchProfile } from "~/domain/match-score";
import { isProductType, type ProductType, productTypes } from "~/domain/product-types";
import { isSkinType, type SkinType } from "~/domain/skin-types";
import type { Database } from "../db/schema.server";
import { parseJsonList } from "../db/json-list.server";
import {
  type CardParts,
  CatalogRepository,
  type MarketScope,
  type OfferRow,
  type ProductFilter,
  type ProductRow,
  type ReferencePriceRow,
} from "./catalog-repository.server";

export type { ProductFilter } from "./catalog-repository.server";

/** Which slice of a list to return: `offset` products skipped, at most `limit` returned. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export interface ListOptions {
  /**
   * The signed-in viewer's profile. When given, the list is sorted by match descending,
   * then by rank (docs/rules.md), on the server, before paging.
   */
  viewer?: MatchProfile | null;
}

/** Largest page a caller may ask for (the `?page=N` of list pages is capped by this). */
export const maxPageSize = 500;

export interface ProductImageFacts {
  id: string;
  brand: string;
  productType: ProductType;
}

/** A product type's best product for a profile, with its match percentage. */
export interface TopPick {
  product: ProductCardView;
  percent: number;
}

/** The read side of the catalogue (lists, product page, ingredient page, carousel, images). */
export interface CatalogService {
  /** Whether the catalogue has no product at all (a fresh database). */
  isEmpty(): Promise<boolean>;
  /** Cards of the given products, in the given order; unknown ids are left out. */
  productsByIds(ids: readonly string[], market: Market): Promise<ProductCardView[]>;
  listProducts(
    filter: ProductFilter,
    market: Market,
    page: PageRequest,
    options?: ListOptions,
  ): Promise<Page<ProductCardView>>;
  listByProductType(
    type: ProductType,
    market: Market,
    page: PageRequest,
    options?: ListOptions,
  ): Promise<Page<ProductCardView>>;
  listBySkinType(
    skinType: SkinType,
    market: Market,
    page: PageRequest,
    options?: ListOptions,
  ): Promise<Page<ProductCardView>>;
  listByIngredient(
    ingredientId: string,
    market: Market,
    page: PageRequest,
    options?: ListOptions,
  ): Promise<Page<ProductCardView>>;
  /** The product page of one product for a market; null when the id is unknown. */
  productDetail(id: string, market: Market): Promise<ProductDetailView | null>;
  ingredient(id: string): Promise<IngredientView | null>;
  /** Id and name of a product (enough for its path); null when unknown. */
  productRef(id: string): Promise<{ id: string; name: string } | null>;
  productImage(id: string): Promise<ProductImageFacts | null>;
  /**
   * Top picks (docs/rules.md): for each product type with products in the market, in
   * `productTypes` order, the product of highest match for the profile, ties by rank.
   */
  topPicks(market: Market, profile: MatchProfile): Promise<TopPick[]>;
}

function functionsOf(text: string | null | undefined): IngredientFunction[] {
  return parseJsonList(text).filter(isIngredientFunction);
}

function clampPage(page: PageRequest): PageRequest {
  const offset = Number.isFinite(page.offset) ? Math.max(0, Math.floor(page.offset)) : 0;
  const limit = Number.isFinite(page.limit) ? Math.min(maxPageSize, Math.max(0, Math.floor(page.limit))) : 10;
  return { offset, limit };
}

function priceView(row: ReferencePriceRow | undefined): ReferencePriceView | null {
  // The import writes only the markets' currencies; anything else is not a price we can show.
  if (!row || !isCurrency(row.currency)) return null;
  return {
    amount: row.amount,
    currency: row.currency,
    source: row.source,
    sourceAmount: row.source_amount,
    sourceCurrency: row.source_currency,
    converted: Boolean(row.converted),
    observedOn: row.observed_on,
  };
}

/** A shop's price is shown only with a currency we know (the import writes its market's). */
function shopPrice(offer: OfferRow): Pick<OfferView, "price" | "currency"> {
  return offer.price !== null && offer.currency !== null && isCurrency(offer.currency)
    ? { price: offer.price, currency: offer.currency }
    : { price: null, currency: null };
}

function firstImage(row: ProductRow): string {
  return parseJsonList(row.images)[0] ?? `/images/products/${row.id}.svg`;
}

function buildCards(parts: CardParts): ProductCardView[] {
  const prices = new Map(parts.prices.map((price) => [price.product_id, price]));
  const skinTypes = new Map<string, SkinType[]>();
  for (const row of parts.skinTypes) {
    if (!isSkinType(row.skin_type)) continue;
    const list = skinTypes.get(row.product_id) ?? [];
    list.push(row.skin_type);
    skinTypes.set(row.product_id, list);
  }
  const aspects = new Map<string, ProductCardView["aspects"]>();
  for (const row of parts.aspects) {
    if (!isAspect(row.aspect)) continue;
    const list = aspects.get(row.product_id) ?? [];
    list.push(row.aspect);
    aspects.set(row.product_id, list);
  }
  return parts.products.flatMap((row): ProductCardView[] => {
    if (!isProductType(row.product_type)) return [];
    return [
      {
        id: row.id,
        name: row.name,
        brand: row.brand,
        productType: row.product_type,
        sizeMl: row.size_ml,
        image: firstImage(row),
        price: priceView(prices.get(row.id)),
        skinTypes: skinTypes.get(row.id) ?? [],
        aspects: aspects.get(row.id) ?? [],
        basePriceGbp: row.base_price_gbp,
      },
    ];
  });
}

/** Match descending, then rank: the order of a signed-in viewer with a profile (docs/rules.md). */
export function sortByMatch<
  T extends {
    id: string;
    rank: number;
    skinTypes: readonly string[];
    aspects: readonly string[];
    basePriceGbp: number;
  },
>(profile: MatchProfile, items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, match: matchScore(profile, item) }))
    .sort(
      (a, b) =>
        b.match - a.match || a.item.rank - b.item.rank || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
    )
    .map(({ item }) => item);
}

export function createCatalogService(db: Kysely<Database>): CatalogService {
  const repository = new CatalogRepository(db);

  const isEmpty = async () => !(await repository.hasAnyProduct());

  const scopeOf = (market: Market): MarketScope => ({ market, primaryShop: marketFor(market).primaryShop });

  async function cards(rows: ProductRow[], market: Market): Promise<ProductCardView[]> {
    return buildCards(await repository.cardParts(rows, market));
  }

  async function productsByIds(ids: readonly string[], market: Market): Promise<ProductCardView[]> {
    const unique = [...new Set(ids)];
    const found = await cards(await repository.productsByIds(unique), market);
    const byId = new Map(found.map((card) => [card.id, card]));
    return unique.flatMap((id) => {
      const card = byId.get(id);
      return card ? [card] : [];
    });
  }

  async function listProducts(
    filter: ProductFilter,
    market: Market,
    request: PageRequest,
    options: ListOptions = {},
  ): Promise<Page<ProductCardView>> {
    const page = clampPage(request);
    const scope = scopeOf(market);
    if (options.viewer) {
      // Ranking needs every product of the list, but only its id, rank, price band, skin
      // types and aspects; the page's cards are then read by id.
      const rows = await repository.rankingRows(filter, scope);
      const ranked = sortByMatch(
        options.viewer,
        rows.map((row) => ({
          id: row.id,
          rank: row.rank,
          skinTypes: row.skinTypes,
          aspects: row.aspects,
          basePriceGbp: row.base_price_gbp,
        })),
      );
      const ids = ranked.slice(page.offset, page.offset + page.limit).map((row) => row.id);
      return { items: await productsByIds(ids, market), total: rows.length, offset: page.offset, limit: page.limit };
    }
    const [total, rows] = await Promise.all([
      repository.countProducts(filter, scope),
      repository.listProducts(filter, scope, page.offset, page.limit),
    ]);
    return { items: await cards(rows, market), total, offset: page.offset, limit: page.limit };
  }

  async function productDetail(id: string, market: Market): Promise<ProductDetailView | null> {
    const row = await repository.productDetail(id);
    if (!row || !isProductType(row.product_type)) return null;
    const [parts, offerRows, ingredientRows] = await Promise.all([
      repository.cardParts([row], market),
      repository.offers(id, market),
      repository.productIngredients(id),
    ]);
    const [card] = buildCards(parts);
    if (!card) return null;
    const definition = marketFor(market);
    const offers = offerRows
      .filter(
        (offer): offer is typeof offer & { shop: Shop } => isShop(offer.shop) && definition.shops.includes(offer.shop),
      )
      .sort((a, b) => definition.shops.indexOf(a.shop) - definition.shops.indexOf(b.shop))
      .map((offer): OfferView => ({
        shop: offer.shop,
        url: offer.url,
        ...shopPrice(offer),
        checkedAt: offer.checked_at,
      }));
    const ingredients = ingredientRows.map((ingredient): ProductIngredientView => ({
      rawName: ingredient.raw_name,
      name: ingredient.ingredient_name ?? normaliseIngredientName(ingredient.raw_name),
      ingredientId: ingredient.ingredient_name === null ? null : ingredient.ingredient_id,
      functions: functionsOf(ingredient.functions),
    }));
    return {
      ...card,
      images: parseJsonList(row.images),
      market,
      description: market === "id" ? row.description_id : row.description_en,
      usage: market === "id" ? row.usage_id : row.usage_en,
      offers,
      ingredients,
    };
  }

  async function ingredient(id: string): Promise<IngredientView | null> {
    const row = await repository.ingredient(id);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      inciName: row.inci_name,
      cas: row.cas,
      ec: row.ec,
      functions: functionsOf(row.functions),
    };
  }

  async function productImage(id: string): Promise<ProductImageFacts | null> {
    const row = await repository.productImageFacts(id);
    if (!row || !isProductType(row.product_type)) return null;
    return { id: row.id, brand: row.brand, productType: row.product_type };
  }

  /** The first product of each type's list as the viewer sees it (match, then rank). */
  async function topPicks(market: Market, profile: MatchProfile): Promise<TopPick[]> {
    const firsts = await Promise.all(
      productTypes.map((productType) =>
        listProducts({ kind: "productType", productType }, market, { offset: 0, limit: 1 }, { viewer: profile }),
      ),
    );
    return firsts.flatMap(({ items: [product] }) =>
      product === undefined ? [] : [{ product, percent: matchScore(profile, product) }],
    );
  }

  return {
    isEmpty,
    productsByIds,
    listProducts,
    listByProductType: (productType, market, page, options) =>
      listProducts({ kind: "productType", productType }, market, page, options),
    listBySkinType: (skinType, market, page, options) =>
      listProducts({ kind: "skinType", skinType }, market, page, options),
    listByIngredient: (ingredientId, market, page, options) =>
      listProducts({ kind: "ingredient", ingredientId }, market, page, options),
    productDetail,
    ingredient,
    productRef: async (id) => (await repository.productRef(id)) ?? null,
    productImage,
    topPicks,
  };
}
