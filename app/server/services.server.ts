import type { Kysely } from "kysely";
import type { AccountService } from "./accounts/account-service.server";
import type { AnalysisEvents } from "./analysis/analysis-events.server";
import type { AnalysisService } from "./analysis/analysis-service.server";
import { createRecordService, type RecordService } from "./api/record-service.server";
import { type CatalogService, createCatalogService } from "./catalog/catalog-service.server";
import { type CatalogueSizeService, createCatalogueSize } from "./catalog/catalogue-size.server";
import { createSearchService, type SearchService } from "./catalog/search-service.server";
import { createSimilarProducts, type SimilarProductsService } from "./catalog/similar-products.server";
import type { Country } from "~/domain/countries";
import { createIngredientCheck, type IngredientCheckService } from "./check/ingredient-check.server";
import { cosingFile } from "./catalog-import/import-catalogue.server";
import { pingDatabase } from "./db/database.server";
import { projectPath } from "./project-root.server";
import type { Database } from "./db/schema.server";
import { createRoutineService, type RoutineService } from "./routine/routine-service.server";
import type { RateCounter, SharedRateLimits } from "./rate-limit/shared-rate-limits.server";

/** Everything the adapters (routes, API, CLI) may call; built once per process. */
export interface AppServices {
  health: { check(): Promise<void> };
  catalog: CatalogService;
  /** How many products and ingredients a market's catalogue holds (the landing page quotes them). */
  catalogueSize: CatalogueSizeService;
  /** Product, ingredient and type search (docs/search.md). */
  search: SearchService;
  /** "Similar formulas" and "Cheaper alternatives" (docs/similar-formulas.md). */
  similar: SimilarProductsService;
  accounts: AccountService;
  analyses: AnalysisService;
  analysisEvents: AnalysisEvents;
  /** A pasted ingredient list read as the import reads lists (docs/check.md). */
  check: IngredientCheckService;
  /** Users' morning and evening routines with their clash checks (docs/routine.md). */
  routines: RoutineService;
  /** The catalogue as records of the public GraphQL API. */
  records: RecordService;
  /** Our rate limits' counters, shared by every instance through the database (docs/deploy.md). */
  rateLimits: SharedRateLimits;
  /** Results before sign-up (`POST /{lang}/analysis/preview`) per client address. */
  analysisPreviewLimit: RateCounter;
  /** Readings of pasted lists on `/{lang}/check` per client address (docs/check.md, "Rate limit"). */
  checkPageLimit: RateCounter;
  /** The location step's countries, which the analysis page sends with that step. */
  countries: readonly Country[];
}

export interface ServiceParts {
  db: Kysely<Database>;
  accounts: AccountService;
  analyses: AnalysisService;
  analysisEvents: AnalysisEvents;
  /** Signs the API's paging tokens (derived from AUTH_SECRET). */
  secret: string;
  /** The countries of the analysis' location step (`public/data/countries.csv`), for the routine's climate advice. */
  countries: readonly Country[];
  rateLimits: SharedRateLimits;
  /** ANALYSIS_PREVIEW_RATE_LIMIT_PER_MINUTE. */
  analysisPreviewPerMinute: number;
  /** CHECK_RATE_LIMIT_PER_MINUTE. */
  checkPagePerMinute: number;
  /** CATALOGUE_DATE: the day reference prices are judged against; the server's date when absent. */
  catalogueDate?: string;
}

/** The check's service as the site builds it (docs/check.md), for the site and for the bench alike. */
export function ingredientCheckOf(catalog: CatalogService): IngredientCheckService {
  return createIngredientCheck({
    cosingFile: projectPath("data", cosingFile),
    ingredientPages: async (ids) => new Set((await catalog.ingredientNames(ids)).keys()),
  });
}

export function createServices(parts: ServiceParts): AppServices {
  const { catalogueDate } = parts;
  const catalog = createCatalogService(parts.db, catalogueDate === undefined ? {} : { today: () => catalogueDate });
  return {
    health: { check: () => pingDatabase(parts.db) },
    catalog,
    catalogueSize: createCatalogueSize(parts.db),
    search: createSearchService(parts.db, catalog),
    similar: createSimilarProducts(parts.db, catalog),
    accounts: parts.accounts,
    analyses: parts.analyses,
    analysisEvents: parts.analysisEvents,
    check: ingredientCheckOf(catalog),
    routines: createRoutineService({ db: parts.db, catalog, analyses: parts.analyses, countries: parts.countries }),
    records: createRecordService(parts.db, { secret: parts.secret }),
    rateLimits: parts.rateLimits,
    analysisPreviewLimit: parts.rateLimits.counter({
      name: "analysis-preview",
      limit: parts.analysisPreviewPerMinute,
      windowSeconds: 60,
    }),
    checkPageLimit: parts.rateLimits.counter({
      name: "check-page",
      limit: parts.checkPagePerMinute,
      windowSeconds: 60,
    }),
    countries: parts.countries,
  };
}
