import { z } from "zod";
import { catalogueVersionSource } from "~/server/db/catalogue-version.server";
import type { SitemapCatalogue } from "~/domain/sitemap";
import type { Kysely } from "kysely";
import { ingredientFlags } from "~/domain/ingredient-flags";
import { rulePositions } from "~/domain/rule-positions";
import type { ListFilters } from "~/domain/list-filters";
import type { ListSort } from "~/domain/list-sort";
import { type BudgetFit, pickWithinBudget } from "~/domain/budget";
import { isAspect } from "~/domain/aspects";
import type { Market, Shop } from "~/domain/markets";
import { isCurrency, isObservedCurrency, isShop, marketFor } from "~/domain/markets";
import { isoDateOf } from "~/domain/fact-age";
import { budgetPriceGbp, isCurrentReference, referencePriceStanding } from "~/domain/reference-price";
import { isLanguage } from "~/domain/language";
import type {
  IngredientListSourceView,
  IngredientView,
  OfferView,
  Page,
  PriceObservationView,
  ProductCardView,
  ProductDetailView,
  ProductIngredientView,
  ReferencePriceView,
} from "~/domain/catalog-views";
import { isObservationMarket, observationShopFacts, sourceShop } from "~/domain/catalogue-sources";
import { newestFirst } from "~/domain/price-observations";
import { markDisputed } from "~/domain/price-outliers";
import { type CommunityRating, isRatingSite, oneRatingPerSite } from "~/domain/community-ratings";
import { productSizeOf } from "~/domain/product-size";
import type { SoldInVersions } from "~/domain/product-versions";
import { isIngredientFunction, type IngredientFunction } from "~/domain/ingredient-functions";
import { normaliseIngredientName } from "~/domain/ingredient-name";
import { canonicalJson } from "~/domain/canonical-json";
import {
  createMatchRanking,
  type MatchRanking,
  type ProductSelection,
  type RankableProduct,
} from "~/domain/match-ranking";
import { matchScore, type MatchProfile } from "~/domain/match-score";
import { isProductForm, type ProductForm } from "~/domain/product-forms";
import { isProductType, type ProductType, productTypes } from "~/domain/product-types";
import { isSkinType, type SkinType } from "~/domain/skin-types";
import type { Database } from "../db/schema.server";
import { createCatalogueCache } from "./catalogue-cache.server";
import { parseJsonList } from "../db/json-list.server";
import { deriveProductForm } from "../catalog-import/product-form.server";
import {
  type CardParts,
  type FilterCounts,
  CatalogRepository,
  type PricedScope,
  pricedScope,
  type OfferRow,
  type PriceObservationRow,
  type ProductDetailRow,
  type ProductRatingRow,
  type ProductFilter,
  type ProductRow,
  type RankingRow,
  type ReferencePriceRow,
} from "./catalog-repository.server";

export type { FilterCounts, ProductFilter } from "./catalog-repository.server";

/** Which slice of a list to return: `offset` products skipped, at most `limit` returned. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export interface ListOptions {
  /** The signed-in viewer's profile, which sorting by match needs. */
  viewer?: MatchProfile | null;
  /** The list's filters from its URL (docs/rules.md, "Filters"); none by default. */
  filters?: ListFilters;
  /**
   * The order (docs/rules.md, "Sorting"), on the server, before paging: by default match
   * descending, then rank, when a viewer is given, else rank. Match without a viewer is rank.
   */
  sort?: ListSort;
}

/** Largest page a caller may ask for (the `?page=N` of list pages is capped by this). */
export const maxPageSize = 500;

export interface ProductImageFacts {
  id: string;
  brand: string;
  productType: ProductType;
  form: ProductForm;
}

/** A product type's pick for a profile, with its match percentage and how it stands to the budget. */
export interface TopPick {
  product: ProductCardView;
  percent: number;
  /** "fits" whenever the type has a product within the budget; otherwise the best match's own fit. */
  budget: BudgetFit;
}

/** The read side of the catalogue (lists, product page, ingredient page, carousel, images). */
export interface CatalogService {
  /**
   * Today's date (`YYYY-MM-DD`) on the catalogue's clock: reference prices, "last seen" lines and
   * ages are told against it (docs/rules.md, "A market's own price").
   */
  today(): string;
  /** Changes whenever an import changes the catalogue: what is built from the catalogue is good until then. */
  catalogueVersion(): Promise<string>;
  /** What the sitemap lists: every product, and every ingredient some product has. */
  sitemapCatalogue(): Promise<SitemapCatalogue>;
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
  /** How many products each filter option would list (the counts beside the options). */
  filterCounts(filter: ProductFilter, market: Market, filters: ListFilters): Promise<FilterCounts>;
  /** The product page of one product for a market; null when the id is unknown. */
  productDetail(id: string, market: Market): Promise<ProductDetailView | null>;
  ingredient(id: string): Promise<IngredientView | null>;
  /** The names of the given ingredients; unknown ids are left out. */
  ingredientNames(ids: readonly string[]): Promise<Map<string, string>>;
  /** The canonical id an old (merged) ingredient id now redirects to; null when there is none. */
  ingredientRedirect(id: string): Promise<string | null>;
  /**
   * The prices seen for each of the given products, newest first, at most `perProduct` each
   * (the API's bound, docs/api.md); a product without any is left out of the map.
   */
  priceObservations(productIds: readonly string[], perProduct: number): Promise<Map<string, PriceObservationView[]>>;
  /** The versions each of the given products is sold in; a product sold in none is left out of the map. */
  productVersions(productIds: readonly string[]): Promise<Map<string, SoldInVersions>>;
  /** The ratings of each of the given products, one per site; a product without any is left out of the map. */
  communityRatings(productIds: readonly string[]): Promise<Map<string, CommunityRating[]>>;
  /** The ids with each one a merge retired replaced by its surviving product's, without repeats (docs/catalogue.md, "One product, one page"). */
  currentProductIds(ids: readonly string[]): Promise<string[]>;
  /** The surviving product of each id among `ids` that a merge retired. */
  survivingProductIds(ids: readonly string[]): Promise<Map<string, string>>;
  /**
   * Each market's reference price of the given products, with whether it is current on `today()`
   * (docs/rules.md, "A market's own price"); a product without any is left out of the map.
   */
  referencePrices(productIds: readonly string[]): Promise<Map<string, MarketReferencePrice[]>>;
  /** Id and name of a product (enough for its path); null when unknown. */
  productRef(id: string): Promise<{ id: string; name: string } | null>;
  productImage(id: string): Promise<ProductImageFacts | null>;
  /**
   * Top picks (docs/rules.md): for each product type with products in the market, in
   * `productTypes` order, the product of highest match for the profile within its budget, ties by
   * rank; the type's best match, marked as such, only when none of its products is within it.
   */
  topPicks(market: Market, profile: MatchProfile): Promise<TopPick[]>;
}

function functionsOf(text: string | null | undefined): IngredientFunction[] {
  return parseJsonList(text).filter(isIngredientFunction);
}

/** kulit's own notes, less any chip CosIng's functions already give (said once, as CosIng's). */
function kulitNotesOf(text: string | null | undefined, cosing: readonly IngredientFunction[]): IngredientFunction[] {
  return functionsOf(text).filter((fn) => !cosing.includes(fn));
}

/** An observation as the pages and the API show it; one we cannot show honestly (an unknown currency or market) is left out. */
function observationView(row: PriceObservationRow): Omit<PriceObservationView, "disputed"> | null {
  if (!isObservedCurrency(row.currency) || !isObservationMarket(row.market)) return null;
  return {
    shop: row.shop,
    market: row.market,
    currency: row.currency,
    amount: row.amount,
    size: productSizeOf(row.size_amount, row.size_unit, row.pack_count),
    observedOn: row.observed_on,
    source: row.source,
  };
}

/** A stored rating as the page shows it; a row of a site we do not know is left out rather than guessed at. */
function ratingView(row: ProductRatingRow): CommunityRating | null {
  if (!isRatingSite(row.site)) return null;
  return {
    site: row.site,
    stars: row.stars,
    reviewCount: row.review_count,
    url: row.url,
    observedOn: row.observed_on,
    source: row.source,
  };
}

const storedVersions = z.object({
  names: z.array(z.string()).min(2),
  source: z.string(),
  observedOn: z.string(),
  listVersion: z.string().nullable(),
});

/** The stored versions of a product (docs/catalogue.md, "Products sold in versions"); null when it is sold in none. */
function versionsOf(text: string | null): SoldInVersions | null {
  return text === null ? null : storedVersions.parse(JSON.parse(text));
}

function ingredientListOf(row: ProductDetailRow): IngredientListSourceView | null {
  return row.list_observed_on !== null && row.list_source !== null
    ? {
        observedOn: row.list_observed_on,
        source: row.list_source,
        leftOut: parseJsonList(row.list_left_out),
        cutShortAt: row.list_cut_short_at,
        mayBeIncomplete: Number(row.list_may_be_incomplete) === 1,
      }
    : null;
}

function clampPage(page: PageRequest): PageRequest {
  const offset = Number.isFinite(page.offset) ? Math.max(0, Math.floor(page.offset)) : 0;
  const limit = Number.isFinite(page.limit) ? Math.min(maxPageSize, Math.max(0, Math.floor(page.limit))) : 10;
  return { offset, limit };
}

function priceView(row: ReferencePriceRow | undefined): ReferencePriceView | null {
  // The import writes only the markets' currencies; anything else is not a price we can show.
  if (!row || !isCurrency(row.currency)) return null;
  const shop = sourceShop(row.source);
  return {
    amount: row.amount,
    currency: row.currency,
    source: row.source,
    shop,
    country: shop === null ? null : observationShopFacts(shop).country,
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

/** A market's reference price as the API serves it: current, or only "last seen". */
export type MarketReferencePrice = ReferencePriceView & { market: Market; current: boolean };

function firstImage(row: ProductRow): string {
  return parseJsonList(row.images)[0] ?? `/images/products/${row.id}.svg`;
}

function buildCards(parts: CardParts, today: string): ProductCardView[] {
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
    const { price, lastSeen } = referencePriceStanding(priceView(prices.get(row.id)), today);
    return [
      {
        id: row.id,
        name: row.name,
        brand: row.brand,
        productType: row.product_type,
        size: productSizeOf(row.size_ml, row.size_unit, row.pack_count),
        image: firstImage(row),
        price,
        lastSeen,
        skinTypes: skinTypes.get(row.id) ?? [],
        aspects: aspects.get(row.id) ?? [],
        basePriceGbp: budgetPriceGbp(price),
      },
    ];
  });
}

/** What ranking by match needs of a product, from its ranking row in the market. */
function rankableProduct(row: RankingRow, market: Market): RankableProduct {
  return {
    id: row.id,
    rank: row.rank,
    skinTypes: row.skinTypes,
    aspects: row.aspects,
    basePriceGbp: budgetPriceGbp(
      row.price === null ? null : { amount: row.price, currency: marketFor(market).currency },
    ),
  };
}

/** The catalogue prepared for ranking by match in a market, as the server keeps it per catalogue version and day. */
export function prepareRanking(rows: readonly RankingRow[], market: Market): MatchRanking<RankableProduct> {
  return createMatchRanking(rows.map((row) => rankableProduct(row, market)));
}

/** Rows of a list with what their match needs, best match first, then by rank and id (docs/rules.md, "Sorting"). */
export function rankedByMatch(profile: MatchProfile, rows: readonly RankingRow[], market: Market): RankableProduct[] {
  return prepareRanking(rows, market).rank(profile).products;
}

/** A row imported before forms were stored gets the form its name and type give. */
function storedForm(row: { name: string; form: string | null }, productType: ProductType): ProductForm {
  return row.form !== null && isProductForm(row.form) ? row.form : deriveProductForm(row.name, productType, []);
}

export interface CatalogServiceOptions {
  /** The catalogue's clock; the server's date by default. Tests inject a fixed day. */
  today?: () => string;
}

export function createCatalogService(db: Kysely<Database>, options: CatalogServiceOptions = {}): CatalogService {
  const today = options.today ?? (() => isoDateOf(new Date()));
  const repository = new CatalogRepository(db);
  // The whole catalogue prepared for ranking by match, once per version (docs/performance.md,
  // "API and ranking"); a list then ranks only its own products.
  const versions = catalogueVersionSource(db);
  // One per market and day: the budget bands read each market's own prices, current on that day.
  const rankings = createCatalogueCache<MatchRanking<RankableProduct>>(versions, { capacity: 2 });
  const catalogueRanking = (scope: PricedScope) =>
    rankings.get(canonicalJson(scope), async () =>
      prepareRanking(await repository.catalogueRankingRows(scope), scope.market),
    );
  // Each list's products as a selection of that ranking: finding a large list's ids in it costs
  // more than ranking them. Weighed in bytes (one per catalogue product), 16 MB at the most.
  const selections = createCatalogueCache<{ ranking: MatchRanking<RankableProduct>; selection: ProductSelection }>(
    versions,
    { capacity: 16_000_000, weightOf: ({ selection }) => selection.selected.length },
  );
  async function listSelection(
    ranking: MatchRanking<RankableProduct>,
    filter: ProductFilter,
    scope: PricedScope,
    refinements: ListFilters | undefined,
  ): Promise<ProductSelection> {
    const selectList = async () => ranking.select(await repository.listedIds(filter, scope, refinements));
    const key = canonicalJson({ filter, scope, refinements: refinements ?? null });
    const kept = await selections.get(key, async () => ({ ranking, selection: await selectList() }));
    // Kept for the ranking of another request that met a new version at another moment.
    return kept.ranking === ranking ? kept.selection : selectList();
  }

  // The counts beside a list's filter options are the same for every visitor and cost more than
  // the rest of the page (docs/performance.md, "Pages rendered afresh"): kept per list, market
  // and choice of filters.
  const filterCountsKept = createCatalogueCache<FilterCounts>(versions, { capacity: 5_000 });
  // A list's length, the same for everyone: counting a type of 100,000 products took 190 ms.
  const listTotals = createCatalogueCache<number>(versions, { capacity: 5_000 });

  const isEmpty = async () => !(await repository.hasAnyProduct());

  const scopeOf = (market: Market): PricedScope => pricedScope(market, today());

  async function cards(rows: ProductRow[], market: Market): Promise<ProductCardView[]> {
    return buildCards(await repository.cardParts(rows, market), today());
  }

  /**
   * Cards of the given products. An id a merge retired gives its surviving product's card
   * (docs/catalogue.md, "One product, one page"), so old links, routines and picks keep working;
   * only ids that name no product are looked up among the redirects.
   */
  async function productsByIds(ids: readonly string[], market: Market): Promise<ProductCardView[]> {
    const asked = [...new Set(ids)];
    const rows = await repository.productsByIds(asked);
    const stored = new Set(rows.map((row) => row.id));
    const survivors = await repository.productRedirects(asked.filter((id) => !stored.has(id)));
    const missing = [...new Set(survivors.values())].filter((id) => !stored.has(id));
    if (missing.length > 0) rows.push(...(await repository.productsByIds(missing)));
    const found = await cards(rows, market);
    const unique = [...new Set(asked.map((id) => survivors.get(id) ?? id))];
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
    const sort = options.sort ?? (options.viewer ? "match" : "popularity");
    if (sort === "match" && options.viewer) {
      // Ranking needs only the ids of the list's products; the page's cards are then read by id.
      const ranking = await catalogueRanking(scope);
      const among = await listSelection(ranking, filter, scope, options.filters);
      const ranked = ranking.rank(options.viewer, { among, count: page.offset + page.limit });
      const ids = ranked.products.slice(page.offset).map((product) => product.id);
      return { items: await productsByIds(ids, market), total: ranked.total, offset: page.offset, limit: page.limit };
    }
    const [total, rows] = await Promise.all([
      listTotals.get(canonicalJson({ filter, scope, refinements: options.filters ?? null }), () =>
        repository.countProducts(filter, scope, options.filters),
      ),
      repository.listProducts(
        filter,
        scope,
        page.offset,
        page.limit,
        options.filters,
        sort === "match" ? "popularity" : sort,
      ),
    ]);
    return { items: await cards(rows, market), total, offset: page.offset, limit: page.limit };
  }

  /** The surviving product of an id a merge retired; undefined for any other id. */
  async function survivorOf(id: string): Promise<string | undefined> {
    return (await repository.productRedirects([id])).get(id);
  }

  async function productDetail(askedId: string, market: Market): Promise<ProductDetailView | null> {
    let row = await repository.productDetail(askedId);
    if (!row) {
      const survivor = await survivorOf(askedId);
      if (survivor !== undefined) row = await repository.productDetail(survivor);
    }
    if (!row || !isProductType(row.product_type)) return null;
    const id = row.id;
    const [parts, offerRows, ingredientRows, observationRows, ratingRows] = await Promise.all([
      repository.cardParts([row], market),
      repository.offers(id, market),
      repository.productIngredients(id),
      repository.priceObservations([id]),
      repository.productRatings([id]),
    ]);
    const [card] = buildCards(parts, today());
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
    const ingredients = ingredientRows.map((ingredient): ProductIngredientView => {
      const functions = functionsOf(ingredient.functions);
      return {
        rawName: ingredient.raw_name,
        name: ingredient.ingredient_name ?? normaliseIngredientName(ingredient.raw_name),
        ingredientId: ingredient.ingredient_name === null ? null : ingredient.ingredient_id,
        functions,
        kulitFunctions: kulitNotesOf(ingredient.kulit_functions, functions),
        active: Number(ingredient.active) === 1,
        statedPercent: ingredient.stated_percent === null ? null : Number(ingredient.stated_percent),
      };
    });
    const positions = rulePositions(ingredients);
    return {
      ...card,
      images: parseJsonList(row.images),
      market,
      description: market === "id" ? row.description_id : row.description_en,
      usage: market === "id" ? row.usage_id : row.usage_en,
      offers,
      ingredients,
      priceObservations: newestFirst(
        markDisputed(
          observationRows.flatMap((observation) => observationView(observation) ?? []),
          card.size,
        ),
      ),
      ingredientList: ingredientListOf(row),
      versions: versionsOf(row.versions),
      ratings: oneRatingPerSite(ratingRows.flatMap((rating) => ratingView(rating) ?? [])),
      // The names shown are CosIng INCI names (or the list's own), which the flag rules read.
      flags: ingredientFlags(
        ingredients.map((ingredient, index) => ({
          position: positions[index] ?? index + 1,
          inciName: ingredient.name,
        })),
        card.productType,
        storedForm(row, card.productType),
        parseJsonList(row.list_left_out),
        Number(row.list_may_be_incomplete) === 1,
      ),
    };
  }

  async function ingredient(id: string): Promise<IngredientView | null> {
    const row = await repository.ingredient(id);
    if (!row) return null;
    const functions = functionsOf(row.functions);
    return {
      id: row.id,
      name: row.name,
      inciName: row.inci_name,
      cas: row.cas,
      ec: row.ec,
      cosingFunctions: parseJsonList(row.cosing_functions),
      functions,
      kulitFunctions: kulitNotesOf(row.kulit_functions, functions),
    };
  }

  async function priceObservations(
    productIds: readonly string[],
    perProduct: number,
  ): Promise<Map<string, PriceObservationView[]>> {
    const ids = [...new Set(productIds)];
    const [observationRows, sizeRows] = await Promise.all([
      repository.priceObservations(ids),
      repository.productSizes(ids),
    ]);
    const grouped = new Map<string, Omit<PriceObservationView, "disputed">[]>();
    for (const row of observationRows) {
      const view = observationView(row);
      if (view === null) continue;
      const list = grouped.get(row.product_id) ?? [];
      list.push(view);
      grouped.set(row.product_id, list);
    }
    const sizes = new Map(sizeRows.map((row) => [row.id, productSizeOf(row.size_ml, row.size_unit, row.pack_count)]));
    // Disputes are decided over every price seen, before the list is cut to the newest.
    return new Map(
      [...grouped].map(([productId, list]) => [
        productId,
        newestFirst(markDisputed(list, sizes.get(productId) ?? null)).slice(0, perProduct),
      ]),
    );
  }

  async function productVersions(productIds: readonly string[]): Promise<Map<string, SoldInVersions>> {
    const rows = await repository.productVersions([...new Set(productIds)]);
    return new Map(
      rows.flatMap((row) => {
        const versions = versionsOf(row.versions);
        return versions === null ? [] : [[row.id, versions] as const];
      }),
    );
  }

  async function communityRatings(productIds: readonly string[]): Promise<Map<string, CommunityRating[]>> {
    const grouped = new Map<string, CommunityRating[]>();
    for (const row of await repository.productRatings([...new Set(productIds)])) {
      const view = ratingView(row);
      if (view !== null) grouped.set(row.product_id, [...(grouped.get(row.product_id) ?? []), view]);
    }
    for (const [productId, list] of grouped) grouped.set(productId, oneRatingPerSite(list));
    return grouped;
  }

  async function referencePrices(productIds: readonly string[]): Promise<Map<string, MarketReferencePrice[]>> {
    const day = today();
    const grouped = new Map<string, MarketReferencePrice[]>();
    for (const row of await repository.referencePrices([...new Set(productIds)])) {
      const view = priceView(row);
      if (view === null || !isLanguage(row.market)) continue;
      const list = grouped.get(row.product_id) ?? [];
      list.push({ ...view, market: row.market, current: isCurrentReference(view.observedOn, day) });
      grouped.set(row.product_id, list);
    }
    return grouped;
  }

  async function productImage(id: string): Promise<ProductImageFacts | null> {
    const row = await repository.productImageFacts(id);
    if (!row || !isProductType(row.product_type)) return null;
    return { id: row.id, brand: row.brand, productType: row.product_type, form: storedForm(row, row.product_type) };
  }

  /** Each type's products ranked as its list ranks them for the viewer (match, then rank), then picked within the budget. */
  async function topPicks(market: Market, profile: MatchProfile): Promise<TopPick[]> {
    const scope = scopeOf(market);
    const ranking = await catalogueRanking(scope);
    const picks = await Promise.all(
      productTypes.map(async (productType) => {
        const among = await listSelection(ranking, { kind: "productType", productType }, scope, undefined);
        return pickWithinBudget(ranking.rank(profile, { among }).products, profile.budget);
      }),
    );
    const chosen = picks.flatMap((pick) => (pick === null ? [] : [pick]));
    const found = await productsByIds(
      chosen.map((pick) => pick.item.id),
      market,
    );
    const byId = new Map(found.map((card) => [card.id, card]));
    return chosen.flatMap((pick) => {
      const product = byId.get(pick.item.id);
      return product === undefined ? [] : [{ product, percent: matchScore(profile, product), budget: pick.budget }];
    });
  }

  return {
    today,
    catalogueVersion: () => repository.catalogueVersion(),
    sitemapCatalogue: () => repository.sitemapCatalogue(),
    isEmpty,
    productsByIds,
    listProducts,
    listByProductType: (productType, market, page, options) =>
      listProducts({ kind: "productType", productType }, market, page, options),
    listBySkinType: (skinType, market, page, options) =>
      listProducts({ kind: "skinType", skinType }, market, page, options),
    listByIngredient: (ingredientId, market, page, options) =>
      listProducts({ kind: "ingredient", ingredientId }, market, page, options),
    filterCounts: (filter, market, filters) => {
      const scope = scopeOf(market);
      return filterCountsKept.get(canonicalJson({ filter, scope, filters }), () =>
        repository.filterCounts(filter, scope, filters),
      );
    },
    productDetail,
    ingredient,
    ingredientNames: async (ids) => new Map((await repository.ingredientNames(ids)).map((row) => [row.id, row.name])),
    ingredientRedirect: async (id) => (await repository.ingredientRedirect(id)) ?? null,
    priceObservations,
    communityRatings,
    productVersions,
    survivingProductIds: (ids) => repository.productRedirects(ids),
    currentProductIds: async (ids) => {
      const survivors = await repository.productRedirects(ids);
      return [...new Set(ids.map((id) => survivors.get(id) ?? id))];
    },
    productRef: async (id) => {
      const stored = await repository.productRef(id);
      if (stored) return stored;
      const survivor = await survivorOf(id);
      return (survivor === undefined ? undefined : await repository.productRef(survivor)) ?? null;
    },
    referencePrices,
    productImage,
    topPicks,
  };
}
